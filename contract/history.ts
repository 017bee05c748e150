import * as v from 'valibot';
import { LEVEL_LABELS } from './levels';

/**
 * The history call (spec §7: POST /api/historyexam). Apart from contract/quiz.ts, so that the history
 * page does not download the quiz's schemas to read its list.
 */

/** POST /api/historyexam (form-encoded): user_id. */
export const HistoryPayload = v.object({
  user_id: v.pipe(v.string('user_id is required'), v.nonEmpty('user_id is required')),
});

/**
 * One finished attempt in the history. `book_name` is the category's title ('Aptitude'), `chapter_name`
 * the topic's ('Percentage'), `current_date` when the server stored the attempt as a full ISO timestamp
 * in UTC ('2026-11-22T10:04:31.123Z'): format it in the candidate's time zone.
 */
export const HistoryRecord = v.object({
  attempt_id: v.string(),
  book_name: v.string(),
  chapter_name: v.string(),
  level: v.picklist(LEVEL_LABELS),
  total_question: v.number(),
  correct_answer: v.number(),
  wrong_answer: v.number(),
  current_date: v.pipe(v.string(), v.isoTimestamp()),
});
export type HistoryRecord = v.InferOutput<typeof HistoryRecord>;

/** POST /api/historyexam → the user's attempts, newest first; none → `data: []`. */
export const HistoryResponse = v.object({
  status: v.literal('success'),
  data: v.array(HistoryRecord),
});
export type HistoryResponse = v.InferOutput<typeof HistoryResponse>;
