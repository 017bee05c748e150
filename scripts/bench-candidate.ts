import type { Browser } from 'playwright-core';
import { UNANSWERED, type QuizQuestion } from '../contract/quiz';

/**
 * The pages only a candidate sees, for the JavaScript budgets of `npm run bench`: a candidate signed
 * up through the API and logged in through the form, with one finished test (for its review). Returns
 * the browser state to open each page with (the session cookie and what the app keeps) and the pages.
 */
export async function benchCandidate(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const { request } = context;
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-secret-1';
  const ok = async (response: Awaited<ReturnType<typeof request.get>>, what: string) => {
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    return response;
  };
  await ok(
    await request.post('/api/signup_api', {
      form: {
        name: 'Bench Candidate',
        email,
        password,
        phone: '9876543210',
        state: 'Bihar',
        qualification: 'Graduate',
      },
    }),
    'signup',
  );
  // Logged in through the form, as a candidate is: the app keeps who is logged in beside the cookie.
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Login successful!' }).waitFor();
  const session = (await (await ok(await request.get('/api/session'), 'session')).json()) as {
    data: { user_id: number };
  };
  const quiz = (
    (await (await ok(await request.get('/api/aptitude/percentage/level1'), 'draw')).json()) as {
      data: QuizQuestion[];
    }
  ).data;
  const attemptId = String(Date.now());
  await ok(
    await request.post('/api/reasoning/result', {
      data: {
        subject_id: 'percentage',
        question_id: quiz.map((q) => q.id),
        right_answer: quiz.map(() => UNANSWERED),
        level: 'Level 1',
        total_question: quiz.length,
        user_id: session.data.user_id,
        attempt_id: attemptId,
        attempt_time: new Date().toISOString(),
      },
    }),
    'submit',
  );
  const storageState = await context.storageState();
  await context.close();
  const testPage = '/aptitude/percentage/instructions/levelpage/level1';
  return {
    storageState,
    /** The topic test's page, which Lighthouse scores too. */
    testPage,
    routes: [testPage, '/daily', '/history', '/progress', '/leaderboard', `/review/${attemptId}`],
  };
}
