import { expect, type Page } from '@playwright/test';

let accounts = 0;

/** The name the candidates of the drivers sign up with (the account menu is named after it). */
export const CANDIDATE_NAME = 'Kavya Reddy';

/**
 * For drivers of screens that only candidates see: a fresh candidate signs up through the API and logs
 * in through the form, as a person does, and lands on the home page.
 */
export async function signUpAndLogIn(page: Page, baseUrl: string): Promise<void> {
  accounts += 1;
  const email = `replay-${Date.now().toString(36)}-${accounts}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const password = 'replay-secret';
  const response = await page.request.post(new URL('/api/signup_api', baseUrl).href, {
    form: {
      name: CANDIDATE_NAME,
      email,
      password,
      phone: '9876543210',
      state: 'Telangana',
      qualification: 'Graduate',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(new URL('/login', baseUrl).href);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * As signUpAndLogIn, on a page of its own beside `page` (same cookies and storage): the calls the login
 * makes (the language fetches GET /api/profile) do not meet the routes `page` holds for its steps.
 */
export async function signUpAndLogInBeside(page: Page, baseUrl: string): Promise<void> {
  const beside = await page.context().newPage();
  try {
    await signUpAndLogIn(beside, baseUrl);
  } finally {
    await beside.close();
  }
}
