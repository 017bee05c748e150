/**
 * Options that are the parts of the question's own sentence ("The road is / not as worse / as people
 * say."): SSC and RRB papers print them in the sentence's order, (a), (b), (c), with "No error" after
 * them, and never shuffle them. Pure; shared by the server's draws (server/quiz/draw.ts) and a mock's
 * candidate order (contract/mocks-order.ts).
 */

const normalPart = (text: string): string =>
  text
    .trim()
    .replace(/[.?!]$/, '')
    .toLowerCase();

/**
 * The options' indices in the order of the sentence they are parts of (a line of the question split at
 * " / "), the printed-last ones after them; undefined when the other options are not all distinct
 * parts of such a line.
 */
export function sentenceOrder(
  question: string,
  options: readonly string[],
  printedLast: (index: number) => boolean,
): number[] | undefined {
  const labelled = labelOrder(question, options);
  if (labelled) return labelled;
  const line = question.split('\n').find((l) => l.includes(' / '));
  if (line === undefined) return undefined;
  const parts = line.split(' / ').map(normalPart);
  const places = options.map((o, i) => (printedLast(i) ? parts.length : parts.indexOf(normalPart(o))));
  const partPlaces = places.filter((p) => p < parts.length);
  if (places.includes(-1) || partPlaces.length < 2 || new Set(partPlaces).size !== partPlaces.length)
    return undefined;
  return options.map((_, i) => i).sort((a, b) => places[a]! - places[b]! || a - b);
}

/**
 * Options that are the labels of the question's own lines ("A. The sergeant …", "B. …", options "A" to
 * "D": which sentence has no spelling error) are printed in the labels' order, as papers print them:
 * shuffled, a candidate would read "C, A, D, B". The indices in that order; undefined unless every
 * option is a distinct label that starts a line of the question ("A." or "(A)").
 */
function labelOrder(question: string, options: readonly string[]): number[] | undefined {
  const labels = question
    .split('\n')
    .map((line) => /^\(?([A-Za-z])[.)]\s/.exec(line.trim())?.[1])
    .filter((label): label is string => label !== undefined);
  const places = options.map((o) => labels.indexOf(o.trim().replace(/^\((.)\)$/, '$1')));
  if (places.includes(-1) || new Set(places).size !== places.length) return undefined;
  return options.map((_, i) => i).sort((a, b) => places[a]! - places[b]!);
}
