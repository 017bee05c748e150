import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DailyQuizResponse } from '../../contract/daily';
import { ErrorResponse, HTTP_MESSAGES } from '../../contract/errors';
import { DailyLeaderboardResponse } from '../../contract/leaderboard';
import { AttemptsResponse, ProgressResponse, StreakResponse } from '../../contract/progress';
import { QuizResponse } from '../../contract/quiz';
import { TEST_NOW_HEADER } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import {
  accountsApp,
  DAY,
  newUser,
  postJson,
  testClock,
  withSession,
  type TestApp,
} from './support/accounts';
import { forEachDatabase } from './support/databases';
import { recordingLogger } from './support/logger';
import { answersFor, submission, type Candidate } from './support/quiz';

// The test clock (TEST_CLOCK=1, X-Test-Now; docs/design.md §7): off by default, per request, and only
// for the progress clock. The app's own clock sits on 2026-11-22 (an Indian Sunday morning).

const APP_NOW = new Date('2026-11-22T06:00:00.000Z');
/** Two Indian days before the app's: the 20th at 10:00 IST and the 21st at 23:59 IST. */
const DAY_1 = '2026-11-20T10:00:00+05:30';
const DAY_2 = '2026-11-21T23:59:00+05:30';
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = (testClockOn: boolean) =>
    accountsApp(db(), { clock: testClock(APP_NOW), config: { testClock: testClockOn } });

  const at = (instant: string | undefined, token: string) => ({
    ...withSession(token),
    ...(instant ? { [TEST_NOW_HEADER]: instant } : {}),
  });
  const getAt = (app: TestApp, path: string, who: Candidate, instant?: string) =>
    app.request(`http://localhost${path}`, { headers: at(instant, who.token) });

  async function json<T extends v.GenericSchema>(schema: T, response: Response) {
    expect(response.status, await response.clone().text()).toBe(200);
    return v.parse(schema, await response.json());
  }

  /** A topic test drawn at `drawnAt` and submitted `seconds` later, both per X-Test-Now (or the app's clock). */
  async function takeTest(app: TestApp, who: Candidate, drawnAt: string | undefined, seconds: number) {
    const quiz = await json(QuizResponse, await getAt(app, '/api/aptitude/average/level1', who, drawnAt));
    const answers = await answersFor(db(), quiz.data, 12, 0);
    const payload = submission(who, quiz.data, answers);
    const submittedAt = drawnAt ? plus(drawnAt, seconds) : undefined;
    const response = await postJson(app, '/api/reasoning/result', payload, at(submittedAt, who.token));
    expect(response.status, await response.clone().text()).toBe(200);
    return String(payload.attempt_id);
  }

  describe('with TEST_CLOCK=1', () => {
    it('an attempt on day 1 and one on day 2, each at its X-Test-Now, make a 2-day streak', async () => {
      const { app } = setup(true);
      const who = await newUser(app);
      const first = await takeTest(app, who, DAY_1, 95);
      const second = await takeTest(app, who, DAY_2, 40);

      // Seen on day 2: two days in a row, today done.
      const onDay2 = await json(StreakResponse, await getAt(app, '/api/progress/streak', who, DAY_2));
      expect(onDay2.streak).toEqual({ current_days: 2, best_days: 2, today_done: true, today: '2026-11-21' });
      const progress = await json(ProgressResponse, await getAt(app, '/api/progress', who, DAY_2));
      expect(progress.streak.current_days).toBe(2);
      expect(progress.badges.map((b) => b.id)).toContain('first_test');

      // Without the header, the app's clock: the 22nd, the streak still alive until midnight.
      const today = await json(StreakResponse, await getAt(app, '/api/progress/streak', who));
      expect(today.streak).toEqual({ current_days: 2, best_days: 2, today_done: false, today: '2026-11-22' });

      // The attempts carry the header's instants and the time between draw and submission.
      const { data } = await json(AttemptsResponse, await getAt(app, '/api/progress/attempts', who));
      const byId = new Map(data.map((a) => [a.attempt_id, a]));
      expect(byId.get(first)).toMatchObject({ submitted_at: plus(DAY_1, 95), time_taken_seconds: 95 });
      expect(byId.get(second)).toMatchObject({ submitted_at: plus(DAY_2, 40), time_taken_seconds: 40 });
    });

    it('is per request: the daily quiz and its board of two days side by side', async () => {
      const { app } = setup(true);
      const who = await newUser(app);
      const [day1, day2, real] = await Promise.all(
        [DAY_1, DAY_2, undefined].map(async (instant) =>
          json(DailyQuizResponse, await getAt(app, '/api/daily', who, instant)),
        ),
      );
      expect([day1!.daily_id, day2!.daily_id, real!.daily_id]).toEqual([
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
      ]);
      expect(day1!.data.map((q) => q.id)).not.toEqual(day2!.data.map((q) => q.id));
      const board = await json(
        DailyLeaderboardResponse,
        await getAt(app, '/api/leaderboard/daily', who, DAY_2),
      );
      expect(board).toMatchObject({ daily_id: '2026-11-21', from: '2026-11-20T18:30:00.000Z' });
    });

    it('a minute either side of midnight in India is two days', async () => {
      const { app } = setup(true);
      const who = await newUser(app);
      const before = await getAt(app, '/api/daily', who, '2026-11-25T18:29:59Z');
      const after = await getAt(app, '/api/daily', who, '2026-11-26T00:00:00+05:30');
      expect((await json(DailyQuizResponse, before)).daily_id).toBe('2026-11-25');
      expect((await json(DailyQuizResponse, after)).daily_id).toBe('2026-11-26');
    });

    it('sessions keep the real clock: a header 100 days on does not end the session', async () => {
      const { app } = setup(true);
      const who = await newUser(app);
      const later = new Date(APP_NOW.getTime() + 100 * DAY).toISOString();
      const response = await getAt(app, '/api/progress/streak', who, later);
      expect((await json(StreakResponse, response)).streak.today).toBe('2027-03-02');
      expect((await getAt(app, '/api/progress/streak', who)).status).toBe(200);
    });

    it('a header that is not an instant with its zone is refused with 400, not ignored', async () => {
      const { app } = setup(true);
      const who = await newUser(app);
      for (const bad of ['tomorrow', '2026-11-21', '2026-11-21T10:00:00', '2026-13-40T10:00:00Z', '']) {
        const response = await getAt(app, '/api/progress/streak', who, bad || ' ');
        expect(response.status, bad).toBe(400);
        expect(v.parse(ErrorResponse, await response.json()).message).toBe(HTTP_MESSAGES.badTestNow);
      }
    });
  });

  describe('without TEST_CLOCK', () => {
    it('the header is ignored: attempts, streak and the daily quiz follow the app’s clock', async () => {
      const { app } = setup(false);
      const who = await newUser(app);
      const first = await takeTest(app, who, DAY_1, 95);
      await takeTest(app, who, DAY_2, 40);
      const streak = await json(StreakResponse, await getAt(app, '/api/progress/streak', who, DAY_2));
      expect(streak.streak).toEqual({ current_days: 1, best_days: 1, today_done: true, today: '2026-11-22' });
      const { data } = await json(AttemptsResponse, await getAt(app, '/api/progress/attempts', who, DAY_2));
      expect(data.find((a) => a.attempt_id === first)).toMatchObject({
        submitted_at: APP_NOW.toISOString(),
        time_taken_seconds: 0,
      });
      const daily = await json(DailyQuizResponse, await getAt(app, '/api/daily', who, DAY_1));
      expect(daily.daily_id).toBe('2026-11-22');
      // Not even a malformed one is looked at.
      expect((await getAt(app, '/api/progress/streak', who, 'tomorrow')).status).toBe(200);
    });
  });
});

describe('the server at start', () => {
  // A database that refuses at once: only the start-up lines matter here.
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    port: 0,
    distDir: '/nonexistent',
  };

  it('warns loudly when the test clock is on, and says nothing of it when off', async () => {
    for (const testClockOn of [true, false]) {
      const logger = recordingLogger();
      const server = await startServer({ config: { ...config, testClock: testClockOn }, logger });
      await server.ready.catch(() => {});
      await server.close();
      const warning = logger.lines.find((line) => line.includes('TEST_CLOCK=1'));
      if (testClockOn) expect(warning).toMatch(/^ERROR !{20,}\n!!! TEST_CLOCK=1: .*X-Test-Now/);
      else expect(warning).toBeUndefined();
    }
  });
});
