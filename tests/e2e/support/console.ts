import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught page error (CONTRIBUTING.md, Tests), so a
 * broken request or a React warning cannot hide behind a passing assertion. A test that provokes one
 * on purpose (a wrong password answers 401, and Chromium logs every failed request) says so with
 * `allowConsole(/pattern/)`; anything else still fails it.
 */
export const test = base.extend<{
  consoleAllowed: RegExp[];
  consoleProblems: string[];
  allowConsole: (pattern: RegExp) => void;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  consoleAllowed: async ({}, use) => {
    // Playwright's own word where the config blocks the service worker (playwright.config.ts).
    await use([/^Service Worker registration blocked by Playwright/]);
  },
  consoleProblems: [
    async ({ page, consoleAllowed }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
      const unexpected = problems.filter(
        (problem) => !consoleAllowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
  allowConsole: async ({ consoleAllowed }, use) => {
    await use((pattern) => {
      consoleAllowed.push(pattern);
    });
  },
});

export { expect };
