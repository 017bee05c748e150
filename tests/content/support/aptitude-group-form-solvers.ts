/**
 * Independent solvers and trap-note checks for the quantitative aptitude forms of issue 19's third
 * round: a ratio of totals from two groups given in separate ratios (ratioGroups.ts) and a whole from
 * two rates on its two parts (percentageWeighted.ts). Each answer is found another way than the
 * generator's: a group's members counted by searching for the split that keeps its ratio; the whole
 * by bisection on "what the two parts pay comes to the overall rate of the whole".
 */
import type { Checks } from './trap-expected';
import { bisect, num, ratio, type Params, type Solver } from './values';

/** The split of a total t into x and t − x with x : (t − x) = a : b, found by trying every x. */
function split(t: number, a: number, b: number): [number, number] {
  for (let x = 0; x <= t; x += 1) if (x * b === (t - x) * a) return [x, t - x];
  throw new Error(`${t} does not split as ${a} : ${b}`);
}

/** Both groups' members added: [first, second]. */
function together(p: Params, a2 = p.a2, b2 = p.b2): [number, number] {
  const [x1, y1] = split(p.t1, p.a1, p.b1);
  const [x2, y2] = split(p.t2, a2, b2);
  return [x1 + x2, y1 + y2];
}

export const RATIO_GROUP_SOLVERS: Record<string, Solver> = {
  groupsTogether: (p) => ratio(...together(p)),
};

export const RATIO_GROUP_CHECKS: Record<string, Checks> = {
  groupsTogether: [
    [/^adding the two ratios term by term$/, (p) => ratio(p.a1 + p.a2, p.b1 + p.b2)],
    [
      /^taking the two (farms|schools|villages) as the same size$/,
      (p) => {
        // two groups of (a1 + b1)(a2 + b2) members each
        const size = (p.a1 + p.b1) * (p.a2 + p.b2);
        const [x1, y1] = split(size, p.a1, p.b1);
        const [x2, y2] = split(size, p.a2, p.b2);
        return ratio(x1 + x2, y1 + y2);
      },
    ],
    [
      /^reading (farm|school|village) B’s ratio the other way round$/,
      (p) => ratio(...together(p, p.b2, p.a2)),
    ],
    [/^giving (goats to hens|girls to boys|women to men)$/, (p) => ratio(...together(p).reverse())],
  ],
};

/** The whole W where the known part at its rate and the rest at the other come to r% of W. */
function weightedWhole(p: Params): number {
  const [mine, other] = p.low ? [p.r1, p.r2] : [p.r2, p.r1];
  return bisect((w) => p.known * mine + (w - p.known) * other - w * p.r, p.known, p.known * 100);
}

export const PERCENTAGE_WEIGHTED_SOLVERS: Record<string, Solver> = {
  twoRatesWhole: (p) => num(weightedWhole(p)),
};

export const PERCENTAGE_WEIGHTED_CHECKS: Record<string, Checks> = {
  twoRatesWhole: [
    [
      // the known part given the difference of its own rate from the overall rate
      /^giving the known part the other difference of the rates$/,
      (p) => num((p.known * (p.r2 - p.r1)) / Math.abs(p.r - (p.low ? p.r1 : p.r2))),
    ],
    [/^giving the other part$/, (p) => num(weightedWhole(p) - p.known)],
    [
      /^splitting the whole in the ratio of the rates$/,
      (p) => num((p.known * (p.r1 + p.r2)) / (p.low ? p.r1 : p.r2)),
    ],
    [/^giving twice the known part$/, (p) => num(2 * p.known)],
  ],
};
