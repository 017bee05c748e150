import { UNANSWERED, type ReviewItem } from '../../../contract/quiz';

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

export function verdictOf(item: Pick<ReviewItem, 'chosen' | 'rightAnswer'>): Verdict {
  if (item.chosen === UNANSWERED) return 'unanswered';
  return item.chosen === item.rightAnswer ? 'correct' : 'wrong';
}

export function markedOptions(item: ReviewItem): MarkedOption[] {
  const texts = [item.optionA, item.optionB, item.optionC, item.optionD];
  return texts.map((text, index) => ({
    letter: LETTERS[index]!,
    text,
    chosen: item.chosen !== UNANSWERED && text === item.chosen,
    right: text === item.rightAnswer,
  }));
}

/** Not attempted = total − correct − wrong, as the result screen counts it. */
export function unansweredCount(totals: {
  total_question: number;
  correct_answer: number;
  wrong_answer: number;
}): number {
  return Math.max(0, totals.total_question - totals.correct_answer - totals.wrong_answer);
}
