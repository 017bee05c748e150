import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DAILY_DURATION_SECONDS, DAILY_MESSAGES, DAILY_QUESTIONS } from '../../contract/daily';
import { ErrorResponse } from '../../contract/errors';
import { DailyLeaderboardResponse } from '../../contract/leaderboard';
import { HistoryResponse } from '../../contract/history';
import { FinalResultResponse, SubmitResponse } from '../../contract/quiz';
import { ReviewResponse } from '../../contract/review';
import { CATEGORIES } from '../../contract/topics';
import { accountsApp, newUser, testClock, type TestApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { dailySubmission, fetchDaily, getJson, putProfile, submitDaily } from './support/progress';
import {
  answersFor,
  fetchQuiz,
  finalResult,
  getAs,
  history,
  review,
  submission,
  submit,
  type Candidate,
} from './support/quiz';

// The daily quiz (issue 11; design §7): one set a day for everyone (the Indian day), scored and stored
// like a topic test, one counted attempt a day, and today's board.

const SECOND = 1000;
/** 23:59:00 IST on 22 Nov 2026 (18:29 UTC); a minute later it is the 23rd in India. */
const LATE_EVENING = new Date('2026-11-22T18:29:00.000Z');

/**
 * 10:30 IST on 1 December 2026 + `n` days. The file's tests share a database, so each test that reads
 * a board takes a day of its own.
 */
const morningOfDay = (n: number) => new Date(Date.UTC(2026, 11, 1 + n, 5, 0, 0));

async function expectRefused(response: Response, status: number, message?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorResponse, await response.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = (start = LATE_EVENING) => accountsApp(db(), { clock: testClock(start) });

  /** Takes today's daily quiz: `right` right answers, the rest wrong, after `seconds` on the clock. */
  async function takeDaily(
    app: TestApp,
    clock: { advance(ms: number): void },
    who: Candidate,
    right: number,
    seconds: number,
  ) {
    const daily = await fetchDaily(app, who);
    const answers = await answersFor(db(), daily.data, right, daily.data.length - right);
    clock.advance(seconds * SECOND);
    const payload = dailySubmission(who, daily, answers);
    const response = await submitDaily(app, who.token, payload);
    expect(response.status).toBe(200);
    return { daily, payload, totals: v.parse(SubmitResponse, await response.json()) };
  }

  describe("today's set", () => {
    it('is the same ten questions for every candidate that day, three, three, two and two by category, with no answers', async () => {
      const { app } = setup();
      const [a, b] = [await newUser(app), await newUser(app)];
      const first = await fetchDaily(app, a);
      const second = await fetchDaily(app, b);
      expect(first.daily_id).toBe('2026-11-22');
      expect(first.duration_seconds).toBe(DAILY_DURATION_SECONDS);
      expect(first.counted).toBe(true);
      expect(first.data).toHaveLength(DAILY_QUESTIONS);
      expect(second.data.map((q) => q.id)).toEqual(first.data.map((q) => q.id));
      const categoryOf = (topic: string) =>
        CATEGORIES.find((c) => c.topics.some((t) => t.slug === topic))!.slug;
      const counts = first.data.reduce<Record<string, number>>((acc, q) => {
        const category = categoryOf(q.subject_name);
        acc[category] = (acc[category] ?? 0) + 1;
        return acc;
      }, {});
      expect(counts).toEqual({ aptitude: 3, reasoning: 3, english: 2, general_knowledge: 2 });
      expect(new Set(first.data.map((q) => q.subject_name)).size).toBe(DAILY_QUESTIONS);
      for (const q of first.data) {
        expect(q).not.toHaveProperty('rightAnswer');
        expect(q.label).toMatch(/^Level [123]$/);
      }
    });

    it('rolls over at midnight in India, whatever the server’s time zone', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      const before = await fetchDaily(app, who);
      clock.advance(59 * SECOND); // 23:59:59 IST
      expect((await fetchDaily(app, who)).daily_id).toBe('2026-11-22');
      clock.advance(1 * SECOND); // 00:00:00 IST on the 23rd (18:30 UTC on the 22nd)
      const after = await fetchDaily(app, who);
      expect(after.daily_id).toBe('2026-11-23');
      expect(after.data.map((q) => q.id)).not.toEqual(before.data.map((q) => q.id));
    });

    it('a visitor gets 401 for the set, the submission and the board', async () => {
      const { app } = setup();
      await expectRefused(await getAs(app, '/api/daily'), 401);
      await expectRefused(await submitDaily(app, undefined, {}), 401);
      await expectRefused(await getAs(app, '/api/leaderboard/daily'), 401);
    });
  });

  describe('submission', () => {
    it('is scored and stored once; the final result and the review read it; the specified history leaves it out', async () => {
      const { app, clock } = setup(morningOfDay(5));
      const who = await newUser(app);
      const { daily, payload, totals } = await takeDaily(app, clock, who, 7, 95);
      expect(totals).toEqual({ status: 'success', total_question: 10, correct_answer: 7, wrong_answer: 3 });
      // Again, the same: the same totals, still one attempt.
      const again = await submitDaily(app, who.token, payload);
      expect(await again.json()).toEqual(totals);

      const result = await finalResult(app, who.token, {
        user_id: String(who.userId),
        subject_id: daily.daily_id,
        attempt_id: String(payload.attempt_id),
      });
      expect(v.parse(FinalResultResponse, await result.json())).toEqual(totals);
      const reviewed = v.parse(
        ReviewResponse,
        await (await review(app, who.token, String(payload.attempt_id))).json(),
      );
      expect(reviewed.data).toHaveLength(10);
      const listed = v.parse(
        HistoryResponse,
        await (await history(app, who.token, { user_id: String(who.userId) })).json(),
      );
      expect(listed.data).toEqual([]);
      const standing = await getJson(app, `/api/attempts/${String(payload.attempt_id)}/standing`, who.token);
      expect(standing.data).toMatchObject({
        kind: 'daily',
        daily_id: '2026-12-06',
        time_taken_seconds: 95,
        counted: true,
        rank: 1,
      });
    });

    it('a retake the same day is practice: the next draw says so, and the attempt is not counted', async () => {
      const { app, clock } = setup(morningOfDay(0));
      const who = await newUser(app);
      await takeDaily(app, clock, who, 5, 60);
      const retake = await fetchDaily(app, who);
      expect(retake.counted).toBe(false);
      const answers = await answersFor(db(), retake.data, 10, 0);
      const payload = dailySubmission(who, retake, answers);
      expect((await submitDaily(app, who.token, payload)).status).toBe(200);
      const standing = await getJson(app, `/api/attempts/${String(payload.attempt_id)}/standing`, who.token);
      expect(standing.data).toMatchObject({ counted: false, rank: null, correct_answer: 10 });
    });

    it('refuses a daily set sent as a topic test, a topic test sent as the daily quiz, and bad input, with 4xx', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const daily = await fetchDaily(app, who);
      const dailyAnswers = await answersFor(db(), daily.data, 10, 0);
      await expectRefused(
        await submit(app, who.token, {
          ...dailySubmission(who, daily, dailyAnswers),
          subject_id: daily.daily_id,
          level: 'Level 1',
        }),
        400,
      );
      const quiz = await fetchQuiz(app, who);
      const quizAnswers = await answersFor(db(), quiz, 10, 0);
      const topic = submission(who, quiz, quizAnswers);
      await expectRefused(
        await submitDaily(app, who.token, {
          ...topic,
          daily_id: '2026-11-22',
          question_id: quiz.slice(0, 10).map((q) => q.id),
          right_answer: quizAnswers.slice(0, 10),
          total_question: 10,
        }),
        422,
      );
      await expectRefused(
        await submitDaily(
          app,
          who.token,
          dailySubmission(who, daily, dailyAnswers, { daily_id: '2026-11-21' }),
        ),
        400,
        DAILY_MESSAGES.wrongQuiz,
      );
      await expectRefused(
        await submitDaily(
          app,
          who.token,
          dailySubmission(who, daily, dailyAnswers, { daily_id: '22/11/2026' }),
        ),
        400,
        /daily_id must be a day/,
      );
      await expectRefused(
        await submitDaily(
          app,
          who.token,
          dailySubmission(who, daily, dailyAnswers, { user_id: who.userId + 1 }),
        ),
        403,
      );
      await expectRefused(
        await submitDaily(app, who.token, dailySubmission(who, daily, dailyAnswers.slice(1))),
        400,
        /one answer per question/,
      );
    });

    it('three attempt ids sent at once for the same set: one is stored and counts, the others get 409', async () => {
      const { app } = setup(morningOfDay(1));
      const who = await newUser(app);
      const drawn = [await fetchDaily(app, who), await fetchDaily(app, who), await fetchDaily(app, who)];
      const payloads = await Promise.all(
        drawn.map(async (d) => dailySubmission(who, d, await answersFor(db(), d.data, 4, 6))),
      );
      const responses = await Promise.all(payloads.map((p) => submitDaily(app, who.token, p)));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const standings = await getJson(app, '/api/progress/attempts', who.token);
      expect(standings.data.map((s: { counted: boolean }) => s.counted)).toEqual([true]);
    });
  });

  describe("today's board", () => {
    it('shows both candidates, ranked by score then time, each seeing their own row; a retake changes nothing', async () => {
      const { app, clock } = setup(morningOfDay(2));
      const asha = await newUser(app, { name: 'Asha Verma', state: 'Kerala' });
      const ravi = await newUser(app, { name: 'Ravi Kumar Singh', state: 'Bihar' });
      await takeDaily(app, clock, asha, 6, 200);
      await takeDaily(app, clock, ravi, 6, 150);
      const seenByAsha = v.parse(
        DailyLeaderboardResponse,
        await getJson(app, '/api/leaderboard/daily', asha.token),
      );
      expect(seenByAsha.takers).toBe(2);
      expect(
        seenByAsha.rows.map((r) => [
          r.rank,
          r.display_name,
          r.correct_answer,
          r.time_taken_seconds,
          r.is_you,
        ]),
      ).toEqual([
        [1, 'Ravi S., Bihar', 6, 150, false],
        [2, 'Asha V., Kerala', 6, 200, true],
      ]);
      expect(seenByAsha.you).toMatchObject({ rank: 2, is_you: true });
      const text = JSON.stringify(seenByAsha);
      expect(text).not.toContain('@');
      expect(text).not.toContain('9876543210');

      // Asha's retake (all right, quickly) is practice: the board stays.
      await takeDaily(app, clock, asha, 10, 10);
      const again = v.parse(
        DailyLeaderboardResponse,
        await getJson(app, '/api/leaderboard/daily', ravi.token),
      );
      expect(again.rows.map((r) => [r.rank, r.correct_answer, r.is_you])).toEqual([
        [1, 6, true],
        [2, 6, false],
      ]);
    });

    it('the same score in the same time shares a rank, and the next rank skips', async () => {
      const { app, clock } = setup(morningOfDay(3));
      const who = [await newUser(app), await newUser(app), await newUser(app)];
      await takeDaily(app, clock, who[0]!, 8, 100);
      await takeDaily(app, clock, who[1]!, 8, 100);
      await takeDaily(app, clock, who[2]!, 3, 50);
      const board = v.parse(
        DailyLeaderboardResponse,
        await getJson(app, '/api/leaderboard/daily', who[2]!.token),
      );
      expect(board.rows.map((r) => r.rank)).toEqual([1, 1, 3]);
      expect(board.you?.rank).toBe(3);
    });

    it('a candidate who hides disappears from the others’ view, and still sees their own row and rank', async () => {
      const { app, clock } = setup(morningOfDay(4));
      const shy = await newUser(app);
      const other = await newUser(app);
      await takeDaily(app, clock, shy, 9, 100);
      await takeDaily(app, clock, other, 2, 100);
      expect(
        (await putProfile(app, shy.token, { display_name: null, hidden_from_boards: true })).status,
      ).toBe(200);

      const seenByOther = v.parse(
        DailyLeaderboardResponse,
        await getJson(app, '/api/leaderboard/daily', other.token),
      );
      expect(seenByOther.rows.map((r) => [r.rank, r.is_you])).toEqual([[2, true]]);
      expect(seenByOther.takers).toBe(2);
      const seenByShy = v.parse(
        DailyLeaderboardResponse,
        await getJson(app, '/api/leaderboard/daily', shy.token),
      );
      expect(seenByShy.rows.map((r) => r.is_you)).toEqual([false]);
      expect(seenByShy.you).toMatchObject({ rank: 1, is_you: true });
      expect(seenByShy.you_hidden).toBe(true);
    });

    it("yesterday's attempts are not on today's board", async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      await takeDaily(app, clock, who, 5, 30); // 23:59:30 IST
      clock.advance(60 * SECOND); // past midnight
      const board = v.parse(
        DailyLeaderboardResponse,
        await getJson(app, '/api/leaderboard/daily', who.token),
      );
      expect(board.daily_id).toBe('2026-11-23');
      expect(board.rows).toEqual([]);
      expect(board.you).toBeNull();
    });
  });
});
