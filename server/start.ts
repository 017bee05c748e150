import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { QUIZ_DURATION_SECONDS } from '../contract/quiz';
import { createApp, type App } from './app';
import { sessionCache } from './accounts/session-cache';
import { LIST_CHANNEL } from './catalogues/list-cache';
import { systemClock, TEST_NOW_HEADER, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/open';
import { outageAwareLogger, outageMonitor } from './db/outage';
import { listCache } from './catalogues/list-cache';
import { listFastPath } from './catalogues/list-fast-path';
import { historyCache } from './quiz/history-cache';
import { questionBank } from './quiz/question-bank';
import { listenForListChanges, type ListChangeListener } from './db/list-changes';
import { startHousekeeping } from './housekeeping';
import { warmBoards } from './progress/warm-boards';
import { consoleLogger, type Logger } from './logger';
import { startOutboxSender, type OutboxSender } from './mail/outbox';
import { configuredTransports, type Transports } from './mail/transports';
import { seedDatabase } from './seed/seed';
import { mockCatalogue } from './mocks/catalogue';
import type { WhatsAppProvider } from './alerts/whatsapp';
import { adminTokenPath, ensureAdminTokenFile } from './jobs/admin-token';

export interface StartOptions {
  readonly config: Config;
  readonly logger?: Logger;
  /** How long close() lets in-flight requests finish before cutting their connections. */
  readonly shutdownTimeoutMs?: number;
  /** Adds routes to the app before it serves (scripts and tests, e.g. a deliberately slow route). */
  readonly configureApp?: (app: App) => void;
  /** The time every expiry is judged by (tests). */
  readonly clock?: Clock;
  /** How messages leave: default SMTP when SMTP_URL is set, else the log (tests record them). */
  readonly transports?: Transports;
  /** How often the outbox sender looks for due messages besides being nudged; default 2 s. */
  readonly outboxIntervalMs?: number;
  /** Where WhatsApp alerts go (server/alerts/whatsapp.ts); default the log. Ignored when `transports` is given. */
  readonly whatsAppProvider?: WhatsAppProvider;
  /** Overrides of SOCKET_LIMITS (tests shorten them). */
  readonly socketLimits?: Partial<typeof SOCKET_LIMITS>;
  /** How long an /api request may take (app.ts); default 8 s. */
  readonly requestDeadlineMs?: number;
}

/**
 * What a slow or idle client may hold (issue 20's probe: a half-sent body kept its socket 313 s,
 * unfinished headers 73 s, Node's defaults, with no cap on connections). Node checks the two request
 * timeouts every `connectionsCheckingInterval`, so that is short too. The largest body (an admin file of
 * jobs, a few MB) arrives well within requestTimeout on any working link.
 */
export const SOCKET_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
  maxConnections: 2_000,
};

/** At most this long for each stage of shutdown after HTTP (outbox, housekeeping, the database). */
const CLOSE_STAGE_MS = 1_000;

