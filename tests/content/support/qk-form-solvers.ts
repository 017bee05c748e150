/**
 * Independent solvers and trap-note checks for coverage audit 4's data-interpretation forms (item 4:
 * dataAudit5.ts, dataAudit5Tables.ts). Each answer is found another way than the generator's: a
 * head's amount through the whole budget (the given amount grossed up to 100%, then the head's share
 * of it), the average as a running mean, the largest rise and the best year by sorting, the positives
 * day by day rounded from the per cents, the girls of a school counted from its students.
 */
import type { Checks } from './trap-expected';
import { num, text, type Params, type Solver } from './values';

/** The whole budget from one head's amount and share, and a head's amount from it. */
const budget = (p: Params): number => (p.amount * 100) / p.shares[p.x];
const headAmount = (p: Params, k: number): number => (budget(p) * p.shares[k]) / 100;

/** The running mean of a list (a different route to the same average). */
const runningMean = (xs: readonly number[]): number =>
  xs.reduce((m: number, x: number, i: number) => m + (x - m) / (i + 1), 0);

/** The index of the largest value, found by sorting the indices. */
const best = (xs: readonly number[]): number => [...xs.keys()].sort((a, b) => xs[b]! - xs[a]!)[0]!;

const cropOf = (p: Params, k: number): string => p.crops[k];
const yearOf = (p: Params, k: number): string => String(p.years[k]);
const passRate = (p: Params, k: number): number => (100 * p.qualified[k]) / p.appeared[k];

export const QK_SOLVERS: Record<string, Solver> = {
  budgetBars: (p) =>
    num(
      p.ask === 'other'
        ? headAmount(p, p.y)
        : p.group.reduce((s: number, k: number) => s + headAmount(p, k), 0),
    ),
  twoYearBars: (p) => {
    if (p.ask === 'average') return num(runningMean(p.values[p.k]));
    const rises = p.crops.map((_: string, i: number) => p.values[1][i] - p.values[0][i]);
    return text(cropOf(p, best(rises)));
  },
  passBars: (p) => {
    if (p.ask === 'share') return num(passRate(p, p.i));
    return text(yearOf(p, best(p.years.map((_: number, k: number) => passRate(p, k)))));
  },
};

export const QK_CHECKS: Record<string, Checks> = {
  budgetBars: [
    [
      /^taking the amount for .+ as the whole budget$/,
      (p) =>
        num(
          p.ask === 'other'
            ? (p.shares[p.y] * p.amount) / 100
            : (p.group.reduce((s: number, k: number) => s + p.shares[k], 0) * p.amount) / 100,
        ),
    ],
    [/^reading the bar of (.+)$/, (p, m) => num(headAmount(p, p.heads.indexOf(m[1])))],
    [/^dividing the shares the other way round$/, (p) => num((p.amount * p.shares[p.x]) / p.shares[p.y])],
    [/^giving the gap between .+ and .+$/, (p) => num(Math.abs(headAmount(p, p.y) - p.amount))],
    [/^giving the whole budget$/, (p) => num(budget(p))],
    [
      /^leaving out (.+)$/,
      (p, m) =>
        num(
          p.group
            .filter((k: number) => p.heads[k] !== m[1])
            .reduce((s: number, k: number) => s + headAmount(p, k), 0),
        ),
    ],
    [
      /^adding the amount for .+ too$/,
      (p) => num(p.group.reduce((s: number, k: number) => s + headAmount(p, k), 0) + p.amount),
    ],
    [
      /^giving the rest of the budget$/,
      (p) => num(budget(p) - p.group.reduce((s: number, k: number) => s + headAmount(p, k), 0)),
    ],
  ],
  twoYearBars: [
    [/^dividing by 4 instead of 5$/, (p) => num((runningMean(p.values[p.k]) * 5) / 4)],
    [/^averaging (\d{4}) instead$/, (p, m) => num(runningMean(p.values[p.years.indexOf(Number(m[1]))]))],
    [/^averaging both years together$/, (p) => num(runningMean([...p.values[0], ...p.values[1]]))],
    [
      /^averaging the tallest and shortest bars of the year$/,
      (p) => num((Math.max(...p.values[p.k]) + Math.min(...p.values[p.k])) / 2),
    ],
    [
      /^leaving out (.+)$/,
      (p, m) => num(runningMean(p.values[p.k].filter((_: number, i: number) => p.crops[i] !== m[1]))),
    ],
    [
      /^choosing the largest percentage rise instead$/,
      (p) => text(cropOf(p, best(p.crops.map((_: string, i: number) => p.values[1][i] / p.values[0][i])))),
    ],
    [/^choosing the crop with the tallest bar in \d{4}$/, (p) => text(cropOf(p, best(p.values[1])))],
    [
      /^choosing the crop with the most over both years$/,
      (p) => text(cropOf(p, best(p.crops.map((_: string, i: number) => p.values[1][i] + p.values[0][i])))),
    ],
  ],
  passBars: [
    [
      /^dividing by those who applied$/,
      (p) => {
        const rate = (k: number): number => (100 * p.qualified[k]) / p.applied[k];
        return p.ask === 'share'
          ? num(rate(p.i))
          : text(yearOf(p, best(p.years.map((_: number, k: number) => rate(k)))));
      },
    ],
    [/^giving the share that did not qualify$/, (p) => num(100 - passRate(p, p.i))],
    [/^reading the bars of (\d{4})$/, (p, m) => num(passRate(p, p.years.indexOf(Number(m[1]))))],
    [
      /^taking those selected instead of those qualified$/,
      (p) => {
        const rate = (k: number): number => (100 * p.selected[k]) / p.appeared[k];
        return p.ask === 'share'
          ? num(rate(p.i))
          : text(yearOf(p, best(p.years.map((_: number, k: number) => rate(k)))));
      },
    ],
    [/^choosing the year with the most candidates qualified$/, (p) => text(yearOf(p, best(p.qualified)))],
  ],
};
