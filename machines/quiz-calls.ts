import { endpoints } from '../contract/endpoints';
import type { FinalResultOutcome, LoadedQuiz, QuizTest } from './api/quiz';
import { loadedQuizOf, takeServedDraw } from './api/quiz-wire';
import { isDaily, isMock, type QuizFinalResultRequest, type QuizSubmission } from './quiz-submission';

/**
 * The quiz machine's three calls, by the test it runs: a topic-level (machines/api/quiz.ts), today's
 * daily quiz (machines/api/daily.ts) or a mock (machines/api/mocks.ts). The HTTP client and each
 * test's calls are imported only when a call is made.
 */
const importApi = () => import('./api/quiz');
const importDailyApi = () => import('./api/daily');
const importMocksApi = () => import('./api/mocks');

export async function loadTest(test: QuizTest, signal: AbortSignal): Promise<LoadedQuiz> {
  // A topic test opened by its address came with its draw: no call, and no calls' code, to start it.
  if (test.kind === 'topic') {
    const served = takeServedDraw(endpoints.quiz(test.category, test.topic, `level${test.level}`).path);
    if (served !== undefined) return loadedQuizOf(served);
  }
  if (test.kind === 'daily') return (await importDailyApi()).fetchDailyQuiz(signal);
  if (test.kind === 'mock') return (await importMocksApi()).startMockPaper(test, signal);
  return (await importApi()).fetchQuiz(test, signal);
}

export async function submitTest(submission: QuizSubmission, signal: AbortSignal): Promise<void> {
  if (isDaily(submission)) return (await importDailyApi()).submitDailyAnswers(submission, signal);
  if (isMock(submission)) return (await importMocksApi()).submitMockAnswers(submission, signal);
  return (await importApi()).submitAnswers(submission, signal);
}

export async function fetchTestResult(
  request: QuizFinalResultRequest,
  signal: AbortSignal,
): Promise<FinalResultOutcome> {
  if (isDaily(request)) return (await importDailyApi()).fetchDailyFinalResult(request, signal);
  if (isMock(request)) return (await importMocksApi()).fetchMockOutcome(request, signal);
  return (await importApi()).fetchFinalResult(request, signal);
}
