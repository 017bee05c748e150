import type { Page, Route, TestInfo } from '@playwright/test';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  type JobAlertSubscription,
} from '../../contract/job-alerts';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './support/axe';
import { expect, test } from './support/console';
import { loginReturningTo } from './support/nav';

/**
 * The job-alert modal (spec §2, §4, §5, §8) and the unsubscribe page. The server's job-alert routes
 * are answered here (page.route) with the contract's shapes, and what the page sent is checked.
 */
type Answer = Parameters<Route['fulfill']>[0];

async function fakeJobAlertApi(
  page: Page,
  options: { subscription?: JobAlertSubscription | null; answer?: Answer } = {},
) {
  const posted: unknown[] = [];
  await page.route('**/api/job_alerts', async (route) => {
    if (route.request().method() === 'GET') {
      await route.fulfill({ json: { status: 'success', data: options.subscription ?? null } });
      return;
    }
    posted.push(route.request().postDataJSON());
    await route.fulfill(
      options.answer ?? { json: { status: 'success', message: 'Subscribed successfully!' } },
    );
  });
  return posted;
}

const PASSWORD = 'alert-secret';

/** A fresh member, logged in, on the home page. */
async function member(page: Page, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, 'alert');
  await registerByApi(page.request, { name: 'Asha Kumari', email, password: PASSWORD });
  await logIn(page, email, PASSWORD);
  return email;
}

const jobAlertButton = (page: Page) =>
  page.getByRole('button', { name: /Job Alert/ }).filter({ visible: true });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Get Job Alerts' });

async function openModal(page: Page) {
  await jobAlertButton(page).click();
  await expect(modal(page)).toBeVisible();
  return modal(page);
}

/** Opens a picker, ticks the given boxes, and closes it with Escape. */
async function choose(page: Page, picker: 'States' | 'Qualifications', names: string[]) {
  const trigger = modal(page).getByRole('button', { name: new RegExp(`^${picker}`) });
  await trigger.click();
  const list = page.getByRole('dialog', { name: picker, exact: true });
  await expect(list).toBeVisible();
  for (const name of names) await list.getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(modal(page)).toBeVisible();
}

async function expectPopup(page: Page, role: 'dialog' | 'alertdialog', title: string, message: string) {
  const popup = page.getByRole(role, { name: title });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(message)).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}

