import * as v from 'valibot';
import { ServedHindi, servedFigures } from './quiz';

/**
 * The review of a finished topic or daily attempt (GET /api/attempts/{attempt_id}/review). A file of
 * its own, apart from contract/quiz.ts, so that the test page, which imports that file, does not also
 * download the review's schemas (0.2 KiB brotli): only the review page reads them.
 */

/** The Hindi of a reviewed question: as served, plus the explanation. */
export const ReviewHindi = v.object({ ...ServedHindi.entries, explanation: v.string() });
export type ReviewHindi = v.InferOutput<typeof ReviewHindi>;

/**
 * One question of a finished attempt (GET /api/attempts/{attempt_id}/review): the options in the order
 * the candidate saw them, what they chose (or 'unanswered'), the right option's text and why.
 */
export const ReviewItem = v.object({
  id: v.number(),
  question: v.string(),
  optionA: v.string(),
  optionB: v.string(),
  optionC: v.string(),
  optionD: v.string(),
  chosen: v.string(),
  rightAnswer: v.string(),
  explanation: v.string(),
  /** Whether the candidate had marked it for review when they submitted. */
  marked: v.boolean(),
  ...servedFigures,
  /** The question in Hindi with its explanation, when it has Hindi (issue 15); `chosen` and `rightAnswer` stay the English options' texts. */
  hi: v.optional(ReviewHindi),
});
export type ReviewItem = v.InferOutput<typeof ReviewItem>;

/** GET /api/attempts/{attempt_id}/review → 200 for the owner's attempt; anyone else's or unknown → 404. */
export const ReviewResponse = v.object({
  status: v.literal('success'),
  data: v.array(ReviewItem),
});
export type ReviewResponse = v.InferOutput<typeof ReviewResponse>;
