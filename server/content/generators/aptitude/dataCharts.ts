/**
 * Data interpretation from drawn charts, as SSC papers set it (issue 19, item 1): a bar chart, a line
 * graph, a histogram of class frequencies, a pie chart in per cent or degrees, and two pies of
 * different totals to compare. The data is drawn (chartSvg.ts) and listed in the drawing's text
 * alternative, and not repeated in the question: the candidate reads it off the chart. The two pie
 * kinds are in dataPies.ts.
 */
import { isExact, UNNAMED, until } from '../question';
import { num, pct, ratio } from '../format';
import { isWhole, reduceRatio, sum } from '../math';
import type { Rng } from '../rng';
import type { Kind, Problem } from '../types';
import { barChart, histogram, lineChart } from './chartSvg';
import { pieChartKind, twoPiesKind } from './dataPies';
import { SERIES as TABLE_SERIES } from './dataSubjects';
import { HI_ALT, HI_BAR, HI_HISTOGRAM, HI_LINE } from './hindiCharts';
import { hiSeries, withHindi } from './hindiData';

/** The tables' series, and one more that reads well as a chart. */
const SERIES = [...TABLE_SERIES, { what: 'tractors sold in a district', unit: 'tractors' }] as const;

const yearsFrom = (rng: Rng, n: number): number[] => {
  const first = rng.int(2015, 2024 - n + 1);
  return Array.from({ length: n }, (_, i) => first + i);
};

const seriesValues = (rng: Rng, n: number): number[] => {
  const scale = rng.pick([1, 5, 10]);
  return Array.from({ length: n }, () => scale * rng.int(12, 90));
};

