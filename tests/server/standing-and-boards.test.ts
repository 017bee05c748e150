import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contract/errors';
import {
  DailyLeaderboardResponse,
  LEADERBOARD_MESSAGES,
  TopicLeaderboardResponse,
} from '../../contract/leaderboard';
import { PROFILE_MESSAGES, ProfileResponse } from '../../contract/profile';
import { AttemptsResponse, PROGRESS_MESSAGES, StandingResponse } from '../../contract/progress';
import { SubmitResponse } from '../../contract/quiz';
import { userProfiles } from '../../server/db/schema';
import { accountsApp, DAY, newUser, testClock, type TestApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import {
  dailySubmission,
  fetchDaily,
  getJson,
  putProfile,
  seedAttempt,
  seedUser,
  submitDaily,
} from './support/progress';
import { answersFor, fetchQuiz, getAs, submission, submit, type Candidate } from './support/quiz';

// Rank, percentile and the topic boards (issue 11; design §7): first attempts only, score then time,
// ties share a rank, hidden candidates left out of others' views, fewer than 20 takers → no number.

const SECOND = 1000;
const NOW = new Date('2026-11-22T06:00:00.000Z');

async function expectRefused(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorResponse, await response.json());
  if (message) expect(body.message).toBe(message);
}

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = () => accountsApp(db(), { clock: testClock(NOW) });

  /** Takes a topic test: `right` right answers, the rest blank, submitted after `seconds`. */
  async function takeTest(
    app: TestApp,
    clock: { advance(ms: number): void },
    who: Candidate,
    path: string,
    right: number,
    seconds: number,
  ) {
    const quiz = await fetchQuiz(app, who, path);
    const answers = await answersFor(db(), quiz, right, 0);
    clock.advance(seconds * SECOND);
    const payload = submission(who, quiz, answers);
    const response = await submit(app, who.token, payload);
    expect(response.status).toBe(200);
    v.parse(SubmitResponse, await response.json());
    return String(payload.attempt_id);
  }

  async function standing(app: TestApp, who: Candidate, attemptId: string) {
    return v.parse(StandingResponse, await getJson(app, `/api/attempts/${attemptId}/standing`, who.token));
  }

  /** `n` other candidates' first attempts at a test: correct = scores[i], all in `seconds`. */
  async function population(
    test: { category: string; topic: string; level: number },
    scores: readonly number[],
    options: { seconds?: number; at?: Date } = {},
  ) {
    for (const correct of scores) {
      const userId = await seedUser(db());
      await seedAttempt(db(), {
        userId,
        ...test,
        correct,
        seconds: options.seconds ?? 100,
        submittedAt: options.at ?? new Date(NOW.getTime() - DAY),
        counted: true,
      });
    }
  }

  describe('standing of an attempt', () => {
    it('with fewer than 20 takers: a rank and the time taken, no percentile', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      await population({ category: 'aptitude', topic: 'average', level: 1 }, Array(17).fill(5));
      const id = await takeTest(app, clock, who, '/api/aptitude/average/level1', 10, 312);
      const { data, new_badges } = await standing(app, who, id);
      expect(data).toMatchObject({
        kind: 'topic',
        category: 'aptitude',
        topic: 'average',
        level: 'Level 1',
        title: 'Average, Level 1',
        counted: true,
        takers: 18,
        rank: 1,
        percentile: null,
        percentile_text: PROGRESS_MESSAGES.fewTakers,
        time_taken_seconds: 312,
      });
      expect(new_badges).toContain('first_test');
    });

    it('with 20 or more: the share of the others it beat, counting first attempts only', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      const test = { category: 'aptitude', topic: 'percentage', level: 2 };
      await population(
        test,
        Array.from({ length: 24 }, (_, i) => i),
      ); // 0 … 23 correct, 100 s each
      // Others' retakes, all right and fast: practice, they change nothing.
      for (let i = 0; i < 5; i += 1) {
        const userId = await seedUser(db());
        await seedAttempt(db(), {
          userId,
          ...test,
          correct: 25,
          seconds: 10,
          submittedAt: NOW,
          counted: false,
        });
      }
      const id = await takeTest(app, clock, who, '/api/aptitude/percentage/level2', 12, 300);
      const { data } = await standing(app, who, id);
      // Beaten: the 12 with fewer than 12 right; the one with 12 right took less time, so it is ahead.
      expect(data).toMatchObject({
        takers: 25,
        percentile: 50,
        percentile_text: 'Better than 50 % of candidates who took this test',
        rank: 13,
        counted: true,
      });

      // A retake: compared with the others' first attempts, without a rank; the first stays counted.
      const retake = await takeTest(app, clock, who, '/api/aptitude/percentage/level2', 25, 60);
      expect((await standing(app, who, retake)).data).toMatchObject({
        counted: false,
        rank: null,
        takers: 25,
        percentile: 100,
      });
      expect((await standing(app, who, id)).data).toMatchObject({ rank: 13, percentile: 50 });

      const all = v.parse(AttemptsResponse, await getJson(app, '/api/progress/attempts', who.token));
      expect(all.data.map((a) => [a.attempt_id, a.counted, a.percentile])).toEqual([
        [retake, false, 100],
        [id, true, 50],
      ]);
    });

    it("another candidate's attempt, an unknown one, or a visitor: 404, 404, 401", async () => {
      const { app, clock } = setup();
      const [owner, other] = [await newUser(app), await newUser(app)];
      const id = await takeTest(app, clock, owner, '/api/aptitude/average/level2', 3, 30);
      await expectRefused(await getAs(app, `/api/attempts/${id}/standing`, other.token), 404);
      await expectRefused(await getAs(app, '/api/attempts/12345/standing', owner.token), 404);
      await expectRefused(await getAs(app, '/api/attempts/abc/standing', owner.token), 404);
      for (const path of [
        `/api/attempts/${id}/standing`,
        '/api/progress/attempts',
        '/api/progress',
        '/api/progress/streak',
        '/api/profile',
        '/api/leaderboard/aptitude/average/level2',
      ])
        await expectRefused(await getAs(app, path), 401);
    });

    it('two different attempts at one test submitted at once: both are stored, exactly one counts', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const path = '/api/aptitude/average/level3';
      const quizzes = [await fetchQuiz(app, who, path), await fetchQuiz(app, who, path)];
      const payloads = await Promise.all(
        quizzes.map(async (quiz) => submission(who, quiz, await answersFor(db(), quiz, 5, 0))),
      );
      const responses = await Promise.all(payloads.map((p) => submit(app, who.token, p)));
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      const all = v.parse(AttemptsResponse, await getJson(app, '/api/progress/attempts', who.token));
      expect(all.data.map((a) => a.counted).sort()).toEqual([false, true]);
    });
  });

  describe('topic-level board', () => {
    it('the last 7 days, top 20 visible rows plus one’s own, hidden candidates left out but counted in ranks', async () => {
      const { app, clock } = setup();
      const who = await newUser(app, { name: 'Meera Nair', state: 'Goa' });
      const test = { category: 'reasoning', topic: 'series', level: 1 };
      // A candidate who hides has the best attempt; a visible one is next.
      const hidden = await seedUser(db(), 'Hidden Topper', 'Delhi');
      await seedAttempt(db(), {
        userId: hidden,
        ...test,
        correct: 25,
        seconds: 5,
        submittedAt: NOW,
        counted: true,
      });
      await db().insert(userProfiles).values({ userId: hidden, hiddenFromBoards: true, updatedAt: NOW });
      await population(test, [25], { seconds: 10 });
      await population(test, Array(23).fill(20), { seconds: 200 }); // 23 visible at 20 right
      await population(test, [24], { at: new Date(NOW.getTime() - 8 * DAY) }); // too old
      await takeTest(app, clock, who, '/api/reasoning/series/level1', 2, 40);

      const board = v.parse(
        TopicLeaderboardResponse,
        await getJson(app, '/api/leaderboard/reasoning/series/level1', who.token),
      );
      expect(board.title).toBe('Series, Level 1');
      expect(board.takers).toBe(26); // the hidden one, the next (25 right in 10 s), 23 more, and Meera
      expect(board.rows).toHaveLength(20);
      expect(board.rows.map((r) => r.rank)).toEqual([2, ...Array(19).fill(3)]);
      expect(board.rows.map((r) => r.display_name)).not.toContain('Hidden T., Delhi');
      expect(board.you).toMatchObject({ rank: 26, display_name: 'Meera N., Goa', is_you: true });
      expect(board.you_hidden).toBe(false);
    });

    it('an unknown topic or level → 404', async () => {
      const { app } = setup();
      const who = await newUser(app);
      await expectRefused(
        await getAs(app, '/api/leaderboard/aptitude/nothing/level1', who.token),
        404,
        LEADERBOARD_MESSAGES.unknownBoard,
      );
      await expectRefused(
        await getAs(app, '/api/leaderboard/aptitude/average/level4', who.token),
        404,
        LEADERBOARD_MESSAGES.unknownBoard,
      );
    });
  });

  describe('ranking rules', () => {
    const board = async (app: TestApp, who: Candidate, path: string) =>
      v.parse(TopicLeaderboardResponse, await getJson(app, `/api/leaderboard/${path}`, who.token));

    it('the same score in the same whole seconds shares a rank on the result screen and the board; the next skips', async () => {
      const { app, clock } = setup();
      const [a, b, c] = [await newUser(app), await newUser(app), await newUser(app)];
      const path = 'aptitude/hcf_and_lcm/level3';
      const first = await takeTest(app, clock, a, `/api/${path}`, 9, 120);
      const second = await takeTest(app, clock, b, `/api/${path}`, 9, 120);
      const third = await takeTest(app, clock, c, `/api/${path}`, 9, 121);
      expect((await standing(app, a, first)).data.rank).toBe(1);
      expect((await standing(app, b, second)).data.rank).toBe(1);
      expect((await standing(app, c, third)).data.rank).toBe(3);
      const seen = await board(app, c, path);
      expect(seen.rows.map((r) => [r.rank, r.time_taken_seconds, r.is_you])).toEqual([
        [1, 120, false],
        [1, 120, false],
        [3, 121, true],
      ]);
    });

    it('a hidden candidate counts in everyone’s rank, takers and percentile, so the result screen and board agree', async () => {
      const { app, clock } = setup();
      const test = { category: 'general_knowledge', topic: 'polity', level: 2 };
      // 19 hidden candidates, all with fewer right answers, and one hidden topper.
      for (const correct of [...Array<number>(19).fill(1), 25]) {
        const userId = await seedUser(db(), 'Hidden Person', 'Goa');
        await seedAttempt(db(), { userId, ...test, correct, seconds: 50, submittedAt: NOW, counted: true });
        await db().insert(userProfiles).values({ userId, hiddenFromBoards: true, updatedAt: NOW });
      }
      const who = await newUser(app);
      const id = await takeTest(app, clock, who, '/api/general_knowledge/polity/level2', 5, 60);
      expect((await standing(app, who, id)).data).toMatchObject({ rank: 2, takers: 21, percentile: 95 });
      const seen = await board(app, who, 'general_knowledge/polity/level2');
      expect(seen).toMatchObject({ takers: 21, you: { rank: 2 } });
      expect(seen.rows.map((r) => [r.rank, r.is_you])).toEqual([[2, true]]);
    });

    it('a topic board shows first attempts only: a better retake, or a retake within 7 days of an older first, changes nothing', async () => {
      const { app, clock } = setup();
      const [keen, old] = [await newUser(app), await newUser(app)];
      const path = 'reasoning/coding_and_decoding/level2';
      await seedAttempt(db(), {
        userId: old.userId,
        category: 'reasoning',
        topic: 'coding_and_decoding',
        level: 2,
        correct: 3,
        seconds: 100,
        submittedAt: new Date(NOW.getTime() - 10 * DAY),
        counted: true,
      });
      await takeTest(app, clock, keen, `/api/${path}`, 4, 100);
      const before = await board(app, keen, path);
      await takeTest(app, clock, keen, `/api/${path}`, 25, 10); // a perfect retake: practice
      await takeTest(app, clock, old, `/api/${path}`, 25, 10); // a retake in the window: practice
      const after = await board(app, old, path);
      expect(after.rows.map((r) => [r.rank, r.correct_answer])).toEqual([[1, 4]]);
      expect(after.takers).toBe(before.takers);
      expect(after.you).toBeNull();
    });

    it('the 7 days slide: an attempt leaves the board 7 days after it was submitted, and ranks close up', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      const test = { category: 'english', topic: 'antonyms', level: 3 };
      const early = await seedUser(db(), 'Early Bird', 'Punjab');
      await takeTest(app, clock, who, '/api/english/antonyms/level3', 10, 100);
      // Submitted 7 days before now, to the millisecond: still in the window (it starts there).
      await seedAttempt(db(), {
        userId: early,
        ...test,
        correct: 20,
        seconds: 100,
        submittedAt: new Date(clock().getTime() - 7 * DAY),
        counted: true,
      });
      const now = await board(app, who, 'english/antonyms/level3');
      expect(now.rows.map((r) => [r.rank, r.display_name])).toEqual([
        [1, 'Early B., Punjab'],
        [2, expect.any(String)],
      ]);
      clock.advance(1); // one millisecond on: nothing else was stored, the board moved all the same
      const later = await board(app, who, 'english/antonyms/level3');
      expect(later.rows.map((r) => [r.rank, r.is_you])).toEqual([[1, true]]);
      expect(later).toMatchObject({ takers: 1, you: { rank: 1 } });
    });

    it('a day’s daily board: 23:59:59 IST is that day, 00:00:00 the next; a set drawn before midnight and sent after stays on its own day', async () => {
      // 23:58:00 IST on the 22nd.
      const { app, clock } = accountsApp(db(), { clock: testClock(new Date('2026-11-22T18:28:00.000Z')) });
      const [late, later, next] = [await newUser(app), await newUser(app), await newUser(app)];
      const takeDaily = async (who: Candidate, seconds: number) => {
        const daily = await fetchDaily(app, who);
        clock.advance(seconds * SECOND);
        const answers = await answersFor(db(), daily.data, 3, 0);
        const response = await submitDaily(app, who.token, dailySubmission(who, daily, answers));
        expect(response.status).toBe(200);
        return daily.daily_id;
      };
      expect(await takeDaily(late, 59)).toBe('2026-11-22'); // sent 23:58:59
      const lateDraw = await fetchDaily(app, later); // drawn 23:58:59
      clock.advance(60 * SECOND); // 23:59:59 IST
      const dailyBoard = async (who: Candidate) =>
        v.parse(DailyLeaderboardResponse, await getJson(app, '/api/leaderboard/daily', who.token));
      expect((await dailyBoard(late)).takers).toBe(1);
      clock.advance(1 * SECOND); // 00:00:00 IST on the 23rd
      const answers = await answersFor(db(), lateDraw.data, 4, 0);
      expect((await submitDaily(app, later.token, dailySubmission(later, lateDraw, answers))).status).toBe(
        200,
      ); // the 22nd's set, sent on the 23rd
      expect(await takeDaily(next, 30)).toBe('2026-11-23');
      const today = await dailyBoard(next);
      expect(today).toMatchObject({ daily_id: '2026-11-23', takers: 1, you: { rank: 1 } });
      const mine = v.parse(AttemptsResponse, await getJson(app, '/api/progress/attempts', later.token));
      expect(mine.data[0]).toMatchObject({ daily_id: '2026-11-22', takers: 2, rank: 1, counted: true });
    });
  });

  describe('profile', () => {
    it('defaults to first name, initial and state; a chosen name shows on boards; back to the default with null', async () => {
      const { app, clock } = setup();
      const who = await newUser(app, { name: 'Kiran', state: 'Assam' });
      expect(v.parse(ProfileResponse, await getJson(app, '/api/profile', who.token))).toEqual({
        status: 'success',
        display_name: 'Kiran, Assam',
        default_display_name: 'Kiran, Assam',
        custom_display_name: null,
        hidden_from_boards: false,
        language: null,
      });
      const saved = await putProfile(app, who.token, {
        display_name: '  Quiz Queen ',
        hidden_from_boards: false,
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({
        display_name: 'Quiz Queen',
        custom_display_name: 'Quiz Queen',
        message: PROFILE_MESSAGES.saved,
      });
      await takeTest(app, clock, who, '/api/english/synonyms/level1', 4, 20);
      const board = v.parse(
        TopicLeaderboardResponse,
        await getJson(app, '/api/leaderboard/english/synonyms/level1', who.token),
      );
      expect(board.you?.display_name).toBe('Quiz Queen');
      await putProfile(app, who.token, { display_name: null, hidden_from_boards: false });
      expect(await getJson(app, '/api/profile', who.token)).toMatchObject({ display_name: 'Kiran, Assam' });
    });

    it('refuses names with an e-mail address or a phone number, bad lengths or characters, and bad bodies, with 400', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const cases: [unknown, string][] = [
        [{ display_name: 'me@example.com', hidden_from_boards: false }, PROFILE_MESSAGES.contact],
        [{ display_name: 'Call 98765 43210', hidden_from_boards: false }, PROFILE_MESSAGES.contact],
        [{ display_name: 'A', hidden_from_boards: false }, PROFILE_MESSAGES.length],
        [{ display_name: 'x'.repeat(31), hidden_from_boards: false }, PROFILE_MESSAGES.length],
        [{ display_name: '<script>', hidden_from_boards: false }, PROFILE_MESSAGES.characters],
        [{ display_name: 'Asha', hidden_from_boards: 'yes' }, `${PROFILE_MESSAGES.hidden}`],
      ];
      for (const [body, message] of cases)
        await expectRefused(await putProfile(app, who.token, body), 400, message);
      await expectRefused(await putProfile(app, who.token, 'not json'), 400);
      await expectRefused(
        await putProfile(app, undefined, { display_name: null, hidden_from_boards: true }),
        401,
      );
    });
  });
});
