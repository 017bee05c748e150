import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { EXAM_FAMILY_SLUGS } from '../../contract/exam-families';
import { Exam, Job, QualificationItem } from '../../contract/lists';
import { MOCK_EXAM_KEYS } from '../../contract/mocks';
import { ALL_INDIA, STATES } from '../../contract/states';

/**
 * The catalogue content ships as JSON data files beside this module (server/seed/data/), not as code,
 * so an editor can correct a job or add an exam paper without touching TypeScript. The files are
 * checked here against the contract's own item schemas plus a few content rules, so a bad edit stops
 * the server at start-up with the file and entry named, instead of serving a list the client rejects.
 */

/** Items are joined with this in a job's qualification field ('10th Pass, ITI'). */
export const QUALIFICATION_SEPARATOR = ', ';

const QualificationsFile = v.pipe(
  v.array(QualificationItem),
  v.minLength(1),
  v.check((items) => unique(items.map((q) => q.qualification_name)), 'qualification names must be unique'),
);

const JobsFile = v.pipe(
  v.array(
    v.object({
      ...Job.entries,
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      joblocation: v.picklist(
        [ALL_INDIA, ...STATES],
        'joblocation must be "All India" or a state of contract/states.ts',
      ),
      vacancies: v.pipe(v.number(), v.integer(), v.minValue(1)),
      lastdate: v.pipe(v.string(), v.isoDate('lastdate must be an ISO date, YYYY-MM-DD')),
      weblink: v.pipe(v.string(), v.nonEmpty()),
      mock_exam: v.optional(
        v.picklist(MOCK_EXAM_KEYS, 'mock_exam must be a key of contract/mocks.ts MOCK_EXAMS'),
      ),
    }),
  ),
  v.check((jobs) => unique(jobs.map((job) => job.id)), 'job ids must be unique'),
);

const ExamsFile = v.pipe(
  v.array(
    v.object({
      ...Exam.entries,
      exam_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      // null rather than absent, so the file says plainly which papers have no title.
      exam_paper: v.nullable(v.pipe(v.string(), v.nonEmpty())),
      family: v.picklist(EXAM_FAMILY_SLUGS),
    }),
  ),
  v.check((exams) => unique(exams.map((exam) => exam.exam_id)), 'exam ids must be unique'),
);

export interface SeedData {
  readonly qualifications: v.InferOutput<typeof QualificationsFile>;
  readonly jobs: v.InferOutput<typeof JobsFile>;
  readonly exams: v.InferOutput<typeof ExamsFile>;
}

/** Reads and checks the three data files. */
export async function loadSeedData(): Promise<SeedData> {
  const [qualifications, jobs, exams] = await Promise.all([
    readDataFile('qualifications.json', QualificationsFile),
    readDataFile('govt_jobs.json', JobsFile),
    readDataFile('exams.json', ExamsFile),
  ]);
  // A job names its qualifications from the qualification list, so the client's filter finds it.
  const known = new Set(qualifications.map((q) => q.qualification_name));
  for (const job of jobs) {
    const unknown = job.qualification.split(QUALIFICATION_SEPARATOR).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(`govt_jobs.json: job ${job.id} names unknown qualifications: ${unknown.join(', ')}`);
    }
  }
  return { qualifications, jobs, exams };
}

async function readDataFile<S extends v.GenericSchema>(name: string, schema: S): Promise<v.InferOutput<S>> {
  const text = await readFile(new URL(`./data/${name}`, import.meta.url), 'utf8');
  const result = v.safeParse(schema, JSON.parse(text));
  if (!result.success) {
    const problems = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
    throw new Error(`${name} is not valid:\n${problems.join('\n')}`);
  }
  return result.output;
}

function unique(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}
