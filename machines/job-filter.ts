import type { JobOpening } from './api/lists';

/**
 * The government-jobs filter of spec §5, pure: a free-text search (case-insensitive, across title,
 * organisation, qualification and location), a state filter (the location contains any chosen state)
 * and a qualification filter (the job's qualification contains any chosen one), combined with AND.
 * An empty search or an empty choice does not filter.
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

export function jobMatches(job: JobOpening, filter: JobFilter): boolean {
  const query = fold(filter.query.trim());
  if (query !== '') {
    const fields = [job.title, job.organisation, job.qualification, job.location];
    if (!fields.some((field) => fold(field).includes(query))) return false;
  }
  if (filter.states.length > 0 && !containsAny(job.location, filter.states)) return false;
  if (filter.qualifications.length > 0 && !containsAny(job.qualification, filter.qualifications))
    return false;
  return true;
}

/** The jobs that match, in their original order. */
export function filterJobs(jobs: readonly JobOpening[], filter: JobFilter): readonly JobOpening[] {
  return jobs.filter((job) => jobMatches(job, filter));
}
