import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { EXAM_FAMILY_SLUGS, type ExamFamilySlug } from '../../contract/exam-families';
import { absoluteWeblink } from '../../contract/format';
import {
  ExamsResponse,
  JobsResponse,
  QualificationsResponse,
  StatesResponse,
  type Exam,
  type Job,
} from '../../contract/lists';
import type { FinishedAttempt } from './history';
import { http, urlOf } from './http';

/**
 * The lists the lists machine loads, in the screens' terms. On the wire (spec §3, §7) a job is
 * `jobstitle`, `joblocation`, `lastdate`, `weblink`, a past paper `exam_paper` and `exampaper_name`, a
 * state `state_name` and a qualification `qualification_name`; they are renamed here, once.
 */

/** A government job as its card shows it. */
export interface JobOpening {
  readonly id: number;
  readonly organisation: string;
  readonly title: string;
  readonly location: string;
  readonly qualification: string;
  readonly vacancies: number;
  /** The last date to apply, YYYY-MM-DD. */
  readonly lastDate: string;
  /** The job's own page, always with http(s):// (spec §3 adds https:// when the link lacks it). */
  readonly link: string;
  /** The mock exam of the job's recruitment exam (contract/mocks.ts MOCK_EXAMS key), when it has one. */
  readonly mockExam?: string;
}

/** A past exam paper of an exam family: the exam ('SSC CGL', missing for some RRB papers) and the paper. */
export interface ExamPaper {
  readonly id: number;
  readonly exam: string | null;
  readonly paper: string;
}

export function jobFromWire(job: Job): JobOpening {
  return {
    id: job.id,
    organisation: job.organisation,
    title: job.jobstitle,
    location: job.joblocation,
    qualification: job.qualification,
    vacancies: job.vacancies,
    lastDate: job.lastdate,
    link: absoluteWeblink(job.weblink),
    ...(job.mock_exam !== undefined && { mockExam: job.mock_exam }),
  };
}

export function examPaperFromWire(exam: Exam): ExamPaper {
  return { id: exam.exam_id, exam: exam.exam_paper ?? null, paper: exam.exampaper_name };
}

/** Every list the lists machine can load, and the item each holds. */
export interface ListItemOf {
  /** State names. */
  states: string;
  /** Qualification names. */
  qualifications: string;
  govtJobs: JobOpening;
  ssc: ExamPaper;
  rrb: ExamPaper;
  crpf: ExamPaper;
  bsf: ExamPaper;
  ias: ExamPaper;
  ctet: ExamPaper;
  net: ExamPaper;
  /** The session user's finished attempts, newest first, each with its standing. */
  history: FinishedAttempt;
}

export type ListSource = keyof ListItemOf;
/** The lists anyone may load: the same for everyone, so a page rendered on the server carries them. */
export type PublicListSource = Exclude<ListSource, 'history'>;
export type ListItem = ListItemOf[ListSource];

/**
 * What the lists machine is asked to load. The public lists are plain GETs; the history is POSTed
 * with the session user's id (spec §7), so asking for it without one does not compile.
 */
export type ListRequest =
  { readonly source: PublicListSource } | { readonly source: 'history'; readonly userId: string };

function isExamFamily(source: ListSource): source is ExamFamilySlug {
  return (EXAM_FAMILY_SLUGS as readonly string[]).includes(source);
}

async function getJson(path: Parameters<typeof urlOf>[0], signal?: AbortSignal): Promise<unknown> {
  return http.get(urlOf(path), { signal }).json();
}

/** Loads one list and checks its shape; a wrong shape is a failure, like a network error. */
export async function fetchList(request: ListRequest, signal?: AbortSignal): Promise<readonly ListItem[]> {
  const { source } = request;
  // Imported when asked for: the history's standings bring the progress schemas, which the public
  // lists (jobs, papers, the signup's states) have no use for.
  if (source === 'history')
    return (await import('./history')).fetchHistoryWithStandings(request.userId, signal);
  return parsePublicList(source, await getJson(publicListPath(source), signal));
}

/** Where a public list is served: the server renders a page with the same answer (issue 21). */
export function publicListPath(source: PublicListSource): Parameters<typeof urlOf>[0] {
  if (isExamFamily(source)) return endpoints.examFamily(source);
  if (source === 'states') return endpoints.states;
  if (source === 'qualifications') return endpoints.qualifications;
  return endpoints.govtJobs;
}

/**
 * A public list's answer, checked and renamed for the screens: the same for a fetched list and for one
 * the server put in a page's HTML. A wrong shape throws.
 */
export function parsePublicList(source: PublicListSource, body: unknown): readonly ListItem[] {
  if (isExamFamily(source)) return v.parse(ExamsResponse, body).data.map(examPaperFromWire);
  if (source === 'states') return v.parse(StatesResponse, body).data.map((item) => item.state_name);
  if (source === 'qualifications') {
    return v.parse(QualificationsResponse, body).data.map((item) => item.qualification_name);
  }
  return v.parse(JobsResponse, body).data.map(jobFromWire);
}
