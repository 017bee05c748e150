import { expectNoAxeViolations } from './support/axe';
import { logIn, openAccountMenu, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';
import { isPhone, openMainMenuIfCollapsed } from './support/nav';

test.describe('pages for members', () => {
  test('a visitor opening /history is sent to /login, and Back does not return to it', async ({ page }) => {
    await page.goto('/');
    await page.goto('/history');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor choosing a level is sent to /login, and Back returns to the level chooser', async ({
    page,
  }) => {
    await page.goto('/aptitude/percentage/instructions/levelpage');
    await page.getByRole('link', { name: 'Level: 1' }).click();
    await expect(page).toHaveURL(/\/login$/);
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
    await expect(page).toHaveURL(/\/login$/);
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
    await expect(other).toHaveURL(/\/login$/);
    if (isPhone(other)) await other.getByRole('button', { name: 'Open menu' }).click();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
