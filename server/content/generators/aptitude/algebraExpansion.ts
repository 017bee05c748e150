/**
 * Expanding products of binomials (issue 19, item 5): a coefficient of (ax + b)(cx + d), or of
 * (x + a)(x + b)(x + c), as the papers ask it without writing out the whole product.
 */
import { num } from '../format';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { withHindi } from './hindiAlgebra';

/** "3x − 4", "x + 5" */
const binomial = (a: number, b: number): string =>
  `${a === 1 ? '' : num(a)}x ${b < 0 ? '−' : '+'} ${num(Math.abs(b))}`;
const nonZero = (n: number): boolean => n !== 0;
/** A sum written as the papers do: "−36 − 6", never "−36 + −6". */
const sumOf = (terms: readonly number[]): string =>
  terms.map((term, i) => (i === 0 ? num(term) : `${term < 0 ? '−' : '+'} ${num(Math.abs(term))}`)).join(' ');

export const EXPANSION_KINDS: Record<string, Kind> = {
  expandProduct: {
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        if (level === 1) {
          const [a, c] = [rng.int(1, 6), rng.int(1, 6)];
          const [b, d] = [rng.int(-9, 9), rng.int(-9, 9)];
          const middle = a * d + b * c;
          if (![b, d, middle].every(nonZero) || Math.abs(a * d) === Math.abs(b * c)) return undefined;
          return {
            question: `When (${binomial(a, b)})(${binomial(c, d)}) is expanded, what is the coefficient of x?`,
            answer: middle,
            allowNonPositive: true,
            distractors: withHindi([
              { mistake: 'keeping only the outer product', value: a * d },
              { mistake: 'keeping only the inner product', value: b * c },
              { mistake: 'subtracting the inner product from the outer', value: a * d - b * c },
              { mistake: 'giving the constant term', value: b * d },
            ]),
            steps: [
              `(${binomial(a, b)})(${binomial(c, d)}) = ${a * c === 1 ? '' : num(a * c)}x² + (${sumOf([a * d, b * c])})x ${b * d < 0 ? '−' : '+'} ${num(Math.abs(b * d))}: the x term has ${sumOf([a * d, b * c])} = ${num(middle)}.`,
            ],
            hi: {
              question: `(${binomial(a, b)})(${binomial(c, d)}) का प्रसार करने पर x का गुणांक क्या है?`,
              steps: [
                `(${binomial(a, b)})(${binomial(c, d)}) = ${a * c === 1 ? '' : num(a * c)}x² + (${sumOf([a * d, b * c])})x ${b * d < 0 ? '−' : '+'} ${num(Math.abs(b * d))}: x वाले पद का गुणांक ${sumOf([a * d, b * c])} = ${num(middle)} है।`,
              ],
            },
            params: {
              factors: [
                [a, b],
                [c, d],
              ],
              power: 1,
            },
          };
        }
        const roots = [rng.int(-7, 7), rng.int(-7, 7), rng.int(-7, 7)];
        if (!roots.every(nonZero) || new Set(roots).size < 3) return undefined;
        const [p, q, r] = roots as [number, number, number];
        const pairs = p * q + q * r + r * p;
        const sum = p + q + r;
        const product = p * q * r;
        if (!nonZero(pairs)) return undefined;
        return {
          question: `When (${binomial(1, p)})(${binomial(1, q)})(${binomial(1, r)}) is expanded, what is the coefficient of x?`,
          answer: pairs,
          allowNonPositive: true,
          distractors: withHindi([
            { mistake: 'adding the three numbers (the x² coefficient)', value: sum },
            { mistake: 'multiplying the three numbers (the constant term)', value: product },
            { mistake: 'adding only the first two products', value: p * q + q * r },
          ]),
          steps: [
            `(x + a)(x + b)(x + c) = x³ + (a + b + c)x² + (ab + bc + ca)x + abc. Here ab + bc + ca = ${sumOf([p * q, q * r, r * p])} = ${num(pairs)}.`,
          ],
          hi: {
            question: `(${binomial(1, p)})(${binomial(1, q)})(${binomial(1, r)}) का प्रसार करने पर x का गुणांक क्या है?`,
            steps: [
              `(x + a)(x + b)(x + c) = x³ + (a + b + c)x² + (ab + bc + ca)x + abc। यहाँ ab + bc + ca = ${sumOf([p * q, q * r, r * p])} = ${num(pairs)}।`,
            ],
          },
          params: {
            factors: [
              [1, p],
              [1, q],
              [1, r],
            ],
            power: 1,
          },
        };
      });
    },
  },
};
