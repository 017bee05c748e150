import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { currentRequestSignal } from '../http/deadline';
import { lockDataDir } from './data-dir-lock';
import type { OutageMonitor } from './outage';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The query layer every route and the seed use. Both drivers produce a PgDatabase over the same schema;
 * only their raw result types differ, and no code here reads raw results, so routes are written once.
 */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: AppDatabase;
  readonly kind: 'pglite' | 'postgres';
  /** Ends the connections (PostgreSQL) or flushes and closes the data folder (PGlite). Safe to call twice. */
  close(): Promise<void>;
  /**
   * Runs start-up work that may rightly take long (seeding the whole question bank, or waiting for
   * another copy's seed to finish) outside the request timeouts of POSTGRES_TIMEOUTS: on PostgreSQL on
   * a connection of its own without statement or query timeouts, on PGlite on the one database.
   */
  maintenance<T>(work: (db: AppDatabase) => Promise<T>): Promise<T>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Two servers starting at once against one PostgreSQL database would both try to create the same
 * tables; this session-level advisory lock makes the second wait until the first has migrated.
 * Any fixed number works, as long as nothing else in the database uses it.
 */
const MIGRATION_LOCK_KEY = 4_207_311_001;

/** Opens the configured database and brings its schema up to date: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger: Logger,
  options: PostgresOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, logger, options);
  await mkdir(config.dataDir, { recursive: true });
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(await PGlite.create(config.dataDir));
    return {
      ...database,
      close: once(async () => {
        await database.close();
        await unlock();
      }),
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Wraps an already created PGlite (a data folder, or an in-memory copy of a dump in tests) and migrates it. */
export async function openPglite(client: PGlite): Promise<Database> {
  guardQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(guardQueries(tx)));
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: once(() => client.close()), maintenance: (work) => work(db) };
}

/**
 * How long PostgreSQL may take (issue 20's probe: with none, a submission took 32 s behind a slow
 * database, and an unresponsive one left requests and SIGTERM hanging for minutes). Each bounds one
 * thing: reaching a connection, a statement on the server, a round trip seen from here (a server that
 * stopped answering), and a transaction left open by a crashed request.
 */
export const POSTGRES_TIMEOUTS: {
  readonly connectionTimeoutMillis: number;
  readonly statement_timeout: number;
  readonly query_timeout: number;
  readonly idle_in_transaction_session_timeout: number;
} = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  idle_in_transaction_session_timeout: 10_000,
};

export interface PostgresOptions {
  /** Overrides of POSTGRES_TIMEOUTS (tests shorten them). */
  readonly timeouts?: Partial<typeof POSTGRES_TIMEOUTS>;
  /** Told when an idle connection fails, so an outage is logged once (db/outage.ts), not per connection. */
  readonly outage?: OutageMonitor;
}

/**
 * A query asked for by a request that has ended (its deadline passed or its client left:
 * http/deadline.ts) is refused before it reaches the database, so abandoned work stops at its next
 * query and its transaction rolls back. ROLLBACK itself always runs, or the connection would go back to
 * the pool inside a transaction.
 */
function guardQueries<T extends { query: (...args: never[]) => unknown }>(target: T): T {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const signal = currentRequestSignal();
    if (signal?.aborted && !isRollback(args[0])) return Promise.reject(signal.reason as Error);
    return query(...args);
  };
  target.query = guarded as unknown as T['query'];
  return target;
}

function isRollback(statement: unknown): boolean {
  const text =
    typeof statement === 'string' ? statement : (statement as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*rollback\b/i.test(text);
}

/** Connects a pool to a PostgreSQL server and migrates the database, one server at a time. */
export async function openPostgres(
  url: string,
  logger: Logger,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, ...POSTGRES_TIMEOUTS, ...options.timeouts });
  pool.on('connect', (client) => void guardQueries(client));
  // An idle pooled connection can die (server restart, network); without a listener the pool's
  // 'error' event would crash the process. The pool replaces the connection on next use.
  pool.on('error', (error) =>
    options.outage
      ? options.outage.failed(error)
      : logger.error('PostgreSQL: an idle connection failed', error),
  );
  guardQueries(pool);
  try {
    const client = await pool.connect();
    try {
      // Migrating a large database may take longer than a request's statement is allowed to.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      // Destroyed rather than reused: a failed one may still hold the lock, and a good one has its
      // statement_timeout turned off.
      client.release(true);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const maintenance = async <T>(work: (db: AppDatabase) => Promise<T>): Promise<T> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis:
        options.timeouts?.connectionTimeoutMillis ?? POSTGRES_TIMEOUTS.connectionTimeoutMillis,
    });
    await client.connect();
    try {
      return await work(drizzleNodePg(client, { schema }) as unknown as AppDatabase);
    } finally {
      await client.end();
    }
  };
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: 'postgres',
    close: once(() => pool.end()),
    maintenance,
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
