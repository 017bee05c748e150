import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './support/axe';
import { registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

const SIGNUP_ERRORS = [
  'Name is required.',
  'Invalid email.',
  'Password must be at least 6 characters.',
  'Phone must be 10 digits.',
  'Please select your state.',
  'Qualification is required.',
];

test.describe('account forms', () => {
  test('signup shows every field error on submit and clears each when its field is edited', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/signup_api')) calls.push(request.url());
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Verify' }).click();
    for (const message of SIGNUP_ERRORS) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required.');
    await expectNoAxeViolations(page);

    await page.getByLabel('Full Name').fill('Asha');
    await expect(page.getByText('Name is required.')).toBeHidden();
    await expect(page.getByText('Invalid email.')).toBeVisible();

    await page.getByLabel('Mobile No.').fill('12345');
    await expect(page.getByText('Phone must be 10 digits.')).toBeHidden();
    await page.getByRole('button', { name: /^State/ }).click();
    await expect(page.getByRole('combobox', { name: 'Search state' })).toBeFocused();
    await page.keyboard.type('kera');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please select your state.')).toBeHidden();

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Phone must be 10 digits.')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeHidden();
    await expect(page.getByText('Please select your state.')).toBeHidden();
    expect(calls).toEqual([]);
  });

  test('the state list is searchable and works from the keyboard', async ({ page }) => {
    await page.goto('/signup');
    const trigger = page.getByRole('button', { name: /^State/ });
    await expect(trigger).toHaveText('Select State');
    // The server's page keeps the trigger disabled until the browser has taken it over, and focus()
    // (unlike click()) does not wait for that: a key pressed before it would go to the page.
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search state' });
    const states = page.getByRole('listbox', { name: 'States' });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', 'Search state...');
    await expect(states.getByRole('option')).toHaveCount(36);
    await expectNoAxeViolations(page);
    await search.fill('pradesh');
    await expect(states.getByRole('option')).toHaveText([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveText('Himachal Pradesh');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(trigger).toHaveText('Himachal Pradesh');
  });

  test('login with empty fields shows the toast and makes no call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login_api')) calls.push(request.url());
    });
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('status').getByText('Please enter both email and password.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('someone@example.in');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('status').getByText('Please enter both email and password.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a wrong password says Login failed! with the server’s reason', async ({
    page,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(/status of 401/); // the server's refusal of the password
    const email = uniqueEmail(testInfo, 'wrong');
    await registerByApi(request, { name: 'Meena Devi', email, password: 'right-secret' });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-secret');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const failed = page.getByRole('alertdialog', { name: 'Login failed!' });
    await expect(failed).toContainText('Invalid email or password.');
    await expectNoAxeViolationsInDialog(page);
    await failed.getByRole('button', { name: 'OK' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    // Still a visitor: the failed login did not count as a session ending, nor start one.
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });
});
