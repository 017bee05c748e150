/**
 * Interchanged numbers (issue 19; audit 2, form 3), kinds of number_puzzle: the key re-derived from the
 * printed text by the test's own parser (support/number-swap-solvers.ts), every pair of printed
 * numbers tried, and the forms the papers print.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import {
  afterInterchange,
  everyInterchange,
  numberSwapAnswer,
  numberSwapCheckAnswer,
  tokenize,
  worth,
} from './support/number-swap-solvers';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;

function draws(kind: string, levels: Level[], count = DRAWS): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'number_puzzle')!;
  return levels.flatMap((level) =>
    Array.from({ length: count }, (_, seed) => {
      const rng = createRng(`number-swaps/${kind}/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

describe('which two numbers should be interchanged', () => {
  const questions = draws('numberSwap', [1, 2, 3]);

  it('print the equation the params hold, brackets at levels 2 and 3, and key the one balancing pair', () => {
    const failures = questions.flatMap((q) => {
      const line = q.question.split('\n')[1]!;
      const [lhs, rhs] = line.split(' = ');
      const ok =
        lhs === q.params.expression &&
        Number(rhs) === q.params.rhs &&
        (q.level === 1) !== lhs!.includes('(') &&
        (numberSwapAnswer(q.params) as { text: string }).text === q.answer;
      return ok ? [] : [q.question];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('offer four pairs of printed numbers, and only the key balances the equation', () => {
    for (const q of questions) {
      const all = everyInterchange(q.params.expression as string);
      for (const o of q.options) expect(all.map((s) => s.pair)).toContain(o);
      const balancing = q.options.filter((o) => all.find((s) => s.pair === o)!.value === q.params.rhs);
      expect(balancing).toEqual([q.answer]);
    }
  });

  it('the check can fail: the equation as printed is unequal', () => {
    for (const q of questions) expect(worth(tokenize(q.params.expression as string))).not.toBe(q.params.rhs);
  });
});

describe('which equation is (NOT) correct once two numbers are interchanged', () => {
  const questions = draws('numberSwapCheck', [2, 3]);

  it('key the one equation that is (is not) correct after the interchange, by the test’s own reading', () => {
    const failures = questions.flatMap((q) =>
      (numberSwapCheckAnswer(q.params) as { text: string }).text === q.answer ? [] : [q.question],
    );
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('ask both ways, hold both numbers in every equation, and no other number shares their digits', () => {
    expect(new Set(questions.map((q) => q.params.negative))).toEqual(new Set([true, false]));
    for (const q of questions) {
      const [x, y] = q.params.pair as [number, number];
      expect(q.question).toContain(q.params.negative ? 'NOT be correct' : 'be correct');
      for (const o of q.options) {
        const numbers = tokenize(o).filter((t) => /^\d+$/.test(t));
        expect(numbers).toContain(String(x));
        expect(numbers).toContain(String(y));
        const rest = numbers.filter((t) => t !== String(x) && t !== String(y));
        expect(rest.join('')).not.toMatch(new RegExp(`[${x}${y}]`));
        expect(Number.isNaN(afterInterchange(o, [x, y]).left)).toBe(false);
      }
    }
  });

  it('often offer an equation right only as printed, the trap of not interchanging', () => {
    const trapped = questions.filter(
      (q) => !q.params.negative && q.explanation.includes('without interchanging'),
    );
    expect(trapped.length).toBeGreaterThan(questions.length / 5);
  });
});
