/** Trap-note checks of the newer speed and work forms (speedVariants.ts, workVariants.ts; trap-checks.ts). */
import { num } from './values';
import type { Params } from './values';
import type { Checks } from './trap-expected';

/** Days for the whole job: one worker's, or two together. */
const wholeJob = (p: Params): number => (p.b === undefined ? p.a : (p.a * p.b) / (p.a + p.b));
const fasterDays = (p: Params): number => p.fewer / (p.k - 1);

export const SPEED_VARIANT_CHECKS: Record<string, Checks> = {
  stoppages: [
    [/^taking the speed lost as the minutes$/, (p) => num(p.v - p.w)],
    [/^dividing the speed lost by the speed with stoppages$/, (p) => num(((p.v - p.w) / p.w) * 60)],
    [/^giving the minutes it runs in an hour$/, (p) => num((p.w / p.v) * 60)],
    [/^taking the minutes off the speed$/, (p) => num(p.v - p.m)],
    [/^taking the minutes as a percentage of the speed$/, (p) => num((p.v * (100 - p.m)) / 100)],
    [/^dividing by the running time instead of multiplying$/, (p) => num((p.v * 60) / (60 - p.m))],
  ],
  speedChanges: [
    [
      /^averaging the three speeds$/,
      (p) => num((p.v + p.v * (1 + p.up / 100) + p.v * (1 - p.down / 100)) / 3),
    ],
    [
      /^lowering the second stretch’s speed for the third$/,
      (p) => {
        const second = p.v * (1 + p.up / 100);
        return num(3 / (1 / p.v + 1 / second + 1 / (second * (1 - p.down / 100))));
      },
    ],
    [/^using the first speed throughout$/, (p) => num(p.v)],
  ],
  streamFromTime: [
    [
      /^taking the average speed of the trip from the still-water speed$/,
      (p) => num(p.b - (p.d1 + p.d2) / p.total),
    ],
    [
      /^halving the gap between the downstream and upstream distances per hour$/,
      (p) => num(Math.abs(p.d1 - p.d2) / p.total / 2),
    ],
  ],
};

export const WORK_VARIANT_CHECKS: Record<string, Checks> = {
  fractionOfJob: [
    [/^giving the time for the rest of the work$/, (p) => num(wholeJob(p) * (1 - p.n / p.d))],
    [/^dividing by the fraction instead of multiplying$/, (p) => num((wholeJob(p) * p.d) / p.n)],
    [/^giving the time for the whole work$/, (p) => num(wholeJob(p))],
    [/^averaging the two times$/, (p) => num((((p.a + p.b) / 2) * p.n) / p.d)],
  ],
  timesFaster: [
    [/^giving .+'s time (?:instead|alone)$/, (p) => num(fasterDays(p))],
    [/^multiplying the days fewer by the times as fast$/, (p) => num(p.k * p.fewer)],
    [/^dividing by the times as fast plus 1, not minus 1$/, (p) => num((p.k * p.fewer) / (p.k + 1))],
    [/^taking the days fewer as .+'s time$/, (p) => num((p.fewer * p.k) / (1 + p.k))],
    [/^averaging the two times$/, (p) => num((fasterDays(p) * (1 + p.k)) / 2)],
    [/^adding the two times$/, (p) => num(fasterDays(p) * (1 + p.k))],
  ],
};
