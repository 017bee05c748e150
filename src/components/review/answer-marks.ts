import type { FinishedAttempt } from '../../../machines/api/history';
import type { ReviewedQuestion } from '../../../machines/api/review';

/**
 * How a reviewed question is marked, derived from what the server sent: the candidate's verdict (the
 * review machine's, since its filters are built on it), and for each option (in the order the
 * candidate saw them) whether it was chosen and whether it is right.
 */
export { verdictOf, type Verdict } from '../../../machines/review.machine';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface MarkedOption {
  readonly letter: (typeof LETTERS)[number];
  readonly text: string;
  readonly chosen: boolean;
  readonly right: boolean;
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

/**
 * A reviewed question in the reader's language (issue 15): in Hindi where it has Hindi, the options
 * matched to the English by position (the chosen and the right option are English texts, the
 * options' identities), the drawings with their Hindi words and alts, else as it is.
 */
export function inReaderLanguage(item: ReviewedQuestion, language: 'en' | 'hi'): ReviewedQuestion {
  const { hi } = item;
  if (language !== 'hi' || !hi) return item;
  const inHindi = (text: string | null) => {
    const position = text === null ? -1 : item.options.indexOf(text);
    return position === -1 ? text : hi.options[position]!;
  };
  const { optionFigures: figures } = item;
  const alts = hi.optionFigureAlts;
  return {
    ...item,
    text: hi.text,
    options: hi.options,
    chosen: inHindi(item.chosen),
    rightAnswer: inHindi(item.rightAnswer)!,
    explanation: hi.explanation,
    ...(item.figure && hi.figureAlt
      ? { figure: { svg: hi.figureSvg ?? item.figure.svg, alt: hi.figureAlt } }
      : {}),
    ...(figures && alts
      ? { optionFigures: figures.map((f, i) => ({ ...f, alt: alts[i]! })) as unknown as typeof figures }
      : {}),
  };
}

/** Not attempted = total − correct − wrong, as the result screen counts it. */
export function unansweredCount(totals: Pick<FinishedAttempt, 'total' | 'correct' | 'wrong'>): number {
  return Math.max(0, totals.total - totals.correct - totals.wrong);
}
