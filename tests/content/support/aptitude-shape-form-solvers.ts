/**
 * Independent solvers for the geometry forms of geometryPaperForms.ts and the frustum: the three
 * tangent lengths solved as a linear system, the power of the point P, the parallel line placed by
 * its ratio along AB, and the frustum as a big cone less the small one cut off its top.
 */
import { num, type Solver } from './values';

/** π as the questions take it. */
const PI = 22 / 7;

/** ∠CPA placed on coordinates: unit circle, A = (−1, 0), B = (1, 0), C at central angle 2∠CAB. */
function chasedAngle(x: number): number {
  const t = (2 * x * Math.PI) / 180;
  const c = [Math.cos(t), Math.sin(t)];
  const p = [1 / Math.cos(t), 0]; // where the tangent at C (perpendicular to OC) meets the x-axis
  const toC = [c[0]! - p[0]!, c[1]! - p[1]!];
  const toA = [-1 - p[0]!, 0];
  const cos =
    (toC[0]! * toA[0]! + toC[1]! * toA[1]!) / (Math.hypot(toC[0]!, toC[1]!) * Math.hypot(toA[0]!, toA[1]!));
  return Math.round(((Math.acos(cos) * 180) / Math.PI) * 1e6) / 1e6;
}

export const GEOMETRY_FORM_SOLVERS: Record<string, Solver> = {
  incircleTangents: (p) => {
    // AP = x, BP = y, CQ = z: x + y = AB, y + z = BC, z + x = CA
    const total = (p.a + p.b + p.c) / 2; // x + y + z
    return num(total - p.a);
  },
  secants: (p) => {
    const power = p.pa * (p.pa + p.ab); // the power of P: the same along every line through it
    return num(p.ask === 'tangent' ? Math.sqrt(power) : power / p.pc - p.pc);
  },
  proportionality: (p) => {
    const t = p.ad / (p.ad + p.db); // how far along AB (and so along AC) the parallel line cuts
    return num(p.ask === 'ec' ? p.ae / t - p.ae : p.bc * t);
  },
  circleAngleChase: (p) => num(chasedAngle(p.x)),
  touchingCircles: (p) => {
    // the tangent segment and the line of centres make a right trapezium: its legs are the radii
    const d = p.ask === 'touching' ? p.r1 + p.r2 : p.d;
    const across = p.ask === 'transverse' ? p.r1 + p.r2 : Math.abs(p.r1 - p.r2);
    return num(Math.sqrt(d * d - across * across));
  },
};

export const MENSURATION_FORM_SOLVERS: Record<string, Solver> = {
  frustum: (p) => {
    const whole = (p.h * p.big) / (p.big - p.r); // height of the cone the bucket was cut from
    return num((PI / 3) * (p.big * p.big * whole - p.r * p.r * (whole - p.h)));
  },
};
