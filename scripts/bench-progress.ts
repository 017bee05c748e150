import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../server/app';
import { sessionCache } from '../server/accounts/session-cache';
import { vacuumAndAnalyse } from '../server/housekeeping';
import { createSession } from '../server/accounts/sessions';
import { DEFAULT_RATE_LIMITS } from '../server/config';
import { openPglite, type AppDatabase } from '../server/db/open';
import { quizAttempts, servedQuizzes, userProfiles, users } from '../server/db/schema';
import { DAILY_CATEGORY, DAILY_LEVEL } from '../server/progress/daily-set';
import { indianDay } from '../server/progress/indian-day';
import { warmBoards } from '../server/progress/warm-boards';
import { seedDatabase } from '../server/seed/seed';
import { CATEGORIES } from '../contract/topics';

/**
 * The progress part of `npm run bench` (issue 11): on PGlite, 10,000 candidates and 100,000 finished
 * attempts (each candidate: today's daily quiz and 9 topic tests over the last 30 days, so today's
 * board has 10,000 takers, and every topic-level about 530), then the p99 of an attempt's standing (the
 * result screen), today's board, a topic board and /progress, each under 50 concurrent requests (in
 * process: app.request, so it measures the server and the database, not a network). Budget: 100 ms.
 */
const CANDIDATES = 10_000;
const ATTEMPTS_PER_CANDIDATE = 10;
const CONCURRENCY = 50;
/** Requests per case; PROGRESS_BENCH_REQUESTS lowers it for a quick look. */
const REQUESTS = Number(process.env.PROGRESS_BENCH_REQUESTS ?? 1_000);
const BUDGET_MS = 100;
const BATCH = 1_000;

const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic random source, so every run seeds the same population. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A seeded candidate: their id, and their attempts as planned (attempt id = the serial, as text). */
export interface SeededPopulation {
  readonly userIds: number[];
  readonly planned: readonly Planned[];
}

type Planned = {
  userId: number;
  attemptId: string;
  category: string;
  topic: string;
  level: number;
  at: Date;
  counted: boolean;
};

/**
 * The bench's population, inserted straight into the tables (in batches; scoring each through the API
 * would take an hour): CANDIDATES candidates, one in ten hidden from boards, each with today's daily
 * quiz and ATTEMPTS_PER_CANDIDATE - 1 topic tests over the last 30 days. Deterministic. The triggers of
 * migration 0005 keep the progress aggregates as they do for scored attempts.
 */
export async function seedProgressPopulation(db: AppDatabase, now: Date): Promise<SeededPopulation> {
  await seedDatabase(db, undefined, []);
  const rand = random(42);
  const tests = CATEGORIES.flatMap((c) =>
    c.topics.flatMap((t) => [1, 2, 3].map((level) => [c.slug, t.slug, level] as const)),
  );
  const today = indianDay(now);
  const userIds: number[] = [];
  for (let from = 0; from < CANDIDATES; from += BATCH) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(BATCH, CANDIDATES - from) }, (_, i) => ({
          name: `Candidate ${from + i} Bench`,
          email: `bench${from + i}@example.com`,
          passwordHash: 'not-a-hash',
          phone: '9000000000',
          state: 'Kerala',
          qualification: 'Graduate',
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((r) => r.id));
  }
  // One in ten hides from boards.
  await db
    .insert(userProfiles)
    .values(
      userIds
        .filter((_, i) => i % 10 === 0)
        .map((userId) => ({ userId, hiddenFromBoards: true, updatedAt: now })),
    );

  const planned: Planned[] = [];
  const attemptId = () => String(1_700_000_000_000 + planned.length + 1);
  for (const userId of userIds) {
    const seen = new Set<string>();
    planned.push({
      userId,
      attemptId: attemptId(),
      category: DAILY_CATEGORY,
      topic: today,
      level: DAILY_LEVEL,
      at: new Date(now.getTime() - rand() * 3_600_000),
      counted: true,
    });
    for (let k = 1; k < ATTEMPTS_PER_CANDIDATE; k += 1) {
      const [category, topic, level] = tests[Math.floor(rand() * tests.length)]!;
      const key = `${category}/${topic}/${level}`;
      planned.push({
        userId,
        attemptId: attemptId(),
        category,
        topic,
        level,
        at: new Date(now.getTime() - rand() * 30 * DAY_MS),
        counted: !seen.has(key),
      });
      seen.add(key);
    }
  }
  for (let from = 0; from < planned.length; from += BATCH) {
    const chunk = planned.slice(from, from + BATCH);
    const seconds = chunk.map(() => 30 + Math.floor(rand() * 1400));
    const served = await db
      .insert(servedQuizzes)
      .values(
        chunk.map((a, i) => ({
          userId: a.userId,
          category: a.category,
          topic: a.topic,
          level: a.level,
          questionIds: [1],
          optionOrder: [[0, 1, 2, 3]],
          servedAt: new Date(a.at.getTime() - seconds[i]! * 1000),
          expiresAt: a.at,
          usedAt: a.at,
        })),
      )
      .returning({ id: servedQuizzes.id });
    await db.insert(quizAttempts).values(
      chunk.map((a, i) => {
        const total = a.category === DAILY_CATEGORY ? 10 : 25;
        const correct = Math.floor(rand() * (total + 1));
        return {
          userId: a.userId,
          attemptId: a.attemptId,
          servedQuizId: served[i]!.id,
          category: a.category,
          topic: a.topic,
          level: a.level,
          questionIds: [1],
          answers: ['unanswered'],
          totalQuestion: total,
          correctAnswer: correct,
          wrongAnswer: total - correct,
          clientAttemptTime: a.at.toISOString(),
          submittedAt: a.at,
          indianDay: indianDay(a.at),
          timeTakenSeconds: seconds[i]!,
          counted: a.counted,
        };
      }),
    );
  }
  return { userIds, planned };
}

