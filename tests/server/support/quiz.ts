import { count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { QuizResponse, UNANSWERED, type QuizQuestion, type SubmitPayloadInput } from '../../../contract/quiz';
import type { QuestionBank } from '../../../server/content/load';
import type { AppDatabase } from '../../../server/db/open';
import { questions, quizAttempts, servedQuizzes } from '../../../server/db/schema';
import { formBody, post, postJson, withSession, type TestApp } from './accounts';

/** Helpers for the quiz tests: fetch a quiz as a user, build and send submissions, read the bank. */

export const QUIZ_PATH = '/api/aptitude/percentage/level1';

export interface Candidate {
  readonly userId: number;
  readonly token: string;
}

export function getAs(app: TestApp, path: string, token?: string) {
  return app.request(`http://localhost${path}`, { headers: token ? withSession(token) : {} });
}

/** GETs a quiz as the candidate; fails the test unless it is a 200 that matches the contract. */
export async function fetchQuiz(app: TestApp, who: Candidate, path = QUIZ_PATH): Promise<QuizQuestion[]> {
  const response = await getAs(app, path, who.token);
  expect(response.status, `GET ${path}`).toBe(200);
  const result = v.safeParse(QuizResponse, await response.json());
  if (!result.success) expect.fail(`GET ${path} does not match QuizResponse: ${v.summarize(result.issues)}`);
  return result.output.data;
}

export const optionsOf = (q: Pick<QuizQuestion, 'optionA' | 'optionB' | 'optionC' | 'optionD'>) => [
  q.optionA,
  q.optionB,
  q.optionC,
  q.optionD,
];

let serial = 0;
/** An attempt id as the client makes it (milliseconds as text), unique within the run. */
export function newAttemptId(): string {
  serial += 1;
  return String(1_795_306_719_690 + serial * 1000 + Math.floor(Math.random() * 1000));
}

/** The submit payload of spec §3 for a served quiz and the chosen answers. */
export function submission(
  who: Candidate,
  quiz: readonly QuizQuestion[],
  answers: readonly string[],
  overrides: Partial<Record<keyof SubmitPayloadInput, unknown>> = {},
): Record<string, unknown> {
  return {
    subject_id: quiz[0]!.subject_name,
    question_id: quiz.map((q) => q.id),
    right_answer: [...answers],
    level: quiz[0]!.label,
    total_question: quiz.length,
    user_id: who.userId,
    attempt_id: newAttemptId(),
    attempt_time: new Date().toISOString(),
    ...overrides,
  };
}

export function submit(app: TestApp, token: string | undefined, payload: unknown) {
  return postJson(app, '/api/reasoning/result', payload, token ? withSession(token) : {});
}

export function finalResult(app: TestApp, token: string | undefined, fields: Record<string, string>) {
  return post(app, '/api/finalresult', formBody(fields), token ? withSession(token) : {});
}

export function history(app: TestApp, token: string | undefined, fields: Record<string, string>) {
  return post(app, '/api/historyexam', formBody(fields), token ? withSession(token) : {});
}

export function review(app: TestApp, token: string | undefined, attemptId: string) {
  return getAs(app, `/api/attempts/${attemptId}/review`, token);
}

/** The server's own copy of the questions: options in bank order, the right answer, the explanation. */
export async function bankRows(db: AppDatabase, ids: readonly number[]) {
  const rows = await db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** For each question: the right option's text, and one wrong option's text. */
export async function rightAndWrong(db: AppDatabase, quiz: readonly QuizQuestion[]) {
  const bank = await bankRows(
    db,
    quiz.map((q) => q.id),
  );
  return quiz.map((q) => {
    const row = bank.get(q.id)!;
    return { right: row.answer, wrong: optionsOf(q).find((o) => o !== row.answer)! };
  });
}

/** Answers: the first `right` correct, the next `wrong` incorrect, the rest blank. */
export async function answersFor(
  db: AppDatabase,
  quiz: readonly QuizQuestion[],
  right: number,
  wrong: number,
): Promise<string[]> {
  const key = await rightAndWrong(db, quiz);
  return key.map((k, i) => (i < right ? k.right : i < right + wrong ? k.wrong : UNANSWERED));
}

export async function attemptCount(db: AppDatabase, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(userId === undefined ? undefined : eq(quizAttempts.userId, userId));
  return row!.n;
}

export async function servedRows(db: AppDatabase, userId: number) {
  return db.select().from(servedQuizzes).where(eq(servedQuizzes.userId, userId)).orderBy(servedQuizzes.id);
}

/** A tiny bank for a topic without a data file. */
export function smallBank(
  category: 'english',
  topic: string,
  size: number,
  level: 1 | 2 | 3 = 1,
): QuestionBank {
  return {
    category,
    topic,
    source: 'Test questions.',
    questions: Array.from({ length: size }, (_, i) => ({
      level,
      question: `Test question ${topic} ${i + 1}?`,
      options: [`right ${i}`, `wrong a${i}`, `wrong b${i}`, `wrong c${i}`] as const,
      answer: `right ${i}`,
      explanation: `Explanation ${i}.`,
    })),
  };
}
