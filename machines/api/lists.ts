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
}

export type ListSource = keyof ListItemOf;
export type ListItem = ListItemOf[ListSource];

function isExamFamily(source: ListSource): source is ExamFamilySlug {
  return (EXAM_FAMILY_SLUGS as readonly string[]).includes(source);
}

/** Loads one list and checks its shape; a wrong shape is a failure, like a network error. */
export async function fetchList(source: ListSource, signal?: AbortSignal): Promise<readonly ListItem[]> {
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
