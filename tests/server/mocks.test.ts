import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorResponse, HTTP_MESSAGES } from '../../contract/errors';
import {
  AttemptsResponse,
  MOCK_EXAMS,
  MOCK_MESSAGES,
  MocksResponse,
  ResultResponse,
  ReviewResponse,
} from '../../contract/mocks';
import { fraction } from '../../contract/mocks-marks';
import { JobsResponse } from '../../contract/lists';
import { PROGRESS_MESSAGES } from '../../contract/progress';
import { eq } from 'drizzle-orm';
import { mockAttempts, sessions } from '../../server/db/schema';
import { DEFAULT_SESSION_IDLE_DAYS } from '../../server/config';
import { accountsApp, DAY, MINUTE, newUser, post, testClock, withSession } from './support/accounts';
import { forEachDatabase } from './support/databases';
import {
  answersFor,
  fetchPaper,
  seedMockTakers,
  start,
  startMock,
  submitMock,
  submitOk,
} from './support/mocks';
import { seedUser } from './support/progress';
import { getAs } from './support/quiz';

// Full-length mocks (issue 18): the same fixed paper for everyone, started on the server's clock,
// submitted once with exact negative marking, ranked among first attempts, reviewed; bad input is a
// 4xx with the contract's message and writes nothing.

const NOW = new Date('2026-11-26T06:00:00.000Z');
const EXAM = 'ssc-cgl-tier1';

