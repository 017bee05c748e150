import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { EXAM_FAMILY_SLUGS, type ExamFamilySlug } from '../../contract/exam-families';
import {
  ExamsResponse,
  JobsResponse,
  QualificationsResponse,
  StatesResponse,
  type Exam,
  type Job,
  type QualificationItem,
  type StateItem,
} from '../../contract/lists';
import { HistoryResponse, type HistoryRecord } from '../../contract/quiz';
import { http, urlOf } from './http';

/** Every list the lists machine can load, and the item each holds. */
export interface ListItemOf {
  states: StateItem;
  qualifications: QualificationItem;
  govtJobs: Job;
  ssc: Exam;
  rrb: Exam;
  crpf: Exam;
  bsf: Exam;
  ias: Exam;
  ctet: Exam;
  net: Exam;
  /** The session user's finished attempts, newest first. */
  history: HistoryRecord;
}

export type ListSource = keyof ListItemOf;
export type ListItem = ListItemOf[ListSource];

/**
 * What the lists machine is asked to load. The public lists are plain GETs; the history is POSTed
 * with the session user's id (spec §7), so asking for it without one does not compile.
 */
export type ListRequest =
  | { readonly source: Exclude<ListSource, 'history'> }
  | { readonly source: 'history'; readonly userId: string };

function isExamFamily(source: ListSource): source is ExamFamilySlug {
  return (EXAM_FAMILY_SLUGS as readonly string[]).includes(source);
}

/** POST /api/historyexam, form-encoded `user_id`: the user's attempts, newest first. */
export async function fetchHistory(userId: string, signal?: AbortSignal): Promise<readonly HistoryRecord[]> {
  const body: unknown = await http
    .post(urlOf(endpoints.history), { body: new URLSearchParams({ user_id: userId }), signal })
    .json();
  return v.parse(HistoryResponse, body).data;
}

/** Loads one list and checks its shape; a wrong shape is a failure, like a network error. */
export async function fetchList(request: ListRequest, signal?: AbortSignal): Promise<readonly ListItem[]> {
  if (request.source === 'history') return fetchHistory(request.userId, signal);
  const { source } = request;
  const [endpoint, schema] = isExamFamily(source)
    ? [endpoints.examFamily(source), ExamsResponse]
    : source === 'states'
      ? [endpoints.states, StatesResponse]
      : source === 'qualifications'
        ? [endpoints.qualifications, QualificationsResponse]
        : [endpoints.govtJobs, JobsResponse];
  const body: unknown = await http.get(urlOf(endpoint), { signal }).json();
  return v.parse(schema, body).data;
}
