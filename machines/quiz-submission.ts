import type { DailyFinalResultRequest, DailySubmission } from './api/daily';
import type { MockSubmission, MockTest } from './api/mocks';
import type { FinalResultRequest, Submission } from './api/quiz';
import type { QuizContext } from './quiz.machine';

/**
 * What the quiz machine sends when a test ends: the answers (POST /api/reasoning/result or the daily
 * quiz's own call) and the final-result request, built from its context. A topic test names its topic
 * and level; a daily attempt names its day instead.
 */
/** A topic test's answers, or a daily attempt's (which name its day instead of a topic and level). */
export type QuizSubmission = Submission | DailySubmission | MockSubmission;
/** A mock's result is read back by its attempt (the server started it). */
export interface MockResultRequest {
  readonly mock: MockTest;
  readonly attemptId: string;
}
export type QuizFinalResultRequest = FinalResultRequest | DailyFinalResultRequest | MockResultRequest;

export const isDaily = <T extends object>(request: T): request is Extract<T, { dailyId: string }> =>
  'dailyId' in request;

export const isMock = <T extends object>(request: T): request is Extract<T, { mock: MockTest }> =>
  'mock' in request;

/** The attempt as the result calls name it: its user and id, and its test (a topic-level or a day). */
function attemptOf(context: QuizContext & { test: Exclude<QuizContext['test'], MockTest> }) {
  const attempt = {
    userId: context.userId,
    attemptId: context.attemptId ?? '',
    attemptTime: context.attemptTime ?? '',
  };
  const { test } = context;
  return test.kind === 'daily'
    ? { ...attempt, dailyId: context.dailyId ?? '' }
    : { ...attempt, topic: test.topic, level: test.level };
}

/**
 * The answers to submit: the chosen option per question (null for a blank) and the questions marked
 * for review, under the attempt's id.
 */
export function submissionOf(context: QuizContext): QuizSubmission {
  const { test } = context;
  if (test.kind === 'mock') {
    // A mock names its answers by option id, and keeps which were marked (issue 18).
    return {
      mock: test,
      attemptId: context.attemptId ?? '',
      questions: context.questions,
      chosen: context.answers,
      marked: context.marked,
    };
  }
  return {
    ...attemptOf({ ...context, test }),
    questionIds: context.questions.map((question) => question.id),
    chosen: context.answers,
    markedIds: context.questions.filter((_, i) => context.marked[i]).map((question) => question.id),
  };
}

export function finalResultRequestOf(context: QuizContext): QuizFinalResultRequest {
  const { test } = context;
  if (test.kind === 'mock') return { mock: test, attemptId: context.attemptId ?? '' };
  return attemptOf({ ...context, test });
}
