import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  PaperResponse,
  ResultResponse,
  StartResponse,
  type MockPaper,
  type SubmissionPayloadInput,
} from '../../../contract/mocks';
import type { AppDatabase } from '../../../server/db/open';
import { mockAttempts } from '../../../server/db/schema';
import { mockCatalogue } from '../../../server/mocks/catalogue';
import { postJson, withSession, type TestApp } from './accounts';
import { getAs, type Candidate } from './quiz';

/** Calls of the mock routes as a candidate, checked against the contract. */

export async function fetchPaper(app: TestApp, exam: string, mock: number): Promise<MockPaper> {
  const response = await getAs(app, `/api/mocks/${exam}/${mock}/paper`);
  expect(response.status).toBe(200);
  return v.parse(PaperResponse, await response.json()).data;
}

export function startMock(app: TestApp, token: string | undefined, exam: string, mock: number | string) {
  return app.request(`http://localhost/api/mocks/${exam}/${mock}/attempts`, {
    method: 'POST',
    headers: token ? withSession(token) : {},
  });
}

export async function start(app: TestApp, who: Candidate, exam = 'ssc-cgl-tier1', mock = 1) {
  const response = await startMock(app, who.token, exam, mock);
  expect([200, 201]).toContain(response.status);
  return v.parse(StartResponse, await response.json());
}

export function submitMock(app: TestApp, token: string | undefined, attemptId: string, body: unknown) {
  return postJson(app, `/api/mocks/attempts/${attemptId}/submission`, body, token ? withSession(token) : {});
}

export async function submitOk(
  app: TestApp,
  who: Candidate,
  attemptId: string,
  body: SubmissionPayloadInput,
) {
  const response = await submitMock(app, who.token, attemptId, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return v.parse(ResultResponse, await response.json()).data;
}

/**
 * Answers from the server's own key: `right` questions right and `wrong` wrong, taken in paper order
 * from the given sections (all when none given); the rest left blank.
 */
export async function answersFor(
  exam: string,
  mock: number,
  right: number,
  wrong: number,
  sections?: readonly string[],
): Promise<{ question_id: number; option_id: 'a' | 'b' | 'c' | 'd' }[]> {
  const loaded = (await mockCatalogue()).mock(exam, mock)!;
  const questions = loaded.stored.sections
    .filter((s) => !sections || sections.includes(s.key))
    .flatMap((s) => s.questions);
  expect(questions.length).toBeGreaterThanOrEqual(right + wrong);
  return questions.slice(0, right + wrong).map((q, i) => {
    const other = (['a', 'b', 'c', 'd'] as const).find((o) => o !== q.answer)!;
    return { question_id: q.id, option_id: i < right ? q.answer : other };
  });
}

/** `n` other candidates' counted (first) submitted attempts of a mock, inserted straight into the table. */
export async function seedMockTakers(
  db: AppDatabase,
  userIds: readonly number[],
  exam: string,
  mock: number,
  scores: readonly number[],
  denominator: number,
  options: { seconds?: number; at: Date },
) {
  await db.insert(mockAttempts).values(
    userIds.map((userId, i) => ({
      attemptId: randomBytes(16).toString('hex'),
      userId,
      exam,
      mock,
      status: 'submitted' as const,
      startedAt: new Date(options.at.getTime() - (options.seconds ?? 1800) * 1000),
      deadline: new Date(options.at.getTime() + 3600 * 1000),
      submittedAt: options.at,
      timeTakenSeconds: options.seconds ?? 1800,
      answers: {},
      marked: [],
      correct: 0,
      wrong: 0,
      score: scores[i]!,
      scoreDenominator: denominator,
      counted: true,
    })),
  );
}
