/**
 * Data interpretation from drawn charts, as SSC papers set it (issue 19, item 1): a bar chart, a line
 * graph, a histogram of class frequencies, a pie chart in per cent or degrees, and two pies of
 * different totals to compare. The data is drawn (chartSvg.ts) and listed in the drawing's text
 * alternative, and not repeated in the question: the candidate reads it off the chart.
 */
import { isExact, UNNAMED, until } from '../question';
import { deg, num, pct, ratio, rupees } from '../format';
import { isWhole, reduceRatio, sum } from '../math';
import type { Rng } from '../rng';
import type { Kind, Problem } from '../types';
import { barChart, histogram, lineChart, pieChart, twoPies } from './chartSvg';
import { HEADS, SERIES as TABLE_SERIES } from './dataSubjects';
import { HI_ALT, HI_BAR, HI_HISTOGRAM, HI_LINE, HI_PIE, HI_TWO_PIES, hiWhose } from './hindiCharts';
import { hiSeries, withHindi } from './hindiData';

/** The tables' series, and one more that reads well as a chart. */
const SERIES = [...TABLE_SERIES, { what: 'tractors sold in a district', unit: 'tractors' }] as const;

/** What a pie divides, and its heads (a household's, a company's, a state's). */
const TOTALS = [
  { whose: "a family's monthly expenditure", money: true, heads: HEADS },
  {
    whose: "a company's annual expenditure (in ₹ lakh)",
    money: false,
    heads: ['Salaries', 'Raw material', 'Transport', 'Taxes', 'Advertising', 'Research', 'Interest'],
  },
  {
    whose: "a state government's budget (in ₹ crore)",
    money: false,
    heads: ['Education', 'Health', 'Agriculture', 'Roads', 'Irrigation', 'Police', 'Housing'],
  },
] as const;

const yearsFrom = (rng: Rng, n: number): number[] => {
  const first = rng.int(2015, 2024 - n + 1);
  return Array.from({ length: n }, (_, i) => first + i);
};

const seriesValues = (rng: Rng, n: number): number[] => {
  const scale = rng.pick([1, 5, 10]);
  return Array.from({ length: n }, () => scale * rng.int(12, 90));
};

/** Shares of a whole (100 or 360) in steps of 5% (18°), none tiny. */
function sharesOf(rng: Rng, count: number, whole: 100 | 360): number[] {
  const unit = whole === 100 ? 5 : 18;
  const parts = whole / unit;
  return until(() => {
    const cuts = Array.from({ length: count - 1 }, () => rng.int(1, Math.floor(parts / 3)));
    const last = parts - sum(cuts);
    const all = [...cuts, last].map((c) => c * unit);
    // a few sectors may be equal, as in printed charts; never more than two of one size
    return last >= 1 && last <= parts / 2 && all.every((v) => all.filter((w) => w === v).length <= 2)
      ? all
      : undefined;
  });
}

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

