/**
 * Data interpretation's tables of two series side by side (production and sales, boys and girls, …):
 * a year's ratio, the year of the highest percentage rise, one average as a percentage of the other,
 * the year of the largest total or gap. Kept beside dataInterpretation.ts, which spreads these kinds in
 * its draw order, so each file stays short.
 */
import { num, pct, ratio } from '../format';
import { isWhole, reduceRatio, sum } from '../math';
import { UNNAMED, until } from '../question';
import type { Rng } from '../rng';
import type { Kind } from '../types';
import { HI_TABLE, hiPairTable, withHindi } from './hindiData';

const PAIRS = [
  { what: 'production and sales of bicycles by a company (in thousands)', a: 'Production', b: 'Sales' },
  { what: 'number of boys and girls admitted to a college', a: 'Boys', b: 'Girls' },
  { what: 'exports and imports of a firm (in ₹ crore)', a: 'Exports', b: 'Imports' },
  { what: 'number of laptops sold by two shops, A and B', a: 'Shop A', b: 'Shop B' },
] as const;

const yearsFrom = (rng: Rng, n: number): number[] => {
  const first = rng.int(2015, 2024 - n + 1);
  return Array.from({ length: n }, (_, i) => first + i);
};

const pairTable = (
  title: string,
  labels: readonly [string, string],
  years: readonly number[],
  a: readonly number[],
  b: readonly number[],
): string =>
  [
    `The table shows the ${title}.`,
    ...years.map((y, i) => `${y}: ${labels[0]} ${num(a[i]!)}, ${labels[1]} ${num(b[i]!)}`),
  ].join('\n');

