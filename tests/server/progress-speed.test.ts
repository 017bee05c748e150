import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DailyLeaderboardResponse, TopicLeaderboardResponse } from '../../contract/leaderboard';
import { AttemptsResponse, StandingResponse, TREND_LENGTH } from '../../contract/progress';
import { openPglite, openPostgres, type AppDatabase, type Database } from '../../server/db/open';
import * as schema from '../../server/db/schema';
import {
  leaderboardVersions,
  qualifications,
  quizAttempts,
  servedQuizzes,
  testScoreCounts,
  userDays,
  userTopicStats,
  users,
} from '../../server/db/schema';
import { indianDay } from '../../server/progress/indian-day';
import { warmBoards } from '../../server/progress/warm-boards';
import { seedDatabase } from '../../server/seed/seed';
import { accountsApp, newUser, testClock, type TestApp } from './support/accounts';
import { createPostgresDatabase, forEachDatabase, useDatabase } from './support/databases';
import { recordingLogger } from './support/logger';
import {
  dailySubmission,
  fetchDaily,
  getJson,
  putProfile,
  seedAttempt,
  seedUser,
  submitDaily,
} from './support/progress';
import { answersFor, fetchQuiz, newAttemptId, submission, submit, type Candidate } from './support/quiz';

// The speed work of issue 11 (design §7 "Speed"): the aggregates the triggers keep must always equal
// what the attempts say, whoever writes them; a board served from memory is never older than the last
// committed attempt, on any server copy; and a board, a standing and /progress cost one query each.

