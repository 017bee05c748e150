import type { DailyFinalResultRequest, DailySubmission } from './api/daily';
import type { FinalResultRequest, Submission } from './api/quiz';
import type { QuizContext } from './quiz.machine';

/**
 * What the quiz machine sends when a test ends: the answers (POST /api/reasoning/result or the daily
 * quiz's own call) and the final-result request, built from its context. A topic test names its topic
 * and level; a daily attempt names its day instead.
 */
/** A topic test's answers, or a daily attempt's (which name its day instead of a topic and level). */
export type QuizSubmission = Submission | DailySubmission;
export type QuizFinalResultRequest = FinalResultRequest | DailyFinalResultRequest;

export const isDaily = <T extends object>(request: T): request is Extract<T, { dailyId: string }> =>
  'dailyId' in request;

/** The attempt as the result calls name it: its user and id, and its test (a topic-level or a day). */
function attemptOf(context: QuizContext) {
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
  return {
    ...attemptOf(context),
    questionIds: context.questions.map((question) => question.id),
    chosen: context.answers,
    markedIds: context.questions.filter((_, i) => context.marked[i]).map((question) => question.id),
  };
}

export function finalResultRequestOf(context: QuizContext): QuizFinalResultRequest {
  return attemptOf(context);
}
