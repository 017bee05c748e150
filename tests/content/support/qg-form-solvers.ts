/**
 * Independent solvers and trap-note checks for coverage audit 4's geometry and mensuration forms
 * (geometryBackward.ts, mensurationRecast.ts). Each answer is found another way than the generator's:
 * ∠A by bisection on the angle the two base bisectors make, the median's triangle built in coordinates
 * (A on the circle through B and C centred at D) and ∠ACB measured, the cone's height by bisection on
 * the volumes with Math.PI.
 */
import type { Checks } from './trap-expected';
import { bisect, num, type Params, type Solver } from './values';

const RAD = Math.PI / 180;

/** ∠BIC for a vertex angle a: the triangle IBC keeps half of ∠B and half of ∠C. */
const angleBIC = (a: number): number => 180 - (180 - a) / 2;
const vertexFrom = (bic: number): number => bisect((a) => angleBIC(a) - bic, 0.001, 179.999);

/** B = (−1, 0), C = (1, 0), D = (0, 0); A on the circle of radius DB with ∠ABC = x; ∠ACB and ∠ADB measured. */
function medianFigure(x: number): { acb: number; adb: number } {
  // A on the circle at angle t from DC: the angle at B is t/2 (inscribed), so t = 2x
  const t = 2 * x * RAD;
  const A = [Math.cos(t), Math.sin(t)] as const;
  const angle = (P: readonly number[], Q: readonly number[], R: readonly number[]): number => {
    const u = [P[0]! - Q[0]!, P[1]! - Q[1]!];
    const v = [R[0]! - Q[0]!, R[1]! - Q[1]!];
    return (
      Math.acos((u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!))) / RAD
    );
  };
  const [B, C, D] = [
    [-1, 0],
    [1, 0],
    [0, 0],
  ];
  const abc = angle(A, B, C);
  if (Math.abs(abc - x) > 1e-6) throw new Error(`∠ABC is ${abc}, not ${x}`);
  return { acb: angle(A, C, B), adb: angle(A, D, B) };
}

/** The cone's height for which its volume is the sphere's (or the given volume). */
const heightFor = (volume: number, base: number): number =>
  bisect((h) => (Math.PI * base * base * h) / 3 - volume, 0, 1e7);
const sphere = (r: number): number => (4 / 3) * Math.PI * r ** 3;

export const QG_GEOMETRY_SOLVERS: Record<string, Solver> = {
  incentreVertex: (p: Params) => num(vertexFrom(p.bic)),
  medianHalf: (p: Params) => num(medianFigure(p.abc).acb),
};

export const QG_GEOMETRY_CHECKS: Record<string, Checks> = {
  incentreVertex: [
    [/^subtracting 90° without doubling$/, (p) => num(vertexFrom(p.bic) / 2)],
    [/^giving ∠B \+ ∠C instead of ∠A$/, (p) => num(180 - vertexFrom(p.bic))],
    [/^taking I as the circumcentre/, (p) => num(p.bic / 2)],
    [/^taking I as the orthocentre/, (p) => num(180 - p.bic)],
    [/^taking ∠A equal to ∠BIC$/, (p) => num(p.bic)],
  ],
  medianHalf: [
    [/^taking ∠ACB equal to ∠ABC/, (p) => num(p.abc)],
    [/^giving ∠BAC \(90°\)$/, (p) => num(180 - p.abc - medianFigure(p.abc).acb)],
    [/^giving ∠ADB/, (p) => num(medianFigure(p.abc).adb)],
    [/^giving ∠ADC/, (p) => num(180 - medianFigure(p.abc).adb)],
    [/^subtracting ∠ADC instead of ∠ABC from 90°$/, (p) => num(90 - (180 - medianFigure(p.abc).adb))],
  ],
};

export const QG_MENSURATION_SOLVERS: Record<string, Solver> = {
  sphereToCone: (p: Params) => num(heightFor(sphere(p.r), p.big)),
};

export const QG_MENSURATION_CHECKS: Record<string, Checks> = {
  sphereToCone: [
    [/^forgetting the ⅓ in the cone's volume$/, (p) => num(sphere(p.r) / (Math.PI * p.big ** 2))],
    [/^using a hemisphere's volume/, (p) => num(heightFor(sphere(p.r) / 2, p.big))],
    [/^dividing by R instead of R²$/, (p) => num(heightFor(sphere(p.r), p.big) * p.big)],
    [/^taking the sphere's volume as πr³$/, (p) => num(heightFor(Math.PI * p.r ** 3, p.big))],
    [/^using the base's diameter as its radius$/, (p) => num(heightFor(sphere(p.r), 2 * p.big))],
    [/^using the sphere's diameter as its radius$/, (p) => num(heightFor(sphere(2 * p.r), p.big))],
    [/^taking the sphere's volume as 4πr³/, (p) => num(heightFor(4 * Math.PI * p.r ** 3, p.big))],
  ],
};
