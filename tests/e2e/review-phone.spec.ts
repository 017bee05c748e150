import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { finishAttempt, keyOf } from './support/attempts';
import { expect, test } from './support/console';

// The review of a finished test on a 360 px phone (issue 22 item 3), against the real server: a
// summary, filters, a row of numbers to jump to, one line per question that opens to its explanation,
// and where to go next. The attempts are made through the API (support/attempts.ts).

const PHONE = { width: 360, height: 740 };

// A phone's tests, at 360 px: only the phone project (touch, a mobile viewport that zooms out on
// anything too wide) runs *-phone.spec.ts files (playwright.config.ts); the desktop one would repeat them.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

/** Nothing is wider than the phone: no sideways scrolling (and no zoomed-out page on a real phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function candidate(page: Page, testInfo: TestInfo, tag: string) {
  const email = uniqueEmail(testInfo, tag);
  await registerByApi(page.request, { name: 'Arjun Mehta', email, password: 'review-secret' });
  await logIn(page, email, 'review-secret');
}

const filters = (page: Page) => page.getByRole('group', { name: 'Show questions' });
const filterButton = (page: Page, name: string) =>
  filters(page).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
const questionToggle = (page: Page, n: number) =>
  page.getByRole('heading', { level: 3, name: new RegExp(`^Q${n}\\. `) }).getByRole('button');

test('a 25-question review: summary, filters, jump row, one line per question opening to its explanation', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await candidate(page, testInfo, 'review-phone');
  // Right, right, right, then wrong, wrong, then 20 left blank; the 2nd and the 7th marked for review.
  const { attemptId, quiz, answers } = await finishAttempt(page.request, {
    level: 1,
    right: 3,
    wrong: 2,
    marked: [1, 6],
  });
  const total = quiz.length;
  await page.goto(`/review/${attemptId}`);

  // The summary first.
  await expect(page.getByRole('heading', { level: 2, name: `Your Score: 3 / ${total}` })).toBeVisible();
  const totals = page.locator('dl').filter({ hasText: 'Correct' });
  await expect(totals.getByRole('term')).toHaveText(['Correct', 'Wrong', 'Not answered']);
  await expect(totals.getByRole('definition')).toHaveText(['3', '2', String(total - 5)]);

  // Filters with their counts; "All" is shown.
  await expect(filters(page).getByRole('button')).toHaveText([
    `All ${total}`,
    'Wrong 2',
    `Not answered ${total - 5}`,
    'Marked 2',
  ]);
  await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');

  // Every question on one line: its verdict, the answer given and the right one; closed.
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(total);
  const fourth = articles.nth(3);
  const key = keyOf(quiz[3]!.question);
  await expect(fourth.getByText(/^✗\s*Wrong$/)).toBeVisible();
  await expect(fourth).toContainText(`Your answer: ${answers[3]}`);
  await expect(fourth).toContainText(`Right answer: ${key.answer}`);
  await expect(questionToggle(page, 4)).toHaveAttribute('aria-expanded', 'false');
  await expect(fourth.getByRole('listitem')).toHaveCount(0);
  await expect(fourth.getByText(`Explanation: ${key.explanation}`)).toBeHidden();
  const firstLine = await questionToggle(page, 1).boundingBox();
  expect(firstLine!.height, 'a closed question is one line').toBeLessThan(50);
  const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
  testInfo.annotations.push({
    type: 'review length',
    description: `${screens.toFixed(1)} screens at 360 × 740`,
  });
  expect(screens, 'the whole review, closed').toBeLessThan(12);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Opened: the four options with their marks and the explanation; closed again.
  await questionToggle(page, 4).click();
  await expect(questionToggle(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const options = fourth.getByRole('listitem');
  await expect(options).toHaveCount(4);
  await expect(options.filter({ hasText: 'Right answer' })).toContainText(key.answer);
  await expect(options.filter({ hasText: 'Your answer' })).toContainText(answers[3]!);
  await expect(fourth.getByText(`Explanation: ${key.explanation}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await questionToggle(page, 4).click();
  await expect(fourth.getByRole('listitem')).toHaveCount(0);

  // Wrong only: the two wrong ones, numbered as in the test, and the address keeps the choice.
  await filterButton(page, 'Wrong').click();
  await expect(filterButton(page, 'Wrong')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/review/${attemptId}\\?show=wrong$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 2 questions of ${total}`);
  await expect(articles.getByRole('heading', { level: 3 })).toHaveText([
    `Q4. ${quiz[3]!.question}`,
    `Q5. ${quiz[4]!.question}`,
  ]);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(filterButton(page, 'Wrong')).toHaveAttribute('aria-pressed', 'true');
  await expect(articles).toHaveCount(2);

  // The jump row lists what is shown; a number opens its question and brings it into view, focused.
  const jumps = page.getByRole('navigation', { name: 'Go to question' }).getByRole('link');
  await expect(jumps).toHaveText(['4', '5']);
  await page.getByRole('link', { name: 'Question 5, wrong' }).click();
  await expect(questionToggle(page, 5)).toBeFocused();
  await expect(questionToggle(page, 5)).toHaveAttribute('aria-expanded', 'true');
  await expect(questionToggle(page, 5)).toBeInViewport();
  await expect(articles.nth(1).getByRole('listitem')).toHaveCount(4);

  await filterButton(page, 'Not answered').click();
  await expect(articles).toHaveCount(total - 5);
  await expect(jumps).toHaveCount(total - 5);
  await expect(articles.first().getByText('Not answered', { exact: true })).toBeVisible();

  // Marked: the questions marked for review when the test was submitted, each saying so.
  await filterButton(page, 'Marked').click();
  await expect(page).toHaveURL(new RegExp(`/review/${attemptId}\\?show=marked$`));
  await expect(articles.getByRole('heading', { level: 3 })).toHaveText([
    `Q2. ${quiz[1]!.question}`,
    `Q7. ${quiz[6]!.question}`,
  ]);
  await expect(articles.getByText('Marked for review', { exact: true })).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await filterButton(page, 'All').click();
  await expect(page).toHaveURL(new RegExp(`/review/${attemptId}$`));
  await expect(articles).toHaveCount(total);

  // At the end: practise this topic again (its levels), or the next level's test.
  const again = page.getByRole('link', { name: 'Practise this topic again' });
  const nextLevel = page.getByRole('link', { name: 'Try the next level' });
  await expect(again).toHaveAttribute('href', '/aptitude/percentage/instructions/levelpage');
  await expect(nextLevel).toHaveAttribute('href', '/aptitude/percentage/instructions/levelpage/level2');
  await nextLevel.click();
  await expect(page.getByRole('group', { name: /^Q1\. / })).toBeVisible();
  await expect(page.getByText('Percentage · Level 2')).toBeVisible();
});

test('after level 3 there is no next level, only the topic again', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await candidate(page, testInfo, 'review-level3');
  const { attemptId } = await finishAttempt(page.request, { level: 3, right: 1, wrong: 1 });
  await page.goto(`/review/${attemptId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Level 3$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try the next level' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Practise this topic again' }).click();
  await expect(page).toHaveURL(/\/aptitude\/percentage\/instructions\/levelpage$/);
});
