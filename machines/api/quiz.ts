import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { Figure } from '../../contract/figure';
import { FinalResultResponse, UNANSWERED, type SubmitPayloadInput } from '../../contract/quiz';
import { levelLabel, type LevelNumber } from '../../contract/levels';
import type { CategorySlug } from '../../contract/topics';
import { http, urlOf } from './http';
import { loadedQuizOf } from './quiz-wire';

export { questionFromWire } from './quiz-wire';
import type { MockTest } from './mocks';
import type { QuizSection } from '../quiz-sections';

/**
 * The quiz calls of spec §7 as the quiz machine's actors make them: the questions (GET), the answers
 * (POST /api/reasoning/result, JSON, for every category) and the final result (POST /api/finalresult,
 * form-encoded). Each passes the actor's `signal` on, so leaving the screen cancels its call.
 *
 * The wire's names stop here. The specification calls a topic `quizId` in the path and `subject_id` in
 * the payload, the chosen options `right_answer`, the level 'Level 1' or '1', and the totals
 * `total_question`, `correct_answer`, `wrong_answer`; the machine and the screen see a category, a topic,
 * a level number, what was chosen, and totals.
 */

export interface QuizRequest {
  readonly category: CategorySlug;
  /** The topic slug ('percentage'). */
  readonly topic: string;
  readonly level: LevelNumber;
}

/**
 * Which test the quiz runs: a topic-level (spec §2), or today's daily quiz (issue 11: one mixed set a
 * day, drawn by the server; machines/api/daily.ts makes its calls). The same machine and screens run both.
 */
export interface TopicTest extends QuizRequest {
  readonly kind: 'topic';
}
export interface DailyTest {
  readonly kind: 'daily';
}
/** A full-length mock (issue 18; machines/api/mocks.ts makes its calls). */
export type QuizTest = TopicTest | DailyTest | MockTest;

/**
 * A question's Hindi (issue 15): its text and its options in the SAME order as the English `options`
 * (the same position is the same option), and the drawing's text alternative where there is a drawing;
 * the drawing redrawn with Hindi words where it has words, and the option drawings' alts in `options`' order.
 */
export interface QuestionInHindi {
  readonly text: string;
  readonly options: readonly [string, string, string, string];
  readonly figureAlt?: string;
  readonly figureSvg?: string;
  readonly optionFigureAlts?: readonly [string, string, string, string];
}

/** One served question: its text, its four options in the order served, and its drawings if any. */
export interface Question {
  readonly id: number;
  readonly text: string;
  /** The options' English texts: what is chosen, submitted and scored, whatever language is shown. */
  readonly options: readonly [string, string, string, string];
  readonly figure?: Figure;
  /** One drawing per option, in the order of `options`. */
  readonly optionFigures?: readonly [Figure, Figure, Figure, Figure];
  /** The question in Hindi, when it has Hindi (sent with the draw, so a switch needs no request). */
  readonly hi?: QuestionInHindi;
  /**
   * Meant to be read in English whatever the site's language (a mock's English-language question, as
   * the real papers print the English section): it has no Hindi, and no note says it lacks one.
   */
  readonly englishOnly?: true;
}

export interface LoadedQuiz {
  readonly questions: readonly Question[];
  /**
   * The test's name as the server served it (a topic test's title, its questions' `chapter_name`):
   * the quiz screen shows it, so the test page does not download the topic catalogue for it.
   */
  readonly title?: string;
  /** How long the server gives this attempt (its `duration_seconds`, else the product's 25 minutes). */
  readonly durationSeconds: number;
  /** A daily quiz's day ('2026-11-25'), which its submission names; absent for a topic test. */
  readonly dailyId?: string;
  /** A paper in sections (a mock's), one after the other; absent for a topic test. */
  readonly sections?: readonly QuizSection[];
  /** The attempt the server started (a mock's); absent when the client names it at submission. */
  readonly attemptId?: string;
}