test.describe('job-alert modal', () => {
  test('a visitor pressing Job Alert is sent to /login in place of the page, and no modal renders', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/jobs');
    await jobAlertButton(page).click();
    await expect(page).toHaveURL(loginReturningTo('/jobs', 'job-alert'));
    await expect(modal(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens pre-filled from the user record and the existing subscription; the pickers work and axe is clean', async ({
    page,
  }, testInfo) => {
    await fakeJobAlertApi(page, {
      subscription: {
        email_id: 'alerts@example.in',
        whats_app: '8123456789',
        state: ['Delhi', 'Goa', 'Kerala'],
        qualification: ['ITI'],
      },
    });
    await member(page, testInfo);
    const dialog = await openModal(page);
    await expect(dialog.getByLabel('Email')).toHaveValue('alerts@example.in');
    await expect(dialog.getByLabel('WhatsApp Number')).toHaveValue('8123456789');
    await expect(dialog.getByText('100% Free, No Spam, Unsubscribe Anytime')).toBeVisible();
    // The first chosen item, plus (+N more).
    const states = dialog.getByRole('button', { name: /^States/ });
    await expect(states).toHaveAccessibleName('States Delhi (+2 more)');
    await expect(dialog.getByRole('button', { name: /^Qualifications/ })).toHaveAccessibleName(
      'Qualifications ITI',
    );
    await expectNoAxeViolationsInDialog(page);

    // A click opens and closes the list; its boxes are ticked for the chosen states.
    await states.click();
    const list = page.getByRole('dialog', { name: 'States', exact: true });
    await expect(list).toBeVisible();
    await expect(states).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('checkbox', { name: 'Goa' })).toBeChecked();
    await expect(list.getByRole('checkbox', { name: 'Bihar' })).not.toBeChecked();
    await expect(list.getByRole('checkbox').first()).toBeFocused();
    await expectNoAxeViolationsInDialog(page);
    // Keyboard: Tab to a box, Space ticks it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(list.getByRole('checkbox').nth(1)).toBeChecked();
    await expect(states).toHaveAccessibleName(/^States Delhi \(\+3 more\)$/);
    await states.click();
    await expect(list).toBeHidden();

    // An outside click (on the modal's own padding, where no list can be) closes it; the modal stays.
    await states.click();
    await expect(list).toBeVisible();
    const card = (await dialog.boundingBox())!;
    await page.mouse.click(card.x + 10, card.y + card.height / 2);
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();

    // Opening one picker shuts the other.
    await states.click();
    await dialog.getByRole('button', { name: /^Qualifications/ }).click();
    await expect(list).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Qualifications', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the rules are checked in the specification’s order, and nothing is sent until they pass', async ({
    page,
  }, testInfo) => {
    const posted = await fakeJobAlertApi(page);
    await member(page, testInfo);
    const dialog = await openModal(page);
    // From the login record: the e-mail and phone; no states or qualifications yet.
    await expect(dialog.getByLabel('WhatsApp Number')).toHaveValue('9876543210');
    await dialog.getByLabel('Email').fill('asha@example');
    await dialog.getByLabel('WhatsApp Number').fill('12345');
    const subscribe = dialog.getByRole('button', { name: 'Subscribe', exact: true });

    await subscribe.click();
    await expectPopup(page, 'alertdialog', 'Warning', 'Please fill all fields before subscribing.');
    await choose(page, 'States', ['Bihar']);
    await subscribe.click();
    await expectPopup(page, 'alertdialog', 'Warning', 'Please fill all fields before subscribing.');
    await choose(page, 'Qualifications', ['Graduate', 'ITI']);
    await expect(dialog.getByRole('button', { name: /^Qualifications/ })).toHaveAccessibleName(
      'Qualifications Graduate (+1 more)',
    );

    await subscribe.click();
    await expectPopup(page, 'alertdialog', 'Invalid Email', 'Please enter a valid email address.');
    await dialog.getByLabel('Email').fill('asha@example.in');
    await subscribe.click();
    await expectPopup(
      page,
      'alertdialog',
      'Invalid WhatsApp Number',
      'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
    );
    await dialog.getByLabel('WhatsApp Number').fill('5876543210');
    await subscribe.click();
    await expectPopup(
      page,
      'alertdialog',
      'Invalid WhatsApp Number',
      'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
    );
    // What was typed is still there after each popup.
    await expect(dialog.getByLabel('Email')).toHaveValue('asha@example.in');
    expect(posted).toEqual([]);
    await expectNoAxeViolationsInDialog(page);
  });

  test('a subscription posts the JSON of spec §7; Success closes the modal', async ({ page }, testInfo) => {
    const posted = await fakeJobAlertApi(page, {
      answer: { json: { status: 'success', message: 'You will get alerts for 2 states.' } },
    });
    await member(page, testInfo);
    const session = (await page.evaluate(() => JSON.parse(localStorage.getItem('user')!))) as {
      user_id: number;
    };
    const dialog = await openModal(page);
    await dialog.getByLabel('Email').fill(' asha.alerts@example.in ');
    await dialog.getByLabel('WhatsApp Number').fill('7012345678');
    await choose(page, 'States', ['Bihar', 'Uttar Pradesh']);
    await choose(page, 'Qualifications', ['12th Pass']);
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();

    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toBeVisible();
    await expect(success.getByText('You will get alerts for 2 states.')).toBeVisible();
    await expect(modal(page)).toBeHidden();
    expect(posted).toEqual([
      {
        user_id: String(session.user_id),
        email_id: 'asha.alerts@example.in',
        whats_app: '7012345678',
        state: ['Bihar', 'Uttar Pradesh'],
        qualification: ['12th Pass'],
      },
    ]);
    await expectNoAxeViolationsInDialog(page);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();
    await expect(modal(page)).toHaveCount(0);
  });

  test('an unparsable answer says Failed to subscribe; a refusal says the server’s message; the modal stays', async ({
    page,
    allowConsole,
  }, testInfo) => {
    allowConsole(/status of 400/);
    let answer: Answer = {
      status: 200,
      contentType: 'text/html',
      body: '<html><body>Gateway error</body></html>',
    };
    await page.route('**/api/job_alerts', async (route) => {
      if (route.request().method() === 'GET')
        await route.fulfill({ json: { status: 'success', data: null } });
      else await route.fulfill(answer);
    });
    await member(page, testInfo);
    const dialog = await openModal(page);
    await choose(page, 'States', ['Bihar']);
    await choose(page, 'Qualifications', ['Graduate']);
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expectPopup(page, 'alertdialog', 'Error', 'Failed to subscribe. Please try again.');
    await expect(dialog).toBeVisible();

    answer = { status: 400, json: { status: 'error', message: 'Choose at least one state.' } };
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expectPopup(page, 'alertdialog', 'Error', 'Choose at least one state.');

    answer = { status: 400, json: { status: 'error' } };
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expectPopup(page, 'alertdialog', 'Error', 'Something went wrong!');
    await expect(dialog).toBeVisible();
  });

  test('at 360 px, reopening shows the saved subscription, which can be unsubscribed (real server)', async ({
    page,
  }, testInfo) => {
    // Issue 22 item 5: a candidate sees what she subscribed to, not a blank form.
    await page.setViewportSize({ width: 360, height: 740 });
    await member(page, testInfo);
    let dialog = await openModal(page);
    await expect(dialog.getByText(/You already get job alerts/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await dialog.getByLabel('Email').fill('asha.saved@example.in');
    await dialog.getByLabel('WhatsApp Number').fill('7012345678');
    await choose(page, 'States', ['Goa']);
    await choose(page, 'Qualifications', ['ITI']);
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expectPopup(page, 'dialog', 'Success', 'Subscribed successfully!');

    dialog = await openModal(page);
    await expect(dialog.getByText(/You already get job alerts for the choices below/)).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('asha.saved@example.in');
    await expect(dialog.getByLabel('WhatsApp Number')).toHaveValue('7012345678');
    await expect(dialog.getByRole('button', { name: /^States/ })).toContainText('Goa');
    await expect(dialog.getByRole('button', { name: /^Qualifications/ })).toContainText('ITI');
    await expectNoAxeViolationsInDialog(page);
    const unsubscribe = dialog.getByRole('button', { name: 'Unsubscribe' });
    await unsubscribe.scrollIntoViewIfNeeded();
    await unsubscribe.click();
    await expectPopup(page, 'dialog', 'Unsubscribed', UNSUBSCRIBED_MESSAGE);

    dialog = await openModal(page);
    await expect(dialog.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
    await expect(dialog.getByText(/You already get job alerts/)).toHaveCount(0);
    await expect(dialog.getByLabel('Email')).not.toHaveValue('asha.saved@example.in');
  });

  test('a route change closes the modal', async ({ page }, testInfo) => {
    await fakeJobAlertApi(page);
    await member(page, testInfo);
    await page.goto('/jobs');
    await page.getByRole('main').getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await openModal(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(modal(page)).toHaveCount(0);
    // It opens again afterwards.
    await openModal(page);
  });
});

test.describe('unsubscribe page', () => {
  test('posts the token from the link and says it is done, without logging in', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/api/job_alerts/unsubscribe', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: { status: 'success', message: UNSUBSCRIBED_MESSAGE } });
    });
    await page.goto('/unsubscribe?token=abc.DEF-123_x');
    await expect(page.getByRole('status').getByText(UNSUBSCRIBED_MESSAGE)).toBeVisible();
    expect(sent).toEqual([{ token: 'abc.DEF-123_x' }]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job alerts');
    await expectNoAxeViolations(page);
  });

  test('a refused or missing token says the link is not valid', async ({ page, allowConsole }) => {
    allowConsole(/status of 400/);
    let calls = 0;
    await page.route('**/api/job_alerts/unsubscribe', async (route) => {
      calls += 1;
      await route.fulfill({ status: 400, json: { status: 'error', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } });
    });
    await page.goto('/unsubscribe?token=forged');
    await expect(page.getByRole('alert').getByText(BAD_UNSUBSCRIBE_LINK_MESSAGE)).toBeVisible();
    expect(calls).toBe(1);
    await page.goto('/unsubscribe');
    await expect(page.getByRole('alert').getByText(BAD_UNSUBSCRIBE_LINK_MESSAGE)).toBeVisible();
    expect(calls).toBe(1);
  });

  test('a server that cannot be reached can be tried again', async ({ page, allowConsole }) => {
    allowConsole(/status of 503/);
    let calls = 0;
    await page.route('**/api/job_alerts/unsubscribe', async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, body: 'busy' });
      else await route.fulfill({ json: { status: 'success', message: UNSUBSCRIBED_MESSAGE } });
    });
    await page.goto('/unsubscribe?token=abc');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').getByText(UNSUBSCRIBED_MESSAGE)).toBeVisible();
    expect(calls).toBe(2);
  });
});
