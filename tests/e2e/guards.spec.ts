import { expectNoAxeViolations } from './support/axe';
import { logIn, openAccountMenu, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';
import { isPhone, loginReturningTo, openMainMenuIfCollapsed } from './support/nav';

test.describe('pages for members', () => {
  test('a visitor opening /history is sent to /login, and Back does not return to it', async ({ page }) => {
    await page.goto('/');
    await page.goto('/history');
    await expect(page).toHaveURL(loginReturningTo('/history'));
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByText('Log in to see your exam history', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor choosing a level is sent to /login, and Back returns to the level chooser', async ({
    page,
  }) => {
    await page.goto('/aptitude/percentage/instructions/levelpage');
    await page.getByRole('link', { name: 'Level: 1' }).click();
    await expect(page).toHaveURL(loginReturningTo('/aptitude/percentage/instructions/levelpage/level1'));
    // It says what for (issue 22), at a phone's 360 px too.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByText('Log in to start Percentage, Level 1', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/levelpage$/);
  });

  test('Job Alert sends a visitor to /login in place of the page it was pressed on', async ({ page }) => {
    await page.goto('/');
    await page.goto('/jobs');
    await openMainMenuIfCollapsed(page);
    await page
      .getByRole('button', { name: /Job Alert/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(loginReturningTo('/jobs', 'job-alert'));
    await expect(page.getByText('Log in to set up job alerts', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member reaches the level’s test page; logging out in another tab logs this one out too', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, 'tabs');
    const name = 'Kiran Rao';
    await registerByApi(request, { name, email, password: 'tab-secret' });
    await logIn(page, email, 'tab-secret');

    const other = await context.newPage();
    await other.goto('/aptitude/percentage/instructions/levelpage');
    await other.getByRole('link', { name: 'Level: 1' }).click();
    await expect(other).toHaveURL(/\/levelpage\/level1$/);
    await expectNoAxeViolations(other);

    const menu = await openAccountMenu(page, name);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('status').getByText('Logged Out')).toBeVisible();

    // The other tab hears of it (a storage event): its guard sends it to /login.
    await expect(other).toHaveURL(loginReturningTo('/aptitude/percentage/instructions/levelpage/level1'));
    if (isPhone(other)) await other.getByRole('button', { name: 'Open menu' }).click();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('after logging in, a visitor sent to /login goes on to the test they chose', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'return');
    await registerByApi(request, { name: 'Meena Iyer', email, password: 'return-secret' });
    await page.goto('/aptitude/percentage/instructions/levelpage');
    await page.getByRole('link', { name: 'Level: 1' }).click();
    await expect(page).toHaveURL(loginReturningTo('/aptitude/percentage/instructions/levelpage/level1'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('return-secret');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login successful!' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/aptitude/percentage/instructions/levelpage/level1');
    await expect(page.getByRole('timer')).toBeVisible();
  });

  test('a visitor who signs up instead goes on to where they were going too', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/history');
    await expect(page).toHaveURL(loginReturningTo('/history'));
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fhistory$/);
    await expect(page.getByText('Sign up to see your exam history', { exact: true })).toBeVisible();
    await page.getByLabel('Full Name').fill('Farhan Ali');
    await page.getByLabel('Email Id').fill(uniqueEmail(testInfo, 'return-signup'));
    await page.getByLabel('Password', { exact: true }).fill('signup-secret');
    await page.getByLabel('Mobile No.').fill('9876543210');
    await page.getByRole('button', { name: /^State/ }).click();
    await page.getByRole('combobox', { name: 'Search state' }).fill('kerala');
    await page.keyboard.press('Enter');
    await page.getByLabel('Qualification').selectOption('Graduate');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('dialog', { name: 'Signup Successful!' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/history');
    await expect(page.getByText('No records found.')).toBeVisible();
  });

  test('a return address on another site is ignored: the login goes home', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'return-away');
    await registerByApi(request, { name: 'Neha Joshi', email, password: 'return-secret' });
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fhistory');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('return-secret');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(new URL('/', baseURL).href);
  });
});
