/** Trap-note checks of the data-interpretation questions drawn as charts (trap-checks.ts). */
import { num, ratio, sum, text } from './values';
import type { Params } from './values';
import { type Checks, misnamed } from './trap-expected';

const yearIndex = (p: Params, year: string): number => (p.years as number[]).indexOf(Number(year));
const headIndex = (p: Params, head: string): number => (p.heads as string[]).indexOf(head);
const pieAmount = (p: Params, k: number): number => (p.total * p.shares[k]) / (p.unit === '%' ? 100 : 360);
/** Students in classes starting at `from` or above (histograms). */
const fromMark = (p: Params, from: number): number =>
  sum((p.counts as number[]).filter((_, c) => p.start + c * p.width >= from));
const mark = (p: Params): number => p.start + p.k * p.width;
const amountIn = (p: Params, year: number): number =>
  year === p.first ? (p.a[p.k] * p.t1) / 100 : year === p.first + 1 ? (p.b[p.k] * p.t2) / 100 : NaN;

export const CHART_CHECKS: Record<string, Checks> = {
  barChart: [
    [/^leaving out the last year$/, (p) => num(sum(p.values) - p.values.at(-1))],
    [/^leaving out the first year$/, (p) => num(sum(p.values) - p.values[0])],
    [/^counting the tallest bar twice$/, (p) => num(sum(p.values) + Math.max(...p.values))],
    [/^dividing by (\d+) instead of \d+$/, (p, m) => num(sum(p.values) / Number(m[1]))],
    [/^averaging the first and last years only$/, (p) => num((p.values[0] + p.values.at(-1)) / 2)],
    [
      /^averaging the tallest and shortest bars$/,
      (p) => num((Math.max(...p.values) + Math.min(...p.values)) / 2),
    ],
    [/^adding the two years$/, (p) => num(p.values[p.i] + p.values[p.j])],
    [
      /^reading the bar for (\d+) instead of (\d+)$/,
      (p, m) => {
        const [wrong, right] = [yearIndex(p, m[1]!), yearIndex(p, m[2]!)];
        if (right !== p.j || wrong < 0 || wrong === p.i) return misnamed('another pair of bars');
        return p.ask === 'ratio'
          ? ratio(p.values[p.i], p.values[wrong])
          : num(Math.abs(p.values[p.i] - p.values[wrong]));
      },
    ],
    [
      /^taking the gap between the tallest and shortest bars$/,
      (p) => num(Math.max(...p.values) - Math.min(...p.values)),
    ],
    [/^writing the ratio the other way round$/, (p) => ratio(p.values[p.j], p.values[p.i])],
    [
      /^comparing the two years together with (\d+)$/,
      (p, m) =>
        yearIndex(p, m[1]!) === p.j
          ? ratio(p.values[p.i] + p.values[p.j], p.values[p.j])
          : misnamed('another year'),
    ],
    [
      /^comparing (\d+) with the two years together$/,
      (p, m) =>
        yearIndex(p, m[1]!) === p.i
          ? ratio(p.values[p.i], p.values[p.i] + p.values[p.j])
          : misnamed('another year'),
    ],
    [
      /^dividing by the (\d+) figure instead of the \d+ figure$/,
      (p, m) => num((Math.abs(p.values[p.j] - p.values[p.i]) / p.values[yearIndex(p, m[1]!)]) * 100),
    ],
    [/^taking the difference itself as the percentage$/, (p) => num(Math.abs(p.values[p.j] - p.values[p.i]))],
    [
      /^writing (\d+) as a percentage of (\d+)$/,
      (p, m) => num((p.values[yearIndex(p, m[1]!)] / p.values[yearIndex(p, m[2]!)]) * 100),
    ],
    [
      /^counting the years below the average$/,
      (p) => num(p.values.filter((v: number) => v * p.values.length < sum(p.values)).length),
    ],
    [
      /^comparing with the average of the first and last years$/,
      (p) => num(p.values.filter((v: number) => 2 * v > p.values[0] + p.values.at(-1)).length),
    ],
    [/^counting every year except the lowest$/, (p) => num(p.values.length - 1)],
  ],
  lineChart: [
    [
      /^dividing by (\d+) instead of \d+$/,
      (p, m) => num(sum(p.values.slice(p.from, p.to + 1)) / Number(m[1])),
    ],
    [
      /^leaving out (\d+)$/,
      (p, m) =>
        yearIndex(p, m[1]!) === p.to
          ? num(sum(p.values.slice(p.from, p.to)) / (p.to - p.from))
          : misnamed('another year'),
    ],
    [/^averaging all the years shown$/, (p) => num(sum(p.values) / p.values.length)],
    [
      /^averaging (\d+) and (\d+) only$/,
      (p, m) => num((p.values[yearIndex(p, m[1]!)] + p.values[yearIndex(p, m[2]!)]) / 2),
    ],
    [
      /^choosing the largest percentage rise instead$/,
      (p) => {
        const v: number[] = p.values;
        let best = 1;
        for (let k = 2; k < v.length; k += 1) if (v[k]! / v[k - 1]! > v[best]! / v[best - 1]!) best = k;
        return text(String(p.years[best]));
      },
    ],
    [
      /^choosing the year with the highest figure$/,
      (p) => text(String(p.years[p.values.indexOf(Math.max(...p.values))])),
    ],
    [
      /^choosing the year with the largest fall$/,
      (p) => {
        const v: number[] = p.values;
        let worst = 1;
        for (let k = 2; k < v.length; k += 1) if (v[k]! - v[k - 1]! < v[worst]! - v[worst - 1]!) worst = k;
        return text(String(p.years[worst]));
      },
    ],
  ],
  histogram: [
    [/^counting the students below (\d+) instead$/, (p, m) => num(sum(p.counts) - fromMark(p, Number(m[1])))],
    [/^including the class just below (\d+)$/, (p, m) => num(fromMark(p, Number(m[1]) - p.width))],
    [
      /^taking only the class starting at (\d+)$/,
      (p, m) => num(p.counts[(Number(m[1]) - p.start) / p.width] ?? NaN),
    ],
    [
      /^finding the percentage scoring (\d+) or more$/,
      (p, m) => num((fromMark(p, Number(m[1])) / sum(p.counts)) * 100),
    ],
    [
      /^counting the class starting at (\d+) as below \d+$/,
      (p, m) => num(((sum(p.counts) - fromMark(p, Number(m[1]) + p.width)) / sum(p.counts)) * 100),
    ],
    [/^giving the number of students, not the percentage$/, (p) => num(sum(p.counts) - fromMark(p, mark(p)))],
  ],
  pieChart: [
    [/^reading the sector of (.+) instead$/, (p, m) => num(pieAmount(p, headIndex(p, m[1]!)))],
    [/^giving what is left after (.+)$/, (p, m) => num(p.total - pieAmount(p, headIndex(p, m[1]!)))],
    [/^misplacing the decimal point$/, (p) => ({ oneOf: [10, 0.1].map((k) => num(pieAmount(p, p.i) * k)) })],
    [/^using (\d+) degrees for each per cent$/, (p, m) => num(p.shares[p.i] * Number(m[1]))],
    [/^taking the percentage as the angle$/, (p) => num(p.shares[p.i])],
    [/^giving the amount for (.+) itself$/, (p, m) => num(pieAmount(p, headIndex(p, m[1]!)))],
    [/^adding the two amounts$/, (p) => num(pieAmount(p, p.i) + pieAmount(p, p.j))],
    [/^taking the angles as percentages$/, (p) => num(((p.shares[p.i] - p.shares[p.j]) * p.total) / 100)],
    [
      /^dividing by 360 as if the shares were angles$/,
      (p) => num(((p.shares[p.i] - p.shares[p.j]) * p.total) / 360),
    ],
    [
      /^dividing by the share of (.+) instead$/,
      (p, m) => num(((p.shares[p.i] - p.shares[p.j]) / p.shares[headIndex(p, m[1]!)]) * 100),
    ],
    [
      /^writing (.+) as a percentage of (.+)$/,
      (p, m) => num((p.shares[headIndex(p, m[1]!)] / p.shares[headIndex(p, m[2]!)]) * 100),
    ],
    [
      /^taking the gap in percentage points of the whole as the answer$/,
      (p) => num(((p.shares[p.i] - p.shares[p.j]) * 100) / (p.unit === '%' ? 100 : 360)),
    ],
  ],
  twoPies: [
    [
      /^applying the change in percentage points to the (\d+) total$/,
      (p, m) => num((Math.abs(p.b[p.k] - p.a[p.k]) / 100) * (Number(m[1]) === p.first ? p.t1 : p.t2)),
    ],
    [/^giving the (\d+) amount itself$/, (p, m) => num(amountIn(p, Number(m[1])))],
    [/^taking the change in the totals$/, (p) => num(Math.abs(p.t2 - p.t1))],
    [/^comparing the percentages as if the totals were equal$/, (p) => ratio(p.a[p.k], p.b[p.k])],
    [/^writing the ratio the other way round$/, (p) => ratio(amountIn(p, p.first + 1), amountIn(p, p.first))],
    [/^comparing the totals only$/, (p) => ratio(p.t1, p.t2)],
    [
      /^applying each year’s percentage to the other year’s total$/,
      (p) => ratio(p.a[p.k] * p.t2, p.b[p.k] * p.t1),
    ],
  ],
};
