import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SignupField } from '../../contract/accounts';
import { endpoints } from '../../contract/endpoints';
import { signupWords } from '../../src/words/signup';
import type { SignupOutcome } from '../../machines/api/accounts';
import { SIGNUP_REDIRECT_MS } from '../../machines/signup.machine';
import {
  holdNextCall,
  installStoppedClock,
  parkCalls,
  releaseHeldCall,
  revealLazyContent,
  type Drivers,
} from './browser-replay';
import { anyDialog, dialogNamed, taggedAddress } from './page';

/** The screen's English words, which this driver expects to see. */
const SIGNUP_TEXT = signupWords.en;

/**
 * The sign-up form (/signup). An account the model creates is created on the real server, under the
 * model's address tagged for this page ('asha+r1a2b3c@example.in'); a refusal and a network failure
 * are made with `page.route`. Each answer is held until its step; the redirect after 'Signup
 * Successful!' waits on the page's stopped clock.
 */
const url = `**${endpoints.signup.path}`;
const verify = (page: Page) => page.getByRole('button', { name: 'Verify' });

const LABELS: Record<Exclude<SignupField, 'state' | 'qualification'>, string> = {
  name: 'Full Name',
  email: 'Email Id',
  password: 'Password',
  phone: 'Mobile No.',
};

export const signupDrivers: Drivers = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [url]);
    await installStoppedClock(page);
    await page.goto(new URL('/signup', baseUrl).href);
    // The qualification list comes from the server: wait for it, so the field is the select.
    await expect(page.getByRole('combobox', { name: 'Qualification' })).toBeVisible();
  },
  shows: {
    editing: async (page) => {
      await expect(verify(page)).toBeEnabled();
      await expect(anyDialog(page)).toHaveCount(0);
    },
    sending: async (page) => {
      await expect(verify(page)).toBeDisabled();
    },
    // 'Signup Successful!', and once the redirect is due, the page it goes to.
    succeeded: async (page) => {
      await expect(
        dialogNamed(page, SIGNUP_TEXT.succeededTitle)
          .or(page.getByRole('heading', { name: /^(Login|Learn and Conquer)/ }))
          .first(),
      ).toBeVisible();
    },
    'failed.rejected': async (page) => {
      await expect(dialogNamed(page, SIGNUP_TEXT.rejectedTitle)).toBeVisible();
    },
    'failed.unreachable': async (page) => {
      await expect(dialogNamed(page, SIGNUP_TEXT.unreachableTitle)).toContainText(
        SIGNUP_TEXT.unreachableMessage,
      );
    },
  },
  perform: {
    'user.edit': async (page, event) => {
      const { field, value } = event as EventObject & { field: SignupField; value: string };
      if (field === 'state') {
        await page.getByRole('button', { name: /^State/ }).click();
        // The state list is loaded when first opened: reveal it on the stopped clock.
        const search = page.getByRole('combobox', { name: 'Search state' });
        await revealLazyContent(page, search);
        await search.fill(value);
        await page
          .getByRole('listbox', { name: 'States' })
          .getByRole('option', { name: value, exact: true })
          .click();
      } else if (field === 'qualification') {
        await page.getByRole('combobox', { name: 'Qualification' }).selectOption(value);
      } else {
        const box = page.getByLabel(LABELS[field], { exact: true });
        // Typing what the field already holds is no edit: clear it first, as a person retyping does.
        await box.fill('');
        await box.fill(field === 'email' ? taggedAddress(page, value) : value);
      }
    },
    'user.submit': async (page) => {
      await verify(page).click();
    },
    'user.dismiss': async (page) => {
      await anyDialog(page).getByRole('button', { name: 'OK' }).click();
    },
    // The answer opens a lazily loaded popup.
    'xstate.done.actor.signUp': async (page) => {
      await releaseHeldCall(page);
      await revealLazyContent(page, anyDialog(page));
    },
    'xstate.error.actor.signUp': async (page) => {
      await releaseHeldCall(page);
      await revealLazyContent(page, anyDialog(page));
    },
    'xstate.after.signupRedirect': async (page) => {
      await page.clock.runFor(SIGNUP_REDIRECT_MS);
      await page.waitForURL((address) => address.pathname !== '/signup');
    },
  },
  arrange: {
    'xstate.done.actor.signUp': async (page, event) => {
      const outcome = (event as EventObject & { output: SignupOutcome }).output;
      await holdNextCall(page, url, (route) =>
        outcome.kind === 'created'
          ? route.continue() // the real server creates the account
          : route.fulfill({
              status: 409,
              json: { status: false, message: outcome.message, errors: outcome.errors },
            }),
      );
    },
    'xstate.error.actor.signUp': async (page) => {
      await holdNextCall(page, url, (route) => route.abort('failed'));
    },
  },
};
