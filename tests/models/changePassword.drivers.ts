import type { changePasswordMachine } from '../../machines/changePassword.machine';
import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { changePasswordWords } from '../../src/words/change-password';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { dialogNamed, isPhone } from './page';
import { CANDIDATE_NAME, signUpAndLogIn } from './candidate';

/** The screen's English words, which this driver expects to see. */
const CHANGE_PASSWORD_TEXT = changePasswordWords.en;

/**
 * The change-password modal, opened from the account menu (the avatar's menu on wide screens, the
 * mobile menu on phones) of a signed-in candidate. The server's answers are the model's (a change, a
 * refusal, an answer that is not JSON), each held until its step: the real change, and the logins it
 * ends, are in accounts.spec.ts.
 */
const url = `**${endpoints.changePassword.path}`;
const modal = (page: Page) => page.getByRole('dialog', { name: 'Change Password' });
const submitButton = (page: Page) =>
  modal(page).getByRole('button', { name: /^(Update Password|Updating\.\.\.)$/ });

async function openAccountMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('region', { name: CANDIDATE_NAME });
  }
  await page.getByRole('button', { name: `Account menu for ${CANDIDATE_NAME}` }).click();
  return page.getByRole('dialog', { name: 'Account' });
}

export const changePasswordDrivers: Drivers<typeof changePasswordMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [url]);
    await signUpAndLogIn(page, baseUrl);
  },
  shows: {
    closed: async (page) => {
      await expect(modal(page)).toHaveCount(0);
      await expect(dialogNamed(page, CHANGE_PASSWORD_TEXT.successTitle)).toHaveCount(0);
    },
    open: async (page) => {
      await expect(submitButton(page)).toHaveText('Update Password');
      await expect(modal(page).getByLabel(CHANGE_PASSWORD_TEXT.password, { exact: true })).toBeVisible();
      await expect(dialogNamed(page, CHANGE_PASSWORD_TEXT.errorTitle)).toHaveCount(0);
    },
    confirming: async (page) => {
      await expect(
        modal(page).getByLabel(CHANGE_PASSWORD_TEXT.currentPassword, { exact: true }),
      ).toBeVisible();
      await expect(modal(page).getByLabel(CHANGE_PASSWORD_TEXT.password, { exact: true })).toHaveCount(0);
      await expect(dialogNamed(page, CHANGE_PASSWORD_TEXT.errorTitle)).toHaveCount(0);
    },
    submitting: async (page) => {
      await expect(submitButton(page)).toHaveText('Updating...');
      await expect(submitButton(page)).toBeDisabled();
    },
    succeeded: async (page) => {
      await expect(dialogNamed(page, CHANGE_PASSWORD_TEXT.successTitle)).toContainText(
        CHANGE_PASSWORD_TEXT.messages.changed,
      );
      await expect(modal(page)).toHaveCount(0);
    },
    failed: async (page) => {
      await expect(dialogNamed(page, CHANGE_PASSWORD_TEXT.errorTitle)).toBeVisible();
    },
  },
  perform: {
    'user.open': async (page) => {
      const menu = await openAccountMenu(page);
      await menu.getByRole('button', { name: 'Change Password' }).click();
      await expect(modal(page)).toBeVisible();
    },
    'user.close': async (page) => {
      await modal(page).getByRole('button', { name: 'Close', exact: true }).last().click();
    },
    'user.edit': async (page, event) => {
      await modal(page).getByLabel(CHANGE_PASSWORD_TEXT.password, { exact: true }).fill(event.value);
    },
    'user.editCurrent': async (page, event) => {
      await modal(page).getByLabel(CHANGE_PASSWORD_TEXT.currentPassword, { exact: true }).fill(event.value);
    },
    'user.submit': async (page) => {
      await submitButton(page).click();
    },
    'user.dismiss': async (page) => {
      await dialogNamed(page, CHANGE_PASSWORD_TEXT.errorTitle)
        .or(dialogNamed(page, CHANGE_PASSWORD_TEXT.successTitle))
        .getByRole('button', { name: 'OK' })
        .click();
    },
    'xstate.done.actor.changePassword': releaseHeldCall,
    'xstate.error.actor.changePassword': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.changePassword': async (page, event) => {
      const outcome = event.output;
      await holdNextCall(page, url, (route) =>
        outcome.ok
          ? route.fulfill({ json: { status: 'true', msg: outcome.message } })
          : outcome.needsCurrentPassword
            ? route.fulfill({
                status: 403,
                json: { status: 'false', msg: outcome.message, confirm: 'current_password' },
              })
            : route.fulfill({
                status: 400,
                json: { status: 'false', ...(outcome.message ? { msg: outcome.message } : {}) },
              }),
      );
    },
    // The model's failure is an answer that is not JSON (a proxy's error page, say).
    'xstate.error.actor.changePassword': async (page) => {
      await holdNextCall(page, url, (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
      );
    },
  },
};
