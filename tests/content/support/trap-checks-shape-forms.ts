/** Trap-note checks of the geometry forms of geometryPaperForms.ts and the frustum (trap-checks.ts). */
import { num } from './values';
import type { Params } from './values';
import type { Checks } from './trap-expected';

const PI = 22 / 7;
const semi = (p: Params): number => (p.a + p.b + p.c) / 2;
const pd = (p: Params): number => (p.pa * (p.pa + p.ab)) / p.pc;
const ec = (p: Params): number => (p.db * p.ae) / p.ad;

export const GEOMETRY_FORM_CHECKS: Record<string, Checks> = {
  incircleTangents: [
    [/^taking BP \(s − CA\) instead of AP$/, (p) => num(semi(p) - p.b)],
    [/^halving AB$/, (p) => num(p.c / 2)],
    [/^taking CQ \(s − AB\) instead of AP$/, (p) => num(semi(p) - p.c)],
  ],
  secants: [
    [/^using PA × AB instead of PA × PB$/, (p) => num(Math.sqrt(p.pa * p.ab))],
    [/^averaging PA and PB$/, (p) => num((2 * p.pa + p.ab) / 2)],
    [/^adding PA and AB as the tangent$/, (p) => num(p.pa + p.ab)],
    [/^giving PD instead of CD$/, (p) => num(pd(p))],
    [/^using PA × AB = PC × CD$/, (p) => num((p.pa * p.ab) / p.pc)],
    [/^using PA\/AB = PC\/CD$/, (p) => num((p.ab * p.pc) / p.pa)],
  ],
  proportionality: [
    [/^turning the ratio upside down \(AD\/DB = EC\/AE\)$/, (p) => num((p.ad * p.ae) / p.db)],
    [/^giving AC instead of EC$/, (p) => num(p.ae + ec(p))],
    [/^using AD\/AB = AE\/EC$/, (p) => num(((p.ad + p.db) * p.ae) / p.ad)],
    [/^using AD\/DB instead of AD\/AB$/, (p) => num((p.bc * p.ad) / p.db)],
    [/^using DB\/AB instead of AD\/AB$/, (p) => num((p.bc * p.db) / (p.ad + p.db))],
    [/^halving BC \(as if D were the midpoint\)$/, (p) => num(p.bc / 2)],
  ],
  touchingCircles: [
    [/^forgetting to double √\(r₁r₂\)$/, (p) => num(Math.sqrt(p.r1 * p.r2))],
    [/^adding the radii$/, (p) => num(p.r1 + p.r2)],
    [/^using the difference of the radii$/, (p) => num(Math.abs(p.r1 - p.r2))],
    [
      /^using the sum of the radii \(the transverse tangent\)$/,
      (p) => num(Math.sqrt(p.d ** 2 - (p.r1 + p.r2) ** 2)),
    ],
    [
      /^using the difference of the radii \(the direct tangent\)$/,
      (p) => num(Math.sqrt(p.d ** 2 - (p.r1 - p.r2) ** 2)),
    ],
    [
      /^subtracting without squaring$/,
      (p) => num(p.d - (p.ask === 'direct' ? Math.abs(p.r1 - p.r2) : p.r1 + p.r2)),
    ],
    [
      /^adding the squares$/,
      (p) => num(Math.sqrt(p.d ** 2 + (p.ask === 'direct' ? (p.r1 - p.r2) ** 2 : (p.r1 + p.r2) ** 2))),
    ],
  ],
  circleAngleChase: [
    [/^stopping at ∠ABC \(90° − ∠CAB\)$/, (p) => num(90 - p.x)],
    [/^taking ∠CPA as twice ∠CAB$/, (p) => num(2 * p.x)],
    [/^taking ∠CPA equal to ∠CAB$/, (p) => num(p.x)],
  ],
};

export const MENSURATION_FORM_CHECKS: Record<string, Checks> = {
  frustum: [
    [/^leaving out the R × r term$/, (p) => num(((PI * p.h) / 3) * (p.big ** 2 + p.r ** 2))],
    [/^using a cylinder of the mean radius$/, (p) => num(PI * ((p.big + p.r) / 2) ** 2 * p.h)],
    [/^forgetting the one-third$/, (p) => num(PI * p.h * (p.big ** 2 + p.big * p.r + p.r ** 2))],
    [/^using \(R \+ r\)² in place of R² \+ Rr \+ r²$/, (p) => num(((PI * p.h) / 3) * (p.big + p.r) ** 2)],
    [/^using a cylinder of the top radius$/, (p) => num(PI * p.big ** 2 * p.h)],
  ],
};
