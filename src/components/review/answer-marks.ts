import type { FinishedAttempt } from '../../../machines/api/history';
import type { ReviewedQuestion } from '../../../machines/api/review';

/**
 * How a reviewed question is marked, derived from what the server sent: the candidate's verdict, and
 * for each option (in the order the candidate saw them) whether it was chosen and whether it is right.
 */
export type Verdict = 'correct' | 'wrong' | 'unanswered';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface MarkedOption {
  readonly letter: (typeof LETTERS)[number];
  readonly text: string;
  readonly chosen: boolean;
  readonly right: boolean;
}

export function verdictOf(item: Pick<ReviewedQuestion, 'chosen' | 'rightAnswer'>): Verdict {
  if (item.chosen === null) return 'unanswered';
  return item.chosen === item.rightAnswer ? 'correct' : 'wrong';
}

export function markedOptions(
  item: Pick<ReviewedQuestion, 'options' | 'chosen' | 'rightAnswer'>,
): MarkedOption[] {
  return item.options.map((text, index) => ({
    letter: LETTERS[index]!,
    text,
    chosen: item.chosen !== null && text === item.chosen,
    right: text === item.rightAnswer,
  }));
}

/** Not attempted = total − correct − wrong, as the result screen counts it. */
export function unansweredCount(totals: Pick<FinishedAttempt, 'total' | 'correct' | 'wrong'>): number {
  return Math.max(0, totals.total - totals.correct - totals.wrong);
}