/** What the server scored: answered right, answered wrong, out of `total`. */
export interface Totals {
  readonly total: number;
  readonly correct: number;
  readonly wrong: number;
}

/**
 * GET /api/{category}/{topic}/level{n}. Throws on a network failure, a refusal (404 for a test that
 * does not exist) or a body that is not the contract's shape: the machine calls all of them a load failure.
 */
export async function fetchQuiz(request: QuizRequest, signal?: AbortSignal): Promise<LoadedQuiz> {
  const endpoint = endpoints.quiz(request.category, request.topic, `level${request.level}`);
  return loadedQuizOf(await http.get(urlOf(endpoint), { signal }).json());
}

/** One attempt's answers, as the quiz submits them. */
export interface Submission {
  readonly userId: string;
  readonly topic: string;
  readonly level: LevelNumber;
  readonly questionIds: readonly number[];
  /** The chosen option's text per question, in the order of `questionIds`; null when left blank. */
  readonly chosen: readonly (string | null)[];
  /** The questions marked for review when it was submitted (the review lists them, issue 22). */
  readonly markedIds: readonly number[];
  /** The time of the first submit in milliseconds, as text; kept for retries. */
  readonly attemptId: string;
  readonly attemptTime: string;
}

/** The submit payload of spec §3: `right_answer` holds the chosen option texts, 'unanswered' for blanks. */
export function submitPayloadOf(submission: Submission): SubmitPayloadInput {
  return {
    subject_id: submission.topic,
    question_id: [...submission.questionIds],
    right_answer: submission.chosen.map((choice) => choice ?? UNANSWERED),
    marked_question_id: [...submission.markedIds],
    level: levelLabel(submission.level),
    total_question: submission.questionIds.length,
    user_id: submission.userId,
    attempt_id: submission.attemptId,
    attempt_time: submission.attemptTime,
  };
}

/** POST /api/reasoning/result (for every category) with the answers. Its answer is not read (spec §7). */
export async function submitAnswers(submission: Submission, signal?: AbortSignal): Promise<void> {
  await http.post(urlOf(endpoints.quizResult), { json: submitPayloadOf(submission), signal });
}

/** Which stored attempt's totals to ask for. */
export interface FinalResultRequest {
  readonly userId: string;
  readonly topic: string;
  readonly level: LevelNumber;
  readonly attemptId: string;
  readonly attemptTime: string;
}

export type FinalResultOutcome = { readonly ok: true; readonly totals: Totals } | { readonly ok: false };

/**
 * POST /api/finalresult, form-encoded (spec §3: `subject_id` is the topic, `level` the label without
 * 'Level ', '1'). Any answer other than `{ status: 'success', … }` with the totals (a 404 for an
 * attempt the server did not store) is `ok: false`; only an unreachable server throws.
 */
export async function fetchFinalResult(
  request: FinalResultRequest,
  signal?: AbortSignal,
): Promise<FinalResultOutcome> {
  const form = new URLSearchParams({
    user_id: request.userId,
    subject_id: request.topic,
    level: String(request.level),
    attempt_id: request.attemptId,
    attempt_time: request.attemptTime,
  });
  return askFinalResult(form, signal);
}

/** POST /api/finalresult with a built form, for a topic test's attempt or a daily one (machines/api/daily.ts). */
export async function askFinalResult(
  form: URLSearchParams,
  signal?: AbortSignal,
): Promise<FinalResultOutcome> {
  const response = await http.post(urlOf(endpoints.finalResult), {
    body: form,
    signal,
    throwHttpErrors: false,
  });
  const body: unknown = await response.json().catch(() => undefined);
  const answer = v.safeParse(FinalResultResponse, body);
  if (!answer.success) return { ok: false };
  const { total_question, correct_answer, wrong_answer } = answer.output;
  return { ok: true, totals: { total: total_question, correct: correct_answer, wrong: wrong_answer } };
}
