/**
 * The tests' own reading of the mixed series (seriesMixed.ts): terms with a letter track and a number
 * track, and number series whose steps mix two operations. Nothing is imported from the generators.
 */
import { at } from './sequence-terms';
import { type Expected, num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

/** Term i of a letter-and-number series; `slip` moves both letters that many places along their way. */
export function letterNumberTerm(p: Params, i: number, slip = 0): string {
  const first = at(p.s1 + i * p.k1 + slip * Math.sign(p.k1));
  const second = at(p.s2 + i * p.k2 + slip * Math.sign(p.k2));
  const n = p.number === 'squares' ? (p.a + i) ** 2 : p.a + i * p.d;
  return `${first}${second}${n}`;
}

/** The number added at step j (1, 2, …) and one step of a mixed series, as the rule's name says. */
function added(p: Params, j: number): number {
  const q = p.ruleParams;
  if (p.rule === 'halveAdd') return q.b * 2 ** j;
  if (p.rule === 'mulAddCount') return j * q.c;
  if (p.rule === 'mulSubCount') return -j * q.c;
  throw new Error(`no mixed rule ${p.rule}`);
}
function step(p: Params, t: number, x: number, swapped = false): number {
  if (p.rule === 'halveAdd') return swapped ? (t + x) / 2 : t / 2 + x;
  return swapped ? (t + x) * p.ruleParams.m : t * p.ruleParams.m + x;
}
export function mixedTerm(p: Params, i: number): number {
  let t: number = p.start;
  for (let j = 1; j <= i; j += 1) t = step(p, t, added(p, j));
  return t;
}

export const letterNumberAnswer = (p: Params): Expected => text(letterNumberTerm(p, p.length));
export const mixedStepsAnswer = (p: Params): Expected => num(mixedTerm(p, p.missing));

/** What a letter mistake does to the key's letters (the number kept). */
function lettersOf(p: Params, mistake: string): string | undefined {
  const key = letterNumberTerm(p, p.length);
  if (mistake === 'moving each letter one place too far') return letterNumberTerm(p, p.length, 1).slice(0, 2);
  if (mistake === 'swapping the two letters') return `${key[1]}${key[0]}`;
  return undefined;
}
function numberOf(p: Params, mistake: string): number | undefined {
  if (mistake === 'adding the number step twice' && p.number === 'arith') return p.a + (p.length + 1) * p.d;
  if (mistake === 'squaring the number after the next one' && p.number === 'squares')
    return (p.a + p.length + 1) ** 2;
  return undefined;
}
const keyNumber = (p: Params): string => letterNumberTerm(p, p.length).slice(2);
const keyLetters = (p: Params): string => letterNumberTerm(p, p.length).slice(0, 2);

const before = (p: Params): number => mixedTerm(p, p.missing - 1);

export const SERIES_MIXED: Record<string, Checks> = {
  letterNumber: [
    [
      /^(moving each letter one place too far|swapping the two letters|adding the number step twice|squaring the number after the next one)(?: and (.+))?$/,
      (p, m) => {
        const [first, second] = [m[1]!, m[2]];
        const letters = lettersOf(p, first);
        if (second === undefined) {
          if (letters !== undefined) return text(`${letters}${keyNumber(p)}`);
          const n = numberOf(p, first);
          return n === undefined ? misnamed(first) : text(`${keyLetters(p)}${n}`);
        }
        const n = numberOf(p, second);
        return letters === undefined || n === undefined ? misnamed(m[0]!) : text(`${letters}${n}`);
      },
    ],
  ],
  mixedSteps: [
    [
      /^doing the two operations in the other order$/,
      (p) => num(step(p, before(p), added(p, p.missing), true)),
    ],
    [/^using the number of the step before again$/, (p) => num(step(p, before(p), added(p, p.missing - 1)))],
    [/^using the number of the step after$/, (p) => num(step(p, before(p), added(p, p.missing + 1)))],
    [/^assuming the difference stays the same$/, (p) => num(2 * before(p) - mixedTerm(p, p.missing - 2))],
    // one operation left out: the number added is 0, or the term is not halved or multiplied
    [
      /^(halving without adding|multiplying without (adding|taking away))$/,
      (p) => num(step(p, before(p), 0)),
    ],
    [
      /^(adding without halving|(adding|taking away) without multiplying)$/,
      (p) => num(before(p) + added(p, p.missing)),
    ],
  ],
};
