/**
 * Independent solvers and trap-note checks for the forms the third coverage audit found asked the
 * other way round (issue 19, audit 3, items 4, 8 and 11): an outlet closed minutes before the tank is
 * full and one pipe's own time (workOutlets.ts), runners crossing on a circular track
 * (speedCrossings.ts), the second of two discounts (profitDiscounts.ts), the years ago two ages stood
 * in a ratio (ratioAgesAgo.ts), a cylinder's volume from its curved surface (mensurationCylinder.ts).
 * Each answer is found another way than the generator's: the tank filled stage by stage and the time
 * found by bisection, the crossings counted lap by lap, the price taken down discount by discount, the
 * ages walked back a year at a time, the radius found by bisection.
 */
import type { Checks } from './trap-expected';
import { bisect, num, type Params, type Solver } from './values';

/** Tank level at time t when A and B run all along and C is shut `k` minutes before t. */
const levelWithOutlet = (p: Params, t: number, outletFor: number): number =>
  t / p.a + t / p.b - Math.max(0, outletFor) / p.c;

const outletTotal = (p: Params): number => bisect((t) => levelWithOutlet(p, t, t - p.k) - 1, p.k, 1000);
const allOpen = (p: Params): number => bisect((t) => levelWithOutlet(p, t, t) - 1, 0, 10000);
const inletsOnly = (p: Params): number => bisect((t) => levelWithOutlet(p, t, 0) - 1, 0, 10000);

/** Q and R's hourly share: what was left after k hours of all three, over the hours they took. */
const qrRate = (p: Params): number => (1 - p.k / p.together) / p.rest;

export const WORK_OUTLET_SOLVERS: Record<string, Solver> = {
  outletClosedBefore: (p) => num(outletTotal(p)),
  closedPipeOwnTime: (p) => num(bisect((x) => p.k * (1 / x + qrRate(p)) + p.rest * qrRate(p) - 1, 1, 1e4)),
};

export const WORK_OUTLET_CHECKS: Record<string, Checks> = {
  outletClosedBefore: [
    [/^letting the outlet run the whole time$/, (p) => num(allOpen(p))],
    [/^giving the time the outlet was open$/, (p) => num(outletTotal(p) - p.k)],
    [/^adding the minutes to the time with all three open$/, (p) => num(allOpen(p) + p.k)],
    [/^adding the minutes to the time the two inlets take$/, (p) => num(inletsOnly(p) + p.k)],
    [
      /^treating the outlet as a third inlet$/,
      (p) => num(bisect((t) => t / p.a + t / p.b + (t - p.k) / p.c - 1, 0, 1000)),
    ],
    [/^giving the time the two inlets take$/, (p) => num(inletsOnly(p))],
  ],
  closedPipeOwnTime: [
    [/^giving the time Q and R take together$/, (p) => num(1 / qrRate(p))],
    [
      /^taking Q and R as filling the whole tank in the last hours$/,
      (p) => num(1 / (1 / p.together - 1 / p.rest)),
    ],
    [/^giving the time the tank took to fill$/, (p) => num(p.k + p.rest)],
    [/^subtracting the time together from the time of Q and R$/, (p) => num(1 / qrRate(p) - p.together)],
    [/^adding the time together to the hours Q and R ran$/, (p) => num(p.together + p.rest)],
  ],
};

/** Crossings counted by running the clock in seconds: each time the gap between them wraps a round. */
function crossings(rel: number, hours: number): number {
  const steps = Math.round(hours * 3600);
  let count = 0;
  let laps = 0;
  for (let s = 1; s <= steps; s += 1) {
    const covered = (rel * s) / 3600;
    // a crossing exactly at the last second would be "between" in doubt: the generator never draws one
    if (Math.floor(covered + 1e-9) > laps) {
      laps = Math.floor(covered + 1e-9);
      count += 1;
    }
  }
  return count;
}
const relRounds = (p: Params): number => (p.same ? p.p - p.q : p.p + p.q);
/** The hours run, from the params' whole minutes. */
const hoursRun = (p: Params): number => p.minutes / 60;

export const SPEED_CROSSING_SOLVERS: Record<string, Solver> = {
  trackCrossings: (p) => num(crossings(relRounds(p), hoursRun(p))),
};

