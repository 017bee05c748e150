/**
 * Independent solver and trap-note checks for trigonometryAngles.ts: the printed values are read as
 * numbers, A + B and A − B found by the inverse functions (in degrees), then A and B solved from them.
 */
import type { Checks } from './trap-expected';
import { num, type Params, type Solver } from './values';

/** "√3/2" → 0.866…, "1/√2" → 0.707…, "1" → 1. */
function value(printed: string): number {
  const part = (t: string): number => (t.startsWith('√') ? Math.sqrt(Number(t.slice(1))) : Number(t));
  const [top, bottom] = printed.split('/');
  return bottom === undefined ? part(top!) : part(top!) / part(bottom);
}

const inverse = (f: string, v: number): number =>
  (180 / Math.PI) * (f === 'sin' ? Math.asin(v) : f === 'cos' ? Math.acos(v) : Math.atan(v));

/** [A + B, A − B] rounded to whole degrees (standard angles). */
const sums = (p: Params): [number, number] => [
  Math.round(inverse(p.f1, value(p.v1))),
  Math.round(inverse(p.f2, value(p.v2))),
];

const angles = (p: Params): { A: number; B: number } => {
  const [s, d] = sums(p);
  // A + B = s and A − B = d
  return { A: (s + d) / 2, B: s - (s + d) / 2 };
};

export const TRIGONOMETRY_ANGLE_SOLVERS: Record<string, Solver> = {
  sumDifference: (p) => num(angles(p)[p.ask as 'A' | 'B']),
};

export const TRIGONOMETRY_ANGLE_CHECKS: Record<string, Checks> = {
  sumDifference: [
    [/^giving B instead of A$/, (p) => num(angles(p).B)],
    [/^giving A instead of B$/, (p) => num(angles(p).A)],
    [/^giving A \+ B$/, (p) => num(sums(p)[0])],
    [/^giving A − B$/, (p) => num(sums(p)[1])],
    [/^halving A \+ B only$/, (p) => num(sums(p)[0] / 2)],
    [/^adding A \+ B and A − B without halving$/, (p) => num(sums(p)[0] + sums(p)[1])],
  ],
};
