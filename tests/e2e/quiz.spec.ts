import type { Page, Request, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './support/axe';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';
import { isPhone } from './support/nav';

// The quiz (spec §2 Quiz and Result screens, §4, §5, §8) against the real server: 25 questions of
// Aptitude → Percentage → Level 1, answered, submitted and scored by the server.

const QUIZ_URL = '/aptitude/percentage/instructions/levelpage/level1';
const TOTAL = 25;

async function newCandidate(page: Page, testInfo: TestInfo, tag: string) {
  const email = uniqueEmail(testInfo, tag);
  await registerByApi(page.request, { name: 'Meena Iyer', email, password: 'quiz-secret' });
  await logIn(page, email, 'quiz-secret');
}

/** Waits for the first question of a freshly loaded test. */
async function expectQuestion(page: Page, n: number) {
  await expect(page.getByRole('group', { name: new RegExp(`^Q${n}\\. `) })).toBeVisible();
}

async function chooseOption(page: Page, letter: 'A' | 'B' | 'C' | 'D') {
  await page.getByRole('radio', { name: new RegExp(`^${letter}\\. `) }).check();
}

/** The palette, behind 'Summary & Palette' on phones. */
async function palette(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Summary & Palette' }).click();
  return page.getByRole('complementary', { name: 'Summary and palette' });
}

async function timerSeconds(page: Page): Promise<number> {
  const text = await page.getByRole('timer').innerText();
  const [minutes, seconds] = text.trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** Records every call to the two result endpoints. */
function watchResultCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/(reasoning\/result|finalresult)$/.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

test.describe('taking a test', () => {
  test('from the menu to the score: 25 answers, confirm, the server’s totals on screen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await newCandidate(page, testInfo, 'quiz-full');

    await page
      .getByRole('region', { name: 'Learn and Conquer' })
      .getByRole('link', { name: /Aptitude/ })
      .click();
    await page.getByRole('main').getByRole('link', { name: 'Percentage', exact: true }).click();
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Level: 1' }).click();
    await expect(page).toHaveURL(new RegExp(`${QUIZ_URL}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'APTITUDE' })).toBeVisible();
    await expectQuestion(page, 1);
    await expect(page.getByRole('timer')).toHaveText(/^(25:00|24:5\d)$/);
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^Time left: 2[45] minutes? \d+ seconds?$/);
    await expect(page.getByRole('radio')).toHaveCount(4);
    await expectNoAxeViolations(page);

    const progress = page.getByRole('progressbar', { name: 'Questions attempted' });
    for (let n = 1; n <= TOTAL; n += 1) {
      await expectQuestion(page, n);
      await chooseOption(page, 'A');
      await expect(progress).toHaveAttribute('aria-valuenow', String(n));
      if (n < TOTAL) await page.getByRole('button', { name: 'Save & Next' }).click();
    }
    await expect(page.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);

    const side = await palette(page);
    await expect(side.getByRole('button', { name: /^Question \d+, answered/ })).toHaveCount(TOTAL);
    await expect(side.getByRole('button', { name: `Question ${TOTAL}, answered` })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(side.getByRole('definition')).toHaveText([String(TOTAL), String(TOTAL), '0']);
    if (isPhone(page)) await side.getByRole('button', { name: 'Close' }).click();

    const finalResult = page.waitForResponse((r) => r.url().endsWith('/api/finalresult'));
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit the test?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolationsInDialog(page);
    await confirm.getByRole('button', { name: 'Yes, submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Processing your result...' })).toBeVisible();

    const answer = (await (await finalResult).json()) as {
      status: string;
      total_question: number;
      correct_answer: number;
      wrong_answer: number;
    };
    expect(answer.status).toBe('success');
    expect(answer.total_question).toBe(TOTAL);
    expect(answer.correct_answer + answer.wrong_answer, 'every question was answered').toBe(TOTAL);

    const submitted = page.getByRole('dialog', { name: '🎯 Submitted!' });
    await expect(submitted).toContainText(`Score: ${answer.correct_answer}`);
    await expectNoAxeViolationsInDialog(page);
    await submitted.getByRole('button', { name: 'OK' }).click();

    await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
    await expect(page.getByText(`Your Score: ${answer.correct_answer} / ${TOTAL}`)).toBeVisible();
    // The totals' list (the standing below it has its own: time taken, rank).
    const rows = page.locator('dl').filter({ hasText: 'Attempted Questions' });
    await expect(rows.getByRole('term')).toHaveText([
      'Attempted Questions',
      'Correct Answers',
      'Wrong Answers',
      'Unattempted',
    ]);
    await expect(rows.getByRole('definition')).toHaveText([
      String(TOTAL),
      String(answer.correct_answer),
      String(answer.wrong_answer),
      '0',
    ]);
    await expect(page.getByRole('link', { name: 'Review answers' })).toHaveAttribute(
      'href',
      /^\/review\/\d+$/,
    );
    await expectNoAxeViolations(page);

    // The history the server keeps says the same.
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!) as {
      user_id: number;
    };
    const history = await page.request.post('/api/historyexam', { form: { user_id: String(user.user_id) } });
    const records = ((await history.json()) as { data: { correct_answer: number; total_question: number }[] })
      .data;
    expect(records[0]).toMatchObject({ correct_answer: answer.correct_answer, total_question: TOTAL });

    // Retake: a fresh test, a full clock.
    await page.getByRole('button', { name: 'Retake Test' }).click();
    await expectQuestion(page, 1);
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
  });

  test('submitting with blanks warns with their number and the test goes on', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await newCandidate(page, testInfo, 'quiz-incomplete');
    const calls = watchResultCalls(page);
    await page.goto(QUIZ_URL);
    await expectQuestion(page, 1);
    await chooseOption(page, 'B');
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(page.getByRole('button', { name: 'Mark for Review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const side = await palette(page);
    await side.getByRole('button', { name: `Question ${TOTAL}, not visited` }).click();
    await expectQuestion(page, TOTAL);
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const warning = page.getByRole('dialog', { name: 'Incomplete Test!' });
    await expect(warning).toContainText(`You have ${TOTAL - 1} unattempted question(s).`);
    await expectNoAxeViolationsInDialog(page);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();

    await expectQuestion(page, TOTAL);
    await expect(page.getByRole('radio', { name: /^A\. / })).toBeEnabled();
    const side2 = await palette(page);
    await expect(
      side2.getByRole('button', { name: 'Question 1, answered, marked for review' }),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('at 00:00 the test ends, says Time’s Up!, sends nothing, and takes no more answers', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await newCandidate(page, testInfo, 'quiz-timeout');
    const calls = watchResultCalls(page);
    await page.goto(QUIZ_URL);
    await expectQuestion(page, 1);
    await chooseOption(page, 'C');

    // The timer reads the deadline, so jumping the page's clock is the same as waiting 25 minutes.
    const left = await timerSeconds(page);
    await page.clock.fastForward((left - 3) * 1000);
    await expect(page.getByRole('timer')).toHaveText(/^00:0[1-3]$/);
    await expect(page.getByRole('radio', { name: /^A\. / })).toBeEnabled();
    await page.clock.fastForward(5000);

    const timeUp = page.getByRole('dialog', { name: "Time's Up!" });
    await expect(timeUp).toContainText('Your test has been automatically submitted.');
    await timeUp.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('timer')).toHaveText('00:00');

    await expect(page.getByRole('radio', { name: /^A\. / })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mark for Review' })).toBeDisabled();
    const side = await palette(page);
    await expect(side.getByRole('button', { name: 'Question 2, not visited' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Retake Test' }).first()).toBeVisible();
    expect(calls, 'nothing is sent on time-out').toEqual([]);
  });

  test('a test opened by its address arrives with its questions: the browser does not ask for them again', async ({
    page,
  }, testInfo) => {
    await newCandidate(page, testInfo, 'quiz-served-draw');
    const draws: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/aptitude/percentage/level1') draws.push(request.url());
    });
    await page.goto(QUIZ_URL);
    await expectQuestion(page, 1);
    await expect(page.getByRole('radio')).toHaveCount(4);
    expect(draws).toEqual([]);
  });

  test('a reload mid-test keeps the answers, the marks, the question and the time', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await newCandidate(page, testInfo, 'quiz-reload');
    await page.goto(QUIZ_URL);
    await expectQuestion(page, 1);
    await chooseOption(page, 'D');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await chooseOption(page, 'A');
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    const side = await palette(page);
    await side.getByRole('button', { name: 'Question 7, not visited' }).click();
    await expectQuestion(page, 7);
    const legend = await page.locator('legend').innerText();
    const option2 = await page
      .getByRole('group', { name: /^Q7\. / })
      .getByRole('radio')
      .nth(1)
      .getAttribute('name');
    const before = await timerSeconds(page);

    await page.reload();
    await expectQuestion(page, 7);
    expect(await page.locator('legend').innerText()).toBe(legend);
    expect(
      await page
        .getByRole('group', { name: /^Q7\. / })
        .getByRole('radio')
        .nth(1)
        .getAttribute('name'),
    ).toBe(option2);
    const after = await timerSeconds(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 30);

    const again = await palette(page);
    await expect(again.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    await expect(
      again.getByRole('button', { name: 'Question 2, answered, marked for review' }),
    ).toBeVisible();
    // What was seen stays seen: question 7 (blank) apart from question 3, never opened.
    await expect(
      again.getByRole('button', { name: 'Question 7, not answered', exact: true }),
    ).toHaveAttribute('aria-current', 'step');
    await expect(again.getByRole('button', { name: 'Question 3, not visited', exact: true })).toBeVisible();
    await again.getByRole('button', { name: 'Question 1, answered' }).click();
    await expect(page.getByRole('radio', { name: /^D\. / })).toBeChecked();
    await expect(page.getByRole('progressbar', { name: 'Questions attempted' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });

  test('a test that cannot be loaded says so, and offers a retry and a way back', async ({
    page,
    allowConsole,
  }, testInfo) => {
    allowConsole(/Failed to load resource: the server responded with a status of 503/);
    await newCandidate(page, testInfo, 'quiz-missing');
    // The server cannot give the test (overloaded, or a topic without questions): it says so with an error.
    await page.route('**/api/aptitude/percentage/level1', (route) =>
      route.fulfill({ status: 503, json: { status: 'error', message: 'Try again later.' } }),
    );
    // Chosen on the level page, so the browser asks for the test (a page opened by its address comes
    // with it).
    await page.goto('/aptitude/percentage/instructions/levelpage');
    await page.getByRole('link', { name: 'Level: 1' }).click();
    const failed = page.getByRole('alertdialog', { name: 'Failed to Load Quiz' });
    await expect(failed).toContainText('Please check your connection or try again later.');
    await expectNoAxeViolationsInDialog(page);
    const retried = page.waitForRequest((r) => r.url().endsWith('/api/aptitude/percentage/level1'));
    await failed.getByRole('button', { name: 'Try again' }).click();
    await retried;
    await expect(failed).toBeVisible();
    await failed.getByRole('link', { name: 'Back to levels' }).click();
    await expect(page).toHaveURL(/\/aptitude\/percentage\/instructions\/levelpage$/);
  });
});
