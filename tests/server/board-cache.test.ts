import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { TopicLeaderboardResponse } from '../../contract/leaderboard';
import { quizAttempts, users } from '../../server/db/schema';
import { accountsApp, newUser, testClock, type TestApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { getJson, seedAttempt, seedUser } from './support/progress';
import type { Candidate } from './support/quiz';

// A board is kept in memory and, when attempts were only added since, brought up to date with just
// those (server/progress/leaderboard.ts, migration 0007). Whatever was stored, deleted or stored out
// of id order since, the next request must show the board as the database has it.

const NOW = new Date('2026-11-22T06:00:00.000Z');

forEachDatabase((database) => {
  const db = () => database().db;

  /** A topic-level of its own per test (the file's tests share a database). */
  const boardOf = async (app: TestApp, who: Candidate, topic: string) =>
    v.parse(
      TopicLeaderboardResponse,
      await getJson(app, `/api/leaderboard/aptitude/${topic}/level2`, who.token),
    );

  async function seeded(topic: string, name: string, correct: number, seconds: number) {
    const userId = await seedUser(db(), name, 'Goa');
    await seedAttempt(db(), {
      userId,
      category: 'aptitude',
      topic,
      level: 2,
      correct,
      seconds,
      submittedAt: NOW,
      counted: true,
    });
    return userId;
  }

  const ranked = (board: v.InferOutput<typeof TopicLeaderboardResponse>) =>
    board.rows.map((row) => `${row.rank} ${row.display_name} ${row.correct_answer}`);

  /** Moves the attempt ids' sequence, so the next attempt gets `next` (ids are not in commit order). */
  const nextAttemptId = (next: number) =>
    db().execute(sql`select setval(pg_get_serial_sequence('quiz_attempts', 'id'), ${next - 1})`);

  it('attempts stored after the board was cached take their places, ranks closing up behind them', async () => {
    const { app } = accountsApp(db(), { clock: testClock(NOW) });
    const who = await newUser(app);
    await seeded('percentage', 'Asha Rao', 20, 100);
    await seeded('percentage', 'Bina Das', 10, 100);
    expect(ranked(await boardOf(app, who, 'percentage'))).toEqual(['1 Asha R., Goa 20', '2 Bina D., Goa 10']);
    await seeded('percentage', 'Chitra Sen', 15, 100);
    await seeded('percentage', 'Devi Pal', 20, 50);
    await seeded('percentage', 'Esha Roy', 10, 100); // ties with Bina: the same rank
    const board = await boardOf(app, who, 'percentage');
    expect(ranked(board)).toEqual([
      '1 Devi P., Goa 20',
      '2 Asha R., Goa 20',
      '3 Chitra S., Goa 15',
      '4 Bina D., Goa 10',
      '4 Esha R., Goa 10',
    ]);
    expect(board.takers).toBe(5);
  });

  it('an attempt stored with a lower id than the cached ones still shows (the test’s count tells)', async () => {
    const { app } = accountsApp(db(), { clock: testClock(NOW) });
    const who = await newUser(app);
    const [{ high } = { high: 0 }] = await db()
      .select({ high: sql<number>`coalesce(max(${quizAttempts.id}), 0)::int` })
      .from(quizAttempts);
    await nextAttemptId(high + 1000);
    await seeded('geometry', 'Asha Rao', 20, 100);
    expect(ranked(await boardOf(app, who, 'geometry'))).toEqual(['1 Asha R., Goa 20']);
    // Stored after the board was cached, but numbered below it (a transaction that took its id
    // earlier and committed later), then one numbered above it.
    await nextAttemptId(high + 500);
    await seeded('geometry', 'Bina Das', 22, 100);
    await nextAttemptId(high + 2000);
    await seeded('geometry', 'Chitra Sen', 5, 100);
    expect(ranked(await boardOf(app, who, 'geometry'))).toEqual([
      '1 Bina D., Goa 22',
      '2 Asha R., Goa 20',
      '3 Chitra S., Goa 5',
    ]);
    // Only one numbered below: nothing above the cached ones, so the board is loaded again.
    await nextAttemptId(high + 600);
    await seeded('geometry', 'Devi Pal', 25, 100);
    await nextAttemptId(high + 3000);
    expect(ranked(await boardOf(app, who, 'geometry'))[0]).toBe('1 Devi P., Goa 25');
  });

  it('a deleted candidate leaves the cached board, even when others were stored meanwhile', async () => {
    const { app } = accountsApp(db(), { clock: testClock(NOW) });
    const who = await newUser(app);
    const asha = await seeded('mensuration', 'Asha Rao', 20, 100);
    await seeded('mensuration', 'Bina Das', 10, 100);
    expect((await boardOf(app, who, 'mensuration')).takers).toBe(2);
    await db().delete(users).where(eq(users.id, asha));
    await seeded('mensuration', 'Chitra Sen', 15, 100);
    const board = await boardOf(app, who, 'mensuration');
    expect(ranked(board)).toEqual(['1 Chitra S., Goa 15', '2 Bina D., Goa 10']);
    expect(board.takers).toBe(2);
  });
});