async function refused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(v.parse(ErrorResponse, await response.json()).message).toBe(message);
}

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = () => accountsApp(db(), { clock: testClock(NOW) });

  async function attemptRow(attemptId: string) {
    const [row] = await db().select().from(mockAttempts).where(eq(mockAttempts.attemptId, attemptId));
    return row!;
  }

  describe('the patterns and papers', () => {
    it('lists every pattern, with an ETag that answers 304', async () => {
      const { app } = setup();
      const response = await getAs(app, '/api/mocks');
      expect(response.status).toBe(200);
      const body = v.parse(MocksResponse, await response.json());
      const cgl = body.data.find((p) => p.exam === EXAM)!;
      expect(cgl).toMatchObject({
        questions: 100,
        max_marks: fraction(200),
        negative_marks: fraction(1, 2),
        duration_seconds: 3600,
        timing: 'shared',
      });
      expect(cgl.mocks.map((m) => m.title)).toEqual(['Mock 1', 'Mock 2', 'Mock 3', 'Mock 4', 'Mock 5']);
      expect(body.data.find((p) => p.exam === 'upsc-csat')!.qualifying_percent).toBe(33);
      const again = await app.request('http://localhost/api/mocks', {
        headers: { 'If-None-Match': response.headers.get('ETag')! },
      });
      expect(again.status).toBe(304);
    });

    it('serves the same paper bytes to everyone, without answers, brotli when asked', async () => {
      const { app } = setup();
      const a = await newUser(app);
      const plain = await getAs(app, `/api/mocks/${EXAM}/1/paper`, a.token);
      const anonymous = await getAs(app, `/api/mocks/${EXAM}/1/paper`);
      const text = await plain.text();
      expect(text).toBe(await anonymous.text());
      expect(text).not.toMatch(/"answer"|"explanation"|"right"/);
      const paper = await fetchPaper(app, EXAM, 1);
      expect(paper.sections.map((s) => [s.key, s.questions.length])).toEqual([
        ['reasoning', 25],
        ['general-awareness', 25],
        ['quantitative', 25],
        ['english', 25],
      ]);
      const compressed = await app.request(`http://localhost/api/mocks/${EXAM}/1/paper`, {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect(compressed.headers.get('Content-Encoding')).toBe('br');
      expect(compressed.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
      const other = await fetchPaper(app, EXAM, 2);
      const ids = (p: typeof paper) => p.sections.flatMap((s) => s.questions.map((q) => q.question));
      expect(ids(other)).not.toEqual(ids(paper));
    });

    it('links the jobs whose recruitment exam has mocks (mock_exam), and only those', async () => {
      const { app } = setup();
      const jobs = v.parse(JobsResponse, await (await getAs(app, '/api/govt_jobs')).json()).data;
      const byId = new Map(jobs.map((j) => [j.id, j.mock_exam]));
      expect(byId.get(1)).toBe('ssc-cgl-tier1');
      expect(byId.get(7)).toBe('rrb-group-d');
      expect(byId.get(9)).toBeUndefined();
      for (const key of jobs.flatMap((j) => (j.mock_exam ? [j.mock_exam] : [])))
        expect(MOCK_EXAMS.map((e) => e.key)).toContain(key);
    });

    it('answers 404 for an unknown exam or mock', async () => {
      const { app } = setup();
      for (const path of [
        `/api/mocks/${EXAM}/6/paper`,
        '/api/mocks/ctet-paper1/1/paper',
        `/api/mocks/${EXAM}/x/paper`,
      ])
        await refused(await getAs(app, path), 404, MOCK_MESSAGES.unknownMock);
    });
  });

  describe('an attempt', () => {
    it('starts on the server clock, and a second start gives back the same attempt', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      await refused(await startMock(app, undefined, EXAM, 1), 401, HTTP_MESSAGES.pleaseLogIn);
      await refused(await startMock(app, who.token, EXAM, 9), 404, MOCK_MESSAGES.unknownMock);
      const first = await startMock(app, who.token, EXAM, 1);
      expect(first.status).toBe(201);
      const { attempt, resumed } = v.parse(
        (await import('../../contract/mocks')).StartResponse,
        await first.json(),
      );
      expect(resumed).toBe(false);
      expect(attempt.started_at).toBe(NOW.toISOString());
      expect(attempt.deadline).toBe(new Date(NOW.getTime() + 60 * MINUTE).toISOString());
      clock.advance(5 * MINUTE);
      const again = await start(app, who);
      expect(again).toMatchObject({ resumed: true, attempt: { attempt_id: attempt.attempt_id } });
    });

    it('scores 61 right and 19 wrong of SSC CGL as exactly 112.5 of 200, with the section table', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      const { attempt } = await start(app, who);
      const answers = await answersFor(EXAM, 1, 61, 19);
      clock.advance(42 * MINUTE);
      const result = await submitOk(app, who, attempt.attempt_id, { answers, marked: [1, 2] });
      expect(result).toMatchObject({
        marks: fraction(225, 2),
        max_marks: fraction(200),
        correct: 61,
        wrong: 19,
        attempted: 80,
        time_taken_seconds: 42 * 60,
        counted: true,
        rank: 1,
        percentile: null,
        percentile_text: PROGRESS_MESSAGES.fewTakers,
        cut_off: { marks: fraction(60), reached: true },
      });
      // Paper order: 25 reasoning right, 25 GA right, 11 quant right then 14 wrong, 5 English wrong.
      expect(result.sections.map((s) => [s.key, s.correct, s.wrong, s.marks, s.accuracy])).toEqual([
        ['reasoning', 25, 0, fraction(50), 100],
        ['general-awareness', 25, 0, fraction(50), 100],
        ['quantitative', 11, 14, fraction(15), 44],
        ['english', 0, 5, fraction(-5, 2), 0],
      ]);
      expect(result.weakest_topics.length).toBeGreaterThan(0);
      // None right: a quantitative or English topic with wrong answers (reasoning and GA were all right).
      expect(result.weakest_topics[0]).toMatchObject({ correct: 0, accuracy: 0 });
      expect(result.weakest_topics[0]!.practise_path).toMatch(/^\/(aptitude|english)\//);
      // The result reads back the same; a repeat submission, whatever it holds, answers it too.
      const read = v.parse(
        ResultResponse,
        await (await getAs(app, `/api/mocks/attempts/${attempt.attempt_id}/result`, who.token)).json(),
      );
      expect(read.data).toEqual(result);
      expect(await submitOk(app, who, attempt.attempt_id, { answers: [] })).toEqual(result);
    });

    it('scores RRB thirds exactly', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const { attempt } = await start(app, who, 'rrb-ntpc-cbt1', 1);
      const result = await submitOk(app, who, attempt.attempt_id, {
        answers: await answersFor('rrb-ntpc-cbt1', 1, 61, 19),
      });
      expect(result.marks).toEqual(fraction(164, 3));
      expect(result.max_marks).toEqual(fraction(100));
    });

    it('gives two candidates the same questions, and reviews each one’s own answers', async () => {
      const { app } = setup();
      const a = await newUser(app);
      const b = await newUser(app);
      const attemptA = (await start(app, a)).attempt;
      const attemptB = (await start(app, b)).attempt;
      expect(attemptA.attempt_id).not.toBe(attemptB.attempt_id);
      const answers = await answersFor(EXAM, 1, 1, 1);
      await submitOk(app, a, attemptA.attempt_id, { answers, marked: [2, 3] });
      const response = await getAs(app, `/api/mocks/attempts/${attemptA.attempt_id}/review`, a.token);
      const review = v.parse(ReviewResponse, await response.json()).data;
      const paper = await fetchPaper(app, EXAM, 1);
      expect(review.sections.map((s) => s.questions.map((q) => q.id))).toEqual(
        paper.sections.map((s) => s.questions.map((q) => q.id)),
      );
      const [q1, q2, q3] = review.sections[0]!.questions;
      expect(q1).toMatchObject({ chosen: q1!.right, marked: false });
      expect(q2!.chosen).not.toBe(q2!.right);
      expect(q2!.chosen).not.toBeNull();
      expect(q3).toMatchObject({ chosen: null, marked: true });
      expect(q1!.explanation.length).toBeGreaterThan(0);
      // B cannot read A's attempt, nor submit it; B's own is not submitted yet.
      await refused(
        await getAs(app, `/api/mocks/attempts/${attemptA.attempt_id}/review`, b.token),
        404,
        MOCK_MESSAGES.unknownAttempt,
      );
      await refused(
        await submitMock(app, b.token, attemptA.attempt_id, { answers: [] }),
        404,
        MOCK_MESSAGES.unknownAttempt,
      );
      await refused(
        await getAs(app, `/api/mocks/attempts/${attemptB.attempt_id}/result`, b.token),
        409,
        MOCK_MESSAGES.notSubmitted,
      );
      const list = v.parse(AttemptsResponse, await (await getAs(app, '/api/mocks/attempts', a.token)).json());
      expect(list.data).toEqual([
        expect.objectContaining({
          attempt_id: attemptA.attempt_id,
          title: 'SSC CGL Tier-I · Mock 1',
          marks: fraction(3, 2),
          submitted_at: NOW.toISOString(),
        }),
      ]);
    });
  });

  describe("the result's own session lookup", () => {
    // The result reads its session in the same statement as the attempt (routes/mocks.ts
    // mockResultRoute): it must refuse and keep sessions alive exactly as every other request does.
    it('answers 401 without a live session, 404 for an attempt not of this session, and keeps a session alive', async () => {
      const { app, clock } = setup();
      const a = await newUser(app);
      const b = await newUser(app);
      const { attempt } = await start(app, a);
      await submitOk(app, a, attempt.attempt_id, { answers: [] });
      const path = `/api/mocks/attempts/${attempt.attempt_id}/result`;
      await refused(await app.request(`http://localhost${path}`), 401, HTTP_MESSAGES.pleaseLogIn);
      await refused(await getAs(app, path, 'not-a-token'), 401, HTTP_MESSAGES.pleaseLogIn);
      await refused(await getAs(app, path, 'x'.repeat(43)), 401, HTTP_MESSAGES.pleaseLogIn);
      await refused(await getAs(app, path, b.token), 404, MOCK_MESSAGES.unknownAttempt);
      await refused(
        await getAs(app, '/api/mocks/attempts/nope/result', a.token),
        404,
        MOCK_MESSAGES.unknownAttempt,
      );
      // Used after ten minutes: its last_seen_at moves on, as any request's lookup would move it.
      clock.advance(10 * MINUTE);
      expect((await getAs(app, path, a.token)).status).toBe(200);
      const [seen] = await db()
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, a.userId));
      expect(seen!.lastSeenAt).toEqual(clock());
      // Idle past SESSION_IDLE_DAYS: refused, and the session row is gone.
      clock.advance((DEFAULT_SESSION_IDLE_DAYS + 1) * DAY);
      await refused(await getAs(app, path, a.token), 401, HTTP_MESSAGES.pleaseLogIn);
      expect(await db().select().from(sessions).where(eq(sessions.userId, a.userId))).toEqual([]);
    });

    it('refuses the result once the session has logged out', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const { attempt } = await start(app, who);
      await submitOk(app, who, attempt.attempt_id, { answers: [] });
      const path = `/api/mocks/attempts/${attempt.attempt_id}/result`;
      expect((await getAs(app, path, who.token)).status).toBe(200);
      expect((await post(app, '/api/logout', null, withSession(who.token))).status).toBe(200);
      await refused(await getAs(app, path, who.token), 401, HTTP_MESSAGES.pleaseLogIn);
    });
  });

  describe('bad input', () => {
    it('refuses answers that do not fit the mock, and writes nothing', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const { attempt } = await start(app, who);
      const id = attempt.attempt_id;
      const cases: [unknown, number, string][] = [
        [{ answers: [{ question_id: 101, option_id: 'a' }] }, 422, MOCK_MESSAGES.notInMock],
        [{ answers: [{ question_id: 1, option_id: 'a' }], marked: [150] }, 422, MOCK_MESSAGES.notInMock],
        [
          {
            answers: Array.from({ length: 101 }, (_, i) => ({ question_id: (i % 100) + 1, option_id: 'a' })),
          },
          422,
          MOCK_MESSAGES.tooManyAnswers,
        ],
        [
          {
            answers: [
              { question_id: 1, option_id: 'a' },
              { question_id: 1, option_id: 'b' },
            ],
          },
          422,
          MOCK_MESSAGES.answeredTwice,
        ],
        [{ answers: [{ question_id: 1, option_id: 'e' }] }, 400, 'option_id must be a, b, c or d'],
        [[1, 2], 400, MOCK_MESSAGES.notAnObject],
      ];
      for (const [body, status, message] of cases) {
        const response = await submitMock(app, who.token, id, body);
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(v.parse(ErrorResponse, await response.json()).message).toContain(message.slice(0, 20));
        expect(response.status).toBeLessThan(500);
      }
      const row = await attemptRow(id);
      expect(row).toMatchObject({ status: 'open', answers: null, score: null, counted: false });
      await refused(
        await submitMock(app, who.token, 'f'.repeat(32), { answers: [] }),
        404,
        MOCK_MESSAGES.unknownAttempt,
      );
      await refused(
        await submitMock(app, who.token, 'not-an-id', { answers: [] }),
        404,
        MOCK_MESSAGES.unknownAttempt,
      );
      // After all that, the attempt can still be submitted properly.
      expect((await submitOk(app, who, id, { answers: [] })).marks).toEqual(fraction(0));
    });

    it('accepts a submission until the deadline plus the grace, then refuses it; a new start begins afresh', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      const late = await newUser(app);
      const onTime = (await start(app, who)).attempt;
      const tooLate = (await start(app, late)).attempt;
      clock.advance(61 * MINUTE); // past the deadline, within the 2-minute grace
      const result = await submitOk(app, who, onTime.attempt_id, {
        answers: await answersFor(EXAM, 1, 2, 0),
      });
      expect(result.time_taken_seconds).toBe(3600);
      clock.advance(2 * MINUTE);
      await refused(
        await submitMock(app, late.token, tooLate.attempt_id, { answers: [] }),
        422,
        MOCK_MESSAGES.timeOver,
      );
      expect(await attemptRow(tooLate.attempt_id)).toMatchObject({ status: 'open', score: null });
      const fresh = await start(app, late);
      expect(fresh.resumed).toBe(false);
      expect(fresh.attempt.attempt_id).not.toBe(tooLate.attempt_id);
      expect((await attemptRow(tooLate.attempt_id)).status).toBe('lapsed');
      await refused(
        await submitMock(app, late.token, tooLate.attempt_id, { answers: [] }),
        422,
        MOCK_MESSAGES.timeOver,
      );
    });

    it('stores concurrent twin submissions once', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const { attempt } = await start(app, who);
      const answers = await answersFor(EXAM, 1, 10, 5);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          submitMock(app, who.token, attempt.attempt_id, {
            answers: i === 0 ? answers : answers.slice(0, 3),
          }),
        ),
      );
      const bodies = await Promise.all(
        responses.map(async (r) => ({ status: r.status, body: await r.json() })),
      );
      expect(bodies.every((b) => b.status === 200)).toBe(true);
      const marks = new Set(bodies.map((b) => JSON.stringify(v.parse(ResultResponse, b.body).data.marks)));
      expect(marks.size).toBe(1);
      const rows = await db().select().from(mockAttempts).where(eq(mockAttempts.userId, who.userId));
      expect(rows.filter((r) => r.counted)).toHaveLength(1);
    });
  });

  describe('rank and percentile among first attempts', () => {
    it('ranks with 20 or more takers, and a retake is practice without a rank', async () => {
      const { app, clock } = setup();
      const exam = 'ssc-gd-constable';
      // 24 others: scores (in quarter marks) 0, 20, 40 … 460: 4 of them above 2 × 50 = 100 marks (400).
      const others = await Promise.all(Array.from({ length: 24 }, () => seedUser(db())));
      await seedMockTakers(
        db(),
        others,
        exam,
        1,
        others.map((_, i) => i * 20),
        4,
        { at: NOW, seconds: 1200 },
      );
      const who = await newUser(app);
      const { attempt } = await start(app, who, exam, 1);
      clock.advance(20 * MINUTE);
      const result = await submitOk(app, who, attempt.attempt_id, {
        answers: await answersFor(exam, 1, 50, 0),
      });
      expect(result.marks).toEqual(fraction(100));
      // Above: 420, 440, 460 (3); equal (400) in the same 1200 s: a tie; below: 20.
      expect(result).toMatchObject({
        counted: true,
        rank: 4,
        takers: 25,
        percentile: Math.floor((100 * 20) / 24),
      });
      const retake = await start(app, who, exam, 1);
      expect(retake.resumed).toBe(false);
      const again = await submitOk(app, who, retake.attempt.attempt_id, {
        answers: await answersFor(exam, 1, 60, 0),
      });
      expect(again).toMatchObject({ counted: false, rank: null, takers: 25 });
      expect(again.percentile).toBeGreaterThan(result.percentile!);
    });
  });
});
