import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { formatTimeTaken } from '../../contract/time-taken';
import {
  percentileText,
  PERCENTILE_MIN_TAKERS,
  PROGRESS_MESSAGES,
  type StandingResponse,
} from '../../contract/progress';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

// A topic test's result says where it stands (issue 11): "Better than N % of candidates who took this
// test" once 20 or more have taken it, the fewer-than-20 sentence before, and the time taken by the
// server's clock. The population is seeded through the API (sign up, draw, submit), on topic-levels
// no other spec uses, one per project, since the projects share one server.

const TOTAL = 25;

function levels(testInfo: TestInfo) {
  const level = testInfo.project.name === 'phone' ? 2 : 3;
  return {
    /** Seeded with PERCENTILE_MIN_TAKERS candidates before the test. */
    popular: { category: 'aptitude', topic: 'mixture_alligation', level },
    /** Nobody else takes it. */
    quiet: { category: 'general_knowledge', topic: 'polity', level },
  };
}

/** A candidate who signs up, draws the test and sends it back blank at once: 0 right, in 0 or 1 s. */
async function blankAttempt(request: APIRequestContext, testInfo: TestInfo, n: number) {
  const { popular } = levels(testInfo);
  const signup = await request.post('/api/signup_api', {
    form: {
      name: `Seeded Taker${n}`,
      email: uniqueEmail(testInfo, `percentile-seed${n}`),
      password: 'seed-secret',
      phone: '9876543210',
      state: 'Bihar',
      qualification: 'Graduate',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const { data: user } = (await signup.json()) as { data: { user_id: number } };
  const draw = await request.get(`/api/${popular.category}/${popular.topic}/level${popular.level}`);
  expect(draw.status(), await draw.text()).toBe(200);
  const { data: quiz } = (await draw.json()) as {
    data: { id: number; subject_name: string; label: string }[];
  };
  const submit = await request.post('/api/reasoning/result', {
    data: {
      subject_id: quiz[0]!.subject_name,
      question_id: quiz.map((q) => q.id),
      right_answer: quiz.map(() => 'unanswered'),
      level: quiz[0]!.label,
      total_question: quiz.length,
      user_id: user.user_id,
      attempt_id: String(Date.now() * 100 + n),
      attempt_time: new Date().toISOString(),
    },
  });
  expect(submit.status(), await submit.text()).toBe(200);
}

/** Takes the test from its level page: option A every time, submit, confirm; returns the standing the result shows. */
async function takeTest(page: Page, test: { category: string; topic: string; level: number }) {
  await page.goto(`/${test.category}/${test.topic}/instructions/levelpage/level${test.level}`);
  for (let n = 1; n <= TOTAL; n += 1) {
    await expect(page.getByRole('group', { name: new RegExp(`^Q${n}\\. `) })).toBeVisible();
    await page.getByRole('radio', { name: /^A\. / }).check();
    if (n < TOTAL) await page.getByRole('button', { name: 'Save & Next' }).click();
  }
  const standing = page.waitForResponse((r) =>
    /\/api\/attempts\/\d+\/standing$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Yes, submit' })
    .click();
  await page
    .getByRole('dialog', { name: /Submitted!/ })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('heading', { name: 'Test Completed!' })).toBeVisible();
  return ((await (await standing).json()) as StandingResponse).data;
}

async function candidate(page: Page, testInfo: TestInfo, tag: string) {
  const email = uniqueEmail(testInfo, tag);
  await registerByApi(page.request, { name: 'Kavya Rao', email, password: 'percentile-secret' });
  await logIn(page, email, 'percentile-secret');
}

test('with 20 takers before: "Better than N % of candidates who took this test" and the time taken', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  for (let n = 0; n < PERCENTILE_MIN_TAKERS; n += 1) {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await blankAttempt(request, testInfo, n);
    await request.dispose();
  }
  await candidate(page, testInfo, 'percentile-many');
  const standing = await takeTest(page, levels(testInfo).popular);

  // The 20 before (more after a retry) answered nothing at once: a single right answer beats them
  // all, none beats nobody.
  expect(standing.takers).toBeGreaterThan(PERCENTILE_MIN_TAKERS);
  const expected = standing.correct_answer > 0 ? 100 : 0;
  expect(standing.percentile).toBe(expected);
  const result = page.getByRole('region', { name: 'How you did' });
  await expect(result.getByText(percentileText(expected), { exact: true })).toBeVisible();
  await expect(result.getByRole('definition').first()).toHaveText(
    formatTimeTaken(standing.time_taken_seconds),
  );
  await expect(result.getByRole('term').first()).toHaveText('Time taken');
  expect(standing.time_taken_seconds).toBeGreaterThan(0);
});

test('with fewer than 20 takers: says so instead of a number, and shows the time taken', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await candidate(page, testInfo, 'percentile-few');
  const standing = await takeTest(page, levels(testInfo).quiet);

  expect(standing).toMatchObject({ percentile: null, counted: true });
  expect(standing.takers).toBeLessThan(PERCENTILE_MIN_TAKERS);
  const result = page.getByRole('region', { name: 'How you did' });
  await expect(result.getByText(PROGRESS_MESSAGES.fewTakers, { exact: true })).toBeVisible();
  await expect(result.getByText(/Better than/)).toHaveCount(0);
  await expect(result.getByRole('definition').first()).toHaveText(
    formatTimeTaken(standing.time_taken_seconds),
  );
});
