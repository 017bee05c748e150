import type { HistoryRecord } from '../../contract/history';

/**
 * Each candidate's history (POST /api/historyexam) kept in memory, so reading it again costs no query.
 *
 * A history changes only when its candidate's topic-test submission is stored (routes/quiz.ts forgets
 * it then, after the commit); nothing else writes attempts while the server runs. That is exact only
 * for a server that is the database's one user: PGlite, whose data folder one process holds
 * (db/data-dir-lock.ts). With PostgreSQL another copy may store the submission, so there the cache is
 * off (`noHistoryCache`) and every read asks the database (docs/decisions/0004).
 *
 * A read that began before a forget and ends after it may hold the old history, so it is not kept
 * (the generation, as in accounts/session-cache.ts, but counted per candidate).
 */
export interface HistoryCache {
  get(userId: number): HistoryRecord[] | undefined;
  /** Counts forgets: read it before the database read, pass it to remember after. */
  generation(): number;
  remember(userId: number, history: HistoryRecord[], generation: number): void;
  /** The user stored an attempt: the next read asks the database. */
  forget(userId: number): void;
}

/** Candidates whose history is kept; the longest kept go first. */
export const HISTORY_CACHE_SIZE = 5_000;

export function historyCache(maxEntries = HISTORY_CACHE_SIZE): HistoryCache {
  const entries = new Map<number, HistoryRecord[]>();
  let forgets = 0;
  // When each user was last forgotten (the count of forgets then), so a submission of one candidate
  // does not stop the others' reads from being kept. Bounded: the oldest go, and `floor` (the latest of
  // those gone) stands in for them, which can only refuse more, never keep a stale read.
  const forgottenAt = new Map<number, number>();
  let floor = 0;
  const keep = <K, V>(map: Map<K, V>, key: K, value: V, onEvict: (value: V) => void = () => {}) => {
    map.delete(key);
    map.set(key, value);
    // A Map iterates in insertion order: the first key is the longest kept.
    if (map.size > maxEntries) {
      const [oldest, old] = map.entries().next().value!;
      map.delete(oldest);
      onEvict(old);
    }
  };
  return {
    get: (userId) => entries.get(userId),
    generation: () => forgets,
    remember(userId, history, generation) {
      if ((forgottenAt.get(userId) ?? floor) > generation) return;
      keep(entries, userId, history);
    },
    forget(userId) {
      forgets += 1;
      entries.delete(userId);
      keep(forgottenAt, userId, forgets, (gone) => (floor = Math.max(floor, gone)));
    },
  };
}

/** PostgreSQL: every read asks the database (see above). */
export const noHistoryCache: HistoryCache = {
  get: () => undefined,
  generation: () => 0,
  remember() {},
  forget() {},
};
