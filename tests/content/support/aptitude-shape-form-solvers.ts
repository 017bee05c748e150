/**
 * Independent solvers for the geometry forms of geometryPaperForms.ts and the frustum: the three
 * tangent lengths solved as a linear system, the power of the point P, the parallel line placed by
 * its ratio along AB, and the frustum as a big cone less the small one cut off its top.
 */
import { num, type Solver } from './values';

/** π as the questions take it. */
const PI = 22 / 7;

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
};

export const MENSURATION_FORM_SOLVERS: Record<string, Solver> = {
  frustum: (p) => {
    const whole = (p.h * p.big) / (p.big - p.r); // height of the cone the bucket was cut from
    return num((PI / 3) * (p.big * p.big * whole - p.r * p.r * (whole - p.h)));
  },
};
