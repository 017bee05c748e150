import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProgressResponse, StandingResponse, StreakResponse, TOPICS_TOTAL } from '../../contract/progress';
import { CATEGORIES } from '../../contract/topics';
import { userBadges } from '../../server/db/schema';
import { accountsApp, DAY, newUser, testClock, type TestApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { getJson, seedAttempt } from './support/progress';
import { answersFor, fetchQuiz, submission, submit, type Candidate } from './support/quiz';

// Streaks, badges and the topic analysis (issue 11; design §7), on a clock the tests move across
// Indian days.

const NOW = new Date('2026-11-22T06:00:00.000Z'); // 11:30 IST

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = () => accountsApp(db(), { clock: testClock(NOW) });

  /** Takes a topic test with `right` right answers and `wrong` wrong ones; returns its standing. */
  async function takeTest(app: TestApp, who: Candidate, path: string, right: number, wrong = 0) {
    const quiz = await fetchQuiz(app, who, path);
    const payload = submission(who, quiz, await answersFor(db(), quiz, right, wrong));
    expect((await submit(app, who.token, payload)).status).toBe(200);
    return v.parse(
      StandingResponse,
      await getJson(app, `/api/attempts/${String(payload.attempt_id)}/standing`, who.token),
    );
  }

  const streak = async (app: TestApp, who: Candidate) =>
    v.parse(StreakResponse, await getJson(app, '/api/progress/streak', who.token)).streak;

  describe('streak', () => {
    it('grows with a test on consecutive Indian days, survives until midnight, and ends after a missed day', async () => {
      const { app, clock } = setup();
      const who = await newUser(app);
      expect(await streak(app, who)).toEqual({
        current_days: 0,
        best_days: 0,
        today_done: false,
        today: '2026-11-22',
      });
      await takeTest(app, who, '/api/aptitude/average/level1', 3);
      await takeTest(app, who, '/api/aptitude/average/level1', 3); // the same day again: still one day
      clock.advance(DAY);
      await takeTest(app, who, '/api/aptitude/average/level1', 3);
      expect(await streak(app, who)).toEqual({
        current_days: 2,
        best_days: 2,
        today_done: true,
        today: '2026-11-23',
      });
      clock.advance(DAY); // no test yet today: the streak is still alive
      expect(await streak(app, who)).toMatchObject({
        current_days: 2,
        today_done: false,
        today: '2026-11-24',
      });
      clock.advance(DAY); // a whole day missed
      expect(await streak(app, who)).toMatchObject({ current_days: 0, best_days: 2 });
    });
  });

  describe('badges', () => {
    it('first test and a perfect score are earned once, announced on the attempt that earned them', async () => {
      const { app } = setup();
      const who = await newUser(app);
      expect((await takeTest(app, who, '/api/aptitude/average/level2', 2, 1)).new_badges).toEqual([
        'first_test',
      ]);
      expect((await takeTest(app, who, '/api/aptitude/average/level2', 25)).new_badges).toEqual([
        'perfect_score',
      ]);
      expect((await takeTest(app, who, '/api/aptitude/average/level2', 25)).new_badges).toEqual([]);
      const rows = await db().select().from(userBadges).where(eq(userBadges.userId, who.userId));
      expect(rows.map((r) => r.badge).sort()).toEqual(['first_test', 'perfect_score']);
    });

    it('a 7-day streak, 100 tests and all 57 topics', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const seed = (category: string, topic: string, daysAgo: number) =>
        seedAttempt(db(), {
          userId: who.userId,
          category,
          topic,
          level: 1,
          correct: 1,
          seconds: 60,
          submittedAt: new Date(NOW.getTime() - daysAgo * DAY),
          counted: false,
        });
      // 56 of the 57 topics, on the 6 days before today; then 43 more tests: 99 in all.
      const topics = CATEGORIES.flatMap((c) => c.topics.map((t) => [c.slug, t.slug] as const));
      expect(topics).toHaveLength(TOPICS_TOTAL);
      const last = topics.find(([, t]) => t === 'average')!;
      const others = topics.filter((t) => t !== last);
      for (const [i, [category, topic]] of others.entries()) await seed(category, topic, 1 + (i % 6));
      for (let i = 0; i < 43; i += 1) await seed('aptitude', 'percentage', 1 + (i % 6));

      const earned = await takeTest(app, who, '/api/aptitude/average/level3', 1);
      expect(earned.new_badges.sort()).toEqual(['all_topics', 'first_test', 'streak_7', 'tests_100']);

      const progress = v.parse(ProgressResponse, await getJson(app, '/api/progress', who.token));
      expect(progress.badges.map((b) => b.id).sort()).toEqual([
        'all_topics',
        'first_test',
        'streak_7',
        'tests_100',
      ]);
      expect(progress.streak).toMatchObject({ current_days: 7, today_done: true });
      expect(progress).toMatchObject({ tests_taken: 100, topics_tried: 57, topics_total: 57 });
    });
  });

  describe('/progress', () => {
    it('per category and topic: attempts, accuracy and the last 10, weakest first, with a link to practise', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const empty = v.parse(ProgressResponse, await getJson(app, '/api/progress', who.token));
      expect(empty).toMatchObject({ tests_taken: 0, topics_tried: 0, weakest: [], badges: [] });
      expect(empty.categories.map((c) => [c.category, c.attempts, c.accuracy])).toEqual([
        ['aptitude', 0, null],
        ['reasoning', 0, null],
        ['english', 0, null],
        ['general_knowledge', 0, null],
      ]);

      for (let i = 0; i < 11; i += 1)
        await takeTest(app, who, '/api/aptitude/percentage/level1', i < 6 ? 5 : 20);
      await takeTest(app, who, '/api/aptitude/average/level1', 2);
      await takeTest(app, who, '/api/english/synonyms/level1', 25);
      const progress = v.parse(ProgressResponse, await getJson(app, '/api/progress', who.token));
      const aptitude = progress.categories.find((c) => c.category === 'aptitude')!;
      expect(aptitude.attempts).toBe(12);
      expect(aptitude.topics.map((t) => [t.topic, t.attempts, t.accuracy])).toEqual([
        ['average', 1, 8],
        ['percentage', 11, 47], // (6 × 5 + 5 × 20) / 275, rounded down
      ]);
      const percentage = aptitude.topics[1]!;
      expect(percentage.trend).toEqual([20, 20, 20, 20, 20, 80, 80, 80, 80, 80]);
      expect(percentage.practise_path).toBe('/aptitude/percentage/instructions/levelpage');
      expect(progress.weakest.map((t) => t.topic)).toEqual(['average', 'percentage', 'synonyms']);
    });
  });
});
