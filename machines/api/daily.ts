import * as v from 'valibot';
import { DailyQuizResponse, type DailySubmitPayloadInput } from '../../contract/daily';
import { endpoints } from '../../contract/endpoints';
import { UNANSWERED } from '../../contract/quiz';
import { http, urlOf } from './http';
import { askFinalResult, questionFromWire, type FinalResultOutcome, type LoadedQuiz } from './quiz';

/**
 * The daily quiz's calls (contract/daily.ts), as the quiz machine makes them when it runs today's
 * set: GET /api/daily draws it, POST /api/daily/result submits it under its day, and the final result
 * is read back from POST /api/finalresult like a topic test's (subject_id = the day, no level).
 */

/** GET /api/daily: today's set. Throws on a refusal (none today, a visitor) or a body of the wrong shape. */
export async function fetchDailyQuiz(signal?: AbortSignal): Promise<LoadedQuiz> {
  const body: unknown = await http.get(urlOf(endpoints.dailyQuiz), { signal }).json();
  const answer = v.parse(DailyQuizResponse, body);
  return {
    questions: answer.data.map(questionFromWire),
    durationSeconds: answer.duration_seconds,
    dailyId: answer.daily_id,
  };
}

/** One daily attempt's answers: as a topic test's (machines/api/quiz.ts Submission), under its day. */
export interface DailySubmission {
  readonly userId: string;
  /** The day of the set that was served ('2026-11-25'). */
  readonly dailyId: string;
  readonly questionIds: readonly number[];
  readonly chosen: readonly (string | null)[];
  readonly markedIds: readonly number[];
  readonly attemptId: string;
  readonly attemptTime: string;
}

export function dailyPayloadOf(submission: DailySubmission): DailySubmitPayloadInput {
  return {
    daily_id: submission.dailyId,
    question_id: [...submission.questionIds],
    right_answer: submission.chosen.map((choice) => choice ?? UNANSWERED),
    marked_question_id: [...submission.markedIds],
    total_question: submission.questionIds.length,
    user_id: submission.userId,
    attempt_id: submission.attemptId,
    attempt_time: submission.attemptTime,
  };
}

/** POST /api/daily/result (JSON). As for a topic test, its answer is not read: the final result tells. */
export async function submitDailyAnswers(submission: DailySubmission, signal?: AbortSignal): Promise<void> {
  await http.post(urlOf(endpoints.dailyResult), { json: dailyPayloadOf(submission), signal });
}

export interface DailyFinalResultRequest {
  readonly userId: string;
  readonly dailyId: string;
  readonly attemptId: string;
  readonly attemptTime: string;
}

/** POST /api/finalresult for a daily attempt: subject_id is its day, and no level is sent. */
export async function fetchDailyFinalResult(
  request: DailyFinalResultRequest,
  signal?: AbortSignal,
): Promise<FinalResultOutcome> {
  const form = new URLSearchParams({
    user_id: request.userId,
    subject_id: request.dailyId,
    attempt_id: request.attemptId,
    attempt_time: request.attemptTime,
  });
  return askFinalResult(form, signal);
}
