import { AsyncResource } from 'node:async_hooks';
import type { AppDatabase } from '../db/open';
import { servedQuizzes } from '../db/schema';
import { currentRequestSignal } from '../http/deadline';

/**
 * Records served quizzes by group commit (issue 20). A draw's served quiz must be committed before the
 * quiz goes out: a submission, even after a restart, is scored against it. One INSERT per draw made 50
 * candidates drawing at once wait in line for PGlite, which runs one statement at a time. So the rows of
 * the draws that arrive while a write is running wait together and go in the next write, one multi-row
 * INSERT, and each draw is answered when the statement holding its row has committed. There is no
 * waiting on purpose: a lone draw is written at once, and the batch grows only as the database is busy.
 *
 * A draw whose request ended while its row waited (its client left, its deadline passed) is dropped
 * from the batch, as a single INSERT would have been refused (http/deadline.ts): stored for nobody, never.
 * If a batch fails, its rows are written again one by one, so one bad row (its user deleted meanwhile)
 * fails only its own draw; a database that is down fails each draw as a single INSERT would.
 */
export type ServedQuizRow = typeof servedQuizzes.$inferInsert;

export interface ServedQuizWriter {
  /** Resolves once the row is committed; rejects when it was not written. */
  write(row: ServedQuizRow): Promise<void>;
}

/** A bound on one statement's size (50 connections' draws fit many times over). */
const MAX_ROWS_PER_INSERT = 500;

interface Waiting {
  readonly row: ServedQuizRow;
  readonly signal: AbortSignal | undefined;
  resolve(): void;
  reject(error: unknown): void;
}

export function servedQuizWriter(db: () => AppDatabase): ServedQuizWriter {
  let waiting: Waiting[] = [];
  let writing = false;

  const insert = async (rows: ServedQuizRow[]) => {
    await db().insert(servedQuizzes).values(rows);
  };

  const writeBatch = async (batch: Waiting[]) => {
    const live = batch.filter((entry) => {
      if (!entry.signal?.aborted) return true;
      entry.reject(entry.signal.reason);
      return false;
    });
    if (live.length === 0) return;
    try {
      await insert(live.map((entry) => entry.row));
      for (const entry of live) entry.resolve();
    } catch (error) {
      if (live.length === 1) return live[0]!.reject(error);
      for (const entry of live) await insert([entry.row]).then(entry.resolve, entry.reject);
    }
  };

  // Runs outside any request's scope (bound here, where the writer is made): the batch is everyone's,
  // so the first draw's deadline or departed client must not cancel the others' rows.
  const drain = AsyncResource.bind(async () => {
    writing = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, MAX_ROWS_PER_INSERT);
        waiting = waiting.slice(batch.length);
        await writeBatch(batch);
      }
    } finally {
      writing = false;
    }
  });

  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, signal: currentRequestSignal(), resolve, reject });
        // The draws of this turn of the event loop join the first write; later ones join the next.
        if (!writing && waiting.length === 1) setImmediate(() => void drain());
      });
    },
  };
}
