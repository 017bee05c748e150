import type { APIRequestContext } from '@playwright/test';
import { UNANSWERED, type QuizQuestion } from '../../../contract/quiz';
import { loadQuestionBanks } from '../../../server/content/bank';
import { expect } from './console';

/**
 * A finished Percentage test made through the API the quiz screen uses, with the session of `request`:
 * which answers are right comes from the question bank's files and generators, not from the server
 * under test. (history.spec.ts has its own for level 1; this one takes any level and any plan.)
 */
const bank = (await loadQuestionBanks()).find((b) => b.category === 'aptitude' && b.topic === 'percentage')!;

export const keyOf = (question: string) => {
  const row = bank.questions.find((q) => q.question === question);
  if (!row) throw new Error(`Not in the bank: ${question}`);
  return row;
};

export interface FinishedAttempt {
  readonly attemptId: string;
  readonly quiz: readonly QuizQuestion[];
  /** What was sent per question: the right option, a wrong one, or UNANSWERED. */
  readonly answers: readonly string[];
}

/** Draws Percentage at `level`, answers the first `right` right and the next `wrong` wrong, leaves the rest blank. */
export async function finishPercentageAttempt(
  request: APIRequestContext,
  { level, right, wrong }: { readonly level: 1 | 2 | 3; readonly right: number; readonly wrong: number },
): Promise<FinishedAttempt> {
  const session = await request.get('/api/session');
  expect(session.status()).toBe(200);
  const userId = ((await session.json()) as { data: { user_id: number } }).data.user_id;
  const drawn = await request.get(`/api/aptitude/percentage/level${level}`);
  expect(drawn.status()).toBe(200);
  const quiz = ((await drawn.json()) as { data: QuizQuestion[] }).data;
  const answers = quiz.map((q, i) => {
    const key = keyOf(q.question);
    if (i < right) return key.answer;
    if (i < right + wrong) return [q.optionA, q.optionB, q.optionC, q.optionD].find((o) => o !== key.answer)!;
    return UNANSWERED;
  });
  const attemptId = String(Date.now());
  const attemptTime = new Date().toISOString();
  const submitted = await request.post('/api/reasoning/result', {
    data: {
      subject_id: quiz[0]!.subject_name,
      question_id: quiz.map((q) => q.id),
      right_answer: answers,
      level: quiz[0]!.label,
      total_question: quiz.length,
      user_id: userId,
      attempt_id: attemptId,
      attempt_time: attemptTime,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const final = await request.post('/api/finalresult', {
    form: {
      user_id: String(userId),
      subject_id: quiz[0]!.subject_name,
      level: String(level),
      attempt_id: attemptId,
      attempt_time: attemptTime,
    },
  });
  expect(await final.json()).toMatchObject({ status: 'success', correct_answer: right, wrong_answer: wrong });
  return { attemptId, quiz, answers };
}
