/** Trap-note checks of the data-interpretation topic, read from the mistakes' words (trap-checks.ts). */
import { num, ratio, sum, text } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP } from './trap-expected';

/** Percentage change of each year over the one before, for the year at index i + 1. */
const rises = (series: number[]): number[] => series.slice(1).map((v, i) => (v - series[i]!) / series[i]!);
/** The year of the row at index i, as an option writes it. */
const yearAt = (p: Params, i: number): ReturnType<typeof text> => text(String(p.years[i]));
const highest = (xs: number[]): number => xs.indexOf(Math.max(...xs));

export const DATA_INTERPRETATION: Record<string, Checks> = {
  singleSeries: [
    [/^dividing by (\d+)(?: instead of \d+)?$/, (p, m) => num(sum(p.values) / Number(m[1]))],
    [/^averaging the first and last years only$/, (p) => num((p.values[0] + p.values.at(-1)) / 2)],
    // of an even count of years, the later of the two middle ones
    [
      /^taking the (later )?middle year's figure$/,
      (p, m) =>
        Boolean(m[1]) === (p.values.length % 2 === 0) ? num(p.values[p.values.length >> 1]) : NO_SUCH_STEP,
    ],
    [/^leaving out the last year$/, (p) => num(sum(p.values) - p.values.at(-1))],
    [/^leaving out the first year$/, (p) => num(sum(p.values) - p.values[0])],
    [/^counting one year twice$/, (p) => ({ oneOf: p.values.map((v: number) => num(sum(p.values) + v)) })],
    [/^subtracting the first year from the last$/, (p) => num(Math.abs(p.values.at(-1) - p.values[0]))],
    [/^giving the highest figure itself$/, (p) => num(Math.max(...p.values))],
    [/^adding the highest and lowest$/, (p) => num(Math.max(...p.values) + Math.min(...p.values))],
    [/^subtracting instead of adding$/, (p) => num(Math.abs(p.values[p.i] - p.values[p.j]))],
    [/^reading the year after \d+$/, (p) => num(p.values[p.i] + p.values[p.j + 1])],
    [/^reading the year before \d+$/, (p) => num(p.values[p.i] + p.values[p.j - 1])],
    [/^doubling the first year only$/, (p) => num(2 * p.values[p.i])],
  ],
  growth: [
    [
      /^dividing by the \d+ figure instead of \d+$/,
      (p) => num((Math.abs(p.values[p.k] - p.values[p.k - 1]) / p.values[p.k]) * 100),
    ],
    [
      /^taking the difference itself as the percentage$/,
      (p) => num(Math.abs(p.values[p.k] - p.values[p.k - 1])),
    ],
    [/^writing \d+ as a percentage of \d+$/, (p) => num((p.values[p.k] / p.values[p.k - 1]) * 100)],
  ],
  pie: [
    // 360° for 100%: 3.6° a per cent
    [/^using (\d+) degrees for each per cent$/, (p, m) => num(p.share * Number(m[1]))],
    [/^taking the percentage as the angle$/, (p) => num(p.share)],
    [/^giving the larger amount itself$/, (p) => num((Math.max(p.a, p.b) / 100) * p.income)],
    [/^adding the two amounts$/, (p) => num(((p.a + p.b) / 100) * p.income)],
    [
      /^taking the percentage gap of the larger head instead of the income$/,
      (p) => num((Math.abs(p.a - p.b) / 100) * (Math.max(p.a, p.b) / 100) * p.income),
    ],
    [
      /^misplacing the decimal point$/,
      (p) => ({ oneOf: [10, 0.1].map((k) => num(((p.share * p.income) / 100) * k)) }),
    ],
    [/^reading the share of .+ instead$/, (p) => num((p.other / 100) * p.income)],
    [/^spending what is left after this head$/, (p) => num(p.income - (p.share / 100) * p.income)],
  ],
  ratioOfYears: [
    [/^writing the ratio the other way round$/, (p) => ratio(p.b[p.k], p.a[p.k])],
    [/^using the totals of all the years$/, (p) => ratio(sum(p.a), sum(p.b))],
    [/^reading the row for \d+$/, (p) => ratio(p.a[(p.k + 1) % p.a.length], p.b[(p.k + 1) % p.a.length])],
    [/^comparing .+ with the total of both in \d+$/, (p) => ratio(p.a[p.k], p.a[p.k] + p.b[p.k])],
  ],
  highestGrowth: [
    [
      /^choosing the largest increase in numbers, not in per cent$/,
      (p) => yearAt(p, 1 + highest(p.series.slice(1).map((v: number, i: number) => v - p.series[i]))),
    ],
    [
      /^choosing the lowest percentage change$/,
      (p) => yearAt(p, 1 + rises(p.series).indexOf(Math.min(...rises(p.series)))),
    ],
    [/^choosing the year with the highest figure$/, (p) => yearAt(p, highest(p.series))],
  ],
  averagePercent: [
    [/^dividing the other way \(.+ as a percentage of .+\)$/, (p) => num((sum(p.a) / sum(p.b)) * 100)],
    [/^comparing only the first year$/, (p) => num((p.b[0] / p.a[0]) * 100)],
    [
      /^finding the percentage difference instead$/,
      (p) => num((Math.abs(sum(p.b) - sum(p.a)) / sum(p.a)) * 100),
    ],
  ],
  pairDifference: [
    [/^looking only at (.+)$/, (p, m) => yearAt(p, highest(m[1] === p.labels[0] ? p.a : p.b))],
    [
      /^choosing the year with the largest gap$/,
      (p) => yearAt(p, highest(p.a.map((v: number, i: number) => Math.abs(v - p.b[i])))),
    ],
    [
      /^choosing the largest ratio instead of the largest difference$/,
      (p) => yearAt(p, highest(p.a.map((v: number, i: number) => Math.max(v, p.b[i]) / Math.min(v, p.b[i])))),
    ],
    [
      /^choosing the year with the highest total$/,
      (p) => yearAt(p, highest(p.a.map((v: number, i: number) => v + p.b[i]))),
    ],
    [
      /^choosing the year with the highest (.+)$/,
      (p, m) => (m[1] === p.labels[0] ? yearAt(p, highest(p.a)) : NO_SUCH_STEP),
    ],
  ],
};