/** One bar chart of yearly figures: totals, averages and gaps (level 1), changes and counts (level 2). */
const barChartKind: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const s = rng.pick(SERIES);
      const n = rng.int(5, 6);
      const years = yearsFrom(rng, n);
      const values = seriesValues(rng, n);
      const labels = years.map(String);
      const ask =
        level === 1
          ? rng.pick(['total', 'difference', 'average', 'ratio'] as const)
          : rng.pick(['percentChange', 'aboveAverage'] as const);
      const head = `The bar chart shows the number of ${s.what} in ${n} years.`;
      if (ask === 'average') {
        values[n - 1] = values[n - 1]! + ((n - (sum(values) % n)) % n);
      }
      const figure = barChart(s.what, labels, values);
      const hiHead = HI_BAR.head(hiSeries(s.what), n);
      const alt = HI_ALT.bar(hiSeries(s.what), labels, values);
      const total = sum(values);
      const base = { questionFigure: figure };
      if (ask === 'total') {
        const tallest = Math.max(...values);
        return {
          ...base,
          question: `${head}\nWhat is the total over all the ${n} years?`,
          answer: total,
          distractors: withHindi([
            { mistake: 'leaving out the last year', value: total - values[n - 1]! },
            { mistake: 'leaving out the first year', value: total - values[0]! },
            { mistake: 'counting the tallest bar twice', value: total + tallest },
          ]),
          steps: [`Total = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}.`],
          hi: HI_BAR.total(hiHead, alt, n, values, total),
          params: { ask, values, years },
        };
      }
      if (ask === 'average') {
        const avg = total / n;
        return {
          ...base,
          question: `${head}\nWhat is the average per year over these ${n} years?`,
          answer: avg,
          distractors: withHindi([
            { mistake: `dividing by ${n - 1} instead of ${n}`, value: total / (n - 1) },
            { mistake: 'averaging the first and last years only', value: (values[0]! + values[n - 1]!) / 2 },
            {
              mistake: 'averaging the tallest and shortest bars',
              value: (Math.max(...values) + Math.min(...values)) / 2,
            },
          ]),
          steps: [
            `Total = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}; average = ${num(total)} ÷ ${n} = ${num(avg)}.`,
          ],
          hi: HI_BAR.average(hiHead, alt, n, values, total, avg),
          params: { ask, values, years },
        };
      }
      const [i, j] = rng.sample([...values.keys()], 2).sort((x, y) => x - y) as [number, number];
      const [vi, vj] = [values[i]!, values[j]!];
      if (vi === vj) return undefined;
      const next = j + 1 < n ? j + 1 : j - 1;
      if (next === i) return undefined;
      if (ask === 'difference') {
        return {
          ...base,
          question: `${head}\nWhat is the difference between the figures for ${years[i]} and ${years[j]}?`,
          answer: Math.abs(vi - vj),
          distractors: withHindi([
            { mistake: 'adding the two years', value: vi + vj },
            {
              mistake: `reading the bar for ${years[next]} instead of ${years[j]}`,
              value: Math.abs(vi - values[next]!),
            },
            {
              mistake: 'taking the gap between the tallest and shortest bars',
              value: Math.max(...values) - Math.min(...values),
            },
          ]),
          steps: [
            `${years[i]}: ${num(vi)}; ${years[j]}: ${num(vj)}; difference = ${num(Math.abs(vi - vj))}.`,
          ],
          hi: HI_BAR.difference(hiHead, alt, years[i]!, vi, years[j]!, vj),
          params: { ask, values, years, i, j, next },
        };
      }
      if (ask === 'ratio') {
        const r = reduceRatio([vi, vj]);
        if (Math.max(...r) > 30) return undefined;
        return {
          ...base,
          question: `${head}\nWhat is the ratio of the figure for ${years[i]} to that for ${years[j]}?`,
          answer: ratio(r),
          distractors: withHindi([
            { mistake: 'writing the ratio the other way round', value: ratio([...r].reverse()) },
            {
              mistake: `reading the bar for ${years[next]} instead of ${years[j]}`,
              value: ratio(reduceRatio([vi, values[next]!])),
            },
            {
              mistake: `comparing ${years[i]} with the two years together`,
              value: ratio(reduceRatio([vi, vi + vj])),
            },
            {
              mistake: `comparing the two years together with ${years[j]}`,
              value: ratio(reduceRatio([vi + vj, vj])),
            },
          ]),
          steps: [`${num(vi)} : ${num(vj)} = ${ratio(r)}.`],
          hi: HI_BAR.ratio(hiHead, alt, years[i]!, vi, years[j]!, vj, r),
          params: { ask, values, years, i, j, next },
        };
      }
      if (ask === 'percentChange') {
        const change = ((vj - vi) / vi) * 100;
        if (!isExact(change) || Math.abs(change) < 1) return undefined;
        const up = change > 0;
        return {
          ...base,
          question: `${head}\nBy what percentage did the figure ${up ? 'rise' : 'fall'} from ${years[i]} to ${years[j]}?`,
          answer: Math.abs(change),
          format: pct,
          distractors: withHindi([
            {
              mistake: `dividing by the ${years[j]} figure instead of the ${years[i]} figure`,
              value: (Math.abs(vj - vi) / vj) * 100,
            },
            { mistake: 'taking the difference itself as the percentage', value: Math.abs(vj - vi) },
            {
              mistake: `writing ${years[j]} as a percentage of ${years[i]}`,
              value: (vj / vi) * 100,
            },
          ]),
          steps: [
            `Change = ${num(vj)} − ${num(vi)} = ${num(vj - vi)}; on ${num(vi)} that is ${pct(Math.abs(change))}.`,
          ],
          hi: HI_BAR.percentChange(hiHead, alt, years[i]!, vi, years[j]!, vj, change),
          params: { ask, values, years, i, j },
        };
      }
      // aboveAverage
      const avg = total / n;
      if (!isExact(avg) || values.some((v) => v === avg)) return undefined;
      const above = values.filter((v) => v > avg).length;
      const midpoint = (values[0]! + values[n - 1]!) / 2;
      return {
        ...base,
        question: `${head}\nIn how many of these years was the figure above the average of all the ${n} years?`,
        answer: above,
        distractors: withHindi([
          { mistake: 'counting the years below the average', value: n - above },
          {
            mistake: 'comparing with the average of the first and last years',
            value: values.filter((v) => v > midpoint).length,
          },
          { mistake: 'counting every year except the lowest', value: n - 1 },
        ]),
        step: 1,
        steps: [
          `Average = ${num(total)} ÷ ${n} = ${num(avg)}. Above it: ${
            values
              .map((v, k) => (v > avg ? `${years[k]} (${num(v)})` : ''))
              .filter(Boolean)
              .join(', ') || 'none'
          }, that is ${above}.`,
        ],
        hi: HI_BAR.aboveAverage(
          hiHead,
          alt,
          n,
          total,
          avg,
          values
            .map((v, k) => (v > avg ? `${years[k]} (${num(v)})` : ''))
            .filter(Boolean)
            .join(', '),
          above,
        ),
        params: { ask, values, years },
      };
    });
  },
};

