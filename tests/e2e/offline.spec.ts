import type { Page } from '@playwright/test';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

// Issue 16 on the real server and its service worker: a page opened once opens again with no network
// (Playwright's offline mode), with its last data and a quiet notice; a test finished offline waits
// with its answers on the device and is counted once when the network is back, even across a reload.

const OFFLINE_NOTICE = 'You are offline. Pages you opened before still work.';
const WAITING = 'Waiting for a connection, your answers are safe';
const QUIZ_URL = '/aptitude/percentage/instructions/levelpage/level1';
const TOTAL = 25;

// Chromium logs every request the offline network refuses.
const OFFLINE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/, /Failed to fetch/];

/** Opens the site and waits until its service worker has precached the app and runs. */
async function installApp(page: Page) {
  await page.goto('/');
  // The precache is the whole client: on a loaded machine it takes a while.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

test.describe('offline', () => {
  test.setTimeout(120_000);
  // The other specs block the service worker (playwright.config.ts); here it is the subject.
  test.use({ serviceWorkers: 'allow' });

  test('a second visit opens home, a topic page, the instructions and /jobs with no network, with their last data', async ({
    page,
    context,
    allowConsole,
  }) => {
    OFFLINE_ERRORS.forEach(allowConsole);
    await installApp(page);
    for (const path of ['/aptitude', '/aptitude/percentage/instructions', '/jobs']) await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    const firstJob = await page.getByRole('article').first().getByRole('heading').first().innerText();

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await page.goto('/aptitude');
    await expect(page.getByRole('heading', { level: 1, name: 'Aptitude' })).toBeVisible();
    await page.goto('/aptitude/percentage/instructions');
    await expect(page.getByRole('heading', { level: 1, name: 'Percentage Quiz Instructions' })).toBeVisible();
    await page.goto('/jobs');
    // The jobs as they were last fetched, not an error.
    await expect(page.getByRole('article').first().getByRole('heading').first()).toHaveText(firstJob);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
  });

  test('a test started online is submitted offline, waits through a reload, and is counted once when the network is back', async ({
    page,
    context,
    allowConsole,
  }, testInfo) => {
    OFFLINE_ERRORS.forEach(allowConsole);
    const email = uniqueEmail(testInfo, 'offline');
    await registerByApi(page.request, { name: 'Farhan Ali', email, password: 'offline-secret' });
    await installApp(page);
    await logIn(page, email, 'offline-secret');
    await page.goto(QUIZ_URL);
    for (let n = 1; n <= TOTAL; n += 1) {
      await expect(page.getByRole('group', { name: new RegExp(`^Q${n}\\. `) })).toBeVisible();
      await page.getByRole('radio', { name: /^A\. / }).check();
      if (n < TOTAL) await page.getByRole('button', { name: 'Save & Next' }).click();
    }

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit the test?' })
      .getByRole('button', { name: 'Yes, submit' })
      .click();
    const waiting = page.getByRole('status').filter({ hasText: WAITING });
    await expect(waiting).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A reload with no network: the app opens from the device, and the answers still wait.
    await page.reload();
    await expect(waiting).toBeVisible();

    const results = [] as string[];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/reasoning/result')) results.push(response.url());
    });
    await context.setOffline(false);
    const submitted = page.getByRole('dialog', { name: '🎯 Submitted!' });
    await expect(submitted).toBeVisible({ timeout: 30_000 });
    await submitted.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
    expect(results).toHaveLength(1);

    await page.goto('/history');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Percentage Level 1');
  });
});
