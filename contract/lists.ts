import * as v from 'valibot';

/**
 * Public list responses of spec §7, exactly as the client reads them. Every list answer is
 * `{ status: 'success', data: [...] }`; the client reads `data` and treats anything else as a failure.
 */
export const StateItem = v.object({ state_name: v.string() });
export const QualificationItem = v.object({ qualification_name: v.string() });

export const Job = v.object({
  id: v.number(),
  organisation: v.string(),
  jobstitle: v.string(),
  joblocation: v.string(),
  qualification: v.string(),
  vacancies: v.number(),
  /** ISO date, YYYY-MM-DD. */
  lastdate: v.string(),
  /** As published: with or without an http(s) prefix. */
  weblink: v.string(),
  /**
   * New (issue 18): the key of the mock exam (contract/mocks.ts MOCK_EXAMS) of the job's recruitment
   * exam, when it has one: the card links practiseMocksText(name) to mockPaths.exam(key). Absent otherwise.
   */
  mock_exam: v.optional(v.string()),
});

export const Exam = v.object({
  exam_id: v.number(),
  /** Missing for some RRB papers: the RRB page then shows the title 'RRB'. */
  exam_paper: v.nullish(v.string()),
  exampaper_name: v.string(),
});

const listResponse = <T extends v.GenericSchema>(item: T) =>
  v.object({ status: v.literal('success'), data: v.array(item) });

export const StatesResponse = listResponse(StateItem);
export const QualificationsResponse = listResponse(QualificationItem);
export const JobsResponse = listResponse(Job);
export const ExamsResponse = listResponse(Exam);

export type StateItem = v.InferOutput<typeof StateItem>;
export type QualificationItem = v.InferOutput<typeof QualificationItem>;
export type Job = v.InferOutput<typeof Job>;
export type Exam = v.InferOutput<typeof Exam>;