/** A line graph: the average of a run of years, and the year of the largest rise in numbers. */
const lineChartKind: Kind = {
  levels: [2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const s = rng.pick(SERIES);
      const n = 6;
      const years = yearsFrom(rng, n);
      const values = seriesValues(rng, n);
      const labels = years.map(String);
      const head = `The line graph shows the number of ${s.what} from ${years[0]} to ${years[n - 1]}.`;
      const figure = lineChart(s.what, labels, values);
      const hiHead = HI_LINE.head(hiSeries(s.what), years[0]!, years[n - 1]!);
      const alt = HI_ALT.line(hiSeries(s.what), labels, values);
      if (rng.chance(0.5)) {
        const from = rng.int(0, 2);
        const to = from + rng.int(2, 3);
        const run = values.slice(from, to + 1);
        const avg = sum(run) / run.length;
        if (!isWhole(avg)) return undefined;
        return {
          questionFigure: figure,
          question: `${head}\nWhat is the average for the years ${years[from]} to ${years[to]} (both included)?`,
          answer: avg,
          distractors: withHindi([
            {
              mistake: `dividing by ${run.length - 1} instead of ${run.length}`,
              value: sum(run) / (run.length - 1),
            },
            {
              mistake: `leaving out ${years[to]}`,
              value: sum(run.slice(0, -1)) / (run.length - 1),
            },
            { mistake: 'averaging all the years shown', value: sum(values) / n },
            {
              mistake: `averaging ${years[from]} and ${years[to]} only`,
              value: (values[from]! + values[to]!) / 2,
            },
          ]),
          steps: [`${run.map((v) => num(v)).join(' + ')} = ${num(sum(run))}; ÷ ${run.length} = ${num(avg)}.`],
          hi: HI_LINE.average(hiHead, alt, years[from]!, years[to]!, run, avg),
          params: { ask: 'average', values, years, from, to },
        };
      }
      const rises = values.slice(1).map((v, k) => v - values[k]!);
      const growth = values.slice(1).map((v, k) => v / values[k]!);
      const best = rises.indexOf(Math.max(...rises));
      const bestPct = growth.indexOf(Math.max(...growth));
      if (rises[best]! <= 0 || rises.filter((r) => r === rises[best]).length > 1 || bestPct === best)
        return undefined;
      const year = (k: number) => String(years[k + 1]);
      const highest = values.indexOf(Math.max(...values));
      return {
        questionFigure: figure,
        question: `${head}\nIn which year was the increase over the previous year the largest (in numbers)?`,
        answer: year(best),
        distractors: withHindi([
          { mistake: 'choosing the largest percentage rise instead', value: year(bestPct) },
          { mistake: 'choosing the year with the highest figure', value: String(years[highest]) },
          {
            mistake: 'choosing the year with the largest fall',
            value: year(rises.indexOf(Math.min(...rises))),
          },
          ...years.slice(1).map((y) => ({ mistake: UNNAMED, value: String(y) })),
        ]),
        steps: [
          `Change over the previous year: ${rises.map((r, k) => `${year(k)}: ${r >= 0 ? '+' : '−'}${num(Math.abs(r))}`).join(', ')}. The largest increase is in ${year(best)}.`,
        ],
        hi: HI_LINE.largestRise(
          hiHead,
          alt,
          rises.map((r, k) => `${year(k)}: ${r >= 0 ? '+' : '−'}${num(Math.abs(r))}`).join(', '),
          year(best),
        ),
        params: { ask: 'largestRise', values, years },
      };
    });
  },
};

