/**
 * Independent solvers and trap-note checks for coverage audit 4's data-interpretation forms (item 4:
 * dataAudit5.ts, dataAudit5Pass.ts, dataAudit5Tables.ts, dataAudit5Statements.ts). Each answer is
 * found another way than the generator's: a head's amount through the whole budget (the given amount
 * grossed up to 100%, then the head's share of it), the average as a running mean, the largest rise
 * and the best year by sorting, the positives day by day rounded from the per cents, the girls of a
 * school counted from its students, each statement judged again from the table.
 */
import type { Checks } from './trap-expected';
import { gcd, num, ratio, text, type Params, type Solver } from './values';

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

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
/** Positive cases a day, rounded from the per cent of the tests. */
const positivesOf = (p: Params): number[] =>
  p.tests.map((t: number, i: number) => Math.round((t / 100) * p.rates[i]));

/** The girls of a school counted from its students: its share of the total, then its ratio. */
const girlsOf = (p: Params, k: number): number => {
  const students = (p.shares[k] / 100) * p.total;
  const [b, g] = p.splits[k] as [number, number];
  return Math.round(students - (students / (b + g)) * b);
};
const boysOf = (p: Params, k: number): number => Math.round((p.shares[k] / 100) * p.total) - girlsOf(p, k);
const lowest = (a: number, b: number): number[] => {
  const d = gcd(a, b);
  return [a / d, b / d];
};

/** Whether a statement about the production table holds, read from the table. */
function holds(p: Params, c: Params): boolean {
  const t: number[][] = p.table;
  const totalOf = (f: number): number => t[f]!.reduce((s, v) => s + v, 0);
  if (c.type === 'total') return c.more ? totalOf(c.a) > totalOf(c.b) : totalOf(c.a) < totalOf(c.b);
  if (c.type === 'average') return c.more ? totalOf(c.a) / 4 > c.n : totalOf(c.a) / 4 < c.n;
  if (c.type === 'together') {
    const [alone, both] = [t[c.c]![c.y]!, t[c.a]![c.y]! + t[c.b]![c.y]!];
    return c.more ? alone > both : alone < both;
  }
  const [from, to] = [t[c.a]![c.y]!, t[c.a]![c.y + 1]!];
  return Math.abs(((to - from) / from) * 100 - c.said) < 1e-9;
}
const VERDICT = (one: boolean, two: boolean): string =>
  one && two ? 'Both I and II' : one ? 'Only I' : two ? 'Only II' : 'Neither I nor II';

export const QK_SOLVERS: Record<string, Solver> = {
  positivityTable: (p) => {
    const pos = positivesOf(p);
    return p.ask === 'total' ? num(pos.reduce((s, v) => s + v, 0)) : text(DAYS[best(pos)]!);
  },
  schoolRatio: (p) => ratio(...lowest(girlsOf(p, p.i), girlsOf(p, p.j))),
  twoStatements: (p) => text(VERDICT(holds(p, p.one), holds(p, p.two))),
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
  positivityTable: [
    [
      /^applying the average of the percentages to all the tests$/,
      (p) =>
        num(
          (p.tests.reduce((s: number, v: number) => s + v, 0) *
            p.rates.reduce((s: number, v: number) => s + v, 0)) /
            5 /
            100,
        ),
    ],
    [
      /^leaving out (Monday|Friday)$/,
      (p, m) => {
        const pos = positivesOf(p);
        return num(pos.reduce((s, v) => s + v, 0) - pos[DAYS.indexOf(m[1]!)]!);
      },
    ],
    [
      /^counting (Monday|Friday) twice$/,
      (p, m) => {
        const pos = positivesOf(p);
        return num(pos.reduce((s, v) => s + v, 0) + pos[DAYS.indexOf(m[1]!)]!);
      },
    ],
    [/^choosing the day with the highest percentage$/, (p) => text(DAYS[best(p.rates)]!)],
    [/^choosing the day with the most tests$/, (p) => text(DAYS[best(p.tests)]!)],
    [
      /^choosing the day with the most negative tests$/,
      (p) => {
        const pos = positivesOf(p);
        return text(DAYS[best(p.tests.map((t: number, i: number) => t - pos[i]!))]!);
      },
    ],
  ],
  schoolRatio: [
    [/^taking the boys instead of the girls$/, (p) => ratio(...lowest(boysOf(p, p.i), boysOf(p, p.j)))],
    [/^comparing the schools' shares only$/, (p) => ratio(...lowest(p.shares[p.i], p.shares[p.j]))],
    [
      /^comparing the girls' terms of the two ratios only$/,
      (p) => ratio(...lowest(p.splits[p.i][1], p.splits[p.j][1])),
    ],
    [/^writing the ratio the other way round$/, (p) => ratio(...lowest(girlsOf(p, p.j), girlsOf(p, p.i)))],
  ],
  twoStatements: [
    [/^taking statement I as (true|false)$/, (p) => text(VERDICT(!holds(p, p.one), holds(p, p.two)))],
    [/^taking statement II as (true|false)$/, (p) => text(VERDICT(holds(p, p.one), !holds(p, p.two)))],
    [/^judging both statements the wrong way$/, (p) => text(VERDICT(!holds(p, p.one), !holds(p, p.two)))],
  ],
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
