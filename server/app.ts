import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { endpoints, MAX_BODY_BYTES } from '../contract/endpoints';
import { HTTP_MESSAGES } from '../contract/errors';
import { QUIZ_DURATION_SECONDS } from '../contract/quiz';
import { noSessionCache, type SessionCache } from './accounts/session-cache';
import { sessionMiddleware, sessionOfRequest } from './accounts/sessions';
import { toSessionUser } from './accounts/users';
import { systemClock, type Clock } from './clock';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_SESSION_IDLE_DAYS,
  DEFAULT_SESSION_MAX_DAYS,
  type Config,
  type RateLimits,
} from './config';
import { LIST_CHANNEL, listCache, type ListCache } from './catalogues/list-cache';
import type { AppDatabase } from './db/open';
import { databaseFault, outageMonitor, type OutageMonitor } from './db/outage';
import { DEFAULT_REQUEST_DEADLINE_MS, requestDeadline } from './http/deadline';
import { crossSiteProtection } from './http/cross-site';
import { errorResponse } from './http/errors';
import { databaseRateLimiter } from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { requestIdFor } from './http/request-id';
import { requestClock } from './http/test-clock';
import { consoleLogger, withRequestId, type Logger } from './logger';
import { unsubscribeKey } from './alerts/unsubscribe-token';
import { ADMIN_JOBS_PATH } from './jobs/job-schema';
import { accountRoutes } from './routes/accounts';
import { adminJobRoutes } from './routes/admin-jobs';
import type { AppEnv, AppSettings, RouteDeps } from './routes/deps';
import { examRoutes } from './routes/exams';
import { govtJobRoutes } from './routes/govt-jobs';
import { jobAlertRoutes } from './routes/job-alerts';
import { qualificationRoutes } from './routes/qualifications';
import { dailyRoutes } from './routes/daily';
import { leaderboardRoutes } from './routes/leaderboard';
import { profileRoutes } from './routes/profile';
import { progressRoutes } from './routes/progress';
import { quizRoutes } from './routes/quiz';
import { mockPublicRoutes, mockResultRoute, mockRoutes } from './routes/mocks';
import { openApiRoutes } from './routes/openapi';
import { statesRoutes } from './routes/states';
import { noHistoryCache, type HistoryCache } from './quiz/history-cache';
import { questionBank, type QuestionBank } from './quiz/question-bank';
import { servedQuizWriter } from './quiz/served-quiz-writer';
import { serveClient } from './static';
import { pageRenderer } from './render/page-renderer';

/**
 * What the app reads of the configuration. Only the client folder and the proxy setting are required;
 * the rest defaults as loadConfig does (APP_BASE_URL http://localhost:3000), and rate limits may be
 * given in part (tests lower or raise one limit).
 */
export type AppConfig = Pick<Config, 'distDir' | 'trustProxy'> &
  Partial<
    Pick<
      Config,
      | 'appBaseUrl'
      | 'sessionIdleDays'
      | 'sessionMaxDays'
      | 'quizDurationSeconds'
      | 'alertsSigningSecret'
      | 'adminToken'
      | 'testClock'
    >
  > & {
    readonly rateLimits?: Partial<RateLimits>;
  };

export interface AppOptions {
  readonly config: AppConfig;
  /**
   * The database, migrated and seeded; or a getter that returns undefined until it is. The server
   * listens before the database is up (PGlite takes seconds to start) and answers 503 until then.
   */
  readonly db: AppDatabase | (() => AppDatabase | undefined);
  readonly logger?: Logger;
  /** True once shutdown has begun: /healthz turns 503 so a load balancer stops sending traffic. */
  readonly draining?: () => boolean;
  /** The time every expiry is judged by (tests move it). */
  readonly clock?: Clock;
  /** Called after a request committed messages to the outbox, so the sender delivers them now. */
  readonly onOutboxQueued?: () => void;
  /** Logs a database outage once (shared with the pool's idle-connection errors); default its own. */
  readonly outage?: OutageMonitor;
  /** How long an /api request may take before it is answered 503 and its work cancelled. */
  readonly requestDeadlineMs?: number;
  /** The public lists in memory; start.ts shares it with the listener of other copies' imports. */
  readonly lists?: ListCache;
  /**
   * Live sessions in memory (accounts/session-cache.ts). Only for a server that is its database's one
   * user (PGlite): start.ts passes one then. Default none: every request asks the database.
   */
  readonly sessions?: SessionCache;
  /**
   * Each candidate's history in memory (quiz/history-cache.ts). Like `sessions`, only for the database's
   * one user (PGlite): start.ts passes one then. Default none.
   */
  readonly histories?: HistoryCache;
  /** The question bank in memory; start.ts shares it with the listener of other copies' seeds. */
  readonly bank?: QuestionBank;
}

