import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../../server/db/open';
import { createPostgresDatabase } from './databases';
import { recordingLogger } from './logger';
import { loadQuestionBanks } from '../../../server/content/bank';
import type { QuestionBank } from '../../../server/content/load';
import { seedDatabase } from '../../../server/seed/seed';
import type { PostgresTarget } from './provided';

/**
 * Runs once before the server suite:
 * - builds one migrated and seeded PGlite and dumps it to a file; each test file loads its own copy
 *   (~1 s) instead of creating one from scratch (3–5 s on two cores);
 * - checks whether PostgreSQL is reachable (TEST_DATABASE_URL, default the local server). If not, the
 *   PostgreSQL suite is skipped and this says so once, unless REQUIRE_POSTGRES=1 makes that an error.
 */
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'examprep-server-tests-'));
  // The bank is generated once for both templates. One after the other: PGlite's work holds this
  // process's event loop, and a PostgreSQL transaction left waiting meanwhile would hit its idle timeout.
  const banks = await loadQuestionBanks();
  const templateFile = await buildPgliteTemplate(workDir, banks);
  const postgres = await findPostgres(banks);
  project.provide('pgliteTemplate', templateFile);
  project.provide('postgres', postgres);

  return async () => {
    await rm(workDir, { recursive: true, force: true });
    if (postgres) await dropLeftoverDatabases(postgres);
  };
}

async function buildPgliteTemplate(workDir: string, banks: QuestionBank[]): Promise<string> {
  const client = await PGlite.create();
  const database = await openPglite(client);
  await seedDatabase(database.db, undefined, banks);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(workDir, 'pglite-template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function findPostgres(banks: QuestionBank[]): Promise<PostgresTarget | null> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const where = redact(adminUrl);
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${where}: ${String(error)}`);
    }
    console.log(
      `PostgreSQL suite skipped: no server at ${where} (${String(error)}); set REQUIRE_POSTGRES=1 to require it`,
    );
    return null;
  } finally {
    await client.end().catch(() => {});
  }
  const databasePrefix = `examprep_test_${randomBytes(3).toString('hex')}_`;
  return {
    adminUrl,
    databasePrefix,
    seededTemplate: await buildPostgresTemplate({ adminUrl, databasePrefix }, banks),
  };
}

/** The run's migrated and seeded PostgreSQL database, closed: the template of every test file's own. */
async function buildPostgresTemplate(
  target: Pick<PostgresTarget, 'adminUrl' | 'databasePrefix'>,
  banks: QuestionBank[],
) {
  const created = await createPostgresDatabase(target);
  const database = await openPostgres(created.url, recordingLogger());
  try {
    await database.maintenance((db) => seedDatabase(db, undefined, banks));
  } finally {
    await database.close();
  }
  return new URL(created.url).pathname.slice(1);
}

async function dropLeftoverDatabases(target: PostgresTarget): Promise<void> {
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [target.databasePrefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
