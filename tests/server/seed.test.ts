import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, inject, it } from 'vitest';
import { loadQuestionBanks } from '../../server/content/bank';
import { openPostgres, type Database } from '../../server/db/open';
import { exams, govtJobs, qualifications, questions } from '../../server/db/schema';
import { loadSeedData } from '../../server/seed/data-files';
import { seedDatabase } from '../../server/seed/seed';
import { createPostgresDatabase, forEachDatabase } from './support/databases';
import { recordingLogger } from './support/logger';

/** Seeding loads the whole question bank (thousands of rows) each time: minutes on a busy 2-core machine. */
const SEEDING_TIMEOUT = 180_000;

async function rowCounts(database: Database) {
  const [q] = await database.db.select({ n: count() }).from(qualifications);
  const [j] = await database.db.select({ n: count() }).from(govtJobs);
  const [e] = await database.db.select({ n: count() }).from(exams);
  return { qualifications: q!.n, jobs: j!.n, exams: e!.n };
}

/** Each job row's transaction id: it changes whenever the row is written, even with the same values. */
async function jobRowVersions(database: Database) {
  return database.db
    .select({ id: govtJobs.id, version: sql<string>`${govtJobs}.xmin::text` })
    .from(govtJobs)
    .orderBy(govtJobs.id);
}

forEachDatabase((database) => {
  it('holds exactly the data files, once', async () => {
    const data = await loadSeedData();
    expect(await rowCounts(database())).toEqual({
      qualifications: data.qualifications.length,
      jobs: data.jobs.length,
      exams: data.exams.length,
    });
  });

  it(
    'seeding again (a restart, a second server) adds nothing and rewrites nothing',
    async () => {
      const before = await rowCounts(database());
      const versions = await jobRowVersions(database());
      await seedDatabase(database().db);
      await seedDatabase(database().db);
      expect(await rowCounts(database())).toEqual(before);
      expect(await jobRowVersions(database())).toEqual(versions);
    },
    SEEDING_TIMEOUT,
  );

  it(
    'a job corrected in the data file is updated in place on the next start',
    async () => {
      const data = await loadSeedData();
      const [first, ...rest] = data.jobs;
      const corrected = { ...data, jobs: [{ ...first!, vacancies: first!.vacancies + 1 }, ...rest] };
      const before = await rowCounts(database());
      await seedDatabase(database().db, corrected);
      const [row] = await database().db.select().from(govtJobs).where(eq(govtJobs.id, first!.id));
      expect(row?.vacancies).toBe(first!.vacancies + 1);
      expect(await rowCounts(database())).toEqual(before);
      await seedDatabase(database().db, data); // as it was, for the other tests
    },
    SEEDING_TIMEOUT,
  );
});

const postgres = inject('postgres');
const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

describe.skipIf(postgres === null)('two servers starting at once on one new PostgreSQL database', () => {
  it(
    'both migrate and seed without error or duplicates',
    async () => {
      const created = await createPostgresDatabase(postgres!);
      const opened: Database[] = [];
      try {
        const start = async () => {
          const database = await openPostgres(created.url, recordingLogger());
          opened.push(database);
          // As server/start.ts does: outside the request timeouts (the bank takes a while to seed).
          await database.maintenance((db) => seedDatabase(db));
          return database;
        };
        const [a] = await Promise.all([start(), start(), start()]);
        const data = await loadSeedData();
        expect(await rowCounts(a)).toEqual({
          qualifications: data.qualifications.length,
          jobs: data.jobs.length,
          exams: data.exams.length,
        });
        const [bank] = await a.db.select({ n: count() }).from(questions);
        expect(bank!.n).toBe((await loadQuestionBanks()).reduce((n, b) => n + b.questions.length, 0));
        // Each migration applied once, not once per server.
        const applied = await a.db.select({ n: count() }).from(sql`drizzle.__drizzle_migrations`);
        expect(applied).toEqual([{ n: readMigrationFiles({ migrationsFolder }).length }]);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
        await created.drop();
      }
    },
    SEEDING_TIMEOUT,
  );
});
