/**
 * The zeros at the end of n! and the remainder of a large power (numberFactorials.ts, issue 19,
 * quantc), drawn kind by kind: each key re-solved by its independent solver with exactly one option
 * meaning it, every named mistake's option recomputed by its trap check, the Hindi twin carrying the
 * same numbers, and each question read as a candidate reads it, from the printed numbers alone.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { powMod, trailingZeros } from './support/number-factorial-solvers';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'factorial-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const draws = (kind: string): GeneratedQuestion[] => kindDraws('aptitude', 'hcf_and_lcm', kind, DRAWS);

/** The whole numbers in a text, superscript exponents read as numbers too. */
const numbersIn = (text: string): number[] =>
  [
    ...text
      .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (s) => ` ${[...s].map((c) => SUPERSCRIPT.indexOf(c)).join('')} `)
      .matchAll(/\d[\d,]*/g),
  ].map((m) => Number(m[0].replace(/,/g, '')));

checkKinds(
  'aptitude',
  ['factorialZeros', 'powerRemainder', 'factorCount'].map((kind) => ['hcf_and_lcm', kind] as const),
  DRAWS,
);

describe('read from the printed question alone', () => {
  it('keys the zeros at the end of the printed n!, counted from its 2s and 5s', () => {
    const wrong = draws('factorialZeros').filter((q) => {
      const n = Number(/(\d+)!/.exec(q.question)![1]);
      return parseNumber(q.answer) !== trailingZeros(n);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the remainder of the printed power, multiplied out factor by factor', () => {
    const wrong = draws('powerRemainder').filter((q) => {
      const [base, e, d] = numbersIn(q.question) as [number, number, number];
      return parseNumber(q.answer) !== powMod(base, e, d);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys how many divisors of the asked kind the printed number has, found by trying each', () => {
    const wrong = draws('factorCount').filter((q) => {
      const n = Number(/many .+ does ([\d,]+) have/.exec(q.question)![1]!.replace(/,/g, ''));
      const parity = /even/.test(q.question) ? 0 : /odd/.test(q.question) ? 1 : -1;
      let count = 0;
      for (let k = 1; k <= n; k += 1) if (n % k === 0 && (parity < 0 || k % 2 === parity)) count += 1;
      return parseNumber(q.answer) !== count;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('asks n! past 125 at level 3, where a third quotient counts', () => {
    const level3 = draws('factorialZeros').filter((q) => q.level === 3);
    expect(level3.length).toBeGreaterThan(0);
    expect(level3.every((q) => Number(/(\d+)!/.exec(q.question)![1]) > 125)).toBe(true);
  });
});