const NOW = new Date('2026-11-22T06:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/**
 * The aggregates computed again, in JS, from quiz_attempts, beside what the tables hold. Only rows of
 * `userIds` and of the tests they took, since a file's tests share their database.
 */
async function expectAggregatesAgree(db: AppDatabase, userIds: readonly number[]) {
  const attempts = (await db.select().from(quizAttempts).orderBy(quizAttempts.id)).filter((a) =>
    userIds.includes(a.userId),
  );
  const percent = (c: number, t: number) => (t === 0 ? 0 : Math.floor((100 * c) / t));

  const days = new Map<string, number>();
  const topics = new Map<string, { attempts: number; correct: number; questions: number; trend: number[] }>();
  for (const a of attempts) {
    const day = `${a.userId} ${a.indianDay}`;
    days.set(day, (days.get(day) ?? 0) + 1);
    if (a.category === 'daily') continue;
    const key = `${a.userId} ${a.category} ${a.topic}`;
    const t = topics.get(key) ?? { attempts: 0, correct: 0, questions: 0, trend: [] };
    t.attempts += 1;
    t.correct += a.correctAnswer;
    t.questions += a.totalQuestion;
    t.trend = [...t.trend, percent(a.correctAnswer, a.totalQuestion)].slice(-TREND_LENGTH);
    topics.set(key, t);
  }
  const storedDays = (await db.select().from(userDays)).filter((d) => userIds.includes(d.userId));
  expect(new Map(storedDays.map((d) => [`${d.userId} ${d.indianDay}`, d.tests]))).toEqual(days);
  const storedTopics = (await db.select().from(userTopicStats)).filter((t) => userIds.includes(t.userId));
  expect(
    new Map(
      storedTopics.map((t) => [
        `${t.userId} ${t.category} ${t.topic}`,
        { attempts: t.attempts, correct: t.correctAnswers, questions: t.questions, trend: t.trend },
      ]),
    ),
  ).toEqual(topics);

  // The histogram of every test these users took, over everyone's counted attempts at it.
  const tests = new Set(attempts.map((a) => `${a.category} ${a.topic} ${a.level}`));
  const everyone = await db.select().from(quizAttempts);
  const histogram = new Map<string, number>();
  for (const a of everyone) {
    const test = `${a.category} ${a.topic} ${a.level}`;
    if (!a.counted || !tests.has(test)) continue;
    histogram.set(`${test} ${a.correctAnswer}`, (histogram.get(`${test} ${a.correctAnswer}`) ?? 0) + 1);
  }
  const storedHistogram = (await db.select().from(testScoreCounts)).filter((h) =>
    tests.has(`${h.category} ${h.topic} ${h.level}`),
  );
  expect(
    new Map(
      storedHistogram
        .filter((h) => h.takers !== 0)
        .map((h) => [`${h.category} ${h.topic} ${h.level} ${h.correctAnswer}`, h.takers]),
    ),
  ).toEqual(histogram);
}

async function versionOf(db: AppDatabase, scope: string): Promise<number> {
  const [row] = await db.select().from(leaderboardVersions).where(eq(leaderboardVersions.scope, scope));
  return row?.version ?? 0;
}

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = () => accountsApp(db(), { clock: testClock(NOW) });

  async function takeTest(app: TestApp, who: Candidate, path: string, right: number) {
    const quiz = await fetchQuiz(app, who, path);
    const payload = submission(who, quiz, await answersFor(db(), quiz, right, 0));
    expect((await submit(app, who.token, payload)).status).toBe(200);
    return String(payload.attempt_id);
  }

  describe('the aggregates the triggers keep', () => {
    it('agree with the attempts after tests, retakes, daily quizzes and concurrent submissions through the API', async () => {
      const { app } = setup();
      const [asha, ravi] = [await newUser(app), await newUser(app)];
      const scope = 'aptitude/time_and_work/2';
      const before = await versionOf(db(), scope);
      for (let i = 0; i < 12; i += 1) await takeTest(app, asha, '/api/aptitude/time_and_work/level2', i);
      // Counted once: the first attempt. Retakes do not move the board's version.
      expect(await versionOf(db(), scope)).toBe(before + 1);
      await takeTest(app, ravi, '/api/aptitude/time_and_work/level2', 20);
      expect(await versionOf(db(), scope)).toBe(before + 2);
      await takeTest(app, ravi, '/api/english/synonyms/level3', 7);

      // The same submission five times at once, and two attempt ids for the same daily set at once
      // (one is stored, the other refused: the set's served quizzes are interchangeable).
      const quiz = await fetchQuiz(app, ravi, '/api/reasoning/series/level3');
      const payload = submission(ravi, quiz, await answersFor(db(), quiz, 9, 2));
      const same = await Promise.all(Array.from({ length: 5 }, () => submit(app, ravi.token, payload)));
      expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const dailies = [await fetchDaily(app, asha), await fetchDaily(app, asha)];
      const sent = await Promise.all(
        dailies.map(async (d) =>
          submitDaily(app, asha.token, dailySubmission(asha, d, await answersFor(db(), d.data, 4, 0))),
        ),
      );
      expect(sent.map((r) => r.status).sort()).toEqual([200, 409]);

      await expectAggregatesAgree(db(), [asha.userId, ravi.userId]);
      const [ashaToday] = await db()
        .select()
        .from(userDays)
        .where(sql`${userDays.userId} = ${asha.userId} and ${userDays.indianDay} = ${indianDay(NOW)}`);
      expect(ashaToday?.tests).toBe(13);
      const [raviSeries] = await db()
        .select()
        .from(userTopicStats)
        .where(sql`${userTopicStats.userId} = ${ravi.userId} and ${userTopicStats.topic} = 'series'`);
      expect(raviSeries).toMatchObject({ attempts: 1, correctAnswers: 9, questions: 25, trend: [36] });
    });

    it('agree after a seed of many rows in one statement, a corrected row and a deleted candidate', async () => {
      const userIds = [await seedUser(db()), await seedUser(db()), await seedUser(db())];
      const test = { category: 'reasoning', topic: 'syllogism', level: 1 };
      const served = await db()
        .insert(servedQuizzes)
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            userId: userIds[i % 3]!,
            ...test,
            questionIds: [1],
            optionOrder: [[0, 1, 2, 3]],
            servedAt: new Date(NOW.getTime() - i * DAY),
            expiresAt: NOW,
            usedAt: NOW,
          })),
        )
        .returning({ id: servedQuizzes.id });
      await db()
        .insert(quizAttempts)
        .values(
          served.map(({ id }, i) => ({
            userId: userIds[i % 3]!,
            attemptId: newAttemptId(),
            servedQuizId: id,
            ...test,
            questionIds: [1],
            answers: ['unanswered'],
            totalQuestion: 25,
            correctAnswer: i % 26,
            wrongAnswer: 0,
            clientAttemptTime: NOW.toISOString(),
            submittedAt: new Date(NOW.getTime() - (i % 4) * DAY),
            indianDay: indianDay(new Date(NOW.getTime() - (i % 4) * DAY)),
            timeTakenSeconds: 60,
            counted: i < 3,
          })),
        );
      await expectAggregatesAgree(db(), userIds);

      // A row corrected by hand: its score and its counting move.
      const scope = 'reasoning/syllogism/1';
      const version = await versionOf(db(), scope);
      await db()
        .update(quizAttempts)
        .set({ correctAnswer: 25, counted: false })
        .where(sql`${quizAttempts.userId} = ${userIds[0]!} and ${quizAttempts.counted}`);
      await expectAggregatesAgree(db(), userIds);
      expect(await versionOf(db(), scope)).toBeGreaterThan(version);

      // A candidate removed: their attempts go by cascade, and with them their share of every aggregate.
      await db().delete(users).where(eq(users.id, userIds[1]!));
      await expectAggregatesAgree(db(), userIds);
      const left = await db().select().from(userDays).where(eq(userDays.userId, userIds[1]!));
      expect(left).toEqual([]);
    });

    it('a profile saved raises the profiles version every board depends on', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const before = await versionOf(db(), 'profiles');
      await putProfile(app, who.token, { display_name: 'Topper', hidden_from_boards: false });
      expect(await versionOf(db(), 'profiles')).toBeGreaterThan(before);
    });
  });
});

