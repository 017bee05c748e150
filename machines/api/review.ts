import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { ReviewResponse, UNANSWERED, type ReviewItem } from '../../contract/quiz';
import { fetchHistory, type FinishedAttempt } from './history';
import { http, urlOf } from './http';
import { questionFromWire, type Question } from './quiz';

/** Which finished attempt to review, and whose (the history call needs the user's id). */
export interface ReviewRequest {
  readonly attemptId: string;
  readonly userId: string;
}

/** A question of a finished attempt: what was chosen (null when left blank), the right option and why. */
export interface ReviewedQuestion extends Question {
  readonly chosen: string | null;
  readonly rightAnswer: string;
  readonly explanation: string;
}

/** A finished attempt: which test it was, its totals and when (from the history), and its questions. */
export interface AttemptReview {
  readonly attempt: FinishedAttempt;
  readonly questions: readonly ReviewedQuestion[];
}

export type ReviewLookup =
  { readonly kind: 'found'; readonly review: AttemptReview } | { readonly kind: 'notFound' };

export function reviewedQuestionFromWire(item: ReviewItem): ReviewedQuestion {
  return {
    ...questionFromWire(item),
    chosen: item.chosen === UNANSWERED ? null : item.chosen,
    rightAnswer: item.rightAnswer,
    explanation: item.explanation,
  };
}

/**
 * GET /api/attempts/{attempt_id}/review, with the user's history beside it: the review answers the
 * questions only, the history record says which test it was and its score (the server's totals). A
 * 404 (not this user's attempt, or none) is "not found"; so is a review without a history record.
 * Anything else that is not a usable answer throws.
 */
export async function fetchAttemptReview(
  request: ReviewRequest,
  signal?: AbortSignal,
): Promise<ReviewLookup> {
  const [response, history] = await Promise.all([
    http.get(urlOf(endpoints.attemptReview(encodeURIComponent(request.attemptId))), {
      signal,
      throwHttpErrors: false,
    }),
    fetchHistory(request.userId, signal),
  ]);
  if (response.status === 404) return { kind: 'notFound' };
  if (!response.ok) throw new Error(`The review answered ${response.status}`);
  const items = v.parse(ReviewResponse, await response.json()).data;
  const attempt = history.find((entry) => entry.attemptId === request.attemptId);
  return attempt
    ? { kind: 'found', review: { attempt, questions: items.map(reviewedQuestionFromWire) } }
    : { kind: 'notFound' };
}
