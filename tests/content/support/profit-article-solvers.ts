/**
 * Independent solvers and trap-note checks for profitArticles.ts (issue 19, quantc): the cost price
 * of a articles equal to the selling price of b, and a profit or loss on the selling price. Each
 * answer is found another way than the generator's: the articles priced at ₹ 60 each, a lot of
 * cpN × spN articles bought and sold, the gain or loss taken on what the lot cost; the per cent on
 * the other price by bisection on the cost price that leaves the stated share of the given price.
 */
import type { Checks } from './trap-expected';
import { bisect, num, type Params, type Solver } from './values';

/** The gain (+) or loss (−) per cent on a lot of cpN × spN articles costing ₹ 60 each. */
function lotChange(p: Params): number {
  const lot = p.cpN * p.spN;
  const cost = 60 * lot;
  // cpN articles cost what spN sell for: one sells for 60 × cpN / spN
  const sale = ((60 * p.cpN) / p.spN) * lot;
  return ((sale - cost) / cost) * 100;
}

/** The per cent on the asked price, the cost found by bisection: SP − CP = ±p% of the given price. */
function onOther(p: Params): number {
  const sign = p.gain ? 1 : -1;
  // selling price as a function of the cost c: given on the selling price, SP − c = ±p% of SP
  const sp = (c: number): number =>
    p.onSelling ? c / (1 - (sign * p.p) / 100) : c * (1 + (sign * p.p) / 100);
  const c = bisect((x) => (p.onSelling ? sp(x) - 100 : x - 100), 1, 199);
  const change = Math.abs(sp(c) - c);
  return (change / (p.onSelling ? c : sp(c))) * 100;
}

export const PROFIT_ARTICLE_SOLVERS: Record<string, Solver> = {
  articlesCost: (p) => num(Math.abs(lotChange(p))),
  onSellingPrice: (p) => num(onOther(p)),
};

const more = (p: Params): number => Math.max(p.cpN, p.spN);
const fewer = (p: Params): number => Math.min(p.cpN, p.spN);

export const PROFIT_ARTICLE_CHECKS: Record<string, Checks> = {
  articlesCost: [
    [
      /^dividing the difference by the larger number of articles$/,
      (p) => num((100 * (more(p) - fewer(p))) / more(p)),
    ],
    [
      /^dividing the difference by the smaller number of articles$/,
      (p) => num((100 * (more(p) - fewer(p))) / fewer(p)),
    ],
    [/^giving the difference in articles as the per cent$/, (p) => num(more(p) - fewer(p))],
    [/^giving the selling price as a per cent of the cost price$/, (p) => num((100 * p.cpN) / p.spN)],
    [/^giving the cost price as a per cent of the selling price$/, (p) => num((100 * p.spN) / p.cpN)],
  ],
  onSellingPrice: [
    [/^dividing by 100 \+ p instead of 100 − p$/, (p) => num((100 * p.p) / (100 + p.p))],
    [/^dividing by 100 − p instead of 100 \+ p$/, (p) => num((100 * p.p) / (100 - p.p))],
    [/^taking the same per cent on the (cost|selling) price$/, (p) => num(p.p)],
    [/^adding p²\/100 as for successive changes$/, (p) => num(p.p + (p.p * p.p) / 100)],
    [/^subtracting p²\/100 as for successive changes$/, (p) => num(p.p - (p.p * p.p) / 100)],
    [
      /^giving the (cost|selling) price as a per cent of the (cost|selling) price$/,
      // the price reached from a base of 100 by the gain or loss, whichever the base
      (p) => num(p.onSelling ? (p.gain ? 100 - p.p : 100 + p.p) : p.gain ? 100 + p.p : 100 - p.p),
    ],
  ],
};
