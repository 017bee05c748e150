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
import { lockDataDir } from './data-dir-lock';
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
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, logger);
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
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: once(() => client.close()) };
}

/** Connects a pool to a PostgreSQL server and migrates the database, one server at a time. */
export async function openPostgres(url: string, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle pooled connection can die (server restart, network); without a listener the pool's
  // 'error' event would crash the process. The pool replaces the connection on next use.
  pool.on('error', (error) => logger.error('PostgreSQL: an idle connection failed', error));
  try {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      // A failed connection is destroyed rather than reused; that also drops a lock it still holds.
      client.release(broken);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzleNodePg({ client: pool, schema }), kind: 'postgres', close: once(() => pool.end()) };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
