import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { loadQuestionBanks } from '../content/bank';
import { importQuestionBank, type QuestionBank } from '../content/load';
import type { AppDatabase } from '../db/open';
import { exams, govtJobs, qualifications } from '../db/schema';
import { jobColumns } from '../jobs/import-jobs';
import { loadSeedData, type SeedData } from './data-files';

/**
 * The seed holds this transaction-level advisory lock, so two servers starting at once against one
 * PostgreSQL database take turns instead of racing. Any fixed number works (see MIGRATION_LOCK_KEY).
 */
const SEED_LOCK_KEY = 4_207_311_002;

export interface SeedCounts {
  readonly qualifications: number;
  readonly jobs: number;
  readonly exams: number;
  /** Questions in the bank: the data files (server/content/data/) and the generators (server/content/bank.ts). */
  readonly questions: number;
}

/**
 * Loads the data files into the catalogue tables. Idempotent: every row is keyed by its natural key
 * (a qualification's name, a job's or exam's id), so running it again — a restart, a second server —
 * adds nothing. A row whose content changed in the data file is updated in place, so a corrected job
 * reaches existing databases; rows that did not change are not rewritten. The question bank is loaded
 * the same way, keyed by each question's content key (server/content/load.ts); `banks` replaces the
 * data files and generated banks (tests).
 */
export async function seedDatabase(
  db: AppDatabase,
  data?: SeedData,
  banks?: readonly QuestionBank[],
): Promise<SeedCounts> {
  const content = data ?? (await loadSeedData());
  const questionBanks = banks ?? (await loadQuestionBanks());
  let questionCount = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await upsert(
      tx,
      qualifications,
      qualifications.name,
      content.qualifications.map((q, index) => ({ name: q.qualification_name, position: index + 1 })),
    );
    await upsert(
      tx,
      govtJobs,
      govtJobs.id,
      // A job whose recruitment exam has mocks links them (issue 18); imported jobs have none.
      content.jobs.map((job) => ({ id: job.id, ...jobColumns(job), mockExam: job.mock_exam ?? null })),
    );
    await upsert(
      tx,
      exams,
      exams.id,
      content.exams.map((exam) => ({
        id: exam.exam_id,
        family: exam.family,
        paper: exam.exam_paper,
        paperName: exam.exampaper_name,
      })),
    );
    // The question bank (server/content/load.ts): one topic at a time, each a batch of upserts.
    for (const bank of questionBanks) questionCount += (await importQuestionBank(tx, bank)).questions;
  });
  return {
    qualifications: content.qualifications.length,
    jobs: content.jobs.length,
    exams: content.exams.length,
    questions: questionCount,
  };
}

type Executor = Pick<AppDatabase, 'insert'>;

/** INSERT … ON CONFLICT (key) DO UPDATE SET every other column, only where something differs. */
async function upsert<T extends PgTable>(
  tx: Executor,
  table: T,
  key: AnyPgColumn,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const others = Object.entries(getTableColumns(table)).filter(([, column]) => column.name !== key.name);
  const excluded = (column: AnyPgColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  const set = Object.fromEntries(others.map(([property, column]) => [property, excluded(column)]));
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: key,
      set: set as PgUpdateSetSource<T>,
      setWhere: sql`(${list(others.map(([, c]) => sql`${c}`))}) is distinct from (${list(others.map(([, c]) => excluded(c)))})`,
    });
}
