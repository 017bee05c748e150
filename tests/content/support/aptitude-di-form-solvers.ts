/**
 * Independent solvers and trap-note checks for the data-interpretation forms of the third audit
 * (dataForms.ts): a pie whose one sector's amount is given (the amount of 1 per cent found first,
 * then any group of heads priced by it), two cells of a companies × months table summed against a
 * third, and the year whose figure lies nearest its series' average (every year's distance ranked).
 */
import type { Checks } from './trap-expected';
import { num, text, type Params, type Solver } from './values';

const add = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
/** The amount of 1 per cent of the pie's whole, from the one amount stated. */
const onePercent = (p: Params): number => p.amount / p.shares[p.x];
const groupShare = (p: Params, without = -1): number =>
  add((p.group as number[]).filter((k) => k !== without).map((k) => p.shares[k]));
/** "what per cent more or less than S": always measured on S's share. */
const againstS = (g: number, p: Params): number => (100 * Math.abs(g - p.shares[p.s])) / p.shares[p.s];
const cell = (p: Params, at: [number, number]): number => p.grid[at[0]][at[1]];
const sumAB = (p: Params): number => cell(p, p.a) + cell(p, p.b);
/** The year of `row` nearest `mean`. */
const nearest = (p: Params, row: number[], mean: number): string => {
  let best = 0;
  row.forEach((v, i) => {
    if (Math.abs(v - mean) < Math.abs(row[best]! - mean)) best = i;
  });
  return String(p.years[best]);
};
const mean = (xs: number[]): number => add(xs) / xs.length;
/** Years whose bar is at or below zero: no rise over the year before. */
const noRise = (p: Params): number => (p.changes as number[]).filter((v) => v <= 0).length;
/** The base year's figure carried through the changes of years `from`…`to`, one after another. */
const after = (p: Params, from: number, to: number, read = (v: number) => v): number => {
  let value = p.base as number;
  for (let k = from; k <= to; k++) value = (value * (100 + read(p.changes[k]))) / 100;
  return value;
};

export const DI_FORM_SOLVERS: Record<string, Solver> = {
  pieOneSector: (p) =>
    p.ask === 'sumThree' ? num(groupShare(p) * onePercent(p)) : num(againstS(groupShare(p), p)),
  cellsSum: (p) => num((100 * (sumAB(p) - cell(p, p.d))) / cell(p, p.d)),
  nearestAverage: (p) => text(nearest(p, p.table[p.c], mean(p.table[p.c]))),
  changeBars: (p) => (p.ask === 'noRise' ? num(noRise(p)) : num(after(p, p.i, p.i + 1))),
};

export const DI_FORM_CHECKS: Record<string, Checks> = {
  pieOneSector: [
    [/^taking the amount for (.+) as the whole total$/, (p) => num((groupShare(p) * p.amount) / 100)],
    [
      /^leaving out (.+)$/,
      (p, m) => {
        const k = (p.heads as string[]).indexOf(m[1]!);
        return p.ask === 'sumThree'
          ? num(groupShare(p, k) * onePercent(p))
          : num(againstS(groupShare(p, k), p));
      },
    ],
    [/^adding the amount for (.+) too$/, (p) => num(groupShare(p) * onePercent(p) + p.amount)],
    [/^giving what is left after the three heads$/, (p) => num((100 - groupShare(p)) * onePercent(p))],
    [/^counting (.+) in the group too$/, (p) => num(againstS(groupShare(p) + p.shares[p.x], p))],
    [/^giving the total of all the heads$/, (p) => num(100 * onePercent(p))],
    [
      /^dividing by the share of (.+) instead$/,
      (p) => num((100 * Math.abs(groupShare(p) - p.shares[p.s])) / groupShare(p)),
    ],
    [/^writing (.+) as a percentage of (.+)$/, (p) => num((100 * groupShare(p)) / p.shares[p.s])],
    [
      /^taking the gap in percentage points as the answer$/,
      (p) => num(Math.abs(groupShare(p) - p.shares[p.s])),
    ],
  ],
  cellsSum: [
    [/^dividing by the sum instead$/, (p) => num((100 * (sumAB(p) - cell(p, p.d))) / sumAB(p))],
    [/^writing the sum as a percentage of the third figure$/, (p) => num((100 * sumAB(p)) / cell(p, p.d))],
    [
      /^leaving out the second figure of the sum$/,
      (p) => num((100 * (cell(p, p.a) - cell(p, p.d))) / cell(p, p.d)),
    ],
    [/^writing the third figure as a percentage of the sum$/, (p) => num((100 * cell(p, p.d)) / sumAB(p))],
    [/^taking the difference itself as the percentage$/, (p) => num(sumAB(p) - cell(p, p.d))],
    [
      /^reading the (\w+) figure of ([PQRS]) as the third$/,
      (p, m) => {
        const wrong = p.grid['PQRS'.indexOf(m[2]!)][(p.months as string[]).indexOf(m[1]!)];
        return num((100 * (sumAB(p) - wrong)) / wrong);
      },
    ],
  ],
  changeBars: [
    [
      /^counting the years whose bar is lower than the year before$/,
      (p) => num((p.changes as number[]).filter((v, k) => k > 0 && v < p.changes[k - 1]).length),
    ],
    [/^counting only the falls$/, (p) => num((p.changes as number[]).filter((v) => v < 0).length)],
    [/^counting the years that rose$/, (p) => num((p.changes as number[]).filter((v) => v > 0).length)],
    [
      /^counting a rise below 10% as no rise$/,
      (p) => num((p.changes as number[]).filter((v) => v < 10).length),
    ],
    [
      /^adding the two percentages$/,
      (p) => num((p.base * (100 + p.changes[p.i] + p.changes[p.i + 1])) / 100),
    ],
    [/^applying only the change of (\d+)$/, (p) => num(after(p, p.i + 1, p.i + 1))],
    [/^applying the change of (\d+) as well$/, (p) => num(after(p, p.i - 1, p.i + 1))],
    [/^reading a fall as a rise$/, (p) => num(after(p, p.i, p.i + 1, Math.abs))],
  ],
  nearestAverage: [
    [
      /^taking the year nearest the average of (\w+)$/,
      (p, m) => {
        const row = p.table[(p.crops as string[]).indexOf(m[1]!)];
        return text(nearest(p, row, mean(row)));
      },
    ],
    [
      /^comparing with the average of all three crops$/,
      (p) => text(nearest(p, p.table[p.c], mean((p.table as number[][]).flat()))),
    ],
    [
      /^taking the year furthest from the average$/,
      (p) => {
        const row = p.table[p.c] as number[];
        const m = mean(row);
        let worst = 0;
        row.forEach((v, i) => {
          if (Math.abs(v - m) > Math.abs(row[worst]! - m)) worst = i;
        });
        return text(String(p.years[worst]));
      },
    ],
  ],
};
