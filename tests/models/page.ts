import type { Page } from '@playwright/test';

/**
 * What the browser drivers ask of a page, said once: the layout, the open dialogs, and addresses of
 * their own for the server's per-account limits.
 */

/** Below 1024 px the page is laid out for phones (the palette is a sheet, the menu a drawer). */
export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 1024;

/** Every open dialog: popups are dialogs, or alert dialogs when they report a failure. */
export const anyDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** The open dialog of this name, whichever role it has. */
export const dialogNamed = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

const tags = new WeakMap<Page, string>();

/**
 * A path's address, tagged for this page ('asha@example.in' → 'asha+r1a2b3c@example.in'): the same
 * valid address to the machine, a fresh account to the server and its limits.
 */
export function taggedAddress(page: Page, address: string): string {
  if (!tags.has(page)) tags.set(page, `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  return address.replace('@', `+${tags.get(page)}@`);
}