/** The whole HTTP application: security headers, health, the API resources, the built client. */
export function createApp(options: AppOptions) {
  const logger = options.logger ?? consoleLogger;
  const { db } = options;
  const currentDb = typeof db === 'function' ? db : () => db;
  const draining = options.draining ?? (() => false);
  const clock = options.clock ?? systemClock;
  const outage = options.outage ?? outageMonitor(logger);
  const lists = options.lists ?? listCache();
  const settings: AppSettings = {
    trustProxy: options.config.trustProxy,
    appBaseUrl: (options.config.appBaseUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    sessionIdleDays: options.config.sessionIdleDays ?? DEFAULT_SESSION_IDLE_DAYS,
    sessionMaxDays: options.config.sessionMaxDays ?? DEFAULT_SESSION_MAX_DAYS,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.config.rateLimits },
    quizDurationSeconds: options.config.quizDurationSeconds ?? QUIZ_DURATION_SECONDS,
  };
  const readyDb = () => {
    const ready = currentDb();
    if (!ready) throw new Error('The database was used before it was ready');
    return ready;
  };
  const deps: RouteDeps = {
    db: readyDb,
    settings,
    clock,
    logger,
    rateLimiter: databaseRateLimiter(readyDb, clock),
    sessions: options.sessions ?? noSessionCache,
    bank: options.bank ?? questionBank(readyDb),
    servedQuizzes: servedQuizWriter(readyDb),
    histories: options.histories ?? noHistoryCache,
    outboxQueued: options.onOutboxQueued ?? (() => {}),
    lists,
    listsChanged: async () => {
      lists.changed();
      // Every copy listening on PostgreSQL rebuilds its lists (db/list-changes.ts); a no-op on PGlite.
      await readyDb().execute(sql`select pg_notify(${LIST_CHANNEL}, '')`);
    },
  };

  const app = new Hono<AppEnv>();

  // First: a request id on every answer (X-Request-Id) and on every log line written for the request.
  // A proxy's own id is kept when it looks like one, so the two logs can be joined.
  app.use(async (c, next) => {
    const id = requestIdFor(c.req.header('X-Request-Id'));
    await withRequestId(id, next);
    c.res.headers.set('X-Request-Id', id);
  });
  // Then, so every answer carries them: API, static files, 404s, 413s, 500s.
  app.use(securityHeaders(options.config));

  app.get(endpoints.health.path, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return errorResponse(c, 503, HTTP_MESSAGES.shuttingDown);
    const ready = currentDb();
    if (!ready) return errorResponse(c, 503, HTTP_MESSAGES.databaseNotReady);
    try {
      await ready.execute(sql`select 1`);
    } catch (error) {
      if (databaseFault(error)) outage.failed(error);
      else logger.error('Health check: the database did not answer', error);
      c.header('Retry-After', '5');
      return errorResponse(c, 503, HTTP_MESSAGES.databaseUnreachable);
    }
    outage.answered();
    return c.json({ status: 'ok' });
  });

  app.use('/api/*', async (c, next) => {
    if (currentDb()) return next();
    c.header('Retry-After', '5');
    return errorResponse(c, 503, HTTP_MESSAGES.starting);
  });
  // The public lists, from memory (catalogues/list-cache.ts): answered here, before the middleware
  // below that they do not need (no session, no body, no per-request deadline for a memory read), so
  // that a list costs little more than sending its bytes.
  app.route('/', statesRoutes(deps));
  app.route('/', qualificationRoutes(deps));
  app.route('/', govtJobRoutes(deps));
  app.route('/', examRoutes(deps));
  // The mock patterns and papers, the same bytes for everyone (routes/mocks.ts).
  app.route('/', mockPublicRoutes());
  // The API's OpenAPI 3.1 description, from memory (routes/openapi.ts).
  app.route('/', openApiRoutes());

  // A deadline per request, and its work cancelled when its client leaves (http/deadline.ts).
  app.use('/api/*', requestDeadline(options.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS));
  // A request that reached the database and did not fail because of it ends an outage (db/outage.ts).
  app.use('/api/*', async (c, next) => {
    await next();
    if (outage.down && c.res.status < 500) outage.answered();
  });
  // Every POST/PUT/PATCH/DELETE under /api, whatever its body type: another site's page cannot make
  // a candidate's browser change anything. Before the body is read.
  app.use('/api/*', crossSiteProtection(settings));
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, HTTP_MESSAGES.tooLarge(MAX_BODY_BYTES)),
  });
  // Admin requests (a file of jobs) have their own, larger limit, applied after their token check.
  // A GET or HEAD has no body to limit (and asking would build a fetch Request for nothing).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === ADMIN_JOBS_PATH
      ? next()
      : apiBodyLimit(c, next),
  );
  // A mock's result reads its session in its own statement (routes/mocks.ts): before the lookup below.
  app.route('/', mockResultRoute(deps));
  // Every /api request knows its user (c.var.user), or that there is none.
  app.use('/api/*', sessionMiddleware(deps));
  // …and its progress clock (c.var.now): the app's, or X-Test-Now's with TEST_CLOCK=1.
  app.use('/api/*', requestClock(clock, options.config.testClock ?? false));

  // The key of unsubscribe links: ALERTS_SIGNING_SECRET, or the one stored in the database.
  const signingKey = unsubscribeKey(readyDb, options.config.alertsSigningSecret);

  // One Hono per resource, each declaring its own contract paths (convention 11).
  app.route('/', accountRoutes(deps));
  app.route('/', jobAlertRoutes(deps, signingKey));
  app.route('/', adminJobRoutes(deps, { adminToken: options.config.adminToken, signingKey }));
  // Progress (design §7): the daily quiz, leaderboards, standings, /progress, the profile.
  app.route('/', dailyRoutes(deps));
  app.route('/', leaderboardRoutes(deps));
  app.route('/', progressRoutes(deps));
  app.route('/', profileRoutes(deps));
  // Its GET /api/{category}/{topic}/{level} is registered per category, after its own fixed paths.
  app.route('/', quizRoutes(deps));
  app.route('/', mockRoutes(deps));

  // Last: only a GET no route above answered reaches the built client (it skips /api itself).
  // Public pages are rendered with the lists the API serves, asked of this app in process (issue 21).
  const renderer = pageRenderer(options.config.distDir, async (path) => {
    const response = await app.request(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  });
  const client = serveClient(options.config.distDir, {
    renderer,
    onRenderError: (error, url) => logger.error(`Rendering ${url} failed; the shell was sent`, error),
    // A topic test's page comes with the member's draw, asked of this app in process with the
    // request's own cookie, so it passes the same session check and writes the same served quiz.
    memberAnswer: async (c, path) => {
      const response = await app.request(path, { headers: { cookie: c.req.header('cookie') ?? '' } });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    },
    // A member's page shows their avatar menu from the first paint, as the browser will (issue 21).
    memberOf: async (c) => {
      const session = await sessionOfRequest(c, deps);
      return session && toSessionUser(session.user);
    },
  });
  if (client) app.get('*', client);

  app.notFound((c) => errorResponse(c, 404, HTTP_MESSAGES.notFound));

  app.onError((error, c) => {
    // Bad input detected by Hono or a validator is the client's mistake: answer it, don't log it.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        error.status as ContentfulStatusCode,
        error.message || HTTP_MESSAGES.badRequest,
      );
    }
    // The database down or too slow is an outage, not a bug: 503 with Retry-After, logged once.
    const fault = databaseFault(error);
    if (fault) {
      outage.failed(error);
      c.header('Retry-After', '5');
      c.header('Cache-Control', 'no-store');
      return errorResponse(
        c,
        503,
        fault === 'timeout' ? HTTP_MESSAGES.timedOut : HTTP_MESSAGES.databaseUnavailable,
      );
    }
    logger.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    // Never the error's text or stack: they can describe the database or the code.
    return errorResponse(c, 500, HTTP_MESSAGES.serverError);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
