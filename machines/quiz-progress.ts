import type { QuizContext } from './quiz.machine';

/**
 * Where a candidate stands in a paper, as the views and the machine's guards read it: how many are
 * answered, each question's palette status, whether the current one is the last, and the clock's text.
 */
export function attemptedCount(context: Pick<QuizContext, 'answers'>): number {
  return context.answers.filter((answer) => answer !== null).length;
}

/** 1500 → '25:00'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * How the palette shows a question (issue 22): never on screen, seen but left blank, or answered.
 * Marked for review is a flag drawn over any of them (design §5); the current question is a ring. A
 * mock test's palette (design §6) adds its statuses to this union, and each gets its legend entry.
 */
export type QuestionStatus = 'notVisited' | 'notAnswered' | 'answered';

/** The statuses in the legend's order. */
export const QUESTION_STATUSES: readonly QuestionStatus[] = ['notVisited', 'notAnswered', 'answered'];

export function questionStatus(
  context: Pick<QuizContext, 'answers' | 'visited'>,
  index: number,
): QuestionStatus {
  if ((context.answers[index] ?? null) !== null) return 'answered';
  return context.visited[index] === true ? 'notAnswered' : 'notVisited';
}

/**
 * What an attempt saved before visited-ness was recorded had seen: its answered questions and the one
 * on screen (the rest may have been seen too, but "not visited" is the safe guess).
 */
export function visitedBefore(saved: Pick<QuizContext, 'answers' | 'current'>): boolean[] {
  return saved.answers.map((answer, i) => answer !== null || i === saved.current);
}

/** The current question is the test's last (Submit Test shows instead of Save & Next). */
export function isOnLastQuestion(context: Pick<QuizContext, 'current' | 'questions'>): boolean {
  return context.current === context.questions.length - 1;
}
