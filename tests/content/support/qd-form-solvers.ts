/**
 * Independent solvers and trap-note checks for the forms of the survey of simplification, algebra,
 * statistics, interest, speed and work (issue 19, branch qd): comparing fractions
 * (simplificationFractions.ts) and the kinds listed below it. Each answer is found another way than
 * the generator's: fractions compared by cross-multiplying whole numbers (never as decimals), an
 * option lying between two fractions found by testing every offered option.
 */
import type { Checks } from './trap-expected';
import { num, text, type Params, type Solver } from './values';

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

/** The solvers and checks above by topic, for aptitude-solvers.ts and trap-checks.ts to spread in. */
export const QD_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  simplification: FRACTION_SOLVERS,
  algebraic_expression: {},
  statistics_probability: {},
  simple_compound_interest: {},
  speed_and_distance: {},
  time_and_work: {},
};
export const QD_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  simplification: FRACTION_CHECKS,
  algebraic_expression: {},
  statistics_probability: {},
  simple_compound_interest: {},
  speed_and_distance: {},
  time_and_work: {},
};