/** A pie chart of a total: a head's amount, a sector's angle (level 1), gaps and percentages (level 2). */
const pieChartKind: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const t = rng.pick(TOTALS);
      const count = rng.int(5, 6);
      const heads = rng.sample(t.heads, count);
      const unit = level === 2 && rng.chance(0.5) ? '°' : '%';
      const shares = sharesOf(rng, count, unit === '%' ? 100 : 360);
      const whole = unit === '%' ? 100 : 360;
      const total = t.money ? rng.step(20000, 120000, 4000) : rng.step(200, 1800, 40);
      const money = (v: number) => (t.money ? rupees(v) : num(v));
      const [i, j] = rng.sample([...shares.keys()], 2) as [number, number];
      if (shares[i] === shares[j]) return undefined;
      const amount = (k: number) => (shares[k]! / whole) * total;
      const head = `The pie chart shows how ${t.whose} of ${t.money ? rupees(total) : num(total)} is divided${unit === '°' ? ' (central angles of the sectors)' : ''}.`;
      const figure = pieChart(t.whose, heads, shares, unit);
      const hiHead = HI_PIE.head(hiWhose(t.whose), money(total), unit === '°');
      const alt = HI_ALT.pie(hiWhose(t.whose), heads, shares, unit);
      const ask =
        level === 1
          ? rng.pick(['amount', 'angle'] as const)
          : rng.pick(['difference', 'percentMore'] as const);
      const base = { questionFigure: figure, format: t.money ? rupees : num };
      if (ask === 'amount') {
        if (!isWhole(amount(i))) return undefined;
        return {
          ...base,
          question: `${head}\nHow much goes to ${heads[i]}?`,
          answer: amount(i),
          distractors: withHindi([
            { mistake: `reading the sector of ${heads[j]} instead`, value: amount(j) },
            { mistake: `giving what is left after ${heads[i]}`, value: total - amount(i) },
            { mistake: 'misplacing the decimal point', value: amount(i) * 10 },
          ]),
          steps: [`${shares[i]}% of ${money(total)} = ${money(amount(i))}.`],
          hi: HI_PIE.amount(hiHead, alt, heads[i]!, shares[i]!, money(total), money(amount(i))),
          params: { ask, unit, total, shares, heads, i, j },
        };
      }
      if (ask === 'angle') {
        const angle = shares[i]! * 3.6;
        return {
          questionFigure: figure,
          question: `${head}\nWhat is the central angle of the sector for ${heads[i]}?`,
          answer: angle,
          format: deg,
          wholeOptions: false,
          distractors: withHindi([
            { mistake: 'using 3 degrees for each per cent', value: shares[i]! * 3 },
            { mistake: 'taking the percentage as the angle', value: shares[i]! },
            { mistake: 'using 4 degrees for each per cent', value: shares[i]! * 4 },
          ]),
          steps: [`360° is 100%, so 1% is 3.6°; ${shares[i]} × 3.6 = ${deg(angle)}.`],
          hi: HI_PIE.angle(hiHead, alt, heads[i]!, shares[i]!),
          params: { ask, unit, total, shares, heads, i, j },
        };
      }
      const [hi, lo] = shares[i]! > shares[j]! ? [i, j] : [j, i];
      if (ask === 'difference') {
        const gap = amount(hi) - amount(lo);
        if (!isWhole(gap) || !isWhole(amount(hi))) return undefined;
        const of = unit === '%' ? `${shares[hi]! - shares[lo]!}% of` : `${shares[hi]! - shares[lo]!}/360 of`;
        return {
          ...base,
          question: `${head}\nHow much more goes to ${heads[hi]} than to ${heads[lo]}?`,
          answer: gap,
          distractors: withHindi([
            { mistake: `giving the amount for ${heads[hi]} itself`, value: amount(hi) },
            { mistake: 'adding the two amounts', value: amount(hi) + amount(lo) },
            unit === '°'
              ? {
                  mistake: 'taking the angles as percentages',
                  value: ((shares[hi]! - shares[lo]!) / 100) * total,
                }
              : {
                  mistake: 'dividing by 360 as if the shares were angles',
                  value: ((shares[hi]! - shares[lo]!) / 360) * total,
                },
          ]),
          steps: [`The gap is ${of} ${money(total)} = ${money(gap)}.`],
          hi: HI_PIE.difference(
            hiHead,
            alt,
            heads[hi]!,
            heads[lo]!,
            unit === '%' ? `${shares[hi]! - shares[lo]!}%` : `${shares[hi]! - shares[lo]!}/360`,
            money(total),
            money(gap),
          ),
          params: { ask, unit, total, shares, heads, i: hi, j: lo },
        };
      }
      const more = ((shares[hi]! - shares[lo]!) / shares[lo]!) * 100;
      const less = ((shares[hi]! - shares[lo]!) / shares[hi]!) * 100;
      if (!isExact(more) || !isExact(less)) return undefined;
      return {
        questionFigure: figure,
        question: `${head}\nThe amount for ${heads[hi]} is what percentage more than that for ${heads[lo]}?`,
        answer: more,
        format: pct,
        distractors: withHindi([
          { mistake: `dividing by the share of ${heads[hi]} instead`, value: less },
          {
            mistake: `writing ${heads[hi]} as a percentage of ${heads[lo]}`,
            value: (shares[hi]! / shares[lo]!) * 100,
          },
          {
            mistake: 'taking the gap in percentage points of the whole as the answer',
            value: unit === '%' ? shares[hi]! - shares[lo]! : ((shares[hi]! - shares[lo]!) / 360) * 100,
          },
        ]),
        steps: [
          `The total is the same for both, so compare the shares: (${num(shares[hi]!)} − ${num(shares[lo]!)}) ÷ ${num(shares[lo]!)} × 100 = ${pct(more)}.`,
        ],
        hi: HI_PIE.percentMore(hiHead, alt, heads[hi]!, heads[lo]!, shares[hi]!, shares[lo]!, more),
        params: { ask, unit, total, shares, heads, i: hi, j: lo },
      };
    });
  },
};

