import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../../server/db/open';
import { recordingLogger } from './logger';
import type { PostgresTarget } from './provided';

export type DatabaseKind = Database['kind'];

/**
 * Defines a suite once and runs it against both databases the server supports: PGlite (always) and
 * PostgreSQL (when the global setup found a server). Each test file gets its own database, migrated
 * and seeded, for all its tests; the getter is valid inside tests and hooks.
 */
export function forEachDatabase(define: (database: () => Database) => void): void {
  describe('on PGlite', () => define(useDatabase(openPgliteCopy)));
  const postgres = inject('postgres');
  describe.skipIf(postgres === null)('on PostgreSQL', () =>
    define(useDatabase(() => openFreshPostgres(postgres!))),
  );
}

/** Opens a database before the enclosing suite's tests and closes it after them. */
export function useDatabase(open: () => Promise<Database>): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('The test database is not open (used outside a test or hook?)');
    return database;
  };
}

/** An in-memory copy of the global setup's migrated and seeded PGlite. Migrating it again is a no-op. */
export async function openPgliteCopy(): Promise<Database> {
  const template = await readFile(inject('pgliteTemplate'));
  return openPglite(await PGlite.create({ loadDataDir: new Blob([template]) }));
}

/**
 * A new PostgreSQL database of this run: empty, or a copy of `template` (a database of this run with
 * no open connection); closing the returned handle also drops it.
 */
export async function createPostgresDatabase(
  target: Pick<PostgresTarget, 'adminUrl' | 'databasePrefix'>,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${target.databasePrefix}${randomBytes(4).toString('hex')}`;
  const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
  await adminQuery(target, `create database ${pg.escapeIdentifier(name)}${from}`);
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(target, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}

/**
 * A fresh PostgreSQL database, migrated and seeded the way the server does it: a copy of the run's
 * seeded template (opening it migrates nothing more).
 */
export async function openFreshPostgres(target: PostgresTarget): Promise<Database> {
  const created = await createPostgresDatabase(target, target.seededTemplate);
  const database = await openPostgres(created.url, recordingLogger());
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

async function adminQuery(target: Pick<PostgresTarget, 'adminUrl'>, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
