import { expect, type Page } from '@playwright/test';
import * as v from 'valibot';
import { LoginResponse } from '../../contract/accounts';
import { ACCOUNT_KEYS, storedAccountText } from '../../machines/account-storage';
import { userFromWire } from '../../machines/api/session';

let accounts = 0;

/** The name the candidates of the drivers sign up with (the account menu is named after it). */
export const CANDIDATE_NAME = 'Kavya Reddy';

/**
 * For drivers of screens that only candidates see: a fresh candidate signs up and logs in through the
 * API (the login form has its own paths, tests/e2e/login-paths.spec.ts), the browser keeps the record
 * the app keeps after a login, and the page opens at home as after a login.
 */
export async function signUpAndLogIn(page: Page, baseUrl: string): Promise<void> {
  accounts += 1;
  const email = `replay-${Date.now().toString(36)}-${accounts}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const password = 'replay-secret';
  const at = (path: string) => new URL(path, baseUrl).href;
  const signup = await page.request.post(at('/api/signup_api'), {
    form: {
      name: CANDIDATE_NAME,
      email,
      password,
      phone: '9876543210',
      state: 'Telangana',
      qualification: 'Graduate',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  // The session cookie lands in the page's browser context.
  const login = await page.request.post(at('/api/login_api'), { multipart: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = v.parse(LoginResponse, await login.json());
  if (!data) throw new Error('The login answered without its user');
  const record = storedAccountText(userFromWire(data));
  // Any page of the origin will do to write its storage; /healthz is the lightest.
  await page.goto(at('/healthz'));
  await page.evaluate(
    ([keys, text]) => {
      localStorage.setItem(keys.user, text);
      localStorage.setItem(keys.flag, 'true');
    },
    [ACCOUNT_KEYS, record] as const,
  );
  await page.goto(at('/'));
}
