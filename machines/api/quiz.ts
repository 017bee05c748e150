import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  FinalResultResponse,
  QUIZ_DURATION_SECONDS,
  QuizResponse,
  type LevelNumber,
  type QuizQuestion,
  type SubmitPayloadInput,
} from '../../contract/quiz';
import { http, urlOf } from './http';

/**
 * The quiz calls of spec §7 as the quiz machine's actors make them: the questions (GET), the answers
 * (POST /api/reasoning/result, JSON, for every type) and the final result (POST /api/finalresult,
 * form-encoded). Each passes the actor's `signal` on, so leaving the screen cancels its call.
 */

export interface QuizRequest {
  /** The category slug ('aptitude'). */
  readonly type: string;
  /** The topic slug ('percentage'). */
  readonly topic: string;
  readonly level: LevelNumber;
}

export interface LoadedQuiz {
  readonly questions: readonly QuizQuestion[];
  /** How long the server gives this attempt (its `duration_seconds`, else the product's 25 minutes). */
  readonly durationSeconds: number;
}

/**
 * GET /api/{type}/{quizId}/level{n}. Throws on a network failure, a refusal (404 for a test that does
 * not exist) or a body that is not the contract's shape: the machine calls all of them a load failure.
 */
export async function fetchQuiz(request: QuizRequest, signal?: AbortSignal): Promise<LoadedQuiz> {
  const endpoint = endpoints.quiz(request.type, request.topic, `level${request.level}`);
  const body: unknown = await http.get(urlOf(endpoint), { signal }).json();
  const answer = v.parse(QuizResponse, body);
  return { questions: answer.data, durationSeconds: answer.duration_seconds ?? QUIZ_DURATION_SECONDS };
}

/** POST /api/reasoning/result with the submit payload. Its answer is not read (spec §7: only logged). */
export async function submitAnswers(payload: SubmitPayloadInput, signal?: AbortSignal): Promise<void> {
  await http.post(urlOf(endpoints.quizResult), { json: payload, signal });
}

/** The final-result form of spec §3: `level` is the label without 'Level ' ('1'). */
export interface FinalResultRequest {
  readonly userId: string;
  readonly subjectId: string;
  readonly level: LevelNumber;
  readonly attemptId: string;
  readonly attemptTime: string;
}

export type FinalResultOutcome =
  { readonly ok: true; readonly totals: FinalResultResponse } | { readonly ok: false };

/**
 * POST /api/finalresult, form-encoded. Any answer other than `{ status: 'success', … }` with the totals
 * (a 404 for an attempt the server did not store) is `ok: false`; only an unreachable server throws.
 */
export async function fetchFinalResult(
  request: FinalResultRequest,
  signal?: AbortSignal,
): Promise<FinalResultOutcome> {
  const form = new URLSearchParams({
    user_id: request.userId,
    subject_id: request.subjectId,
    level: String(request.level),
    attempt_id: request.attemptId,
    attempt_time: request.attemptTime,
  });
  const response = await http.post(urlOf(endpoints.finalResult), {
    body: form,
    signal,
    throwHttpErrors: false,
  });
  const body: unknown = await response.json().catch(() => undefined);
  const answer = v.safeParse(FinalResultResponse, body);
  return answer.success ? { ok: true, totals: answer.output } : { ok: false };
}
