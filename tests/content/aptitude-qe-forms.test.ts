/**
 * The fourth coverage audit's item 1 forms built on branch qe (algebra and trigonometry, one identity
 * beside the bank's), drawn kind by kind: each key re-solved by its independent solver
 * (support/qe-form-solvers.ts) with exactly one option meaning it, every named mistake's option
 * recomputed by its trap check, the Hindi twin carrying the same numbers; and the audit's own
 * questions solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { QE_FORM_SOLVERS } from './support/qe-form-solvers';
import { checkKinds } from './support/check-kinds';

checkKinds(
  'aptitude',
  [
    ['algebraic_expression', 'fourthPowers'],
    ['algebraic_expression', 'shiftedCubes'],
    ['trigonometry', 'reciprocalHalf'],
  ],
  { prefix: 'qe-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 },
);

describe("the audit's own questions", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    QE_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // x + y = 36: (x − 27)³ + (y − 9)³ = 0
    expect(solve('algebraic_expression', 'shiftedCubes', { k: 36, a: 27, b: 9, d: 0 })).toEqual({
      number: 0,
    });
    // a + b = 5, ab = 6 (a, b = 3, 2): a⁴ + b⁴ = 81 + 16 = 97
    expect(solve('algebraic_expression', 'fourthPowers', { s: 5, p: 6 })).toEqual({ number: 97 });
    // (1 − cos θ)/sin θ = 1/2 gives (1 + cos θ)/sin θ = 2
    const half = solve('trigonometry', 'reciprocalHalf', { p: 1, q: 2, minusGiven: true }) as {
      number: number;
    };
    expect(half.number).toBeCloseTo(2, 9);
  });
});