/** A histogram of marks: how many scored at least a mark (level 2), what percentage scored below (level 3). */
const histogramKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const width = rng.pick([10, 20]);
      const classes = width === 10 ? rng.int(5, 6) : 5;
      const start = width === 10 ? rng.pick([0, 20, 30, 40]) : 0;
      const counts = Array.from({ length: classes }, () => rng.int(3, 40));
      // a round number of students, so shares are clean percentages
      const total = rng.pick([50, 60, 75, 80, 100, 120, 125, 150, 160, 200]);
      counts[classes - 1] = total - sum(counts.slice(0, -1));
      if (counts[classes - 1]! < 3 || counts[classes - 1]! > 60) return undefined;
      const k = rng.int(1, level === 2 ? classes - 1 : classes - 2);
      const mark = start + width * k;
      const below = sum(counts.slice(0, k));
      const atLeast = total - below;
      const head = `The histogram shows the marks of ${total} students in a test (a class includes its lower limit, not its upper one).`;
      const figure = histogram(`the marks of ${total} students`, start, width, counts);
      const hiHead = HI_HISTOGRAM.head(total);
      const alt = HI_ALT.histogram(total, start, width, counts);
      if (level === 2) {
        return {
          questionFigure: figure,
          question: `${head}\nHow many students scored ${mark} marks or more?`,
          answer: atLeast,
          distractors: withHindi([
            { mistake: `counting the students below ${mark} instead`, value: below },
            { mistake: `including the class just below ${mark}`, value: atLeast + counts[k - 1]! },
            { mistake: `taking only the class starting at ${mark}`, value: counts[k]! },
          ]),
          steps: [
            k === classes - 1
              ? `Only the last class starts at ${mark} or above: ${num(atLeast)}.`
              : `Classes from ${mark} up: ${counts
                  .slice(k)
                  .map((c) => num(c))
                  .join(' + ')} = ${num(atLeast)}.`,
          ],
          hi: HI_HISTOGRAM.atLeast(hiHead, alt, mark, k === classes - 1, counts.slice(k), atLeast),
          params: { ask: 'atLeast', start, width, counts, k },
        };
      }
      const share = (below / total) * 100;
      if (!isWhole(share * 4)) return undefined;
      const listed =
        k === 1
          ? ''
          : `${counts
              .slice(0, k)
              .map((c) => num(c))
              .join(' + ')} = `;
      return {
        questionFigure: figure,
        question: `${head}\nWhat percentage of the students scored less than ${mark} marks?`,
        answer: share,
        format: pct,
        distractors: withHindi([
          { mistake: `finding the percentage scoring ${mark} or more`, value: 100 - share },
          {
            mistake: `counting the class starting at ${mark} as below ${mark}`,
            value: ((below + counts[k]!) / total) * 100,
          },
          // a count above 100 cannot pass for a percentage
          ...(below < 100
            ? [{ mistake: 'giving the number of students, not the percentage', value: below }]
            : []),
        ]),
        steps: [
          `Below ${mark}: ${listed}${num(below)} of ${num(total)}; ${num(below)}/${num(total)} × 100 = ${pct(share)}.`,
        ],
        hi: HI_HISTOGRAM.percentBelow(hiHead, alt, mark, listed, below, total, share),
        params: { ask: 'percentBelow', start, width, counts, k },
      };
    });
  },
};

/** The chart kinds, added to the data-interpretation topic after its table kinds. */
export const CHART_KINDS: Record<string, Kind> = {
  barChart: { ...barChartKind, weight: 1.5 },
  lineChart: lineChartKind,
  histogram: histogramKind,
  pieChart: pieChartKind,
  twoPies: { ...twoPiesKind, weight: 1.5 },
};
