/**
 * Number-series rules of issue 19 (audit 2, form 6): squares added and subtracted in turn (−1, +4, −9,
 * +16), n³ − n, n² + n, differences that double or triple, and a multiplying series interleaved with an
 * adding one. The shown terms are rebuilt from the rule's parameters by the test's own formulas
 * (support/sequence-terms.ts), and each rule's defining property is checked on the printed numbers.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { seriesTerm } from './support/sequence-terms';
import type { Params } from './support/values';

const DRAWS = process.env.CONTENT_FULL ? 3000 : 600;

function draws(level: Level): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'series')!;
  return Array.from({ length: DRAWS }, (_, seed) => {
    const rng = createRng(`series-rules/${level}/${seed}`);
    const problem = generator.kinds.numberNext!.make(rng, level);
    return generateQuestion(
      { ...generator, generate: () => ({ ...problem, params: { kind: 'numberNext', ...problem.params } }) },
      level,
      rng,
    );
  });
}

const RULES = ['altSquares', 'nSquarePlusN', 'nCubeMinusN', 'diffsRatio', 'altGeom'];
const questions = ([1, 2, 3] as const).flatMap((level) => draws(level));
const printed = (q: GeneratedQuestion): (number | undefined)[] =>
  q.question
    .replace(/^[^?]*\? /, '')
    .split(', ')
    .map((t) => (t === '?' ? undefined : Number(t.replace(/,/g, ''))));
/** The whole series with the key put in. */
const whole = (q: GeneratedQuestion): number[] =>
  printed(q).map((t) => t ?? Number(q.answer.replace(/,/g, '')));
const diffs = (t: number[]): number[] => t.slice(1).map((x, i) => x - t[i]!);

describe.each(RULES)('number series rule %s', (rule) => {
  const mine = questions.filter((q) => q.params.rule === rule);

  it('is asked, and its printed terms and key are the rule’s terms', () => {
    expect(mine.length).toBeGreaterThan(10);
    for (const q of mine)
      expect(whole(q)).toEqual(whole(q).map((_, i) => seriesTerm(rule, q.params.ruleParams as Params, i)));
  });

  it('shows its defining property on the printed numbers', () => {
    for (const q of mine) {
      const t = whole(q);
      const d = diffs(t);
      if (rule === 'altSquares') d.forEach((x, k) => expect(Math.abs(x)).toBe((k + 1) ** 2));
      if (rule === 'altSquares') d.slice(1).forEach((x, k) => expect(Math.sign(x)).toBe(-Math.sign(d[k]!)));
      if (rule === 'diffsRatio') {
        const r = d[1]! / d[0]!;
        expect([2, 3]).toContain(r);
        d.slice(1).forEach((x, k) => expect(x).toBe(d[k]! * r));
      }
      if (rule === 'nSquarePlusN' || rule === 'nCubeMinusN') {
        // each term is k(k + 1) or (k − 1)k(k + 1) for consecutive k
        const root = (x: number): number => {
          for (let k = 1; k < 40; k += 1)
            if ((rule === 'nSquarePlusN' ? k * (k + 1) : (k - 1) * k * (k + 1)) === x) return k;
          return NaN;
        };
        const ks = t.map(root);
        ks.slice(1).forEach((k, i) => expect(k).toBe(ks[i]! + 1));
      }
      if (rule === 'altGeom') {
        const even = t.filter((_, i) => i % 2 === 0);
        const odd = t.filter((_, i) => i % 2 === 1);
        even.slice(1).forEach((x, i) => expect(x / even[i]!).toBe(even[1]! / even[0]!));
        expect(new Set(diffs(odd)).size).toBe(1);
      }
    }
  });
});
