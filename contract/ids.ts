import * as v from 'valibot';

/**
 * Ids that several contracts and the saved attempt (machines/quiz-storage.ts) share. Apart from the
 * contracts they belong to, so that a page checking one does not load another's schemas: a topic
 * test would otherwise carry the mock patterns and the daily quiz's contract.
 */

/** A daily quiz's id: its Indian day, 'YYYY-MM-DD' ('2026-11-25'). */
export const DailyId = v.pipe(
  v.string('daily_id must be the day of the quiz'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'daily_id must be a day written as YYYY-MM-DD'),
);
export type DailyId = v.InferOutput<typeof DailyId>;

/** The four option ids, in the paper's printed order. */
export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
export const OptionId = v.picklist(OPTION_IDS, 'option_id must be a, b, c or d');
export type OptionId = v.InferOutput<typeof OptionId>;

/** An attempt id: what the server made (32 hex digits). */
export const MockAttemptId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));