describe('queries per request (PGlite, counted at the driver)', () => {
  let client: PGlite;
  let queries = 0;
  const database = useDatabase(async () => {
    const template = await readFile(inject('pgliteTemplate'));
    client = await PGlite.create({ loadDataDir: new Blob([template]) });
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      queries += 1;
      return query(...args);
    }) as typeof client.query;
    return openPglite(client);
  });

  async function count(app: TestApp, path: string, token: string) {
    queries = 0;
    const response = await app.request(`http://localhost${path}`, {
      headers: { Cookie: `session=${token}` },
    });
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
    return queries;
  }

  it('the session and one more for a board (warm), a standing, /progress, the attempts and the streak', async () => {
    const { app } = accountsApp(database().db, { clock: testClock(NOW) });
    const db = database().db;
    const who = await newUser(app);
    const test = { category: 'aptitude', topic: 'geometry', level: 1 };
    for (let i = 0; i < 30; i += 1) {
      await seedAttempt(db, {
        userId: await seedUser(db),
        ...test,
        correct: i % 25,
        seconds: 30 + i,
        submittedAt: NOW,
        counted: true,
      });
    }
    const quiz = await fetchQuiz(app, who, '/api/aptitude/geometry/level1');
    const payload = submission(who, quiz, await answersFor(db, quiz, 10, 0));
    expect((await submit(app, who.token, payload)).status).toBe(200);
    const session = await count(app, '/api/session', who.token);
    expect(session).toBe(1);

    const board = '/api/leaderboard/aptitude/geometry/level1';
    expect(await count(app, board, who.token)).toBeLessThanOrEqual(session + 2); // loads it
    expect(await count(app, board, who.token)).toBe(session + 1);
    expect(await count(app, '/api/leaderboard/daily', who.token)).toBeLessThanOrEqual(session + 2);
    expect(await count(app, '/api/leaderboard/daily', who.token)).toBe(session + 1);
    expect(await count(app, `/api/attempts/${String(payload.attempt_id)}/standing`, who.token)).toBe(
      session + 1,
    );
    expect(await count(app, '/api/progress', who.token)).toBe(session + 1);
    expect(await count(app, '/api/progress/attempts', who.token)).toBe(session + 1);
    expect(await count(app, '/api/progress/streak', who.token)).toBe(session + 1);
  });

  it('boards loaded ahead after start (warmBoards) cost their first request one query, not a load', async () => {
    const { app } = accountsApp(database().db, { clock: testClock(NOW) });
    const db = database().db;
    const who = await newUser(app);
    await seedAttempt(db, {
      userId: await seedUser(db),
      category: 'english',
      topic: 'synonyms',
      level: 3,
      correct: 12,
      seconds: 300,
      submittedAt: NOW,
      counted: true,
    });
    expect(await warmBoards(db, NOW)).toBe(1 + 57 * 3);
    const session = await count(app, '/api/session', who.token);
    expect(await count(app, '/api/leaderboard/english/synonyms/level3', who.token)).toBe(session + 1);
    expect(await count(app, '/api/leaderboard/daily', who.token)).toBe(session + 1);
  });
});