export const PAIR_KINDS: Record<string, Kind> = {
  ratioOfYears: {
    levels: [2],
    make(rng) {
      return until(() => {
        const p = rng.pick(PAIRS);
        const n = 4;
        const years = yearsFrom(rng, n);
        const a = Array.from({ length: n }, () => rng.step(20, 200, 5));
        const b = Array.from({ length: n }, () => rng.step(20, 200, 5));
        const k = rng.int(0, n - 1);
        const r = reduceRatio([a[k]!, b[k]!]);
        if (r[0]! > 20 || r[1]! > 20 || r[0] === r[1]) return undefined;
        const totalR = reduceRatio([sum(a), sum(b)]);
        return {
          question: `${pairTable(p.what, [p.a, p.b], years, a, b)}\nWhat is the ratio of ${p.a} to ${p.b} in ${years[k]}?`,
          answer: ratio(r),
          distractors: withHindi([
            { mistake: 'writing the ratio the other way round', value: ratio([...r].reverse()) },
            { mistake: 'using the totals of all the years', value: ratio(totalR) },
            {
              mistake: `reading the row for ${years[(k + 1) % n]}`,
              value: ratio(reduceRatio([a[(k + 1) % n]!, b[(k + 1) % n]!])),
            },
            {
              mistake: `comparing ${p.a} with the total of both in ${years[k]}`,
              value: ratio(reduceRatio([a[k]!, a[k]! + b[k]!])),
            },
          ]),
          steps: [
            `In ${years[k]}: ${p.a} ${num(a[k]!)}, ${p.b} ${num(b[k]!)}; ratio ${num(a[k]!)} : ${num(b[k]!)} = ${ratio(r)}.`,
          ],
          hi: HI_TABLE.ratioOfYears(
            hiPairTable(p.what, [p.a, p.b], years, a, b),
            p.a,
            p.b,
            years[k]!,
            a[k]!,
            b[k]!,
            r,
          ),
          params: { a, b, k },
        };
      });
    },
  },
  highestGrowth: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.pick(PAIRS);
        const n = 5;
        const years = yearsFrom(rng, n);
        const a = Array.from({ length: n }, () => rng.step(40, 300, 10));
        const b = Array.from({ length: n }, () => rng.step(40, 300, 10));
        const which = rng.chance(0.5) ? 'a' : 'b';
        const series = which === 'a' ? a : b;
        const growth = series.slice(1).map((v, i) => (v - series[i]!) / series[i]!);
        const absolute = series.slice(1).map((v, i) => v - series[i]!);
        const best = growth.indexOf(Math.max(...growth));
        const bestAbs = absolute.indexOf(Math.max(...absolute));
        const sortedGrowth = [...growth].sort((x, y) => y - x);
        // one clear winner, and a different year for the absolute rise (the trap)
        if (growth[best]! <= 0 || sortedGrowth[0]! - sortedGrowth[1]! < 0.02 || best === bestAbs)
          return undefined;
        const label = which === 'a' ? p.a : p.b;
        const yearOf = (i: number) => String(years[i + 1]);
        const lowest = growth.indexOf(Math.min(...growth));
        const others = [0, 1, 2, 3].filter((i) => i !== best && i !== bestAbs && i !== lowest);
        return {
          question: `${pairTable(p.what, [p.a, p.b], years, a, b)}\nIn which year was the percentage increase in ${label} over the previous year the highest?`,
          answer: yearOf(best),
          distractors: withHindi([
            { mistake: 'choosing the largest increase in numbers, not in per cent', value: yearOf(bestAbs) },
            { mistake: 'choosing the lowest percentage change', value: yearOf(lowest) },
            {
              mistake: 'choosing the year with the highest figure',
              value: String(years[series.indexOf(Math.max(...series))]),
            },
            ...others.map((i) => ({ mistake: UNNAMED, value: yearOf(i) })),
          ]),
          steps: [
            `Increase over the previous year: ${growth.map((g, i) => `${yearOf(i)}: ${num(absolute[i]!)} on ${num(series[i]!)} (about ${num(Math.round(g * 1000) / 10)}%)`).join('; ')}.`,
            `The highest percentage rise is in ${yearOf(best)}.`,
          ],
          hi: HI_TABLE.highestGrowth(
            hiPairTable(p.what, [p.a, p.b], years, a, b),
            label,
            growth.map((g, i) => ({
              year: yearOf(i),
              rise: absolute[i]!,
              base: series[i]!,
              percent: Math.round(g * 1000) / 10,
            })),
            yearOf(best),
          ),
          params: { series, years },
        };
      });
    },
  },
  averagePercent: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.pick(PAIRS);
        const n = rng.int(4, 5);
        const years = yearsFrom(rng, n);
        const a = Array.from({ length: n }, () => rng.step(40, 300, 10));
        const target = rng.pick([40, 50, 60, 75, 80, 120, 125, 150, 62.5, 87.5]);
        const b = [...a.map((v) => (v * target) / 100)];
        // shuffle b's values around so rows differ but the totals keep the ratio
        const shift = rng.step(10, 40, 5);
        b[0] = b[0]! + shift;
        b[n - 1] = b[n - 1]! - shift;
        if (!b.every((v) => isWhole(v) && v > 0)) return undefined;
        const value = (sum(b) / sum(a)) * 100;
        return {
          question: `${pairTable(p.what, [p.a, p.b], years, a, b)}\nThe average of ${p.b} over these years is what percentage of the average of ${p.a}?`,
          answer: value,
          format: pct,
          distractors: withHindi([
            {
              mistake: `dividing the other way (${p.a} as a percentage of ${p.b})`,
              value: (sum(a) / sum(b)) * 100,
            },
            { mistake: 'comparing only the first year', value: (b[0]! / a[0]!) * 100 },
            { mistake: 'finding the percentage difference instead', value: Math.abs(100 - value) },
          ]),
          steps: [
            `The averages share the divisor ${n}, so compare totals: ${p.b} ${num(sum(b))}, ${p.a} ${num(sum(a))}. ${num(sum(b))}/${num(sum(a))} × 100 = ${pct(value)}.`,
          ],
          hi: HI_TABLE.averagePercent(
            hiPairTable(p.what, [p.a, p.b], years, a, b),
            p.a,
            p.b,
            n,
            sum(a),
            sum(b),
            value,
          ),
          params: { a, b },
        };
      });
    },
  },
  pairDifference: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.pick(PAIRS);
        const n = 5;
        const years = yearsFrom(rng, n);
        const a = Array.from({ length: n }, () => rng.step(40, 300, 10));
        const b = Array.from({ length: n }, () => rng.step(40, 300, 10));
        const diffs = a.map((v, i) => v - b[i]!);
        const gaps = diffs.map(Math.abs);
        const best = gaps.indexOf(Math.max(...gaps));
        if (gaps.filter((g) => g === gaps[best]).length > 1) return undefined;
        const sumRow = a.map((v, i) => v + b[i]!);
        const bestSum = sumRow.indexOf(Math.max(...sumRow));
        const ratioTop = a.map((v, i) => Math.max(v, b[i]!) / Math.min(v, b[i]!));
        const bestRatio = ratioTop.indexOf(Math.max(...ratioTop));
        const ask = rng.chance(0.5) ? 'total' : 'gap';
        if (ask === 'total') {
          if (sumRow.filter((v) => v === sumRow[bestSum]).length > 1) return undefined;
          const totalYearA = a.indexOf(Math.max(...a));
          return {
            question: `${pairTable(p.what, [p.a, p.b], years, a, b)}\nIn which year was the combined figure of ${p.a} and ${p.b} the highest?`,
            answer: String(years[bestSum]),
            distractors: withHindi([
              { mistake: `looking only at ${p.a}`, value: String(years[totalYearA]) },
              { mistake: `looking only at ${p.b}`, value: String(years[b.indexOf(Math.max(...b))]) },
              { mistake: 'choosing the year with the largest gap', value: String(years[best]) },
              ...years.map((y) => ({ mistake: UNNAMED, value: String(y) })),
            ]),
            steps: [
              `Totals: ${years.map((y, i) => `${y}: ${num(sumRow[i]!)}`).join(', ')}. The highest is ${num(sumRow[bestSum]!)} in ${years[bestSum]}.`,
            ],
            hi: HI_TABLE.pairBest(
              hiPairTable(p.what, [p.a, p.b], years, a, b),
              p.a,
              p.b,
              'total',
              years,
              sumRow,
              bestSum,
            ),
            params: { ask, a, b, years, labels: [p.a, p.b] },
          };
        }
        return {
          question: `${pairTable(p.what, [p.a, p.b], years, a, b)}\nIn which year was the difference between ${p.a} and ${p.b} the largest?`,
          answer: String(years[best]),
          distractors: withHindi([
            {
              mistake: 'choosing the largest ratio instead of the largest difference',
              value: String(years[bestRatio]),
            },
            { mistake: 'choosing the year with the highest total', value: String(years[bestSum]) },
            {
              mistake: `choosing the year with the highest ${p.a}`,
              value: String(years[a.indexOf(Math.max(...a))]),
            },
            ...years.map((y) => ({ mistake: UNNAMED, value: String(y) })),
          ]),
          steps: [
            `Differences: ${years.map((y, i) => `${y}: ${num(gaps[i]!)}`).join(', ')}. The largest is ${num(gaps[best]!)} in ${years[best]}.`,
          ],
          hi: HI_TABLE.pairBest(
            hiPairTable(p.what, [p.a, p.b], years, a, b),
            p.a,
            p.b,
            'gap',
            years,
            gaps,
            best,
          ),
          params: { ask, a, b, years, labels: [p.a, p.b] },
        };
      });
    },
  },
};
