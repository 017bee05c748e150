/** Trap-note checks of the simple and compound interest topic, read from the mistakes' words (trap-checks.ts). */
import { grow, num } from './values';
import type { Params } from './values';
import type { Checks } from './trap-expected';

/** `principal` after `years` of compound growth at r% a year, year by year. */
const compounded = (principal: number, r: number, years: number): number =>
  grow(principal, ...Array.from({ length: years }, () => r));
const simple = (principal: number, r: number, years: number): number => (principal * r * years) / 100;
/** CI − SI on 1 rupee for two years: the interest on the first year's interest. */
const gap2 = (r: number): number => compounded(1, r, 2) - 1 - simple(1, r, 2);
const gap3 = (r: number): number => compounded(1, r, 3) - 1 - simple(1, r, 3);
/** The yearly rate when a2 grows to a3 in one year. */
const rateOf = (p: Params): number => ((p.a3 - p.a2) / p.a2) * 100;

export const INTEREST: Record<string, Checks> = {
  simpleInterest: [
    [
      /^giving the amount \(principal \+ interest\) instead of the interest$/,
      (p) => num(p.p + simple(p.p, p.r, p.t)),
    ],
    [/^forgetting to multiply by the time$/, (p) => num(simple(p.p, p.r, 1))],
    [/^using (\d+) years$/, (p, m) => num(simple(p.p, p.r, Number(m[1])))],
    [/^dividing by 1000 instead of 100$/, (p) => num(simple(p.p, p.r, p.t) / 10)],
  ],
  rateFromInterest: [
    [/^not dividing by the number of years$/, (p) => num(((p.amount - p.p) * 100) / p.p)],
    [/^taking the amount as the interest$/, (p) => num((p.amount * 100) / (p.p * p.t))],
    [/^dividing by (\d+) years$/, (p, m) => num(((p.amount - p.p) * 100) / (p.p * Number(m[1])))],
  ],
  compound2: [
    [/^using simple interest$/, (p) => num(simple(p.p, p.r, 2))],
    [/^giving the amount instead of the interest$/, (p) => num(compounded(p.p, p.r, 2))],
    [/^finding only the interest on the first year's interest$/, (p) => num(p.p * gap2(p.r))],
    [/^adding the interest on interest twice$/, (p) => num(simple(p.p, p.r, 2) + 2 * p.p * gap2(p.r))],
    [/^finding the interest for one year only$/, (p) => num(simple(p.p, p.r, 1))],
  ],
  halfYearly: [
    [/^compounding once a year instead of every six months$/, (p) => num(simple(p.p, p.r, 1))],
    [/^compounding at .+% for each half-year$/, (p) => num(compounded(p.p, p.r, 2) - p.p)],
    [/^giving the amount instead of the interest$/, (p) => num(compounded(p.p, p.r / 2, 2))],
    // half the rate for two half-years
    [
      /^adding the interest on interest twice$/,
      (p) => num(simple(p.p, p.r / 2, 2) + 2 * p.p * gap2(p.r / 2)),
    ],
    [/^finding the interest for one half-year only$/, (p) => num(simple(p.p, p.r / 2, 1))],
  ],
  difference2: [
    [/^dividing by r\/100 once instead of squaring it$/, (p) => num(p.diff / (p.r / 100))],
    [/^dividing by 2r\/100$/, (p) => num(p.diff / ((2 * p.r) / 100))],
    [
      /^using the three-year formula$/,
      (p) => num(p.ask === 'principal' ? p.diff / gap3(p.r) : p.p * gap3(p.r)),
    ],
    [/^using P × r\/100 instead of P\(r\/100\)²$/, (p) => num(simple(p.p, p.r, 1))],
    [/^doubling the difference for two years$/, (p) => num(2 * p.p * gap2(p.r))],
  ],
  multiplySI: [
    // the interest of k times the sum is k − 1 sums, each earned in n years
    [/^multiplying by (\d+)(?: instead of \d+)?$/, (p, m) => num(p.n * Number(m[1]))],
    [/^assuming it doubles again each period \(compound growth\)$/, (p) => num(p.n * Math.log2(p.k))],
    [/^adding \d+ to the \d+ years$/, (p) => num(p.n + p.k)],
  ],
  difference3: [
    [/^using the two-year formula P\(r\/100\)²$/, (p) => num(p.p * gap2(p.r))],
    [/^tripling the two-year difference$/, (p) => num(3 * p.p * gap2(p.r))],
    [/^using 3 − r\/100 instead of 3 \+ r\/100$/, (p) => num(p.p * (p.r / 100) ** 2 * (3 - p.r / 100))],
    [/^using 3 \+ r instead of 3 \+ r\/100$/, (p) => num(p.p * (p.r / 100) ** 2 * (3 + p.r))],
    [/^forgetting to square r\/100$/, (p) => num(p.p * (p.r / 100) * (3 + p.r / 100))],
    [/^giving the simple interest for the 3 years$/, (p) => num(simple(p.p, p.r, 3))],
  ],
  fromTwoAmounts: [
    [/^dividing the increase by the 3-year amount$/, (p) => num(((p.a3 - p.a2) / p.a3) * 100)],
    [/^halving the growth as if over two years$/, (p) => num(rateOf(p) / 2)],
    // a yearly interest of a3 − a2, taken off the 2-year amount twice
    [/^treating the growth as simple interest$/, (p) => num(p.a2 - 2 * (p.a3 - p.a2))],
    [/^going back only one year$/, (p) => num(p.a2 / grow(1, rateOf(p)))],
    [/^going back three years$/, (p) => num(p.a2 / compounded(1, rateOf(p), 3))],
  ],
  simpleTwoAmounts: [
    [/^subtracting the interest of only one year$/, (p) => num(p.a1 - (p.a2 - p.a1) / (p.t2 - p.t1))],
    [
      /^subtracting (\d+) years of interest from the first amount$/,
      (p, m) => num(p.a1 - ((p.a2 - p.a1) / (p.t2 - p.t1)) * Number(m[1])),
    ],
    [/^taking the difference of the amounts as the sum$/, (p) => num(p.a2 - p.a1)],
  ],
  instalments: [
    [/^adding the instalments without discounting them$/, (p) => num(2 * p.x)],
    [/^discounting both instalments by one year only$/, (p) => num((2 * p.x) / grow(1, p.r))],
    [
      /^using simple interest to discount$/,
      (p) => num(p.x / (1 + simple(1, p.r, 1)) + p.x / (1 + simple(1, p.r, 2))),
    ],
    [/^discounting both instalments by two years$/, (p) => num((2 * p.x) / grow(1, p.r, p.r))],
    [/^counting the present value of the first instalment only$/, (p) => num(p.x / grow(1, p.r))],
  ],
};
