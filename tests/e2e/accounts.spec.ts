import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './support/axe';
import { logIn, openAccountMenu, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';
import { waitForMail } from './support/mailbox';
import { isPhone, loginReturningTo } from './support/nav';

test.describe('accounts', () => {
  test('register, log in, change the password, log out, and log in with the new password', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, 'journey');
    const name = 'Asha Kumari';

    // Register.
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Id').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Mobile No.').fill('9876543210');
    await page.getByRole('button', { name: /^State/ }).click();
    await page.getByRole('combobox', { name: 'Search state' }).fill('bih');
    await expect(page.getByRole('listbox', { name: 'States' }).getByRole('option')).toHaveText(['Bihar']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^State/ })).toHaveText('Bihar');
    await page.getByLabel('Qualification').selectOption('Graduate');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    const welcome = page.getByRole('dialog', { name: 'Signup Successful!' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Redirecting...');
    await page.waitForURL(/\/login$/);

    // Log in: the home page loads afresh with the avatar's initials.
    await logIn(page, email, 'first-secret');
    let menu = await openAccountMenu(page, name);
    await expect(menu.getByText('AK', { exact: true })).toBeVisible();
    await expect(menu.getByText(name)).toBeVisible();
    await expectNoAxeViolations(page);
    if (!isPhone(page)) {
      // The dropdown closes on Escape (back to the avatar) and on a click outside it.
      const avatar = page.getByRole('button', { name: `Account menu for ${name}` });
      await expect(avatar).toContainText('AK');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(avatar).toBeFocused();
      menu = await openAccountMenu(page, name);
      await page.getByRole('heading', { name: 'About Us' }).click();
      await expect(menu).toBeHidden();
      menu = await openAccountMenu(page, name);
    }

    // Exam History opens for a member (its placeholder, for now).
    await menu.getByRole('link', { name: 'Exam History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exam History' })).toBeVisible();

    // Change the password.
    menu = await openAccountMenu(page, name);
    await menu.getByRole('button', { name: 'Change Password' }).click();
    const modal = page.getByRole('dialog', { name: 'Change Password' });
    await expect(modal).toBeVisible();
    await expectNoAxeViolationsInDialog(page);
    await modal.getByLabel('New password', { exact: true }).fill('second-secret');
    await modal.getByRole('button', { name: 'Update Password' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText(
      'Password changed successfully! You have been logged out on your other devices.',
    );
    await expect(modal).toBeHidden();
    await expectNoAxeViolationsInDialog(page);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();

    // Log out from /history: the guard sends the visitor on to /login (and would bring them back).
    menu = await openAccountMenu(page, name);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog', { name: 'Logging out...' })).toBeVisible();
    await expect(page.getByRole('status').getByText('Logged Out')).toBeVisible();
    await expect(page).toHaveURL(loginReturningTo('/history'));
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    // The old password no longer works; the new one does.
    await logIn(page, email, 'second-secret');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('region', { name })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toContainText('AK');
    }
  });

  test('at 360 px, a session older than 15 minutes confirms the current password as a second step', async ({
    page,
    allowConsole,
  }, testInfo) => {
    allowConsole(/status of 403/); // the server's "current password first" answers
    // Issue 22 item 6: a shared phone. The test clock (TEST_CLOCK=1) ages the session by 20 minutes for
    // the change's requests only.
    await page.setViewportSize({ width: 360, height: 740 });
    const email = uniqueEmail(testInfo, 'shared-phone');
    const name = 'Ravi Shankar';
    await registerByApi(page.request, { name, email, password: 'first-secret' });
    await logIn(page, email, 'first-secret');
    const later = new Date(Date.now() + 20 * 60_000).toISOString();
    await page.route('**/api/changepassword', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-test-now': later } }),
    );

    const menu = await openAccountMenu(page, name);
    await menu.getByRole('button', { name: 'Change Password' }).click();
    const modal = page.getByRole('dialog', { name: 'Change Password' });
    await modal.getByLabel('New password', { exact: true }).fill('second-secret');
    await modal.getByRole('button', { name: 'Update Password' }).click();

    // The second step: only the current password, with the reason.
    await expect(
      modal.getByText('To keep your account safe, please enter your current password first.'),
    ).toBeVisible();
    await expect(modal.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolationsInDialog(page);
    await modal.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await modal.getByRole('button', { name: 'Update Password' }).click();
    await expect(modal.getByText('That is not your current password. Please try again.')).toBeVisible();
    await modal.getByLabel('Current password', { exact: true }).fill('first-secret');
    await modal.getByRole('button', { name: 'Update Password' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText('You have been logged out on your other devices.');
    await success.getByRole('button', { name: 'OK' }).click();

    // The new password is the one that works.
    const login = (password: string) =>
      page.request.post('/api/login_api', { multipart: { email, password } }).then((r) => r.status());
    expect(await login('first-secret')).toBe(401);
    expect(await login('second-secret')).toBe(200);
  });

  test('forgot password: the e-mailed link sets a new password to log in with', async ({
    page,
    request,
    allowConsole,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, 'forgot');
    await registerByApi(request, { name: 'Ravi Prasad', email, password: 'old-secret' });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsInDialog(page);
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByRole('button', { name: 'Checking Email...' })).toBeDisabled();
    await expect(
      dialog.getByText('If this email is registered, a link to reset your password has been sent to it.'),
    ).toBeVisible();
    await expect(dialog).toContainText('✅');
    // It closes by itself 1.5 s later.
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Reset your ParikshaPath password');
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.html).toContain(link!);

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('new-secret');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new-secret');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, 'new-secret');

    // The link works once.
    allowConsole(/status of 400/); // the server's answer about the spent link
    await page.goto(link!);
    await expect(
      page.getByText('This reset link has already been used. Please ask for a new one.'),
    ).toBeVisible();
  });

  test('a reset link that is not valid says so and offers a new one', async ({ page, allowConsole }) => {
    allowConsole(/status of 400/); // the server's answer about the link
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText('This reset link is not valid. Please ask for a new one.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot password?' })).toBeVisible();
  });
});
