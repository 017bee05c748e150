/**
 * A relation given, another expression asked (algebraRelations.ts, trigonometryRelations.ts; issue 19,
 * third audit item 2), drawn kind by kind: each key re-solved by its independent solver with exactly
 * one option meaning it, every named mistake's option recomputed by its trap check, the Hindi twin
 * carrying the same numbers, and the quotient, power and trigonometric forms read from their text.
 * The geometry facts of the same audit's item 3 (geometryFigureFacts.ts) are drawn the same way.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'relations', draws: process.env.CONTENT_FULL ? 1000 : 300 };
const KINDS = [
  ['algebraic_expression', 'relationValue'],
  ['trigonometry', 'givenRelation'],
  // third audit item 3, drawn here the same way (geometryFigureFacts.ts)
  ['geometry', 'equalChords'],
  ['geometry', 'equalMedians'],
] as const;

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const fromSuper = (t: string): number => Number([...t].map((c) => SUPER.indexOf(c)).join(''));
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));

checkKinds('aptitude', KINDS, DRAWS);

describe('read from the printed question alone', () => {
  const algebra = draws('algebraic_expression', 'relationValue');

  it('keys the quotient at a root of x + 1/x = k', () => {
    const quotients = algebra.filter((q) => q.question.includes('/(x²'));
    expect(quotients.length).toBeGreaterThan(20);
    const wrong = quotients.filter((q) => {
      const [, k, p, s1, q1, s2] =
        /x \+ 1\/x = (\d+), what is the value of \((\d+)x² ([+−]) (\d*)x \+ \d+\)\/\(x² ([+−]) x \+ 1\)/.exec(
          q.question,
        )!;
      const x = (Number(k) + Math.sqrt(Number(k) ** 2 - 4)) / 2;
      const mid = (s1 === '−' ? -1 : 1) * Number(q1 || 1);
      const value = (Number(p) * x * x + mid * x + Number(p)) / (x * x + (s2 === '−' ? -1 : 1) * x + 1);
      return !close(parseNumber(q.answer)!, value);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the high powers from x = ±1', () => {
    const powers = algebra.filter((q) => /1\/x[⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(q.question));
    expect(powers.length).toBeGreaterThan(20);
    const wrong = powers.filter((q) => {
      const [, s, m, n] =
        /x \+ 1\/x = (−?2), what is the value of x([⁰¹²³⁴⁵⁶⁷⁸⁹]+) \+ 1\/x([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\?/.exec(q.question)!;
      const x = s === '2' ? 1 : -1;
      return parseNumber(q.answer) !== x ** fromSuper(m!) + x ** -fromSuper(n!);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the sin A cos A or sin A + cos A of the acute angle with the printed difference', () => {
    const wrong = draws('trigonometry', 'givenRelation')
      .filter((q) => q.question.includes('sin A − cos A ='))
      .filter((q) => {
        const u = parseNumber(/sin A − cos A = ([\d/]+)/.exec(q.question)![1]!)!;
        // bisect sin A − cos A = u on (0°, 90°), where it increases
        let [lo, hi] = [0, Math.PI / 2];
        for (let i = 0; i < 80; i += 1) {
          const mid = (lo + hi) / 2;
          if (Math.sin(mid) - Math.cos(mid) < u) lo = mid;
          else hi = mid;
        }
        const value = q.question.endsWith('sin A + cos A?')
          ? Math.sin(lo) + Math.cos(lo)
          : Math.sin(lo) * Math.cos(lo);
        return !close(parseNumber(q.answer)!, value);
      });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
