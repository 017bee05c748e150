import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { endpoints } from '../../contract/endpoints';
import { loginWords } from '../../src/words/login';
import type { LoginOutcome } from '../../machines/api/accounts';
import { LOGIN_REDIRECT_MS, LOGIN_TOAST_MS } from '../../machines/login.machine';
import {
  holdNextCall,
  installStoppedClock,
  parkCalls,
  releaseHeldCall,
  revealLazyContent,
  type Drivers,
} from './browser-replay';
import { anyDialog, taggedAddress } from './page';
import { events } from './login.model';

/** The screen's English words, which this driver expects to see. */
const LOGIN_TEXT = { ...loginWords.en, ...loginWords.en.toast };

/**
 * The login form (/login). The account the model logs in with is made on the real server first, under
 * an address tagged for this page ('asha+r1a2b3c@example.in'), so an accepted login is the real one
 * (the session cookie and the home page after it); a refusal and a network failure are made with
 * `page.route`. Each answer is held until its step; the toasts and the redirect wait on the page's
 * stopped clock.
 */
const url = `**${endpoints.login.path}`;
const password = events['user.edit'].find((event) => event.field === 'password')!.value;
const email = events['user.edit'].find((event) => event.field === 'email')!.value;

const loginButton = (page: Page) => page.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const showsToast = (text: string) => async (page: Page) => {
  await expect(toast(page, text)).toBeVisible();
  await expect(loginButton(page)).toBeEnabled();
};

export const loginDrivers: Drivers = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [url]);
    const response = await page.request.post(new URL('/api/signup_api', baseUrl).href, {
      form: {
        name: 'Asha Kumari',
        email: taggedAddress(page, email),
        password,
        phone: '9876543210',
        state: 'Bihar',
        qualification: 'Graduate',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    await installStoppedClock(page);
    await page.goto(new URL('/login', baseUrl).href);
  },
  shows: {
    'editing.ready': async (page) => {
      await expect(loginButton(page)).toHaveText('Login');
      await expect(loginButton(page)).toBeEnabled();
      await expect(toast(page, LOGIN_TEXT.missingFields)).toHaveCount(0);
      await expect(toast(page, LOGIN_TEXT.unreachable)).toHaveCount(0);
      await expect(anyDialog(page)).toHaveCount(0);
    },
    'editing.missingFields': showsToast(LOGIN_TEXT.missingFields),
    'editing.unreachable': showsToast(LOGIN_TEXT.unreachable),
    sending: async (page) => {
      await expect(loginButton(page)).toHaveText('Logging in...');
      await expect(loginButton(page)).toBeDisabled();
    },
    // 'Login successful!', and once the redirect is due, the home page with the candidate logged in.
    succeeded: async (page) => {
      const popup = page.getByRole('dialog', { name: LOGIN_TEXT.succeededTitle });
      const loggedIn = page
        .getByRole('button', { name: /^Account menu for / })
        .or(page.getByRole('button', { name: 'Open menu' }));
      await expect(popup.or(loggedIn).first()).toBeVisible();
    },
    failed: async (page) => {
      await expect(page.getByRole('alertdialog', { name: LOGIN_TEXT.rejectedTitle })).toContainText(
        LOGIN_TEXT.rejectedDefault,
      );
    },
  },
  perform: {
    'user.edit': async (page, event) => {
      const { field, value } = event as EventObject & { field: 'email' | 'password'; value: string };
      if (field === 'email') await page.getByLabel('Email', { exact: true }).fill(taggedAddress(page, value));
      else await page.getByLabel('Password', { exact: true }).fill(value);
    },
    'user.submit': async (page) => {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    },
    'user.dismiss': async (page) => {
      await page
        .getByRole('alertdialog', { name: LOGIN_TEXT.rejectedTitle })
        .getByRole('button', { name: 'OK' })
        .click();
    },
    // The answer opens a lazily loaded popup ('Login successful!', 'Login failed!').
    'xstate.done.actor.logIn': async (page) => {
      await releaseHeldCall(page);
      await revealLazyContent(page, anyDialog(page));
    },
    'xstate.error.actor.logIn': releaseHeldCall,
    'xstate.after.toastLifetime': async (page) => {
      await page.clock.runFor(LOGIN_TOAST_MS);
    },
    'xstate.after.loginRedirect': async (page) => {
      await page.clock.runFor(LOGIN_REDIRECT_MS);
      await page.waitForURL((address) => address.pathname === '/');
    },
  },
  arrange: {
    'xstate.done.actor.logIn': async (page, event) => {
      const outcome = (event as EventObject & { output: LoginOutcome }).output;
      await holdNextCall(page, url, (route) =>
        outcome.kind === 'accepted'
          ? route.continue() // the real server, the real account
          : route.fulfill({ status: 401, json: { status: false, message: outcome.message } }),
      );
    },
    'xstate.error.actor.logIn': async (page) => {
      await holdNextCall(page, url, (route) => route.abort('failed'));
    },
  },
};
