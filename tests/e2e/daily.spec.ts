import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpAndLogIn } from '../models/candidate';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

// The daily quiz (issue 11) against the real server: today's set on the quiz screens, the result's
// standing, today's board with both candidates, and hiding from boards.

async function candidate(browser: Browser, testInfo: TestInfo, tag: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ ...testInfo.project.use })).newPage();
  const email = uniqueEmail(testInfo, tag);
  await registerByApi(page.request, { name, email, password: 'daily-secret' });
  await logIn(page, email, 'daily-secret');
  return page;
}

/** Takes today's quiz from /daily: the first option every time, Submit, confirm, dismiss the popup. */
async function takeTodaysQuiz(page: Page) {
  await page.goto('/daily');
  await page.getByRole('button', { name: 'Start today’s quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DAILY QUIZ' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
  for (let n = 1; n <= 10; n += 1) {
    await expect(page.getByRole('group', { name: new RegExp(`^Q${n}\\. `) })).toBeVisible();
    await page.getByRole('radio', { name: /^A\. / }).check();
    if (n < 10) await page.getByRole('button', { name: 'Save & Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await page
    .getByRole('dialog', { name: /Submitted!/ })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
}

test('a visitor sees the daily quiz and is sent to log in to start', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Daily quizzes' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Quiz' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Login to start' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdaily$/);
});

test('two candidates take today’s quiz, see both rows and their rank; one hides and leaves the other’s view', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const asha = await candidate(browser, testInfo, 'daily-asha', 'Asha Kumari');
  const ravi = await candidate(browser, testInfo, 'daily-ravi', 'Ravi Verma');

  await takeTodaysQuiz(asha);
  const standing = asha.getByRole('region', { name: 'How you did' });
  await expect(
    standing.getByText(/Better than \d+ % of candidates who took this test|Fewer than 20/),
  ).toBeVisible();
  await expect(standing.getByText('Time taken')).toBeVisible();
  await expect(standing.getByText('First Test')).toBeVisible();
  await expectNoAxeViolations(asha);
  await takeTodaysQuiz(ravi);

  await ravi.getByRole('button', { name: 'See today’s leaderboard' }).click();
  const board = ravi.getByRole('region', { name: 'Today’s leaderboard' }).getByRole('table');
  await expect(board.getByRole('row', { name: /Asha K\., Bihar/ })).toBeVisible();
  await expect(board.getByRole('row', { name: /Ravi V\., Bihar\W+You/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoAxeViolations(ravi);

  // Asha hides from boards on /leaderboard: she still sees her own row; Ravi no longer sees it.
  await asha.goto('/leaderboard');
  const profile = asha.getByRole('region', { name: 'How you appear' });
  await profile.getByRole('switch', { name: 'Hide me from leaderboards' }).check();
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile has been saved.');
  await expect(asha.getByText('Only you can see your row: you are hidden from leaderboards.')).toBeVisible();
  await expect(asha.getByRole('row', { name: /Asha K\., Bihar\W+You/ })).toBeVisible();

  await ravi.reload();
  await expect(board.getByRole('row', { name: /Ravi V\., Bihar\W+You/ })).toBeVisible();
  await expect(board.getByRole('row', { name: /Asha K\., Bihar/ })).toHaveCount(0);
});

test('with no connection at Start the page says the test could not be loaded; Try again, online, starts it', async ({
  page,
  baseURL,
  allowConsole,
}) => {
  allowConsole(/ERR_INTERNET_DISCONNECTED/);
  await signUpAndLogIn(page, baseURL!);
  await page.goto('/daily');
  // The quiz machine's code is fetched at Start: cut it off, as a lost signal would.
  const quizMachineCode = /\/assets\/quiz\.machine-[\w-]+\.js$/;
  await page.route(quizMachineCode, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Start today’s quiz' }).click();
  await expect(page.getByText('The test could not be loaded', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(quizMachineCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DAILY QUIZ' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
});
