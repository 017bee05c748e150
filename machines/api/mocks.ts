import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { orderSection } from '../../contract/mocks-order';
import {
  AttemptsResponse,
  MocksResponse,
  PaperResponse,
  ResultResponse,
  ReviewResponse,
  StartResponse,
  type MockAttemptSummary,
  type MockPattern,
  type MockResult,
  type PaperHindi,
  type PaperOption,
  type PaperSection,
  type SubmissionPayloadInput,
} from '../../contract/mocks';
import { OPTION_IDS, type OptionId } from '../../contract/ids';
import type { QuizSection } from '../quiz-sections';
import { http, urlOf } from './http';
import type { FinalResultOutcome, LoadedQuiz, Question, QuestionInHindi } from './quiz';

/**
 * The mock tests' calls (contract/mocks.ts) as the machines make them. The quiz machine runs a mock
 * (machines/quiz-policy.ts mockPolicy) with three of them: `startMockPaper` (start the attempt on the
 * server's clock, then the fixed paper, in the candidate's order), `submitMockAnswers` and
 * `fetchMockOutcome`; the mocks pages read the patterns, the attempts, a result and a review.
 */

/** A mock to sit: the pattern's key and the mock's number ('ssc-cgl-tier1', 1). */
export interface MockTest {
  readonly kind: 'mock';
  readonly exam: string;
  readonly mock: number;
}

/** A served mock question: as any, plus its options' ids in the order shown (the submission names them). */
export interface MockQuestion extends Question {
  readonly optionIds: readonly [OptionId, OptionId, OptionId, OptionId];
}

const four = <T>(items: readonly T[]): readonly [T, T, T, T] => {
  if (items.length !== 4) throw new TypeError('A mock question has four options');
  return items as unknown as readonly [T, T, T, T];
};

/**
 * A paper question's Hindi as the quiz holds it: its options (keyed by option id on the wire) in the
 * order the candidate sees the English ones, so the same position is the same option in either language.
 */
function inHindi(hi: PaperHindi, options: readonly PaperOption[]): QuestionInHindi {
  const byId = <T>(texts: readonly T[]) =>
    four(options.map((option) => texts[OPTION_IDS.indexOf(option.id)]!));
  return {
    text: hi.question,
    options: byId(hi.options),
    ...(hi.figure_alt !== undefined && { figureAlt: hi.figure_alt }),
    ...(hi.figure_svg !== undefined && { figureSvg: hi.figure_svg }),
    ...(hi.option_figure_alts && { optionFigureAlts: byId(hi.option_figure_alts) }),
  };
}

/** The paper's sections in the candidate's order (contract/mocks-order.ts), as the quiz holds them. */
export function candidatePaper(
  attemptId: string,
  sections: readonly PaperSection[],
): { questions: MockQuestion[]; sections: QuizSection[] } {
  const questions: MockQuestion[] = [];
  const parts: QuizSection[] = [];
  for (const section of sections) {
    parts.push({
      key: section.key,
      title: section.title,
      start: questions.length,
      count: section.questions.length,
    });
    for (const { question, options } of orderSection(attemptId, section.key, section.questions)) {
      const figures = options.map((option) => option.figure);
      questions.push({
        id: question.id,
        text: question.question,
        options: four(options.map((option) => option.text)),
        optionIds: four(options.map((option) => option.id)),
        ...(question.figure && { figure: question.figure }),
        ...(figures.every((figure) => figure !== undefined) && { optionFigures: four(figures) }),
        ...(question.hi && { hi: inHindi(question.hi, options) }),
        // The English section is in English only on the real screens: no "not in Hindi" note there.
        ...(question.topic.category === 'english' && { englishOnly: true as const }),
      });
    }
  }
  return { questions, sections: parts };
}

/**
 * POST /api/mocks/{exam}/{mock}/attempts, then GET the paper. A resumed attempt (its tab lost its saved
 * copy) gets the time its server deadline leaves; a new one the pattern's whole duration. Throws on a
 * refusal, a network failure or a body of the wrong shape: the machine calls each a load failure.
 */