export async function runProgressBench(): Promise<boolean> {
  console.log(
    `\nProgress: seeding ${CANDIDATES} candidates and ${CANDIDATES * ATTEMPTS_PER_CANDIDATE} attempts on PGlite…`,
  );
  const started = Date.now();
  const client = await PGlite.create();
  const database = await openPglite(client);
  const { db } = database;
  try {
    const { userIds, planned } = await seedProgressPopulation(db, NOW);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    // What a PGlite server's housekeeping does every hour (server/housekeeping.ts): the first run after
    // the seeding reads everything, the next ones only what changed.
    for (const run of ['first', 'second']) {
      const times = await vacuumAndAnalyse(db);
      const total = times.reduce((sum, { ms }) => sum + ms, 0);
      const longest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
      console.log(
        `     housekeeping's vacuum and analyse, ${run} run: ${total.toFixed(0)} ms in all, requests wait at most ${longest.ms.toFixed(0)} ms (${longest.table})`,
      );
    }

    const app = createApp({
      db,
      config: { distDir: '/nonexistent', trustProxy: false, rateLimits: { ...DEFAULT_RATE_LIMITS } },
      logger: { info() {}, error: (message, error) => console.error(message, error) },
      // As server/start.ts runs it on PGlite: sessions in memory.
      sessions: sessionCache(),
    });
    // Sessions of 50 candidates (every tenth hides), each with the attempt id of a topic test of theirs.
    const viewers = await Promise.all(
      userIds.slice(0, CONCURRENCY).map(async (userId) => {
        const token = await createSession(db, userId, NOW, { sessionMaxDays: 30 });
        const p = planned.find((a) => a.userId === userId && a.category !== DAILY_CATEGORY)!;
        const daily = planned.find((a) => a.userId === userId && a.category === DAILY_CATEGORY)!;
        return {
          token,
          attemptId: p.attemptId,
          dailyId: daily.attemptId,
          board: `/api/leaderboard/${p.category}/${p.topic}/level${p.level}`,
        };
      }),
    );

    // A board's first request before anything is cached (for comparison: the server loads the boards
    // after it starts, server/progress/warm-boards.ts, so candidates do not meet this), then the same
    // loading as the server's.
    const cold = viewers[0]!;
    const coldFrom = performance.now();
    await (
      await app.request('http://localhost/api/leaderboard/daily', {
        headers: { Cookie: `session=${cold.token}` },
      })
    ).arrayBuffer();
    const coldMs = performance.now() - coldFrom;
    const warmFrom = performance.now();
    const warmed = await warmBoards(db, NOW);
    console.log(
      `\n     today's daily board, first request with nothing cached: ${coldMs.toFixed(0)} ms; the ${warmed} boards loaded ahead as the server does after start: ${((performance.now() - warmFrom) / 1000).toFixed(1)} s`,
    );

    // Budgeted: the result screen's standing (a topic test's, and today's daily quiz's among 10,000),
    // the two boards and /progress. The others are shown for comparison: the session check alone is
    // what every request of a candidate pays before its own work (the floor under the figures).
    const cases: [string, (v: (typeof viewers)[number]) => string, boolean][] = [
      ['(floor) the session check alone, /api/session', () => '/api/session', false],
      ['standing of an attempt (result screen)', (v) => `/api/attempts/${v.attemptId}/standing`, true],
      ["standing of today's daily quiz (10,000 takers)", (v) => `/api/attempts/${v.dailyId}/standing`, true],
      ["today's daily board (10,000 takers)", () => '/api/leaderboard/daily', true],
      ['a topic-level board (7 days)', (v) => v.board, true],
      ['/progress', () => '/api/progress', true],
      ['history standings (/api/progress/attempts)', () => '/api/progress/attempts', false],
    ];
    let ok = true;
    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} at a time; budget p99 ≤ ${BUDGET_MS} ms\n`);
    for (const [name, pathOf, budgeted] of cases) {
      // REQUESTS requests, CONCURRENCY at a time; the time of each.
      const load = async (requests: number) => {
        const times: number[] = [];
        let next = 0;
        const worker = async (w: number) => {
          const viewer = viewers[w % viewers.length]!;
          while (next < requests) {
            next += 1;
            const t0 = performance.now();
            const response = await app.request(`http://localhost${pathOf(viewer)}`, {
              headers: { Cookie: `session=${viewer.token}` },
            });
            await response.arrayBuffer();
            times.push(performance.now() - t0);
            if (response.status !== 200) throw new Error(`${pathOf(viewer)} answered ${response.status}`);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
        return times;
      };
      // Untimed first, as a server that has run a while: its code compiled, its candidates' sessions
      // and its queries' plans at hand.
      await load(REQUESTS / 2);
      const times = await load(REQUESTS);
      times.sort((a, b) => a - b);
      // One request alone, for comparison: what a request costs without waiting for the others.
      const alone: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const t0 = performance.now();
        await (
          await app.request(`http://localhost${pathOf(viewers[i]!)}`, {
            headers: { Cookie: `session=${viewers[i]!.token}` },
          })
        ).arrayBuffer();
        alone.push(performance.now() - t0);
      }
      alone.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      const pass = p99 <= BUDGET_MS;
      if (budgeted) ok &&= pass;
      console.log(
        `${budgeted ? (pass ? 'ok  ' : 'SLOW') : '    '} ${name.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  (alone: p50 ${percentile(alone, 50).toFixed(1)} ms)`,
      );
    }
    return ok;
  } finally {
    await database.close();
  }
}
