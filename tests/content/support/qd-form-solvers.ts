/**
 * Independent solvers and trap-note checks for the forms of the survey of simplification, algebra,
 * statistics, interest, speed and work (issue 19, branch qd): comparing fractions
 * (simplificationFractions.ts) and the kinds listed below it. Each answer is found another way than
 * the generator's: fractions compared by cross-multiplying whole numbers (never as decimals), an
 * option lying between two fractions found by testing every offered option.
 */
import type { Checks } from './trap-expected';
import { bisect, num, text, type Params, type Solver } from './values';

type Frac = [number, number];

/** −1, 0 or 1 as a/b is below, equal to or above c/d, by cross-multiplying (denominators positive). */
const compare = ([a, b]: Frac, [c, d]: Frac): number => Math.sign(a * d - c * b);
const ascending = (fs: readonly Frac[]): Frac[] => [...fs].sort(compare);
const fractions = (p: Params): Frac[] => (p.fractions as number[][]).map(([n, d]) => [n!, d!]);
const val = ([n, d]: Frac): number => n / d;
const orderOf = (fs: readonly Frac[], up: boolean): string =>
  fs.map(([n, d]) => `${n}/${d}`).join(up ? ' < ' : ' > ');
/** The fraction with the largest score, the first on a tie (the generator never draws ties). */
const best = (fs: readonly Frac[], score: (f: Frac) => number): Frac =>
  fs.reduce((top, f) => (score(f) > score(top) ? f : top));

function theOrder(p: Params): Frac[] {
  const up = ascending(fractions(p));
  return p.ascending ? up : up.reverse();
}

/** The order with the two neighbours closest in value swapped. */
function closestSwapped(p: Params): Frac[] {
  const order = theOrder(p);
  let at = 0;
  for (let i = 1; i < 3; i += 1) {
    const gap = Math.abs(val(order[i + 1]!) - val(order[i]!));
    const bestGap = Math.abs(val(order[at + 1]!) - val(order[at]!));
    if (gap < bestGap) at = i;
  }
  const out = [...order];
  [out[at], out[at + 1]] = [out[at + 1]!, out[at]!];
  return out;
}

/** "14/19" → [14, 19]; a whole number n → [n, 1]. */
const parseFrac = (s: string): Frac => {
  const [n, d] = s.split('/').map(Number);
  return [n!, d ?? 1];
};

export const FRACTION_SOLVERS: Record<string, Solver> = {
  fractionExtreme: (p) => {
    const up = ascending(fractions(p));
    return num(val(p.largest ? up[3]! : up[0]!));
  },
  fractionOrder: (p) => text(orderOf(theOrder(p), p.ascending)),
  // the one offered option strictly between a/b and c/d
  fractionBetween: (p) => {
    const lo: Frac = [p.a, p.b];
    const hi: Frac = [p.c, p.d];
    const inside = (p.offered as string[])
      .map(parseFrac)
      .filter((f) => compare(lo, f) < 0 && compare(f, hi) < 0);
    return inside.length === 1 ? num(val(inside[0]!)) : text('(no single option between)');
  },
};

