import { expect, type Cookie, type Page } from '@playwright/test';
import * as v from 'valibot';
import { LoginResponse } from '../../contract/accounts';
import { ACCOUNT_KEYS, storedAccountText } from '../../machines/account-storage';
import { userFromWire } from '../../machines/api/session';

/** The name the candidates of the drivers sign up with (the account menu is named after it). */
export const CANDIDATE_NAME = 'Kavya Reddy';

const PASSWORD = 'replay-secret';

/**
 * One candidate per worker process, and its session while the server still knows it. The drivers
 * answer their machine's own calls themselves, so no path changes the account; each password check
 * costs the server a deliberately slow hash, which on a loaded two-core CI machine took seconds per
 * path. A session that ended (a path whose answer was a 401 logs the page out) is simply replaced.
 */
let account: { readonly email: string } | undefined;
let session: { readonly cookies: readonly Cookie[]; readonly record: string } | undefined;

/**
 * For drivers of screens that only candidates see: the worker's candidate (signed up through the API
 * once; the login form has its own paths, tests/e2e/login-paths.spec.ts) is logged in, the browser
 * keeps the record the app keeps after a login, and the page opens at `path` (home, as after a login,
 * unless the driver's screen is elsewhere).
 */
export async function signUpAndLogIn(page: Page, baseUrl: string, path = '/'): Promise<void> {
  const at = (to: string) => new URL(to, baseUrl).href;
  account ??= await signUp(page, at);
  if (session) {
    await page.context().addCookies([...session.cookies]);
    const check = await page.request.get(at('/api/session'));
    if (check.status() !== 200) session = undefined;
  }
  session ??= await logIn(page, at, account.email);
  // Any page of the origin will do to write its storage; /healthz is the lightest.
  await page.goto(at('/healthz'));
  await page.evaluate(
    ([keys, text]) => {
      localStorage.setItem(keys.user, text);
      localStorage.setItem(keys.flag, 'true');
    },
    [ACCOUNT_KEYS, session.record] as const,
  );
  await page.goto(at(path));
}

async function signUp(page: Page, at: (path: string) => string) {
  const email = `replay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const signup = await page.request.post(at('/api/signup_api'), {
    form: {
      name: CANDIDATE_NAME,
      email,
      password: PASSWORD,
      phone: '9876543210',
      state: 'Telangana',
      qualification: 'Graduate',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  return { email };
}

async function logIn(page: Page, at: (path: string) => string, email: string) {
  // The session cookie lands in the page's browser context.
  const login = await page.request.post(at('/api/login_api'), { multipart: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = v.parse(LoginResponse, await login.json());
  if (!data) throw new Error('The login answered without its user');
  return { cookies: await page.context().cookies(at('/')), record: storedAccountText(userFromWire(data)) };
}
