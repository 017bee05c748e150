import { UNANSWERED } from '../../contract/quiz';

/** A question as the server scores it: its options and the right one, from the bank. */
export interface ScoredQuestion {
  readonly options: readonly string[];
  readonly answer: string;
}

/**
 * The answers with any Hindi option text replaced by the English option at the same position (issue
 * 15): an option's identity is its English text, which is what the quiz screen sends whatever the
 * language it showed; a client that sends the Hindi text it showed is scored the same. An answer that
 * is an English option already stays as it is.
 */
export function inEnglishOptions(
  items: readonly (ScoredQuestion & { readonly hiOptions?: readonly string[] | null })[],
  answers: readonly string[],
): string[] {
  return answers.map((answer, i) => {
    const item = items[i];
    if (!item?.hiOptions || item.options.includes(answer)) return answer;
    const position = item.hiOptions.indexOf(answer);
    return position === -1 ? answer : (item.options[position] ?? answer);
  });
}

export interface Totals {
  readonly total: number;
  /** Answered with the right option. */
  readonly correct: number;
  /** Answered, but not with the right option. Unattempted = total − correct − wrong. */
  readonly wrong: number;
}

/**
 * The index of the first answer that is neither one of its question's options nor 'unanswered', or
 * undefined when every answer is acceptable. Answers are compared exactly: the client sends back the
 * option text it was served.
 */
export function firstInvalidAnswer(
  items: readonly ScoredQuestion[],
  answers: readonly string[],
): number | undefined {
  const index = items.findIndex((item, i) => {
    const answer = answers[i];
    return answer === undefined || (answer !== UNANSWERED && !item.options.includes(answer));
  });
  return index === -1 ? undefined : index;
}

/** Scores answers (one per question, in the same order) against the server's own copy of the questions. */
export function score(items: readonly ScoredQuestion[], answers: readonly string[]): Totals {
  let correct = 0;
  let wrong = 0;
  items.forEach((item, i) => {
    const answer = answers[i];
    if (answer === undefined || answer === UNANSWERED) return;
    if (answer === item.answer) correct += 1;
    else wrong += 1;
  });
  return { total: items.length, correct, wrong };
}
