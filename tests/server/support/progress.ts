import * as v from 'valibot';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { DailyQuizResponse, type DailySubmitPayloadInput } from '../../../contract/daily';
import type { QuizQuestion } from '../../../contract/quiz';
import type { AppDatabase } from '../../../server/db/open';
import { quizAttempts, servedQuizzes, users } from '../../../server/db/schema';
import { indianDay } from '../../../server/progress/indian-day';
import { postJson, uniqueEmail, withSession, type TestApp } from './accounts';
import { getAs, newAttemptId, type Candidate } from './quiz';

/** Helpers for the progress tests: the daily quiz as a candidate, and a population seeded straight into the tables. */

export async function fetchDaily(app: TestApp, who: Candidate) {
  const response = await getAs(app, '/api/daily', who.token);
  expect(response.status, 'GET /api/daily').toBe(200);
  const parsed = v.safeParse(DailyQuizResponse, await response.json());
  if (!parsed.success) expect.fail(`GET /api/daily does not match: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

export function dailySubmission(
  who: Candidate,
  daily: { daily_id: string; data: readonly QuizQuestion[] },
  answers: readonly string[],
  overrides: Partial<Record<keyof DailySubmitPayloadInput, unknown>> = {},
): Record<string, unknown> {
  return {
    daily_id: daily.daily_id,
    question_id: daily.data.map((q) => q.id),
    right_answer: [...answers],
    total_question: daily.data.length,
    user_id: who.userId,
    attempt_id: newAttemptId(),
    attempt_time: new Date().toISOString(),
    ...overrides,
  };
}

export function submitDaily(app: TestApp, token: string | undefined, payload: unknown) {
  return postJson(app, '/api/daily/result', payload, token ? withSession(token) : {});
}

export async function getJson(app: TestApp, path: string, token: string) {
  const response = await getAs(app, path, token);
  expect(response.status, `GET ${path}`).toBe(200);
  return response.json();
}

export function putProfile(app: TestApp, token: string | undefined, body: unknown) {
  return app.request('http://localhost/api/profile', {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? withSession(token) : {}) },
  });
}

/** A candidate inserted straight into the table (no session): a member of a seeded population. */
export async function seedUser(
  db: AppDatabase,
  name = 'Seeded Candidate',
  state = 'Kerala',
): Promise<number> {
  // The columns a user has had since the first migration, named (see seedAttempt below).
  const u = users;
  const result = await db.execute(sql`
    insert into ${u} (${sql.identifier(u.name.name)}, ${sql.identifier(u.email.name)},
      ${sql.identifier(u.passwordHash.name)}, ${sql.identifier(u.phone.name)}, ${sql.identifier(u.state.name)},
      ${sql.identifier(u.qualification.name)})
    values (${name}, ${uniqueEmail('seeded')}, 'not-a-hash', '9000000000', ${state}, 'Graduate')
    returning ${sql.identifier(u.id.name)} as id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(row!.id);
}

export interface SeededAttempt {
  readonly userId: number;
  readonly category: string;
  readonly topic: string;
  readonly level: number;
  readonly correct: number;
  readonly total?: number;
  readonly seconds: number;
  readonly submittedAt: Date;
  readonly counted: boolean;
}

/** A finished attempt (and the served quiz it needs) inserted straight into the tables. */
export async function seedAttempt(db: AppDatabase, a: SeededAttempt): Promise<void> {
  const total = a.total ?? 25;
  const servedAt = new Date(a.submittedAt.getTime() - a.seconds * 1000);
  const [served] = await db
    .insert(servedQuizzes)
    .values({
      userId: a.userId,
      category: a.category,
      topic: a.topic,
      level: a.level,
      questionIds: [1],
      optionOrder: [[0, 1, 2, 3]],
      servedAt,
      expiresAt: a.submittedAt,
      usedAt: a.submittedAt,
    })
    .returning({ id: servedQuizzes.id });
  // Only the columns an attempt has had since migration 0004, named: the migration tests seed a
  // database that is not yet at the newest schema (Drizzle's insert would name every column).
  const t = quizAttempts;
  await db.execute(sql`
    insert into ${t} (${sql.identifier(t.userId.name)}, ${sql.identifier(t.attemptId.name)},
      ${sql.identifier(t.servedQuizId.name)}, ${sql.identifier(t.category.name)}, ${sql.identifier(t.topic.name)},
      ${sql.identifier(t.level.name)}, ${sql.identifier(t.questionIds.name)}, ${sql.identifier(t.answers.name)},
      ${sql.identifier(t.totalQuestion.name)}, ${sql.identifier(t.correctAnswer.name)},
      ${sql.identifier(t.wrongAnswer.name)}, ${sql.identifier(t.clientAttemptTime.name)},
      ${sql.identifier(t.submittedAt.name)}, ${sql.identifier(t.indianDay.name)},
      ${sql.identifier(t.timeTakenSeconds.name)}, ${sql.identifier(t.counted.name)})
    values (${a.userId}, ${newAttemptId()}, ${served!.id}, ${a.category}, ${a.topic}, ${a.level},
      '{1}'::integer[], '{unanswered}'::text[], ${total}, ${a.correct}, ${total - a.correct},
      ${a.submittedAt.toISOString()}, ${a.submittedAt.toISOString()}::timestamptz,
      ${indianDay(a.submittedAt)}::date, ${a.seconds}, ${a.counted})`);
}
