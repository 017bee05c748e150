import type { AuthUser } from './users';

/**
 * Live sessions kept in memory, so a candidate's request does not pay a database round trip to learn
 * who they are (on the embedded database that lookup was half of a progress request's cost, and under
 * 50 concurrent requests it queued behind every other query).
 *
 * Only for a server that is the database's one user: PGlite, whose data folder one process holds
 * (db/data-dir-lock.ts). With PostgreSQL several copies share the sessions table, and a logout on one
 * copy must end the session on all of them at once, so there the cache is off (`noSessionCache`).
 *
 * What ends a session forgets it here as it deletes its row (endSession and endUserSessions in
 * accounts/sessions.ts): a logout, a login or signup replacing this browser's session, a password
 * change or reset (all of the user's). Expiry and idleness are judged from the kept times on every hit, as the database row
 * would be. A lookup that read the database before a forget and finishes after it is not kept (the
 * generation), so a forgotten session cannot come back from a read that raced with its end.
 */
export interface CachedSession {
  readonly user: AuthUser;
  readonly tokenHash: string;
  readonly startedAt: Date;
  readonly expiresAt: Date;
  lastSeenAt: Date;
}

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  /** Counts forgets: read it before a database lookup, pass it to remember after. */
  generation(): number;
  /** Keeps a session read from the database, unless something was forgotten since `generation`. */
  remember(session: CachedSession, generation: number): void;
  forget(tokenHash: string): void;
  /** Every session of the user (a password change or reset ends them all). */
  forgetUser(userId: number): void;
}

/** Enough for every candidate active at once on one embedded-database server; the oldest go first. */
export const SESSION_CACHE_SIZE = 20_000;

export function sessionCache(maxEntries = SESSION_CACHE_SIZE): SessionCache {
  const entries = new Map<string, CachedSession>();
  let forgets = 0;
  return {
    get: (tokenHash) => entries.get(tokenHash),
    generation: () => forgets,
    remember(session, generation) {
      if (generation !== forgets) return;
      entries.delete(session.tokenHash);
      entries.set(session.tokenHash, session);
      // A Map iterates in insertion order: the first key is the longest kept.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget(tokenHash) {
      forgets += 1;
      entries.delete(tokenHash);
    },
    forgetUser(userId) {
      forgets += 1;
      for (const [hash, session] of entries) if (session.user.id === userId) entries.delete(hash);
    },
  };
}

/** PostgreSQL: every request asks the database (see above). */
export const noSessionCache: SessionCache = {
  get: () => undefined,
  generation: () => 0,
  remember() {},
  forget() {},
  forgetUser() {},
};