export const FRACTION_CHECKS: Record<string, Checks> = {
  fractionExtreme: [
    [/^taking the one with the largest numerator$/, (p) => num(val(best(fractions(p), (f) => f[0])))],
    [/^taking the one with the smallest numerator$/, (p) => num(val(best(fractions(p), (f) => -f[0])))],
    [/^taking the one with the largest denominator$/, (p) => num(val(best(fractions(p), (f) => f[1])))],
    [/^taking the smallest instead$/, (p) => num(val(ascending(fractions(p))[0]!))],
    [/^taking the largest instead$/, (p) => num(val(ascending(fractions(p))[3]!))],
    [/^misjudging the two largest$/, (p) => num(val(ascending(fractions(p))[2]!))],
    [/^misjudging the two smallest$/, (p) => num(val(ascending(fractions(p))[1]!))],
  ],
  fractionOrder: [
    [
      /^ordering them by their numerators$/,
      (p) =>
        text(
          orderOf(
            [...fractions(p)].sort((x, y) => (p.ascending ? 1 : -1) * (x[0] - y[0])),
            p.ascending,
          ),
        ),
    ],
    [
      /^ordering them by their denominators$/,
      (p) =>
        text(
          orderOf(
            [...fractions(p)].sort((x, y) => (p.ascending ? 1 : -1) * (x[1] - y[1])),
            p.ascending,
          ),
        ),
    ],
    [/^misjudging the two closest fractions$/, (p) => text(orderOf(closestSwapped(p), p.ascending))],
    [/^writing the order the other way round$/, (p) => text(orderOf(theOrder(p).reverse(), p.ascending))],
  ],
  fractionBetween: [
    [/^multiplying the two fractions$/, (p) => num((p.a * p.c) / (p.b * p.d))],
    [/^adding the two fractions$/, (p) => num((p.a * p.d + p.c * p.b) / (p.b * p.d))],
    [/^taking the difference of the two$/, (p) => num((p.c * p.b - p.a * p.d) / (p.b * p.d))],
    [/^adding 1 to the larger one's numerator and denominator$/, (p) => num((p.c + 1) / (p.d + 1))],
    [/^taking 1 from the smaller one's numerator and denominator$/, (p) => num((p.a - 1) / (p.b - 1))],
    [/^crossing: the smaller one's numerator over the larger one's denominator$/, (p) => num(p.a / p.d)],
    [/^crossing: the larger one's numerator over the smaller one's denominator$/, (p) => num(p.c / p.b)],
  ],
};

/** Hours until the policeman reaches the thief, found by bisection on the gap between them. */
function chaseHours(p: Params): number {
  if (p.late) {
    const start = p.t / 60;
    return bisect((h) => p.thief * h - p.police * Math.max(0, h - start), start, 100);
  }
  return bisect((h) => p.d / 1000 + p.thief * h - p.police * h, 0, 100);
}
/** The same chase with the speeds added (as if they ran towards each other). */
function towardsHours(p: Params): number {
  if (p.late) {
    const start = p.t / 60;
    return bisect((h) => p.thief * start - (p.thief + p.police) * (h - start), start, 100);
  }
  return bisect((h) => p.d / 1000 - (p.thief + p.police) * h, 0, 100);
}
/** The train's speed in m/s from its length found by bisection: length/t1 = (length + platform)/t2. */
const trainLength = (p: Params): number => bisect((l) => l / p.t1 - (l + p.plat) / p.t2, 0, 1e5);

export const CHASE_SOLVERS: Record<string, Solver> = {
  thiefChase: (p) =>
    p.late ? num(p.police * (chaseHours(p) - p.t / 60)) : num(p.thief * chaseHours(p) * 1000),
  poleAndPlatform: (p) => (p.askSpeed ? num((trainLength(p) / p.t1) * 3.6) : num(trainLength(p))),
};

export const CHASE_CHECKS: Record<string, Checks> = {
  thiefChase: [
    [/^giving the distance the policeman runs$/, (p) => num(p.police * chaseHours(p) * 1000)],
    [
      /^adding the speeds instead of subtracting them$/,
      (p) => (p.late ? num(p.police * (towardsHours(p) - p.t / 60)) : num(p.thief * towardsHours(p) * 1000)),
    ],
    [/^dividing the gap by the policeman's speed$/, (p) => num((p.d / 1000 / p.police) * p.thief * 1000)],
    [/^adding the two distances run$/, (p) => num((p.thief + p.police) * chaseHours(p) * 1000)],
    [/^giving the thief's head start$/, (p) => num((p.thief * p.t) / 60)],
    [
      /^giving only what the thief runs after the policeman starts$/,
      (p) => num(p.thief * (chaseHours(p) - p.t / 60)),
    ],
    [
      /^adding the head start again$/,
      (p) => num(p.police * (chaseHours(p) - p.t / 60) + (p.thief * p.t) / 60),
    ],
    [/^multiplying the head start by the policeman's speed$/, (p) => num(((p.thief * p.t) / 60) * p.police)],
  ],
  poleAndPlatform: [
    [/^leaving the speed in m\/s$/, (p) => num(trainLength(p) / p.t1)],
    [
      /^dividing the platform by the whole time on the platform$/,
      (p) => num(p.askSpeed ? (p.plat / p.t2) * 3.6 : (p.plat / p.t2) * p.t1),
    ],
    [/^dividing the platform by the time to pass the pole$/, (p) => num((p.plat / p.t1) * 3.6)],
    [
      /^dividing the platform by the sum of the times$/,
      (p) => num(p.askSpeed ? (p.plat / (p.t1 + p.t2)) * 3.6 : (p.plat / (p.t1 + p.t2)) * p.t1),
    ],
    [/^giving the train and the platform together$/, (p) => num(trainLength(p) + p.plat)],
    [/^inverting the ratio of the times$/, (p) => num((p.plat * (p.t2 - p.t1)) / p.t1)],
    [/^taking the platform's length as the train's$/, (p) => num(p.plat)],
  ],
};

/** The solvers and checks above by topic, for aptitude-solvers.ts and trap-checks.ts to spread in. */
export const QD_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  simplification: FRACTION_SOLVERS,
  algebraic_expression: {},
  statistics_probability: {},
  simple_compound_interest: {},
  speed_and_distance: CHASE_SOLVERS,
  time_and_work: {},
};
export const QD_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  simplification: FRACTION_CHECKS,
  algebraic_expression: {},
  statistics_probability: {},
  simple_compound_interest: {},
  speed_and_distance: CHASE_CHECKS,
  time_and_work: {},
};
