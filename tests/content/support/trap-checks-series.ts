/**
 * Trap-note checks of the series topic, read from the mistakes' words (trap-checks.ts). Terms are the
 * test's own (sequence-terms.ts); a slip in a number series continues from the term before the missing
 * one, as a candidate does.
 */
import { at, letterTerm, pos, rev, seriesTerm } from './sequence-terms';
import { type Expected, num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

const term = (p: Params, i: number): number => seriesTerm(p.rule, p.ruleParams, i);
const before = (p: Params, back = 1): number => term(p, p.missing - back);

/** A letter-series term built from the place of its first letter (its partner moves with it). */
function letterTermAt(p: Params, place: number): string {
  if (p.type === 'pairs') return `${at(place)}${at(27 - place)}`;
  if (p.type === 'letterNumber') return `${at(place)}${pos(at(place))}`;
  if (p.type === 'groups') return `${at(place)}${at(place + 1)}${at(place + 2)}`;
  return at(place);
}
const lastPlace = (p: Params): number => pos(letterTerm(p, p.length - 1)[0]!);
/** The way the letters move: back for a negative step; growing gaps and groups always go forward. */
const way = (p: Params): number => (p.type === 'growing' || p.type === 'groups' ? 1 : Math.sign(p.step));
const moved = (p: Params, places: number): Expected => text(letterTermAt(p, lastPlace(p) + places * way(p)));

export const SERIES: Record<string, Checks> = {
  numberNext: [
    [/^assuming the difference stays the same$/, (p) => num(2 * before(p) - before(p, 2))],
    [/^assuming the ratio stays the same$/, (p) => num(before(p) ** 2 / before(p, 2))],
    [/^adding the two previous terms$/, (p) => num(before(p) + before(p, 2))],
    [/^skipping a term of the pattern$/, (p) => num(term(p, p.missing + 1))],
    [/^using a step of (\d+)$/, (p, m) => num(before(p) + Math.sign(p.ruleParams.d ?? 1) * Number(m[1]))],
    [/^multiplying by (\d+)$/, (p, m) => num(before(p) * Number(m[1]))],
    [
      /^using n([²³]) ([+−]) (\d+)$/,
      (p, m) =>
        num((p.ruleParams.n + p.missing) ** (m[1] === '²' ? 2 : 3) + (m[2] === '+' ? 1 : -1) * Number(m[3])),
    ],
    [
      /^using × (\d+) ([+−]) (\d+)$/,
      (p, m) => num(before(p) * Number(m[1]) + (m[2] === '+' ? 1 : -1) * Number(m[3])),
    ],
    // the k-th step is × k + k
    [/^using × n − n instead of × n \+ n$/, (p) => num(before(p) * p.missing - p.missing)],
    // the slip's difference is the true one with its sign turned
    [/^using the last difference with the wrong sign$/, (p) => num(2 * before(p) - term(p, p.missing))],
    [/^using n² − n$/, (p) => num((p.ruleParams.n + p.missing) ** 2 - p.ruleParams.n - p.missing)],
    [/^using n³ \+ n$/, (p) => num((p.ruleParams.n + p.missing) ** 3 + p.ruleParams.n + p.missing)],
    [
      /^using differences that grow × (\d+)$/,
      (p, m) => num(before(p) + (before(p) - before(p, 2)) * Number(m[1])),
    ],
    [
      /^letting the difference grow by (\d+)$/,
      (p, m) => num(before(p) + p.ruleParams.d + Number(m[1]) * (p.missing - 1)),
    ],
  ],
  wrongTerm: [
    [
      /^this term fits the pattern$/,
      (p) => ({
        oneOf: (p.shown as number[]).filter((t, i) => i > 0 && t === term(p, i)).map((t) => num(t)),
      }),
    ],
  ],
  letters: [
    [/^moving one place too few$/, (p) => moved(p, -1)],
    [/^moving (one|two) places? too many$/, (p, m) => moved(p, m[1] === 'one' ? 1 : 2)],
    [/^writing the letters of the term in reverse order$/, (p) => text(rev(letterTerm(p, p.length - 1)))],
    [
      /^keeping the last gap the same as the one before$/,
      (p) =>
        p.type === 'growing'
          ? text(at(pos(letterTerm(p, p.length - 2)) + Math.abs(p.step) + p.length - 3))
          : misnamed(`a gap in a ${p.type} series`),
    ],
    [
      /^pairing the letter with 26 − place instead of 27 − place$/,
      (p) => text(`${at(lastPlace(p))}${at(26 - lastPlace(p))}`),
    ],
    [/^giving the letter's place one too many$/, (p) => text(`${at(lastPlace(p))}${lastPlace(p) + 1}`)],
  ],
};