export interface RunningServer {
  /** http://localhost:PORT, with the port actually bound (PORT=0 picks a free one). */
  readonly url: string;
  /** Settles once the database is migrated and seeded; rejects if that failed or close() came first. */
  readonly ready: Promise<void>;
  /** Stops accepting, lets in-flight requests finish, then closes the database. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Starts listening at once, then opens, migrates and seeds the database in the background: a health
 * check gets an answer (503, then 200) from the first second instead of a refused connection while
 * PGlite takes its few seconds to start.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? consoleLogger;
  let database: Database | undefined; // open, maybe not yet seeded
  let isReady = false;
  let stopping = false;
  let sender: OutboxSender | undefined;
  let housekeeping: { stop(): Promise<void> } | undefined;
  // The boards' warm-up after start: close() waits for it (it stops between two boards once stopping).
  let warming: Promise<unknown> = Promise.resolve();
  const clock = options.clock ?? systemClock;

  // The admin token (`npm run jobs`): ADMIN_TOKEN, else the one kept in DATA_DIR/admin-token.
  let adminToken = config.adminToken;
  let adminTokenFailure: unknown;
  if (!adminToken) {
    try {
      adminToken = await ensureAdminTokenFile(config.dataDir);
    } catch (error) {
      adminTokenFailure = error;
    }
  }

  const outage = outageMonitor(logger);
  const lists = listCache();
  const bank = questionBank(() => {
    if (!isReady || !database) throw new Error('The database was used before it was ready');
    return database.db;
  });
  let listener: ListChangeListener | undefined;
  const app = createApp({
    outage,
    lists,
    // PGlite's data folder has one server (db/data-dir-lock.ts), so its sessions and histories can
    // live in memory; with PostgreSQL another copy may end a session or store an attempt (ADR 0004).
    sessions: config.databaseUrl ? undefined : sessionCache(),
    histories: config.databaseUrl ? undefined : historyCache(),
    bank,
    requestDeadlineMs: options.requestDeadlineMs,
    config: { ...config, adminToken },
    db: () => (isReady ? database?.db : undefined),
    logger,
    draining: () => stopping,
    clock,
    onOutboxQueued: () => sender?.nudge(),
  });
  options.configureApp?.(app);

  const limits = { ...SOCKET_LIMITS, ...options.socketLimits };
  const fastLists = listFastPath(lists);
  // @hono/node-server's listener, behind the public lists' fast path (catalogues/list-fast-path.ts):
  // a list in memory is answered without Hono when it can be.
  const honoListener = getRequestListener(app.fetch);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    (request, response) => {
      if (!fastLists(request, response)) void honoListener(request, response);
    },
  );
  server.listen(config.port);
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // e.g. EADDRINUSE
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  logger.info(`ParikshaPath is running at ${url} (database: ${describeDatabase(config)})`);
  if (config.testClock) {
    logger.error(
      [
        '!'.repeat(100),
        `!!! TEST_CLOCK=1: any request with an ${TEST_NOW_HEADER} header sets the time of its draws, submissions,`,
        '!!! streaks, daily quiz and leaderboards. For tests only: never run a real server with it.',
        '!'.repeat(100),
      ].join('\n'),
    );
  }
  if (adminTokenFailure !== undefined) {
    logger.error(
      `Could not write ${adminTokenPath(config.dataDir)}: the admin endpoints stay closed until ADMIN_TOKEN is set`,
      adminTokenFailure,
    );
  } else if (!config.adminToken) {
    logger.info(
      `The admin token of \`npm run jobs\` is in ${adminTokenPath(config.dataDir)} (set ADMIN_TOKEN to choose one)`,
    );
  }

  const ready = (async () => {
    database = await openDatabase(config, logger, { outage });
    if (stopping) throw new Error('The server was closed before it was ready');
    // Seeding the whole bank (or waiting for another copy's seed) may outlast a request's timeouts.
    const counts = await database.maintenance((db) => seedDatabase(db));
    // The published mock papers, read and checked against their patterns: a mismatch stops the start.
    await mockCatalogue();
    if (stopping) throw new Error('The server was closed before it was ready');
    // This start's seed may have changed the question bank or the catalogues: copies already running
    // read them again (PostgreSQL: NOTIFY; nobody listens on PGlite).
    await database.db.execute(sql`select pg_notify(${LIST_CHANNEL}, '')`);
    // Another copy's import or seed reaches this one's lists and bank (PostgreSQL: LISTEN/NOTIFY,
    // db/list-changes.ts).
    if (config.databaseUrl)
      listener = listenForListChanges(
        config.databaseUrl,
        () => {
          lists.changed();
          bank.changed();
        },
        logger,
      );
    // Mail and cleanup run in the background, never inside a request.
    // A database outage is logged once by the monitor, not by every round of the background loops.
    const backgroundLogger = outageAwareLogger(logger, outage);
    sender = startOutboxSender({
      db: database.db,
      transports: options.transports ?? configuredTransports(config, logger, options.whatsAppProvider),
      logger: backgroundLogger,
      clock,
      intervalMs: options.outboxIntervalMs ?? 2000,
    });
    housekeeping = startHousekeeping({
      db: database.db,
      clock,
      logger: backgroundLogger,
      settings: config,
      intervalMs: 60 * 60 * 1000,
      vacuum: database.kind === 'pglite',
    });
    isReady = true;
    // Boards into memory before the day's candidates ask (in the background; a failure only costs speed).
    const boardsFrom = performance.now();
    warming = warmBoards(database.db, clock(), () => stopping).then(
      (warmed) =>
        logger.info(`${warmed} leaderboards loaded in ${Math.round(performance.now() - boardsFrom)} ms`),
      (error: unknown) => backgroundLogger.error('Could not load the leaderboards ahead', error),
    );
    if (!config.smtpUrl)
      logger.info('SMTP_URL is not set: e-mails are written to this log instead of being sent');
    if (config.quizDurationSeconds !== QUIZ_DURATION_SECONDS) {
      logger.info(
        `QUIZ_DURATION_SECONDS=${config.quizDurationSeconds}: quizzes can be submitted for that long (plus 2 minutes), not ${QUIZ_DURATION_SECONDS} s. A setting for tests only.`,
      );
    }
    logger.info(
      `Database ready: ${counts.qualifications} qualifications, ${counts.jobs} jobs, ${counts.exams} exam papers, ${counts.questions} questions`,
    );
  })();
  // Whoever awaits `ready` sees a failure; nobody awaiting it must not crash the process.
  ready.catch(() => {});

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      await stopHttp(server, options.shutdownTimeoutMs ?? 5_000);
      // If start-up is still opening the database, let it finish so the database can be closed cleanly
      // (PostgreSQL: bounded, an unreachable server must not hold SIGTERM; PGlite: its folder must close).
      const bounded = database?.kind === 'postgres' || config.databaseUrl !== undefined;
      const stage = (work: Promise<unknown>, what: string) =>
        bounded
          ? withinMs(work, CLOSE_STAGE_MS, () => logger.error(`Shutdown: gave up waiting for ${what}`))
          : work;
      await stage(
        ready.catch(() => {}),
        'the database to open',
      );
      isReady = false;
      // The background loops use the database: stop them before closing it.
      await stage(listener?.stop() ?? Promise.resolve(), 'the list listener');
      await stage(sender?.stop() ?? Promise.resolve(), 'the outbox sender');
      await stage(housekeeping?.stop() ?? Promise.resolve(), 'housekeeping');
      await stage(warming, 'the leaderboards warm-up');
      await stage(database?.close() ?? Promise.resolve(), 'the database connections');
    })());

  return { url, ready, close };
}

/** Waits for `work`, or `ms`, whichever comes first (then calls `onLate`). Never rejects. */
async function withinMs(work: Promise<unknown>, ms: number, onLate: () => void): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([
    work.then(
      () => 'done' as const,
      () => 'done' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') onLate();
}

/**
 * server.close() refuses new connections and resolves once the open ones are gone. Keep-alive
 * connections would linger for the client's idle timeout, so idle ones are closed now and again as
 * in-flight requests finish (polled: Node has no "connection became idle" event). Connections still
 * busy after the timeout are cut.
 */
function stopHttp(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Where the data lives, for the start-up line; never the password of a DATABASE_URL. */
export function describeDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
