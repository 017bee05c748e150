import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { UNSUBSCRIBED_MESSAGE } from '../../contract/job-alerts';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';
import { waitForMailAbout } from './support/mailbox';

/**
 * The whole job-alert loop against the real server, as a candidate and an operator meet it: subscribe
 * in the modal, a matching job comes in through `npm run jobs -- import`, the alert e-mail arrives at
 * the test SMTP server, and its unsubscribe link ends the subscription without logging in.
 */
const run = promisify(execFile);

async function importJobs(jobs: object[], baseURL: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'examprep-jobs-')), 'jobs.json');
  await writeFile(file, JSON.stringify(jobs));
  // The CLI reads the admin token the server wrote into its data folder.
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/jobs.ts', 'import', file, '--server', baseURL],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    },
  );
  return stdout;
}

async function choose(page: Page, picker: 'States' | 'Qualifications', name: string) {
  const modal = page.getByRole('dialog', { name: 'Get Job Alerts' });
  await modal.getByRole('button', { name: new RegExp(`^${picker}`) }).click();
  const list = page.getByRole('dialog', { name: picker, exact: true });
  await list.getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

test('a subscriber gets an e-mail for a matching new job and unsubscribes from its link', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, 'delivery');
  await registerByApi(page.request, { name: 'Meena Devi', email, password: 'alert-secret' });
  await logIn(page, email, 'alert-secret');

  await page
    .getByRole('button', { name: /Job Alert/ })
    .filter({ visible: true })
    .click();
  const modal = page.getByRole('dialog', { name: 'Get Job Alerts' });
  await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await modal.getByRole('textbox', { name: 'WhatsApp Number' }).fill('9876543210');
  await choose(page, 'States', 'Bihar');
  await choose(page, 'Qualifications', 'ITI');
  await modal.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();

  const title = `Technician ${testInfo.project.name} ${Date.now()}`;
  const job = {
    organisation: 'BSPHCL',
    jobstitle: title,
    joblocation: 'Patna, Bihar',
    qualification: 'ITI, Diploma',
    vacancies: 12,
    lastdate: '2027-03-31',
    weblink: 'bsphcl.co.in/careers',
  };
  const elsewhere = { ...job, jobstitle: `${title} (Kerala)`, joblocation: 'Kochi, Kerala' };
  expect(await importJobs([job, elsewhere], baseURL!)).toContain('2 new jobs added');

  const mail = await waitForMailAbout(email, title);
  expect(mail.subject).toBe(`New job alert: ${title}`);
  expect(mail.text).toContain('Patna, Bihar');
  expect(mail.text).toContain('12 Posts');
  const link = /https?:\/\/\S+\/unsubscribe\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'the e-mail carries an unsubscribe link').toBeTruthy();

  // The link works in any browser, without logging in: open it in a fresh one.
  const elsewhereContext = await browser.newContext();
  const visitor = await elsewhereContext.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByText(UNSUBSCRIBED_MESSAGE)).toBeVisible();
  await elsewhereContext.close();
  // Back in the candidate's browser, the modal no longer finds a subscription to pre-fill.
  const mine = await page.request.get('/api/job_alerts');
  expect(await mine.json()).toEqual({ status: 'success', data: null });
});
