import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { StandingResponse, type AttemptStanding } from '../../contract/progress';
import { UNANSWERED } from '../../contract/quiz';
import { ReviewResponse, type ReviewItem } from '../../contract/review';
import { type LevelNumber } from '../../contract/levels';
import { fetchHistory, type FinishedAttempt } from './history';
import { http, urlOf } from './http';
import { questionFromWire, type Question, type QuestionInHindi } from './quiz';

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
  /** Marked for review when the attempt was submitted. */
  readonly marked: boolean;
  /** The question in Hindi with its explanation (issue 15); `chosen` and `rightAnswer` stay English. */
  readonly hi?: QuestionInHindi & { readonly explanation: string };
}

/**
 * Which test an attempt was, its totals and when: a topic test's history record, or for a daily quiz
 * (which the specification's history does not list) its standing, with no level.
 */
export type ReviewedAttempt = Omit<FinishedAttempt, 'level' | 'standing'> & {
  readonly level: LevelNumber | null;
};

/** A finished attempt: which test it was, its totals and when, and its questions. */
export interface AttemptReview {
  readonly attempt: ReviewedAttempt;
  readonly questions: readonly ReviewedQuestion[];
}

/** A daily attempt as the review's heading needs it, from its standing (contract/progress.ts). */
export function attemptFromStanding(standing: AttemptStanding): ReviewedAttempt {
  return {
    attemptId: standing.attempt_id,
    categoryTitle: DAILY_QUIZ_TITLE,
    topicTitle: standing.title,
    level: null,
    total: standing.total_question,
    correct: standing.correct_answer,
    wrong: standing.wrong_answer,
    finishedAt: standing.submitted_at,
  };
}

const DAILY_QUIZ_TITLE = 'Daily Quiz';

/** The attempt's standing, for a daily attempt's heading; null when the server has none (404). */
async function dailyAttempt(attemptId: string, signal?: AbortSignal): Promise<ReviewedAttempt | null> {
  const endpoint = endpoints.attemptStanding(encodeURIComponent(attemptId));
  const response = await http.get(urlOf(endpoint), { signal, throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The standing answered ${response.status}`);
  return attemptFromStanding(v.parse(StandingResponse, await response.json()).data);
}

export type ReviewLookup =
  { readonly kind: 'found'; readonly review: AttemptReview } | { readonly kind: 'notFound' };

export function reviewedQuestionFromWire(item: ReviewItem): ReviewedQuestion {
  const { hi, ...question } = questionFromWire(item);
  return {
    ...question,
    chosen: item.chosen === UNANSWERED ? null : item.chosen,
    rightAnswer: item.rightAnswer,
    explanation: item.explanation,
    marked: item.marked,
    ...(hi && item.hi && { hi: { ...hi, explanation: item.hi.explanation } }),
  };
}

/**
 * GET /api/attempts/{attempt_id}/review, with the user's history beside it: the review answers the
 * questions only, the history record says which test it was and its score (the server's totals). A
 * daily attempt is not in the history: its standing says the same. A 404 (not this user's attempt,
 * or none) is "not found". Anything else that is not a usable answer throws.
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
  const attempt =
    history.find((entry) => entry.attemptId === request.attemptId) ??
    (await dailyAttempt(request.attemptId, signal));
  return attempt
    ? { kind: 'found', review: { attempt, questions: items.map(reviewedQuestionFromWire) } }
    : { kind: 'notFound' };
}
