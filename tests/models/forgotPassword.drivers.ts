import type { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { FORGOT_AUTO_CLOSE_MS, FORGOT_MESSAGE_MS } from '../../machines/forgotPassword.machine';
import { callSettled, installStoppedClock, watchNextCall, type Drivers } from './browser-replay';
import { taggedAddress } from './page';

/**
 * The forgot-password dialog of /login (src/components/account/ForgotPasswordDialog.tsx). A request
 * the server accepts goes to the real server (the outbox logs the e-mail, so no SMTP is needed); a
 * refusal and a network failure are made with `page.route` before the click that sends the request.
 * The message line and the closing wait on the page's stopped clock.
 *
 * The server limits requests per address, so the address typed is the event's with a tag unique to
 * this page ('asha+r1a2b3c@example.in'): the same address to the machine (a valid one), a fresh one
 * to the limiter.
 *
 * 'sending' and the 1 s 'holding' after the answer look the same on purpose (the button says
 * 'Checking Email...' until the message is due), so their checks are the same.
 */
const url = endpoints.forgotPassword.path;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot password?' });
const message = (page: Page) => dialog(page).getByRole('status');

const busy = async (page: Page) => {
  await expect(dialog(page).getByRole('button', { name: 'Checking Email...' })).toBeDisabled();
  await expect(message(page)).toHaveText('');
};

const says = (mark: string) => async (page: Page) => {
  await expect(message(page)).toContainText(mark);
  await expect(dialog(page).getByRole('button', { name: 'Reset password' })).toBeEnabled();
};

export const forgotPasswordDrivers: Drivers<typeof forgotPasswordMachine> = {
  async prepare(page, baseUrl) {
    await installStoppedClock(page);
    await page.goto(new URL('/login', baseUrl).href);
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  },
  shows: {
    closed: async (page) => {
      await expect(dialog(page)).toBeHidden();
    },
    open: async (page) => {
      await expect(dialog(page).getByRole('button', { name: 'Reset password' })).toBeEnabled();
      await expect(message(page)).toHaveText('');
    },
    sending: busy,
    'succeeded.holding': busy,
    'succeeded.shown': says('✅'),
    'failed.rejected.holding': busy,
    'failed.rejected.shown': says('❌'),
    'failed.unreachable.holding': busy,
    'failed.unreachable.shown': says('⚠️'),
  },
  perform: {
    'user.open': async (page) => {
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      // React reveals the lazily loaded dialog on a timer: run the stopped clock until it shows
      // (no timer of this machine runs while it is closed or just open).
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return dialog(page).isVisible();
        })
        .toBe(true);
    },
    'user.close': async (page) => {
      await dialog(page).getByRole('button', { name: 'Close' }).click();
    },
    'user.edit': async (page, event) => {
      const field = dialog(page).getByLabel('Email address');
      // Typing the text the field already holds is no edit: clear it first, as a person retyping does.
      await field.fill('');
      await field.fill(taggedAddress(page, event.value));
    },
    'user.submit': async (page) => {
      await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    },
    'xstate.done.actor.requestPasswordReset': callSettled,
    'xstate.error.actor.requestPasswordReset': callSettled,
    'xstate.after.forgotMessage': async (page) => {
      await page.clock.runFor(FORGOT_MESSAGE_MS);
    },
    'xstate.after.forgotAutoClose': async (page) => {
      await page.clock.runFor(FORGOT_AUTO_CLOSE_MS);
    },
  },
  arrange: {
    'xstate.done.actor.requestPasswordReset': async (page, event) => {
      const outcome = event.output;
      if (!outcome.ok) {
        // A refusal, as the server words one (HTTP 400 with status 'false').
        await page.route(
          `**${url}`,
          (route) => route.fulfill({ status: 400, json: { status: 'false', msg: outcome.message } }),
          {
            times: 1,
          },
        );
      }
      watchNextCall(page, url);
    },
    'xstate.error.actor.requestPasswordReset': async (page) => {
      await page.route(`**${url}`, (route) => route.abort('failed'), { times: 1 });
      watchNextCall(page, url);
    },
  },
};
