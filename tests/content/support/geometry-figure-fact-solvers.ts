/**
 * Independent solvers and trap-note checks for geometryFigureFacts.ts: the figures are built in
 * coordinates (the circle's points found by angle, the equilateral triangle by its vertices) and the
 * lengths measured, with no r√3 or a√3/2 formula.
 */
import type { Checks } from './trap-expected';
import { num, type Params, type Solver } from './values';

const dist = (p: [number, number], q: [number, number]): number => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** B and C: the two points of the circle (centre O at the origin) at distance r from A = (r, 0). */
function chordBC(r: number): number {
  // a point at angle t is r(cos t, sin t); |AP| = 2r sin(t/2) = r at t = ±60°
  const at = (t: number): [number, number] => [r * Math.cos(t), r * Math.sin(t)];
  const A = at(0);
  const [B, C] = [at(Math.PI / 3), at(-Math.PI / 3)];
  if (Math.abs(dist(A, B) - r) > 1e-9 || Math.abs(dist(A, C) - r) > 1e-9) throw new Error('not a chord of r');
  return dist(B, C);
}

/** The median from C of the triangle with A = (0, 0), B = (a, 0) and C at a from both (equal medians). */
function median(a: number): number {
  const C: [number, number] = [a / 2, Math.sqrt(a * a - (a / 2) ** 2)];
  return dist(C, [a / 2, 0]);
}

export const GEOMETRY_FIGURE_FACT_SOLVERS: Record<string, Solver> = {
  equalChords: (p: Params) => num(chordBC(p.r)),
  equalMedians: (p: Params) => num(median(p.a)),
};

export const GEOMETRY_FIGURE_FACT_CHECKS: Record<string, Checks> = {
  equalChords: [
    [/^taking BC equal to the radius as well$/, (p) => num(p.r)],
    [/^taking ∠BAC as 90°$/, (p) => num(Math.hypot(p.r, p.r))],
    [/^taking BC as a diameter$/, (p) => num(2 * p.r)],
    [/^forgetting the square root of BC²$/, (p) => num(chordBC(p.r) ** 2)],
    [/^using the diameter in place of the radius in r√3$/, (p) => num(chordBC(2 * p.r))],
    [/^giving half of BC/, (p) => num(chordBC(p.r) / 2)],
  ],
  equalMedians: [
    [/^taking a median as half a side$/, (p) => num(p.a / 2)],
    [/^forgetting to halve a√3$/, (p) => num(2 * median(p.a))],
    [/^taking a median equal to a side$/, (p) => num(p.a)],
    [/^giving the three medians together$/, (p) => num(3 * median(p.a))],
    [/^giving one-third of the median/, (p) => num(median(p.a) / 3)],
    [/^giving two-thirds of the median/, (p) => num((2 * median(p.a)) / 3)],
  ],
};