export const SPEED_CROSSING_CHECKS: Record<string, Checks> = {
  trackCrossings: [
    [
      /^(adding|subtracting) the rounds though they run (the same way|opposite ways)$/,
      (p, m) => num(crossings(m[1] === 'adding' ? p.p + p.q : p.p - p.q, hoursRun(p))),
    ],
    [/^rounding the part crossing up$/, (p) => num(Math.ceil(relRounds(p) * hoursRun(p)))],
    [/^leaving out the part hour$/, (p) => num(crossings(relRounds(p), Math.floor(hoursRun(p))))],
    [/^counting the faster runner's rounds$/, (p) => num(crossings(p.p, hoursRun(p)))],
    [/^counting the crossings of one hour only$/, (p) => num(crossings(relRounds(p), 1))],
  ],
};

/** The price after the first discount, and the second discount found by bisection on the rate. */
const afterFirst = (p: Params): number => p.marked - (p.marked * p.d1) / 100;
const secondRate = (p: Params): number => bisect((r) => afterFirst(p) * (1 - r / 100) - p.sold, 0, 100);
const wholeOff = (p: Params): number => ((p.marked - p.sold) / p.marked) * 100;

/** a, b, c, d as a shop: a cost of ₹ 1 each, marked so that a marked = b cost, then sold. */
const unitSelling = (p: Params): number => {
  const markedEach = p.b / p.a;
  return (p.d * markedEach) / p.c;
};

export const PROFIT_DISCOUNT_SOLVERS: Record<string, Solver> = {
  secondDiscount: (p) => num(secondRate(p)),
  articlesTwoStep: (p) => num((unitSelling(p) - 1) * 100),
};

export const PROFIT_DISCOUNT_CHECKS: Record<string, Checks> = {
  secondDiscount: [
    [/^taking the whole discount less the first$/, (p) => num(wholeOff(p) - p.d1)],
    [
      /^adding the product term instead of subtracting it$/,
      (p) => num(bisect((r) => p.d1 + r + (p.d1 * r) / 100 - wholeOff(p), 0, 100)),
    ],
    [/^giving the single equivalent discount$/, (p) => num(wholeOff(p))],
    [
      /^taking the second discount on the selling price$/,
      (p) => num(((afterFirst(p) - p.sold) / p.sold) * 100),
    ],
    [
      /^giving the whole discount as a per cent of the selling price$/,
      (p) => num(((p.marked - p.sold) / p.sold) * 100),
    ],
    [/^giving the first discount again$/, (p) => num(p.d1)],
  ],
  articlesTwoStep: [
    [/^stopping at the markup$/, (p) => num((p.b / p.a - 1) * 100)],
    [/^reading the second relation the wrong way round$/, (p) => num(((p.c * p.b) / (p.d * p.a) - 1) * 100)],
    [/^giving the discount per cent$/, (p) => num((1 - p.d / p.c) * 100)],
    [/^subtracting the discount from the markup$/, (p) => num((p.b / p.a - 1) * 100 - (1 - p.d / p.c) * 100)],
    [/^giving the selling price as a per cent of the cost price$/, (p) => num(unitSelling(p) * 100)],
    [
      /^taking the gain as a per cent of the selling price$/,
      (p) => num(((unitSelling(p) - 1) / unitSelling(p)) * 100),
    ],
    [
      /^taking the gain as a per cent of the marked price$/,
      (p) => num(((unitSelling(p) - 1) / (p.b / p.a)) * 100),
    ],
  ],
};

/** The two ages walked a year at a time (back or forward) until they stand in the ratio m : n. */
function yearsToRatio(p: Params): { years: number; younger: number; elder: number } {
  for (let y = 1; y < 100; y += 1) {
    const [younger, elder] = p.ago ? [p.a - y, p.b - y] : [p.a + y, p.b + y];
    if (younger * p.n === elder * p.m) return { years: y, younger, elder };
  }
  throw new Error('the ages never reach the ratio');
}

export const RATIO_AGES_SOLVERS: Record<string, Solver> = {
  agesYearsAgo: (p) => num(yearsToRatio(p).years),
};

export const RATIO_AGES_CHECKS: Record<string, Checks> = {
  agesYearsAgo: [
    [/^giving one part of the ratio$/, (p) => num(yearsToRatio(p).younger / p.m)],
    [/^giving the younger one's age then$/, (p) => num(yearsToRatio(p).younger)],
    [/^giving the elder one's age then$/, (p) => num(yearsToRatio(p).elder)],
    [/^giving the difference of their ages$/, (p) => num(p.b - p.a)],
  ],
};

/** The radius by bisection on the curved surface, then the volume. */
const radius = (p: Params): number => bisect((r) => 2 * (22 / 7) * r * p.h - p.curved, 0, 1000);
const volume = (p: Params): number => (22 / 7) * radius(p) ** 2 * p.h;

export const CYLINDER_SOLVERS: Record<string, Solver> = {
  cylinderFromCurved: (p) => num(volume(p)),
};

export const CYLINDER_CHECKS: Record<string, Checks> = {
  cylinderFromCurved: [
    [/^taking the curved surface as πrh$/, (p) => num((22 / 7) * (2 * radius(p)) ** 2 * p.h)],
    [/^taking the radius found as the diameter$/, (p) => num((22 / 7) * (radius(p) / 2) ** 2 * p.h)],
    [/^forgetting to square the radius$/, (p) => num((22 / 7) * radius(p) * p.h)],
    [/^multiplying the curved surface by the radius$/, (p) => num(p.curved * radius(p))],
    [/^taking one-third \(the cone formula\)$/, (p) => num(volume(p) / 3)],
  ],
};

/** The solvers and checks above by topic, for aptitude-solvers.ts and trap-checks.ts to spread in. */
export const AUDIT3_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  time_and_work: WORK_OUTLET_SOLVERS,
  speed_and_distance: SPEED_CROSSING_SOLVERS,
  profit_and_loss: PROFIT_DISCOUNT_SOLVERS,
  ratio_proportion_partnership: RATIO_AGES_SOLVERS,
  mensuration: CYLINDER_SOLVERS,
};
export const AUDIT3_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  time_and_work: WORK_OUTLET_CHECKS,
  speed_and_distance: SPEED_CROSSING_CHECKS,
  profit_and_loss: PROFIT_DISCOUNT_CHECKS,
  ratio_proportion_partnership: RATIO_AGES_CHECKS,
  mensuration: CYLINDER_CHECKS,
};