const postgres = inject('postgres');
describe.skipIf(postgres === null)('two server copies on one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  let copies: Database[] = [];
  beforeAll(async () => {
    const created = await createPostgresDatabase(postgres!);
    drop = created.drop;
    copies = [await openPostgres(created.url, recordingLogger())];
    await seedDatabase(copies[0]!.db);
    copies.push(await openPostgres(created.url, recordingLogger()));
  });
  afterAll(async () => {
    for (const copy of copies) await copy.close();
    await drop?.();
  });

  it('a board cached by one copy shows, at once, an attempt and a hide switch stored through the other', async () => {
    const [a, b] = copies.map((copy) => accountsApp(copy.db, { clock: testClock(NOW) }).app) as [
      TestApp,
      TestApp,
    ];
    const [asha, ravi] = [await newUser(a), await newUser(b)];
    const takeDaily = async (app: TestApp, who: Candidate, right: number) => {
      const daily = await fetchDaily(app, who);
      const answers = await answersFor(copies[0]!.db, daily.data, right, 0);
      expect((await submitDaily(app, who.token, dailySubmission(who, daily, answers))).status).toBe(200);
    };
    const boardOn = async (app: TestApp, who: Candidate) =>
      v.parse(DailyLeaderboardResponse, await getJson(app, '/api/leaderboard/daily', who.token));

    await takeDaily(a, asha, 5);
    expect((await boardOn(a, asha)).takers).toBe(1); // cached on copy A
    await takeDaily(b, ravi, 8); // stored through copy B
    const seen = await boardOn(a, asha);
    expect(seen.rows.map((r) => [r.rank, r.is_you])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(seen.you?.rank).toBe(2);

    expect((await putProfile(b, ravi.token, { display_name: null, hidden_from_boards: true })).status).toBe(
      200,
    );
    expect((await boardOn(a, asha)).rows.map((r) => [r.rank, r.is_you])).toEqual([[2, true]]);

    // The standing through either copy agrees with the board.
    const [attempt] = v.parse(AttemptsResponse, await getJson(b, '/api/progress/attempts', asha.token)).data;
    const standing = v.parse(
      StandingResponse,
      await getJson(a, `/api/attempts/${attempt!.attempt_id}/standing`, asha.token),
    );
    expect(standing.data).toMatchObject({ rank: 2, takers: 2 });
    // A topic board the same way.
    const topic = '/api/leaderboard/english/antonyms/level1';
    expect(v.parse(TopicLeaderboardResponse, await getJson(a, topic, asha.token)).takers).toBe(0);
    const quiz = await fetchQuiz(b, ravi, '/api/english/antonyms/level1');
    const payload = submission(ravi, quiz, await answersFor(copies[1]!.db, quiz, 3, 0));
    expect((await submit(b, ravi.token, payload)).status).toBe(200);
    expect(v.parse(TopicLeaderboardResponse, await getJson(a, topic, asha.token)).takers).toBe(1);
  });
});

describe('migration 0005 on a database with attempts already stored (PGlite)', () => {
  const migrations = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'examprep-migrations-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('fills the aggregates from the attempts before it', { timeout: 120_000 }, async () => {
    // The migrations up to 0004, as a server before this change had them.
    const journal = JSON.parse(await readFile(join(migrations, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const before = journal.entries.filter((e) => e.tag < '0005');
    await cp(migrations, folder, { recursive: true });
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    const client = await PGlite.create();
    const old = drizzle({ client, schema });
    await migrate(old, { migrationsFolder: folder });
    const db = old as unknown as AppDatabase;
    await db.insert(qualifications).values({ name: 'Graduate', position: 1 });
    const userIds = [await seedUser(db), await seedUser(db)];
    // The first candidate has more attempts at one topic than a trend keeps.
    const owners = [...userIds, ...userIds, userIds[0]!, ...Array<number>(TREND_LENGTH).fill(userIds[0]!)];
    for (const [i, userId] of owners.entries()) {
      await seedAttempt(db, {
        userId,
        category: i === 4 ? 'daily' : 'aptitude',
        topic: i === 4 ? indianDay(NOW) : 'average',
        level: i === 4 ? 0 : 1,
        correct: 3 + i,
        seconds: 40,
        submittedAt: new Date(NOW.getTime() - (i % 5) * DAY),
        counted: i < 2 || i === 4,
      });
    }

    const upgraded = await openPglite(client); // every migration, 0005 with it
    try {
      await expectAggregatesAgree(upgraded.db, userIds);
      expect(await versionOf(upgraded.db, 'aptitude/average/1')).toBe(1);
    } finally {
      await upgraded.close();
    }
  });
});