export async function startMockPaper(test: MockTest, signal?: AbortSignal): Promise<LoadedQuiz> {
  const started = v.parse(
    StartResponse,
    await http.post(urlOf(endpoints.startMock(test.exam, test.mock)), { signal }).json(),
  );
  const paper = v.parse(
    PaperResponse,
    await http.get(urlOf(endpoints.mockPaper(test.exam, test.mock)), { signal }).json(),
  );
  const { attempt } = started;
  const { questions, sections } = candidatePaper(attempt.attempt_id, paper.data.sections);
  const left = Math.ceil((Date.parse(attempt.deadline) - Date.now()) / 1000);
  return {
    questions,
    sections,
    attemptId: attempt.attempt_id,
    durationSeconds: started.resumed
      ? Math.max(1, Math.min(left, attempt.duration_seconds))
      : attempt.duration_seconds,
  };
}

/** A mock's answers as the quiz machine sends them. */
export interface MockSubmission {
  readonly mock: MockTest;
  readonly attemptId: string;
  readonly questions: readonly Question[];
  /** The chosen option's text per question, null when skipped. */
  readonly chosen: readonly (string | null)[];
  readonly marked: readonly boolean[];
}

export const isMockSubmission = (request: object): request is MockSubmission => 'mock' in request;

/** The payload: one {question_id, option_id} per answered question, and the marked question numbers. */
export function mockPayloadOf(submission: MockSubmission): SubmissionPayloadInput {
  const answers: { question_id: number; option_id: OptionId }[] = [];
  submission.questions.forEach((question, i) => {
    const chosen = submission.chosen[i] ?? null;
    const at = chosen === null ? -1 : question.options.indexOf(chosen);
    const optionId = (question as Partial<MockQuestion>).optionIds?.[at];
    if (optionId) answers.push({ question_id: question.id, option_id: optionId });
  });
  const marked = submission.questions.filter((_, i) => submission.marked[i] === true).map((q) => q.id);
  return { answers, marked };
}

/** POST the answers. Its answer is not read here: the result is read back next (a retry is safe). */
export async function submitMockAnswers(submission: MockSubmission, signal?: AbortSignal): Promise<void> {
  await http.post(urlOf(endpoints.submitMock(submission.attemptId)), {
    json: mockPayloadOf(submission),
    signal,
  });
}

/** GET the stored result: `ok` with its totals, or not (not submitted yet, refused). Throws only offline. */
export async function fetchMockOutcome(
  request: { readonly attemptId: string },
  signal?: AbortSignal,
): Promise<FinalResultOutcome> {
  const response = await http.get(urlOf(endpoints.mockResult(request.attemptId)), {
    signal,
    throwHttpErrors: false,
    retry: 0,
  });
  const body: unknown = await response.json().catch(() => undefined);
  const answer = v.safeParse(ResultResponse, body);
  if (!answer.success) return { ok: false };
  const { questions, correct, wrong } = answer.output.data;
  return { ok: true, totals: { total: questions, correct, wrong } };
}

/** GET /api/mocks: every pattern with its mocks. */
export async function fetchMockPatterns(signal?: AbortSignal): Promise<MockPattern[]> {
  return v.parse(MocksResponse, await http.get(urlOf(endpoints.mocks), { signal }).json()).data;
}

/** GET /api/mocks/attempts: the candidate's attempts, newest first. */
export async function fetchMockAttempts(signal?: AbortSignal): Promise<MockAttemptSummary[]> {
  return v.parse(AttemptsResponse, await http.get(urlOf(endpoints.mockAttempts), { signal }).json()).data;
}

/** GET one submitted attempt's full result. */
export async function fetchMockResult(attemptId: string, signal?: AbortSignal): Promise<MockResult> {
  return v.parse(ResultResponse, await http.get(urlOf(endpoints.mockResult(attemptId)), { signal }).json())
    .data;
}

export type MockReview = v.InferOutput<typeof ReviewResponse>['data'];

/** GET one submitted attempt's review, question by question. */
export async function fetchMockReview(attemptId: string, signal?: AbortSignal): Promise<MockReview> {
  return v.parse(ReviewResponse, await http.get(urlOf(endpoints.mockReview(attemptId)), { signal }).json())
    .data;
}