/** Two pies of different totals (two years): the change in a head's amount, or the ratio of its amounts. */
const twoPiesKind: Kind = {
  levels: [3],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const count = 5;
      const heads = rng.sample(HEADS, count);
      const first = rng.int(2018, 2023);
      const titles = [String(first), String(first + 1)] as const;
      const a = sharesOf(rng, count, 100);
      const b = sharesOf(rng, count, 100);
      const totals = [rng.step(40000, 100000, 5000), 0];
      totals[1] = totals[0]! + rng.pick([-1, 1, 2]) * rng.step(5000, 25000, 5000);
      const [t1, t2] = totals as [number, number];
      if (t2 <= 0 || t1 === t2) return undefined;
      const k = rng.int(0, count - 1);
      if (a[k] === b[k]) return undefined;
      const x = (a[k]! / 100) * t1;
      const y = (b[k]! / 100) * t2;
      if (x === y) return undefined;
      const head = `The pie charts show a family's monthly expenditure in ${titles[0]} (total ${rupees(t1)}) and in ${titles[1]} (total ${rupees(t2)}).`;
      const figure = twoPies("a family's monthly expenditure", titles, heads, [a, b]);
      const hiHead = HI_TWO_PIES.head(titles, t1, t2);
      const alt = HI_ALT.twoPies(titles, heads, [a, b]);
      const lines = HI_TWO_PIES.lines(titles, a[k]!, t1, x, b[k]!, t2, y);
      const params = { t1, t2, a, b, k, heads, first };
      if (rng.chance(0.5)) {
        const up = y > x;
        return {
          questionFigure: figure,
          question: `${head}\nBy how much did the expenditure on ${heads[k]} ${up ? 'rise' : 'fall'} from ${titles[0]} to ${titles[1]}?`,
          answer: Math.abs(y - x),
          format: rupees,
          distractors: withHindi([
            {
              mistake: `applying the change in percentage points to the ${titles[0]} total`,
              value: (Math.abs(b[k]! - a[k]!) / 100) * t1,
            },
            {
              mistake: `applying the change in percentage points to the ${titles[1]} total`,
              value: (Math.abs(b[k]! - a[k]!) / 100) * t2,
            },
            { mistake: `giving the ${titles[1]} amount itself`, value: y },
            { mistake: 'taking the change in the totals', value: Math.abs(t2 - t1) },
          ]),
          steps: [
            `${titles[0]}: ${a[k]}% of ${rupees(t1)} = ${rupees(x)}. ${titles[1]}: ${b[k]}% of ${rupees(t2)} = ${rupees(y)}. Change = ${rupees(Math.abs(y - x))}.`,
          ],
          hi: HI_TWO_PIES.change(hiHead, alt, titles, heads[k]!, up, lines, Math.abs(y - x)),
          params: { ask: 'change', ...params },
        };
      }
      const r = reduceRatio([x, y]);
      if (Math.max(...r) > 40 || !isWhole(x) || !isWhole(y)) return undefined;
      const shareRatio = reduceRatio([a[k]!, b[k]!]);
      return {
        questionFigure: figure,
        question: `${head}\nWhat is the ratio of the expenditure on ${heads[k]} in ${titles[0]} to that in ${titles[1]}?`,
        answer: ratio(r),
        distractors: withHindi([
          { mistake: 'comparing the percentages as if the totals were equal', value: ratio(shareRatio) },
          { mistake: 'writing the ratio the other way round', value: ratio([...r].reverse()) },
          { mistake: 'comparing the totals only', value: ratio(reduceRatio([t1, t2])) },
          {
            mistake: 'applying each year’s percentage to the other year’s total',
            value: ratio(reduceRatio([a[k]! * t2, b[k]! * t1])),
          },
        ]),
        steps: [
          `${titles[0]}: ${a[k]}% of ${rupees(t1)} = ${rupees(x)}. ${titles[1]}: ${b[k]}% of ${rupees(t2)} = ${rupees(y)}. Ratio ${num(x)} : ${num(y)} = ${ratio(r)}.`,
        ],
        hi: HI_TWO_PIES.ratio(hiHead, alt, titles, heads[k]!, lines, x, y, r),
        params: { ask: 'ratio', ...params },
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
