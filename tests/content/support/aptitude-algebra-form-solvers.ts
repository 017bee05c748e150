/**
 * Independent solver and trap-note checks for expanded products of binomials (algebraExpansion.ts):
 * the factors multiplied out as coefficient lists, then the coefficient of x read off.
 */
import type { Checks } from './trap-expected';
import { num, type Params, type Solver } from './values';

/** The product of the factors [a, b] (ax + b) as coefficients, constant first. */
function expand(factors: number[][]): number[] {
  return factors.reduce<number[]>(
    (poly, [a, b]) => {
      const out = new Array(poly.length + 1).fill(0);
      poly.forEach((c, k) => {
        out[k] += c * b!;
        out[k + 1] += c * a!;
      });
      return out;
    },
    [1],
  );
}

const numbers = (p: Params): number[] => (p.factors as number[][]).map((f) => f[1]!);

export const EXPANSION_SOLVERS: Record<string, Solver> = {
  expandProduct: (p) => num(expand(p.factors)[1]!),
};

export const EXPANSION_CHECKS: Record<string, Checks> = {
  expandProduct: [
    [/^keeping only the outer product$/, (p) => num(p.factors[0][0] * p.factors[1][1])],
    [/^keeping only the inner product$/, (p) => num(p.factors[0][1] * p.factors[1][0])],
    [
      /^subtracting the inner product from the outer$/,
      (p) => num(p.factors[0][0] * p.factors[1][1] - p.factors[0][1] * p.factors[1][0]),
    ],
    [/^giving the constant term$/, (p) => num(expand(p.factors)[0]!)],
    [/^adding the three numbers \(the x² coefficient\)$/, (p) => num(expand(p.factors)[2]!)],
    [/^multiplying the three numbers \(the constant term\)$/, (p) => num(expand(p.factors)[0]!)],
    [
      /^adding only the first two products$/,
      (p) => {
        const [a, b, c] = numbers(p) as [number, number, number];
        return num(a * b + b * c);
      },
    ],
  ],
};
