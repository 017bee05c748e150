import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The header's entries sit behind the menu button below 1280 px: open it there. Decided by the
 * viewport, not by whether the button is visible yet, so a slow first render cannot skip it.
 */
export async function openMainMenuIfCollapsed(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1280;
}

/** The login page a guard sends a visitor to, carrying where they were going (`/login?redirect=%2Fhistory`). */
export function loginReturningTo(path: string, reason?: 'job-alert'): RegExp {
  const escaped = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/login\\?redirect=${escaped}${reason ? `&reason=${reason}` : ''}$`);
}

/**
 * Waits until React has taken over an element of a page the server rendered (its props, with the
 * handlers, are attached). Before that a key pressed on it does nothing, and focus() does not wait.
 */
export async function expectTakenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
