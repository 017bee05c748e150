import type { APIRequestContext } from '@playwright/test';
import { UNANSWERED, type QuizQuestion } from '../../../contract/quiz';
import { TEST_NOW_HEADER } from '../../../server/clock';
import { loadQuestionBanks } from '../../../server/content/bank';
import { expect } from './console';

/**
 * Finished tests made through the API the quiz screen uses, with the session of `request`: which
 * answers are right comes from the question bank as the server builds it at start (the data files and
 * the generators), not from the server under test.
 */
const banks = await loadQuestionBanks();

/** A served question's row in the bank (its right answer), by its text. */
export function keyOf(question: string, category = 'aptitude', topic = 'percentage') {
  const row = banks
    .find((bank) => bank.category === category && bank.topic === topic)
    ?.questions.find((q) => q.question === question);
  if (!row) throw new Error(`Not in the bank: ${question}`);
  return row;
}

export interface FinishedAttempt {
  readonly attemptId: string;
  readonly quiz: readonly QuizQuestion[];
  /** What was sent per question: the right option, a wrong one, or UNANSWERED. */
  readonly answers: readonly string[];
}

export interface AttemptPlan {
  readonly category?: string;
  readonly topic?: string;
  readonly level?: 1 | 2 | 3;
  /** The first `right` answers right, the next `wrong` wrong, the rest blank. */
  readonly right: number;
  readonly wrong?: number;
  /** The questions (0-based positions) marked for review when it is submitted. */
  readonly marked?: readonly number[];
  /** Runs the server's progress clock at this instant (TEST_CLOCK=1), draw and submission alike. */
  readonly now?: string;
}

/** Draws a test (Percentage, level 1 unless told), answers it by the plan and asks for the final result. */
export async function finishAttempt(
  request: APIRequestContext,
  { category = 'aptitude', topic = 'percentage', level = 1, right, wrong = 0, marked = [], now }: AttemptPlan,
): Promise<FinishedAttempt> {
  const headers: Record<string, string> = now ? { [TEST_NOW_HEADER]: now } : {};
  const session = await request.get('/api/session');
  expect(session.status()).toBe(200);
  const userId = ((await session.json()) as { data: { user_id: number } }).data.user_id;
  const drawn = await request.get(`/api/${category}/${topic}/level${level}`, { headers });
  expect(drawn.status()).toBe(200);
  const quiz = ((await drawn.json()) as { data: QuizQuestion[] }).data;
  const answers = quiz.map((q, i) => {
    const key = keyOf(q.question, category, topic);
    if (i < right) return key.answer;
    if (i < right + wrong) return [q.optionA, q.optionB, q.optionC, q.optionD].find((o) => o !== key.answer)!;
    return UNANSWERED;
  });
  const attemptId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const attemptTime = new Date().toISOString();
  const submitted = await request.post('/api/reasoning/result', {
    headers,
    data: {
      subject_id: quiz[0]!.subject_name,
      question_id: quiz.map((q) => q.id),
      right_answer: answers,
      marked_question_id: marked.map((i) => quiz[i]!.id),
      level: quiz[0]!.label,
      total_question: quiz.length,
      user_id: userId,
      attempt_id: attemptId,
      attempt_time: attemptTime,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const final = await request.post('/api/finalresult', {
    headers,
    form: {
      user_id: String(userId),
      subject_id: quiz[0]!.subject_name,
      level: String(level),
      attempt_id: attemptId,
      attempt_time: attemptTime,
    },
  });
  expect(await final.json()).toMatchObject({
    status: 'success',
    total_question: quiz.length,
    correct_answer: right,
    wrong_answer: wrong,
  });
  return { attemptId, quiz, answers };
}
