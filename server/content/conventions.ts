/**
 * Conventions of printed SSC and RRB papers that the bank and the quiz both keep.
 *
 * An option such as "No error" or "No improvement" is printed last, as option (d), in every paper: a
 * candidate looks for it there. The bank stores it last, and the per-attempt shuffle of the quiz
 * (server/quiz/draw.ts) leaves it where it is and shuffles only the other options.
 *
 * Options that are the parts of the question's own sentence ("The road is / not as worse / as people
 * say.") are printed in the sentence's order, (a), (b), (c), and never shuffled.
 */
import { sentenceOrder as sentencePartsOrder } from '../../contract/sentence-order';

/** Options printed last: "No error", "No improvement", "No substitution required", "None of these" … */
export const PRINTED_LAST =
  /^(no error|no improvement|no substitution required|no correction required|none of these|none of the above)\.?$/i;

export const isPrintedLast = (option: string): boolean => PRINTED_LAST.test(option.trim());

/** Options in their stored order: every printed-last option moved to the end, the rest kept in order. */
function withPrintedLastAtEnd<T extends string>(options: readonly T[]): T[] {
  return [...options.filter((o) => !isPrintedLast(o)), ...options.filter((o) => isPrintedLast(o))];
}

/** The options in their sentence's order, if they are its parts (contract/sentence-order.ts). */
export const sentenceOrder = (question: string, options: readonly string[]): number[] | undefined =>
  sentencePartsOrder(question, options, (i) => isPrintedLast(options[i]!));

/** Options in their stored order: a sentence's parts in its order, else as given; printed-last ones at the end. */
export function inPrintedOrder<T extends string>(question: string, options: readonly T[]): T[] {
  const order = sentenceOrder(question, options);
  return order ? order.map((i) => options[i]!) : withPrintedLastAtEnd(options);
}
