import type { streakMachine } from '../../machines/streak.machine';
import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { CANDIDATE_NAME, signUpAndLogIn } from './candidate';
import { servedStreak } from './streak.model';
import { isPhone } from './page';

/**
 * The streak in the account menu of a signed-in candidate (the avatar dropdown; the mobile menu on
 * phones), the streak call answered as the model says, held until its step. Opening the menu starts
 * the machine. The real server's streak is checked in tests/e2e/progress.spec.ts.
 */
const streakCall = `**${endpoints.streak.path}`;

const accountMenu = (page: Page) =>
  isPhone(page)
    ? page.getByRole('region', { name: CANDIDATE_NAME })
    : page.getByRole('dialog', { name: 'Account' });

export const streakDrivers: Drivers<typeof streakMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [streakCall]);
    await signUpAndLogIn(page, baseUrl);
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: `Account menu for ${CANDIDATE_NAME}` }).click();
  },
  shows: {
    loading: async (page) => {
      await expect(accountMenu(page).getByRole('status')).toHaveText('Checking your streak...');
    },
    shown: async (page) => {
      const status = accountMenu(page).getByRole('status');
      await expect(status).toContainText('3-day streak');
      await expect(status).toContainText('Finish a test today to keep it going');
    },
    failed: async (page) => {
      const status = accountMenu(page).getByRole('status');
      await expect(status).toContainText('Your streak could not be loaded.');
      await expect(status.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  },
  perform: {
    'user.retry': async (page) => {
      await accountMenu(page).getByRole('status').getByRole('button', { name: 'Try again' }).click();
    },
    'xstate.done.actor.loadStreak': releaseHeldCall,
    'xstate.error.actor.loadStreak': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadStreak': async (page) => {
      await holdNextCall(page, streakCall, (route) => route.fulfill({ json: servedStreak }));
    },
    // A refusal the menu cannot use (a GET that failed on the network would be retried first).
    'xstate.error.actor.loadStreak': async (page) => {
      await holdNextCall(page, streakCall, (route) =>
        route.fulfill({ status: 400, json: { status: 'error', message: 'Bad request' } }),
      );
    },
  },
};
