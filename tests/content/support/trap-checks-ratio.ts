/**
 * Trap-note checks of the ratio, proportion and partnership topic, read from the mistakes' words
 * (trap-checks.ts).
 */
import { num, ratio, sum } from './values';
import type { Params } from './values';
import type { Checks } from './trap-expected';

/** Share of `profit` for weight `mine` against `theirs`. */
const shareOf = (profit: number, mine: number, theirs: number): number => (profit * mine) / (mine + theirs);
/** Q's share: P's capital for 12 months against Q's for the months Q is in. */
const qShare = (p: Params, months: number): number => shareOf(p.profit, p.y * months, p.x * 12);
/** P's capital-months when P takes out part of it after `after` months. */
const pAfterWithdrawal = (p: Params): number => p.x * p.after + (p.x - p.withdraw) * (12 - p.after);
/**
 * The unit of the incomes (k) and of the expenses (m) from ak − cm = s and bk − dm = s, found by
 * eliminating: (b − a)k = (d − c)m.
 */
function units(p: Params): { k: number; m: number } {
  const k = p.s / (p.a - (p.c * (p.b - p.a)) / (p.d - p.c));
  return { k, m: (k * (p.b - p.a)) / (p.d - p.c) };
}
/** The ages' unit: d(ak + t) = c(bk + t). */
const ageUnit = (p: Params): number => (p.t * (p.c - p.d)) / (p.a * p.d - p.b * p.c);
/** How many sets of r coins (₹ 1, 50 p, 25 p) make the total. */
const coinSets = (p: Params): number => p.total / (p.r[0] + p.r[1] / 2 + p.r[2] / 4);

export const RATIO: Record<string, Checks> = {
  divide: [
    [
      /^reading the ratio in reverse order$/,
      (p) => num((p.total * [...p.parts].reverse()[p.ask]) / sum(p.parts)),
    ],
    [/^dividing the total by (\d+) parts only$/, (p, m) => num(p.total / Number(m[1]))],
    [/^giving an equal share to everyone$/, (p) => num(p.total / p.parts.length)],
    [/^giving the others' share$/, (p) => num(p.total - (p.total * p.parts[p.ask]) / sum(p.parts))],
  ],
  proportional: [
    [/^computing a × c ÷ b$/, (p) => num((p.a * p.c) / p.b)],
    [/^computing a × b ÷ c$/, (p) => num((p.a * p.b) / p.c)],
    [/^multiplying all three$/, (p) => num(p.a * p.b * p.c)],
    [/^computing a² ÷ b$/, (p) => num((p.a * p.a) / p.b)],
    [/^(multiplying the two numbers|taking the product without the square root)$/, (p) => num(p.a * p.b)],
    [/^finding the mean proportional instead$/, (p) => num(Math.sqrt(p.a * p.b))],
    [/^squaring the second number only$/, (p) => num(p.b * p.b)],
    [/^taking the arithmetic mean$/, (p) => num((p.a + p.b) / 2)],
    [/^finding the third proportional instead$/, (p) => num((p.b * p.b) / p.a)],
  ],
  combine: [
    [/^joining the ratios without making B equal$/, (p) => ratio(p.a, p.b, p.c)],
    // A and C each multiplied by the other ratio's own term for B, not by the one that makes B equal
    [/^scaling the ratios the wrong way$/, (p) => ratio(p.a * p.b, p.b * p.b2, p.b2 * p.c)],
    [/^writing C : B : A$/, (p) => ratio(p.b * p.c, p.b * p.b2, p.a * p.b2)],
    [/^writing the terms in the order A : C : B$/, (p) => ratio(p.a * p.b2, p.b * p.c, p.b * p.b2)],
  ],
  partnership: [
    [/^sharing by capital only, ignoring the time$/, (p) => num(shareOf(p.profit, p.y, p.x))],
    [/^giving .+'s share$/, (p) => num(p.profit - qShare(p, p.m2))],
    [/^counting .+'s months as (\d+)$/, (p, m) => num(qShare(p, Number(m[1])))],
    [/^splitting the profit equally$/, (p) => num(p.profit / 2)],
  ],
  savings: [
    [/^giving .+'s income$/, (p) => num(p.b * units(p).k)],
    [/^giving .+'s expenses$/, (p) => num(p.c * units(p).m)],
    [/^adding the savings to the expenses of the other person$/, (p) => num(p.d * units(p).m + p.s)],
    [/^adding the two incomes$/, (p) => num((p.a + p.b) * units(p).k)],
    [/^using the other person's expenses$/, (p) => num(p.d * units(p).m)],
  ],
  partnershipChange: [
    [/^ignoring the withdrawal$/, (p) => num(shareOf(p.profit, p.x, p.y))],
    [/^using the reduced capital for the whole year$/, (p) => num(shareOf(p.profit, p.x - p.withdraw, p.y))],
    [/^giving .+'s share$/, (p) => num(p.profit - shareOf(p.profit, pAfterWithdrawal(p), 12 * p.y))],
  ],
  coins: [
    // the value split in the coins' ratio, then counted in 50-paise coins
    [
      /^dividing the value in the ratio of the numbers of coins$/,
      (p) => num(((p.total * p.r[1]) / sum(p.r)) * 2),
    ],
    [/^giving the number of ₹ 1 coins$/, (p) => num(p.r[0] * coinSets(p))],
    [/^giving the number of 25-paise coins$/, (p) => num(p.r[2] * coinSets(p))],
    [/^giving the value of the 50-paise coins in rupees$/, (p) => num((p.r[1] * coinSets(p)) / 2)],
  ],
  ages: [
    [/^giving .+'s age after (\d+) years$/, (p, m) => num(p.a * ageUnit(p) + Number(m[1]))],
    [/^giving .+'s present age$/, (p) => num(p.b * ageUnit(p))],
    [/^taking the first term of the new ratio as the age$/, (p) => num(p.c)],
  ],
};
