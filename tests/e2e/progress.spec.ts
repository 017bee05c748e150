import type { Page } from '@playwright/test';
import { TEST_NOW_HEADER } from '../../server/clock';
import { expectNoAxeViolations } from './support/axe';
import { logIn, openAccountMenu, registerByApi, uniqueEmail } from './support/accounts';
import { finishAttempt } from './support/attempts';
import { expect, test } from './support/console';

/**
 * The topic analysis (/progress), the streak in the account menu and the history's percentile (issue
 * 11) against the real server. One candidate for the file: their tests are taken through the API the
 * quiz screen uses, with known right answers (from the question bank's files and generators), so the
 * accuracy the page shows is exact. Topic-levels no other spec takes, so no board or percentile of
 * theirs moves ours.
 */
const NAME = 'Sunita Rao';
const PASSWORD = 'progress-secret';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Asia/Kolkata' });

let email = '';
test.beforeAll(async ({ playwright }, testInfo) => {
  email = uniqueEmail(testInfo, 'progress');
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerByApi(request, { name: NAME, email, password: PASSWORD });
  await request.dispose();
});

async function streakInMenu(page: Page) {
  const menu = await openAccountMenu(page, NAME);
  return menu.getByRole('status');
}

test('a first topic test shows on /progress with its accuracy and chart, the first badge, a 1-day streak and the history’s percentile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, email, PASSWORD);
  await page.goto('/progress');
  await expect(
    page.getByText('You have not taken any test yet. Take one to see your progress here.'),
  ).toBeVisible();

  // 10 right answers of 25: 40 %.
  const { attemptId } = await finishAttempt(page.request, { topic: 'mixture_alligation', right: 10 });
  const streak = await streakInMenu(page);
  await expect(streak).toContainText('1-day streak');
  await expect(streak).toContainText('Today’s test is done');

  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  const weakest = page.getByRole('region', { name: 'Practise these first' }).getByRole('listitem');
  await expect(weakest).toHaveCount(1);
  await expect(weakest.getByRole('heading', { level: 3 })).toHaveText('Mixture and Alligation');
  await expect(weakest).toContainText('40 %');
  const row = page
    .getByRole('region', { name: 'Aptitude' })
    .getByRole('row', { name: /^Mixture and Alligation/ });
  await expect(row).toContainText('40 %');
  await expect(
    row.getByRole('img', { name: 'Mixture and Alligation: accuracy of your latest tests' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reasoning' })).toContainText(
    'No test in this category yet.',
  );
  const badges = page.getByRole('region', { name: 'Badges' }).getByRole('listitem');
  await expect(badges.filter({ hasText: 'First Test' })).toContainText('Earned');
  await expect(badges.filter({ hasText: 'Perfect Score' })).toContainText('Not yet earned');
  await expectNoAxeViolations(page);

  // "Practise this" leads to the topic's level chooser.
  await row.getByRole('link', { name: /^Practise this/ }).click();
  await expect(page).toHaveURL(/\/aptitude\/mixture_alligation\/instructions\/levelpage$/);

  // The history: the spec's columns first, then where the attempt stands, and a working review link.
  await page.goto('/history');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers.slice(0, 7)).toEqual([
    'Book Name',
    'Chapter Name',
    'Total Question',
    'Correct Answer',
    'Wrong Answer',
    'Join Date',
    'Percentile',
  ]);
  const historyRow = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(historyRow).toHaveCount(1);
  await expect(historyRow.getByRole('cell').nth(6)).toHaveText(
    /Percentile(Better than \d+ %|Fewer than 20 takers yet)Rank 1 of \d+/,
  );
  await expectNoAxeViolations(page);
  await historyRow.getByRole('link', { name: /^Review answers/ }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${attemptId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Your Score: 10 / 25' })).toBeVisible();

  // And back: the history links to /progress.
  await page.goto('/history');
  await page.getByRole('link', { name: 'See your progress by topic' }).click();
  await expect(page).toHaveURL(/\/progress$/);
});

/** An instant on the Indian day `days` after today's, at 10:00 IST. */
function indianDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T10:00:00+05:30`);
  day.setUTCDate(day.getUTCDate() + days);
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day)}T10:00:00+05:30`;
}

test('a test on two Indian days in a row makes a 2-day streak (test clock)', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, email, PASSWORD);
  // Days well after today's test above, so only these two count: day 1, then the next Indian day.
  const day1 = indianDayFromToday(20);
  const day2 = indianDayFromToday(21);
  await finishAttempt(page.request, { topic: 'hcf_and_lcm', right: 5, now: day1 });
  await page.context().setExtraHTTPHeaders({ [TEST_NOW_HEADER]: day1 });
  await expect(await streakInMenu(page)).toContainText('1-day streak');

  await finishAttempt(page.request, { topic: 'hcf_and_lcm', right: 6, now: day2 });
  await page.context().setExtraHTTPHeaders({ [TEST_NOW_HEADER]: day2 });
  await page.reload();
  const streak = await streakInMenu(page);
  await expect(streak).toContainText('2-day streak');
  await expect(streak).toContainText('Today’s test is done');

  await page.goto('/progress');
  const figures = page.getByRole('region', { name: 'Your progress so far' });
  await expect(figures).toContainText('Streak2 days');
});
