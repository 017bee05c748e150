/**
 * Two equations in A + B and A − B from standard values (issue 19, a form SSC papers set often):
 * "If sin(A + B) = 1 and cos(A − B) = √3/2, what is A?" A + B and A − B are read off the standard
 * angles, then A and B are their half-sum and half-difference. trigonometry.ts spreads it in after
 * its other kinds.
 */
import { deg } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

type Ratio = 'sin' | 'cos' | 'tan';
/** How the papers print each ratio's value at a standard angle. */
const VALUES: Readonly<Record<Ratio, Readonly<Record<number, string>>>> = {
  sin: { 30: '1/2', 45: '1/√2', 60: '√3/2', 90: '1' },
  cos: { 30: '√3/2', 45: '1/√2', 60: '1/2' },
  tan: { 30: '1/√3', 45: '1', 60: '√3' },
};
/** (A + B, A − B) pairs of standard angles, A + B ≤ 90° and A > B > 0. */
const PAIRS: readonly [number, number][] = [
  [45, 30],
  [60, 30],
  [60, 45],
  [90, 30],
  [90, 45],
  [90, 60],
];

export const sumDifference: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const [sum, diff] = rng.pick(PAIRS);
      const f1 = rng.pick<Ratio>(level === 2 ? ['sin', 'cos'] : ['sin', 'cos', 'tan']);
      const f2 = rng.pick<Ratio>(level === 2 ? ['sin', 'cos'] : ['sin', 'cos', 'tan']);
      const v1 = VALUES[f1][sum];
      const v2 = VALUES[f2][diff];
      if (!v1 || !v2) return undefined;
      const a = (sum + diff) / 2;
      const b = (sum - diff) / 2;
      // B, the smaller angle, is smaller than every trap, so it is asked less often than A (key-rank.test.ts)
      const askA = rng.chance(0.6);
      const key = askA ? a : b;
      const wrong: Distractor[] = [
        {
          mistake: askA ? 'giving B instead of A' : 'giving A instead of B',
          value: askA ? b : a,
          hi: askA ? 'A के स्थान पर B दे देना' : 'B के स्थान पर A दे देना',
        },
        { mistake: 'giving A + B', value: sum, hi: 'A + B दे देना' },
        { mistake: 'giving A − B', value: diff, hi: 'A − B दे देना' },
        { mistake: 'halving A + B only', value: sum / 2, hi: 'केवल A + B को आधा करना' },
        {
          mistake: 'adding A + B and A − B without halving',
          value: sum + diff,
          hi: 'A + B और A − B को जोड़कर आधा न करना',
        },
      ];
      const equations = `${f1}(A + B) = ${v1} and ${f2}(A − B) = ${v2}`;
      const hiEquations = `${f1}(A + B) = ${v1} और ${f2}(A − B) = ${v2}`;
      const range = '0° < A + B ≤ 90° and A > B';
      const hiRange = '0° < A + B ≤ 90° और A > B';
      const found = askA
        ? `A = (${sum}° + ${diff}°)/2 = ${deg(a)}`
        : `B = (${sum}° − ${diff}°)/2 = ${deg(b)}`;
      return {
        question: `If ${equations}, where ${range}, what is the value of ${askA ? 'A' : 'B'}?`,
        answer: key,
        format: deg,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, sum + diff + (askA ? 1 : 0)),
        steps: [
          `${f1} ${sum}° = ${v1} and ${f2} ${diff}° = ${v2}, so A + B = ${sum}° and A − B = ${diff}°; ${found}.`,
        ],
        hi: {
          question: `यदि ${hiEquations} है, जहाँ ${hiRange}, तो ${askA ? 'A' : 'B'} का मान क्या है?`,
          steps: [
            `${f1} ${sum}° = ${v1} और ${f2} ${diff}° = ${v2}, अतः A + B = ${sum}° और A − B = ${diff}°; ${found}।`,
          ],
        },
        params: { f1, v1, f2, v2, ask: askA ? 'A' : 'B' },
      };
    });
  },
};
