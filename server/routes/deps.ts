import type { SessionCache } from '../accounts/session-cache';
import type { AuthUser } from '../accounts/users';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { ListCache } from '../catalogues/list-cache';
import type { AppDatabase } from '../db/open';
import type { RateLimiter } from '../http/rate-limit';
import type { Logger } from '../logger';
import type { HistoryCache } from '../quiz/history-cache';
import type { QuestionBank } from '../quiz/question-bank';
import type { ServedQuizWriter } from '../quiz/served-quiz-writer';

/** The settings routes read; createApp fills what a test leaves out with the defaults of loadConfig. */
export type AppSettings = Pick<
  Config,
  'trustProxy' | 'appBaseUrl' | 'sessionIdleDays' | 'sessionMaxDays' | 'rateLimits' | 'quizDurationSeconds'
>;

/** What a resource's routes need from the app. `db()` only runs behind the readiness gate of app.ts. */
export interface RouteDeps {
  db(): AppDatabase;
  readonly settings: AppSettings;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Database-backed counters shared by every server copy (server/http/rate-limit.ts). */
  readonly rateLimiter: RateLimiter;
  /**
   * Live sessions in memory (accounts/session-cache.ts): on with the embedded database, a no-op with
   * PostgreSQL. endSession and endUserSessions forget what they end.
   */
  readonly sessions: SessionCache;
  /** The drawable questions of each topic-level, in memory (quiz/question-bank.ts). */
  readonly bank: QuestionBank;
  /** Writes served quizzes by group commit (quiz/served-quiz-writer.ts). */
  readonly servedQuizzes: ServedQuizWriter;
  /**
   * Each candidate's history in memory (quiz/history-cache.ts): on with the embedded database, a no-op
   * with PostgreSQL. The topic-test submission forgets its candidate's.
   */
  readonly histories: HistoryCache;
  /** Call after committing a transaction that queued outbox rows: the sender delivers them now. */
  outboxQueued(): void;
  /** The public lists, served from memory (catalogues/list-cache.ts). */
  readonly lists: ListCache;
  /** Call after committing an import: this copy rebuilds its lists, and tells the others (NOTIFY). */
  listsChanged(): Promise<void>;
}

/**
 * The Hono environment of every /api route: the session middleware (server/accounts/sessions.ts) sets
 * `user` to the logged-in user, or undefined. Routes that need one put `requireUser(…)` before their
 * handler, which narrows `c.var.user` to AuthUser.
 */
export interface AppEnv {
  Variables: {
    user: AuthUser | undefined;
    /** SHA-256 of the session token the request came with (when the session is live). */
    sessionHash: string | undefined;
    /** When that session was opened: by a login, a signup, or a password change or reset. */
    sessionStartedAt: Date | undefined;
    /**
     * The progress clock of this request (server/http/test-clock.ts): the app's clock, or with
     * TEST_CLOCK=1 the instant of an X-Test-Now header. Draws, submissions, Indian days, the daily
     * set, boards and streaks read it; sessions and limits keep `deps.clock`.
     */
    now: Clock;
  };
}
