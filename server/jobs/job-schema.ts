import * as v from 'valibot';

/**
 * One government job as `npm run jobs -- import` reads it from a file and POST /api/admin/jobs receives
 * it: the fields of spec §3's Job, without the id (the database gives one). The CLI checks every row with
 * this schema before sending anything, and the server checks again with the same schema, so the two can
 * never disagree about what a valid job is.
 */
export const JOB_FIELDS = [
  'organisation',
  'jobstitle',
  'joblocation',
  'qualification',
  'vacancies',
  'lastdate',
  'weblink',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

/** At most this many jobs in one import (one request, one transaction). */
export const MAX_IMPORT_JOBS = 2000;

const text = (field: JobField, max: number) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

const VACANCIES = 'vacancies must be a positive whole number';

/** A number in JSON, or its digits in CSV. */
const Vacancies = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
  v.number(VACANCIES),
  v.integer(VACANCIES),
  v.minValue(1, VACANCIES),
  v.maxValue(10_000_000, 'vacancies must be at most 10000000'),
);

const LAST_DATE = 'lastdate must be a date written YYYY-MM-DD';

const LastDate = v.pipe(
  v.string(LAST_DATE),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, LAST_DATE),
  v.check(isCalendarDate, `${LAST_DATE} that exists in the calendar`),
);

/** 2027-02-30 has the right shape but is no day. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * As published, with or without http(s):// (the client adds https:// when it is missing), but a web
 * address all the same: a host with a dot, no other scheme, no spaces.
 */
export function isWebLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(hasScheme ? value : `https://${value}`);
    return url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const ImportedJob = v.object({
  organisation: text('organisation', 200),
  jobstitle: text('jobstitle', 300),
  joblocation: text('joblocation', 200),
  qualification: text('qualification', 300),
  vacancies: Vacancies,
  lastdate: LastDate,
  weblink: v.pipe(
    text('weblink', 500),
    v.check(isWebLink, 'weblink must be a web address (https://… or a domain such as ssc.gov.in)'),
  ),
});
export type ImportedJob = v.InferOutput<typeof ImportedJob>;

/** What POST /api/admin/jobs receives. */
export const ImportJobsRequest = v.object({
  jobs: v.pipe(
    v.array(v.unknown(), 'jobs must be a list of jobs'),
    v.minLength(1, 'jobs must hold at least one job'),
    v.maxLength(MAX_IMPORT_JOBS, `at most ${MAX_IMPORT_JOBS} jobs in one import`),
  ),
});

/** What it answers on success. */
export interface ImportJobsResponse {
  readonly status: 'success';
  /** Jobs added (and alerted to matching subscribers). */
  readonly inserted: number;
  /** Jobs already there (or twice in the file): not added, not alerted again. */
  readonly skipped: number;
  /** Alert messages queued (e-mail and WhatsApp together). */
  readonly alerts: number;
}

/** One problem of one row: where it is (its line in the file, or its position in a request) and what. */
export interface RowProblem {
  readonly line: number;
  readonly message: string;
}

/**
 * Checks every row; `line` says where each came from. Either all rows are valid jobs, or the answer
 * lists every bad row (all of its problems), so one run shows the editor everything to fix.
 */
export function validateJobRows(
  rows: readonly { line: number; record: unknown }[],
): { ok: true; jobs: ImportedJob[] } | { ok: false; problems: RowProblem[] } {
  const jobs: ImportedJob[] = [];
  const problems: RowProblem[] = [];
  for (const { line, record } of rows) {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      problems.push({ line, message: 'a job must be an object with the fields ' + JOB_FIELDS.join(', ') });
      continue;
    }
    const result = v.safeParse(ImportedJob, record, { abortPipeEarly: true });
    if (result.success) {
      jobs.push(result.output);
      continue;
    }
    // One message per field, in the order of the fields.
    const byField = new Map<string, string>();
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key;
      const name = typeof field === 'string' ? field : '';
      const missing = issue.type === 'object' && issue.received === 'undefined';
      if (!byField.has(name)) byField.set(name, missing ? `${name} is required` : issue.message);
    }
    const ordered = [...byField.entries()].sort(
      ([a], [b]) => JOB_FIELDS.indexOf(a as JobField) - JOB_FIELDS.indexOf(b as JobField),
    );
    problems.push({ line, message: ordered.map(([, message]) => message).join('; ') });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, jobs };
}

/**
 * The natural key of a job, which says whether an imported job is already there: the same organisation,
 * title, last date and link (case, spacing, the http(s):// prefix and a trailing slash ignored). A job
 * republished with a new last date is a new job.
 */
export function jobKey(
  job: Pick<ImportedJob, 'organisation' | 'jobstitle' | 'lastdate' | 'weblink'>,
): string {
  const words = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const link = job.weblink
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return JSON.stringify([words(job.organisation), words(job.jobstitle), job.lastdate, link]);
}

/** The admin endpoint the CLI sends a checked file to (not part of the client's contract). */
export const ADMIN_JOBS_PATH = '/api/admin/jobs';

/** Admin requests may be larger than the client's (MAX_BODY_BYTES): a whole file of jobs. */
export const MAX_ADMIN_BODY_BYTES = 4 * 1024 * 1024;

/** A refused import: every bad job with its position in the request (1-based). */
export interface ImportJobsRefusal {
  readonly status: 'error';
  readonly message: string;
  readonly problems?: readonly { row: number; message: string }[];
}
