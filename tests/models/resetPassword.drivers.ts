import type { resetPasswordMachine } from '../../machines/resetPassword.machine';
import { expect, type Page, type Route } from '@playwright/test';
import { RESET_MESSAGES } from '../../contract/accounts';
import { endpoints } from '../../contract/endpoints';
import type { ResetCheck, ResetOutcome } from '../../machines/api/accounts';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { token } from './resetPassword.model';

/**
 * The page an e-mailed reset link opens (/reset-password?token=…), with the model's token. Both calls
 * (the link check and the new password) answer as the model says, in the server's words, each held
 * until its step. The real link from a real e-mail is followed in accounts.spec.ts.
 */
const checkCall = `**${endpoints.resetPasswordCheck.path}`;
const resetCall = `**${endpoints.resetPassword.path}`;
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save password|Saving\.\.\.)$/ });
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });

/** The server's answer for an outcome of either call. */
function answer(route: Route, outcome: ResetCheck | ResetOutcome) {
  switch (outcome.kind) {
    case 'usable':
    case 'done':
      return route.fulfill({ json: { status: 'success', message: 'OK' } });
    case 'unusable':
      return route.fulfill({
        status: 400,
        json: { status: 'error', reason: outcome.reason, message: RESET_MESSAGES[outcome.reason] },
      });
    case 'refused':
      return route.fulfill({
        status: 400,
        json: { status: 'error', message: outcome.message ?? 'Refused.' },
      });
  }
}

const answers =
  (url: string) => async (page: Page, event: { readonly output: ResetCheck | ResetOutcome }) => {
    await holdNextCall(page, url, (route) => answer(route, event.output));
  };
const fails = (url: string) => async (page: Page) => {
  await holdNextCall(page, url, (route) => route.abort('failed'));
};

export const resetPasswordDrivers: Drivers<typeof resetPasswordMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [checkCall, resetCall]);
    await page.goto(new URL(`/reset-password?token=${token}`, baseUrl).href);
  },
  shows: {
    checkingToken: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toContainText('Checking your link…');
    },
    checkFailed: async (page) => {
      await expect(tryAgain(page)).toBeVisible();
    },
    editing: async (page) => {
      await expect(saveButton(page)).toHaveText('Save password');
      await expect(saveButton(page)).toBeEnabled();
    },
    saving: async (page) => {
      await expect(saveButton(page)).toHaveText('Saving...');
      await expect(saveButton(page)).toBeDisabled();
    },
    done: async (page) => {
      await expect(page.getByText(RESET_MESSAGES.done)).toBeVisible();
    },
    invalid: async (page) => {
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    },
  },
  perform: {
    'user.edit': async (page, event) => {
      const { field, value } = event;
      await page
        .getByLabel(field === 'password' ? 'New password' : 'Confirm new password', { exact: true })
        .fill(value);
    },
    'user.submit': async (page) => {
      await saveButton(page).click();
    },
    'user.retry': async (page) => {
      await tryAgain(page).click();
    },
    'xstate.done.actor.checkResetToken': releaseHeldCall,
    'xstate.error.actor.checkResetToken': releaseHeldCall,
    'xstate.done.actor.resetPassword': releaseHeldCall,
    'xstate.error.actor.resetPassword': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.checkResetToken': answers(checkCall),
    'xstate.error.actor.checkResetToken': fails(checkCall),
    'xstate.done.actor.resetPassword': answers(resetCall),
    'xstate.error.actor.resetPassword': fails(resetCall),
  },
};
