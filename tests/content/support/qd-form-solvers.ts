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
    [/^giving the distance between them at the start$/, (p) => num(p.d)],
    [/^forgetting to divide by the difference of the speeds$/, (p) => num(p.d * p.thief)],
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

/** x from x − 1/x = a (the positive root). */
const xFromMinus = (a: number): number => (a + Math.sqrt(a * a + 4)) / 2;
/** a and b (a > b) from a + b = s or a − b = d, and ab = p, as the roots of a quadratic. */
function rootsOf(p: Params): [number, number] {
  if (p.form === 'sum') {
    const b = (-p.d + Math.sqrt(p.d * p.d + 4 * p.p)) / 2;
    return [b + p.d, b];
  }
  const d = Math.sqrt(p.s * p.s - 4 * p.p);
  return [(p.s + d) / 2, (p.s - d) / 2];
}
/** The cubic's value at x with k given (synthetic division's remainder). */
const cubicAt = (p: Params, k: number, x: number): number => ((p.a * x + p.b) * x + k) * x + p.d;
/** The whole k in −2000..2000 making the cubic's value at x equal to `target`. */
function kFor(p: Params, x: number, target = 0, withConstant = true): number {
  for (let k = -2000; k <= 2000; k += 1) {
    const v = cubicAt(withConstant ? p : { ...p, d: 0 }, k, x);
    if (Math.abs(v - target) < 1e-9) return k;
  }
  return NaN;
}
type Line = [number, number, number];
/** Where two lines a x + b y = c meet (Cramer's rule). */
function meet([a1, b1, c1]: Line, [a2, b2, c2]: Line): [number, number] {
  const det = a1 * b2 - a2 * b1;
  return [(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det];
}
const X_AXIS: Line = [0, 1, 0];
const Y_AXIS: Line = [1, 0, 0];
/** The area of a triangle from its corners (the shoelace formula). */
const shoelace = ([x1, y1]: number[], [x2, y2]: number[], [x3, y3]: number[]): number =>
  Math.abs(x1! * (y2! - y3!) + x2! * (y3! - y1!) + x3! * (y1! - y2!)) / 2;
function triangleCorners(p: Params): [number, number][] {
  const lines = p.lines as Line[];
  if (p.axis === 'both') return [[0, 0], meet(lines[0]!, X_AXIS), meet(lines[0]!, Y_AXIS)];
  const axis = p.axis === 'x' ? X_AXIS : Y_AXIS;
  return [meet(lines[0]!, lines[1]!), meet(lines[0]!, axis), meet(lines[1]!, axis)];
}
const triangleArea = (p: Params): number => {
  const [a, b, c] = triangleCorners(p);
  return shoelace(a!, b!, c!);
};
/** Where the two lines cut an axis ('x' or 'y'): the coordinate along it. */
const cutsOn = (p: Params, axis: string): number[] =>
  (p.lines as Line[]).map((l) => {
    const [x, y] = meet(l, axis === 'x' ? X_AXIS : Y_AXIS);
    return axis === 'x' ? x : y;
  });

export const ALGEBRA_SURVEY_SOLVERS: Record<string, Solver> = {
  reciprocalMinus: (p) => {
    const x = xFromMinus(p.a);
    return num(p.fourth ? x ** 4 + x ** -4 : x ** 3 - x ** -3);
  },
  sumDifference: (p) => {
    const [a, b] = rootsOf(p);
    return num(p.form === 'squares' ? a * a - b * b : p.form === 'sum' ? (a + b) ** 2 : (a - b) ** 2);
  },
  divisibleK: (p) => num(kFor(p, p.r)),
  linesArea: (p) => num(triangleArea(p)),
};

export const ALGEBRA_SURVEY_CHECKS: Record<string, Checks> = {
  reciprocalMinus: [
    [
      /^taking x² \+ 1\/x² as \(x − 1\/x\)² − 2$/,
      (p) => num(p.fourth ? (p.a ** 2 - 2) ** 2 - 2 : p.a * (p.a ** 2 - 1)),
    ],
    [/^forgetting to subtract 2 at the end$/, (p) => num((p.a ** 2 + 2) ** 2)],
    [/^raising x − 1\/x to the fourth power$/, (p) => num(p.a ** 4)],
    [/^adding 2 at the end instead of subtracting it$/, (p) => num((p.a ** 2 + 2) ** 2 + 2)],
    [/^subtracting 3\(x − 1\/x\) instead of adding it$/, (p) => num(p.a ** 3 - 3 * p.a)],
    [/^adding 3\(x − 1\/x\)² instead of 3\(x − 1\/x\)$/, (p) => num(p.a ** 3 + 3 * p.a ** 2)],
    [/^cubing x − 1\/x only$/, (p) => num(p.a ** 3)],
  ],
  sumDifference: [
    [/^forgetting the square root of \(a − b\)²$/, (p) => num(p.s * (p.s * p.s - 4 * p.p))],
    [/^giving a − b$/, (p) => num(rootsOf(p)[0] - rootsOf(p)[1])],
    [/^giving a \+ b$/, (p) => num(rootsOf(p)[0] + rootsOf(p)[1])],
    [/^giving a² \+ b²$/, (p) => num(rootsOf(p)[0] ** 2 + rootsOf(p)[1] ** 2)],
    [/^giving \(a − b\)²$/, (p) => num((rootsOf(p)[0] - rootsOf(p)[1]) ** 2)],
    [/^subtracting 2ab instead of 4ab$/, (p) => num(p.s * p.s - 2 * p.p)],
    [/^adding 4ab instead of subtracting it$/, (p) => num(p.s * p.s + 4 * p.p)],
    [/^squaring half the sum before subtracting ab$/, (p) => num((p.s / 2) ** 2 - p.p)],
    [/^subtracting 4ab from a² \+ b²$/, (p) => num(rootsOf(p)[0] ** 2 + rootsOf(p)[1] ** 2 - 4 * p.p)],
    [/^adding 2ab instead of 4ab$/, (p) => num(p.d * p.d + 2 * p.p)],
    [/^subtracting 4ab instead of adding it$/, (p) => num(p.d * p.d - 4 * p.p)],
    [/^adding 4ab twice$/, (p) => num(p.d * p.d + 8 * p.p)],
    [/^adding 4ab to a − b, not to its square$/, (p) => num(p.d + 4 * p.p)],
  ],
  divisibleK: [
    [/^putting x = (\S+) instead of (\S+)$/, (p) => num(kFor(p, -p.r))],
    [/^solving for kr instead of k$/, (p) => num(kFor(p, p.r) * p.r)],
    [/^dropping the constant term$/, (p) => num(-(p.a * p.r ** 3 + p.b * p.r ** 2) / p.r)],
    [/^setting the value at x equal to 1 instead of 0$/, (p) => num((1 - cubicAt(p, 0, p.r)) / p.r)],
    [/^taking the wrong sign for k$/, (p) => num(-kFor(p, p.r))],
  ],
  linesArea: [
    [/^forgetting the ½$/, (p) => num(2 * triangleArea(p))],
    [/^taking the coefficients as the intercepts$/, (p) => num((p.lines[0][0] * p.lines[0][1]) / 2)],
    [
      /^adding the intercepts instead of multiplying$/,
      (p) => {
        const [, x, y] = triangleCorners(p);
        return num((x![0] + y![1]) / 2);
      },
    ],
    [/^taking c as both intercepts$/, (p) => num(p.lines[0][2] ** 2 / 2)],
    [
      /^taking the other coordinate of the meeting point as the height$/,
      (p) => {
        const [top] = triangleCorners(p);
        const [u, v] = cutsOn(p, p.axis);
        return num((Math.abs(u! - v!) * Math.abs(p.axis === 'x' ? top![0] : top![1])) / 2);
      },
    ],
    [
      /^measuring the base on the other axis$/,
      (p) => {
        const [top] = triangleCorners(p);
        const [u, v] = cutsOn(p, p.axis === 'x' ? 'y' : 'x');
        return num((Math.abs(u! - v!) * Math.abs(p.axis === 'x' ? top![1] : top![0])) / 2);
      },
    ],
    [
      /^adding the two cuts instead of taking their distance apart$/,
      (p) => {
        const [top] = triangleCorners(p);
        const [u, v] = cutsOn(p, p.axis);
        return num((Math.abs(u! + v!) * Math.abs(p.axis === 'x' ? top![1] : top![0])) / 2);
      },
    ],
  ],
};

/** Pipes opened in turn an hour each: the hours to fill, hour by hour in fractions of the tank. */
function hoursInTurn(rates: readonly number[]): number {
  let level = 0;
  for (let hour = 0; hour < 5000; hour += 1) {
    const rate = rates[hour % rates.length]!;
    if (level + rate >= 1 - 1e-12) return hour + bisect((t) => level + rate * t - 1, 0, 1);
    level = Math.max(0, level + rate);
  }
  return NaN;
}
const pipeRates = (p: Params, bFirst = false): number[] => {
  const [first, second] = bFirst ? [p.b, p.a] : [p.a, p.b];
  return p.c ? [1 / first, 1 / second, -1 / p.c] : [1 / first, 1 / second];
};
const netRate = (p: Params): number => pipeRates(p).reduce((s, r) => s + r, 0);

/** The series itself, written out. */
function seriesOf(p: Params): number[] {
  return Array.from({ length: p.n }, (_, i) =>
    p.series === 'natural'
      ? i + 1
      : p.series === 'odd'
        ? 2 * i + 1
        : p.series === 'even'
          ? 2 * i + 2
          : (i + 1) ** 2,
  );
}
const listSum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const listMean = (xs: readonly number[]): number => listSum(xs) / xs.length;

/** The yearly rate (a fraction) from SI and CI for 2 years, by bisection on CI/SI = 1 + r/2. */
const rateFrom = (p: Params): number => bisect((r) => ((1 + r) ** 2 - 1) / (2 * r) - p.ci / p.si, 1e-6, 1);

export const QD_MIXED_SOLVERS: Record<string, Record<string, Solver>> = {
  time_and_work: { pipesInTurn: (p) => num(hoursInTurn(pipeRates(p))) },
  statistics_probability: { meanOfFirst: (p) => num(listMean(seriesOf(p))) },
  simple_compound_interest: {
    siCiTwoYears: (p) => (p.askSum ? num(p.si / (2 * rateFrom(p))) : num(rateFrom(p) * 100)),
  },
};

export const QD_MIXED_CHECKS: Record<string, Record<string, Checks>> = {
  time_and_work: {
    pipesInTurn: [
      [/^opening them all together$/, (p) => num(1 / netRate(p))],
      [/^dividing the tank by one round's net fill$/, (p) => num(3 / netRate(p))],
      [/^doubling the time they take together$/, (p) => num(2 / netRate(p))],
      [/^opening B first$/, (p) => num(hoursInTurn(pipeRates(p, true)))],
      [
        /^counting whole rounds only$/,
        (p) => {
          const len = pipeRates(p).length;
          return num(Math.ceil(hoursInTurn(pipeRates(p)) / len - 1e-9) * len);
        },
      ],
      [/^averaging the filling times$/, (p) => num((p.a + p.b) / 2)],
    ],
  },
  statistics_probability: {
    meanOfFirst: [
      [/^giving the sum instead of the mean$/, (p) => num(listSum(seriesOf(p)))],
      [
        /^squaring the mean of the numbers$/,
        (p) => num(listMean(seriesOf({ ...p, series: 'natural' })) ** 2),
      ],
      [/^dividing by 3 instead of 6$/, (p) => num((2 * listSum(seriesOf(p))) / p.n)],
      [
        /^giving the mean of the numbers, not of their squares$/,
        (p) => num(listMean(seriesOf({ ...p, series: 'natural' }))),
      ],
      [/^averaging the first and last squares$/, (p) => num((1 + p.n * p.n) / 2)],
      [/^forgetting to halve n \+ 1$/, (p) => num(p.n + 1)],
      [/^taking the mean of the even numbers$/, (p) => num(listMean(seriesOf({ ...p, series: 'even' })))],
      [/^taking the mean of the odd numbers$/, (p) => num(listMean(seriesOf({ ...p, series: 'odd' })))],
      [/^giving the last number of the list$/, (p) => num(seriesOf(p).at(-1)!)],
      [/^starting the count at 0$/, (p) => num(listMean(Array.from({ length: p.n }, (_, i) => i)))],
      [
        /^taking the mean of the natural numbers$/,
        (p) => num(listMean(seriesOf({ ...p, series: 'natural' }))),
      ],
      [/^dividing the sum by n \+ 1$/, (p) => num(listSum(seriesOf(p)) / (p.n + 1))],
    ],
  },
  simple_compound_interest: {
    siCiTwoYears: [
      [
        /^taking the 2-year simple interest as one year’s$/,
        (p) => (p.askSum ? num(p.si / rateFrom(p)) : num(rateFrom(p) * 50)),
      ],
      [/^giving one year’s simple interest$/, (p) => num(p.si / 2)],
      [/^dividing by the rate, not its square$/, (p) => num(((p.ci - p.si) * 100) / rateFrom(p))],
      [/^giving the 2-year simple interest$/, (p) => num(p.si)],
      [/^adding the compound interest to the sum$/, (p) => num(p.si / (2 * rateFrom(p)) + p.ci)],
      [/^dividing the difference by the compound interest$/, (p) => num(((2 * (p.ci - p.si)) / p.ci) * 100)],
      [/^halving instead of doubling$/, (p) => num(rateFrom(p) * 25)],
      [/^inverting the ratio of the difference to one year’s interest$/, (p) => num(1 / rateFrom(p))],
      [/^giving the 2-year rate$/, (p) => num(rateFrom(p) * 200)],
      [
        /^giving the difference as a per cent of one year’s interest, doubled$/,
        (p) => num(rateFrom(p) * 400),
      ],
    ],
  },
};

/** The solvers and checks above by topic, for aptitude-solvers.ts and trap-checks.ts to spread in. */
export const QD_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  simplification: FRACTION_SOLVERS,
  algebraic_expression: ALGEBRA_SURVEY_SOLVERS,
  statistics_probability: QD_MIXED_SOLVERS.statistics_probability!,
  simple_compound_interest: QD_MIXED_SOLVERS.simple_compound_interest!,
  speed_and_distance: CHASE_SOLVERS,
  time_and_work: QD_MIXED_SOLVERS.time_and_work!,
};
export const QD_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  simplification: FRACTION_CHECKS,
  algebraic_expression: ALGEBRA_SURVEY_CHECKS,
  statistics_probability: QD_MIXED_CHECKS.statistics_probability!,
  simple_compound_interest: QD_MIXED_CHECKS.simple_compound_interest!,
  speed_and_distance: CHASE_CHECKS,
  time_and_work: QD_MIXED_CHECKS.time_and_work!,
};
