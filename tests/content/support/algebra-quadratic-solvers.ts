/**
 * Independent solver and trap-note checks for algebraQuadratic.ts: the middle coefficient and the
 * constant worked out by division, the 1 moved across, and the quadratic solved by its formula.
 */
import type { Checks } from './trap-expected';
import { text, type Params, type Solver } from './values';

const show = (xs: number[]): string =>
  [...xs]
    .sort((a, b) => a - b)
    .map((v) => (v < 0 ? `−${-v}` : `${v}`))
    .join(', ');

/** Roots of k² − bk + c = 0 for the printed equation set to `rhs`. */
function roots(p: Params, rhs: number): number[] {
  const b = p.middle[0] / p.middle[1];
  const c = p.q / p.r - rhs;
  const d = Math.sqrt(b * b - 4 * c);
  return [(b - d) / 2, (b + d) / 2];
}

export const ALGEBRA_QUADRATIC_SOLVERS: Record<string, Solver> = {
  quadraticK: (p) => text(show(roots(p, 1))),
};

export const ALGEBRA_QUADRATIC_CHECKS: Record<string, Checks> = {
  quadraticK: [
    [/^leaving the 1 on the right \(solving for 0\)$/, (p) => text(show(roots(p, 0)))],
    [/^taking both roots with the wrong sign$/, (p) => text(show(roots(p, 1).map((v) => -v)))],
    [
      /^taking the smaller root with the wrong sign$/,
      (p) => {
        const [small, big] = roots(p, 1) as [number, number];
        return text(show([-small, big]));
      },
    ],
    [
      /^taking the larger root with the wrong sign$/,
      (p) => {
        const [small, big] = roots(p, 1) as [number, number];
        return text(show([small, -big]));
      },
    ],
  ],
};
