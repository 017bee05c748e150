import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './console';
import { isPhone } from './nav';

/** An address no other test (or earlier run on the same data folder) uses. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${tag}-${testInfo.project.name}-${Date.now()}-${random}@example.in`.toLowerCase();
}

export interface NewAccount {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** Registers an account straight through the API (for tests about something else). */
export async function registerByApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await request.post('/api/signup_api', {
    form: { ...account, phone: '9876543210', state: 'Bihar', qualification: 'Graduate' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs in through the form and waits for the home page the login sends to. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The server checks the password with a deliberately slow hash: on a loaded CI machine, seconds.
  await expect(page.getByRole('dialog', { name: 'Login successful!' })).toBeVisible({ timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Opens the account entries: the avatar dropdown on wide screens, the mobile menu on phones. Returns
 * where they are.
 */
export async function openAccountMenu(page: Page, name: string) {
  if (isPhone(page)) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    return page.getByRole('region', { name });
  }
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  return page.getByRole('dialog', { name: 'Account' });
}
