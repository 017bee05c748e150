/**
 * Trap-note checks of the letter-pattern kinds of the series topic (issue 19, item 3), read from the
 * mistakes' words (trap-checks.ts): the slip is made on the letter or blank the words name, starting
 * from the test's own reading of the series (letter-pattern-solvers.ts).
 */
import {
  blankPlaces,
  blanksFill,
  blanksGroup,
  gap,
  gapCluster,
  nextCluster,
  nextDifference,
} from './letter-pattern-solvers';
import { at, pos } from './sequence-terms';
import { type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

const PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** The differences of the letters in place i of the shown clusters. */
const diffsAt = (shown: string[], i: number): number[] =>
  shown.slice(1).map((w, j) => gap(shown[j]![i]!, w[i]!));

/** The right next cluster with the letter in place i moved to another place. */
function withLetter(p: Params, i: number, place: (right: number, diffs: number[]) => number) {
  const right = nextCluster(p.shown);
  if (i < 0 || i >= right.length) return misnamed(`letter ${i + 1}`);
  const letter = at(place(pos(right[i]!), diffsAt(p.shown, i)));
  return text([...right].map((c, j) => (j === i ? letter : c)).join(''));
}

export const SERIES_PATTERNS: Record<string, Checks> = {
  clusters: [
    [
      /^repeating the last step of the (\w+) letter$/,
      (p, m) =>
        withLetter(p, PLACES.indexOf(m[1]!), (right, d) => right - nextDifference(d) + d[d.length - 1]!),
    ],
    [
      /^moving the (\w+) letter one place too (many|few)$/,
      (p, m) =>
        withLetter(
          p,
          PLACES.indexOf(m[1]!),
          (right, d) => right + (m[2] === 'many' ? 1 : -1) * Math.sign(nextDifference(d)),
        ),
    ],
  ],
  clusterGap: [
    [
      /^moving the (\w+) letter one place too (many|few)$/,
      (p, m) => {
        const right = gapCluster(p.shown);
        const i = PLACES.indexOf(m[1]!);
        if (i < 0 || i >= right.length) return misnamed(`letter ${i + 1}`);
        const before = (p.shown as string[])[p.missing - 1]!;
        const way = Math.sign(gap(before[i]!, right[i]!));
        const letter = at(pos(right[i]!) + (m[2] === 'many' ? 1 : -1) * way);
        return text([...right].map((c, j) => (j === i ? letter : c)).join(''));
      },
    ],
  ],
  blanks: [
    [
      /^swapping the letters of the (\w+) and (\w+) blanks$/,
      (p, m) => {
        const fill = [...blanksFill(p.row)];
        const [a, b] = [PLACES.indexOf(m[1]!), PLACES.indexOf(m[2]!)];
        if (a < 0 || b < 0 || a >= fill.length || b >= fill.length) return misnamed('a blank the row lacks');
        [fill[a], fill[b]] = [fill[b]!, fill[a]!];
        return text(fill.join(''));
      },
    ],
    [
      /^filling each blank with the letter (that follows it|before it) in the group$/,
      (p, m) => {
        const group = blanksGroup(p.row);
        const k = group.length;
        const by = m[1] === 'before it' ? k - 1 : 1;
        return text(
          blankPlaces(p.row)
            .map((i) => group[(i + by) % k]!)
            .join(''),
        );
      },
    ],
    [/^filling the blanks from the right-hand end$/, (p) => text([...blanksFill(p.row)].reverse().join(''))],
  ],
};
