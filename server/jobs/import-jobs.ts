import { inArray, sql } from 'drizzle-orm';
import { queueJobAlerts, type AlertLinks } from '../alerts/deliver';
import type { AppDatabase } from '../db/open';
import { govtJobs } from '../db/schema';
import { jobKey, type ImportedJob } from './job-schema';

/** A job of the file (the wire's names, spec §7) as a row of `govt_jobs`: the seed's jobs too. */
export function jobColumns(job: ImportedJob): Omit<typeof govtJobs.$inferInsert, 'id'> {
  return {
    organisation: job.organisation,
    title: job.jobstitle,
    location: job.joblocation,
    qualification: job.qualification,
    vacancies: job.vacancies,
    lastDate: job.lastdate,
    weblink: job.weblink,
  };
}

/**
 * Imports run one at a time (this transaction-level advisory lock): two imports of the same file, on
 * one server or two, cannot both find a job missing and both add it. Any fixed number works, as long as
 * nothing else uses it (see MIGRATION_LOCK_KEY and SEED_LOCK_KEY).
 */
const JOB_IMPORT_LOCK_KEY = 4_207_311_003;

export interface ImportResult {
  readonly inserted: number;
  readonly skipped: number;
  /** Alert messages queued (e-mail and WhatsApp together). */
  readonly alerts: number;
  /** Ids of the added jobs, in the order of the file. */
  readonly jobIds: number[];
}

/**
 * Adds the jobs that are not there yet (jobKey: organisation, title, last date and link; also a job
 * twice in the same file) and queues their alerts, all in one transaction: the jobs and their alerts
 * are stored together, or nothing is. Call deps.outboxQueued() after it returns.
 */
export async function importJobs(
  db: AppDatabase,
  jobs: readonly ImportedJob[],
  now: Date,
  links: AlertLinks,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOB_IMPORT_LOCK_KEY})`);
    const dates = [...new Set(jobs.map((job) => job.lastdate))];
    const existing = await tx
      .select({
        organisation: govtJobs.organisation,
        jobstitle: govtJobs.title,
        lastdate: govtJobs.lastDate,
        weblink: govtJobs.weblink,
      })
      .from(govtJobs)
      .where(inArray(govtJobs.lastDate, dates));
    const seen = new Set(existing.map(jobKey));
    const fresh = jobs.filter((job) => {
      const key = jobKey(job);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const added =
      fresh.length === 0 ? [] : await tx.insert(govtJobs).values(fresh.map(jobColumns)).returning();
    const alerts = await queueJobAlerts(tx, added, now, links);
    return {
      inserted: added.length,
      skipped: jobs.length - added.length,
      alerts,
      jobIds: added.map((job) => job.id),
    };
  });
}
