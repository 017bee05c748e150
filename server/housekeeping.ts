import { and, eq, getTableName, is, isNull, lt, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from './clock';
import type { AppDatabase } from './db/open';
import * as schema from './db/schema';
import { outbox, passwordResetTokens, rateLimits, servedQuizzes, sessions } from './db/schema';
import type { Logger } from './logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keep sent messages this long (what went out, for support questions), and spent reset links a day. */
export const SENT_MESSAGES_KEPT_DAYS = 30;

/**
 * Deletes rows nothing can use any more: ended sessions, reset links past their hour (a day after, so
 * a late click still hears "expired", not "invalid"), finished rate-limit windows, old sent mail, and
 * quizzes served but never submitted (a day past their deadline, so a late submission still hears
 * "time is over"; a submitted one stays with its attempt).
 * Every row it deletes is also ignored where it is read, so how often it runs changes nothing else.
 */
export async function pruneExpired(
  db: AppDatabase,
  now: Date,
  settings: { sessionIdleDays: number },
): Promise<void> {
  const idleCutoff = new Date(now.getTime() - settings.sessionIdleDays * DAY_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.status, 'sent'),
        lt(outbox.sentAt, new Date(now.getTime() - SENT_MESSAGES_KEPT_DAYS * DAY_MS)),
      ),
    );
  await db
    .delete(servedQuizzes)
    .where(and(isNull(servedQuizzes.usedAt), lt(servedQuizzes.expiresAt, new Date(now.getTime() - DAY_MS))));
}

/**
 * PGlite runs PostgreSQL as one standalone backend, without the autovacuum workers a server has: rows
 * updated or deleted (sessions touched, rate-limit windows, the score histograms the triggers keep, the
 * pruned rows above) would leave dead versions behind for ever, every table would grow without end,
 * and the planner would never learn the tables' sizes. So the housekeeping of a PGlite server vacuums
 * and analyses, as autovacuum would. After the first run it is cheap: vacuum skips the pages that are
 * all visible, and analyse reads a fixed-size sample. It also keeps the visibility map current, which
 * the standings' and boards' index-only scans need.
 */
export async function vacuumAndAnalyse(db: AppDatabase): Promise<{ table: string; ms: number }[]> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
  const times: { table: string; ms: number }[] = [];
  // One table at a time: PGlite answers one statement at a time, so candidates' requests wait for a
  // table's vacuum, not for the whole database's.
  for (const table of tables) {
    const from = performance.now();
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
    times.push({ table, ms: performance.now() - from });
  }
  return times;
}

/**
 * Runs pruneExpired now and then every `intervalMs`; with `vacuum` (PGlite), vacuumAndAnalyse after
 * each timed run. Not at start: PGlite runs a statement on the event loop's thread, so a vacuum holds
 * every request for its length, and just after a start is when candidates' pages are loading (and the
 * boards are being warmed). stop() waits for a run in progress.
 */
export function startHousekeeping(options: {
  db: AppDatabase;
  clock: Clock;
  logger: Logger;
  settings: { sessionIdleDays: number };
  intervalMs: number;
  vacuum: boolean;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = (vacuum: boolean) => {
    if (running) return;
    running = pruneExpired(options.db, options.clock(), options.settings)
      .catch((error: unknown) => options.logger.error('Housekeeping: could not delete expired rows', error))
      .then(async () => void (vacuum && (await vacuumAndAnalyse(options.db))))
      .catch((error: unknown) => options.logger.error('Housekeeping: could not vacuum', error))
      .then(() => undefined)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(() => run(options.vacuum), options.intervalMs);
  timer.unref();
  run(false);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
