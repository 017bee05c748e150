import { ALL_INDIA } from '../contract/states';
import type { JobOpening } from './api/lists';
import { EXAM_SHORT_NAMES } from './exam-short-names';

/**
 * The government-jobs filter of spec §5, pure, with design §6's two corrections:
 * - the search (case-insensitive, across title, organisation, qualification and location) matches when
 *   every word of the query is found in some field, in any order, and an exam's short name (CGL, NTPC,
 *   …) also finds its full title; so "ssc cgl" finds "Combined Graduate Level" by SSC;
 * - the state filter keeps a job whose location contains any chosen state, and every job open to all
 *   of India (the job alerts count it so);
 * - the qualification filter keeps a job whose qualification contains any chosen one.
 * The three combine with AND. An empty search or an empty choice does not filter.
 */
export interface JobFilter {
  readonly query: string;
  readonly states: readonly string[];
  readonly qualifications: readonly string[];
}

const fold = (text: string) => text.toLowerCase();

function containsAny(text: string, needles: readonly string[]): boolean {
  const haystack = fold(text);
  return needles.some((needle) => haystack.includes(fold(needle)));
}

/** The query's words, lower-cased: split at spaces and commas. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[\s,]+/)
    .filter((word) => word !== '');
}

/** A Map, so a search for "constructor" or "__proto__" finds no short name in Object's prototype. */
const SHORT_NAMES = new Map(Object.entries(EXAM_SHORT_NAMES));

/** A word is found when some field contains it, or, for a short name, the words it stands for. */
function wordFound(fields: readonly string[], word: string): boolean {
  const forms = [word, ...(SHORT_NAMES.get(word) ?? [])];
  return fields.some((field) => forms.some((form) => field.includes(form)));
}

const NATIONWIDE = fold(ALL_INDIA);

export function jobMatches(job: JobOpening, filter: JobFilter): boolean {
  const words = queryWords(filter.query);
  if (words.length > 0) {
    const fields = [job.title, job.organisation, job.qualification, job.location].map(fold);
    if (!words.every((word) => wordFound(fields, word))) return false;
  }
  if (
    filter.states.length > 0 &&
    !fold(job.location).includes(NATIONWIDE) &&
    !containsAny(job.location, filter.states)
  )
    return false;
  if (filter.qualifications.length > 0 && !containsAny(job.qualification, filter.qualifications))
    return false;
  return true;
}

/** The jobs that match, in their original order. */
export function filterJobs(jobs: readonly JobOpening[], filter: JobFilter): readonly JobOpening[] {
  return jobs.filter((job) => jobMatches(job, filter));
}
