import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { ReviewResponse, type HistoryRecord, type ReviewItem } from '../../contract/quiz';
import { http, urlOf } from './http';
import { fetchHistory } from './lists';

/** Which finished attempt to review, and whose (the history call needs the user's id). */
export interface ReviewRequest {
  readonly attemptId: string;
  readonly userId: string;
}

/** A finished attempt: its history record (topic, level, totals, when) and its questions. */
export interface AttemptReview {
  readonly record: HistoryRecord;
  readonly items: readonly ReviewItem[];
}

export type ReviewLookup =
  { readonly kind: 'found'; readonly review: AttemptReview } | { readonly kind: 'notFound' };

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
  const record = history.find((entry) => entry.attempt_id === request.attemptId);
  return record ? { kind: 'found', review: { record, items } } : { kind: 'notFound' };
}
