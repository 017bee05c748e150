/**
 * Small tables written as text lines ("2019: 240"), one row a line, so they read well on a phone.
 * Each question states its table in full; the answer is computed from the same numbers.
 */

import { deg, num, pct, rupees } from '../format';
import { isWhole, sum } from '../math';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Problem } from '../types';
import { AUDIT5_CHART_KINDS } from './dataAudit5';
import { AUDIT5_TABLE_KINDS } from './dataAudit5Tables';
import { CHART_KINDS } from './dataCharts';
import { FORM_KINDS } from './dataForms';
import { MARKS_KINDS } from './dataMarks';
import { PAIR_KINDS } from './dataPairs';
import { READING_KINDS } from './dataReadings';
import { SCORE_KINDS } from './dataScores';
import { HEADS, SERIES } from './dataSubjects';
import { HI_TABLE, hiSeries, hiTable, withHindi } from './hindiData';

const yearsFrom = (rng: Rng, n: number): number[] => {
  const first = rng.int(2015, 2024 - n + 1);
  return Array.from({ length: n }, (_, i) => first + i);
};

const table = (title: string, years: readonly number[], values: readonly number[]): string =>
  [`The table shows the ${title}.`, ...years.map((y, i) => `${y}: ${num(values[i]!)}`)].join('\n');

export const dataInterpretation = defineTopic({
  singleSeries: {
    levels: [1],
    make(rng): Problem {
      const s = rng.pick(SERIES);
      const n = rng.int(4, 6);
      const years = yearsFrom(rng, n);
      const scale = rng.pick([1, 5, 10]);
      const values = Array.from({ length: n }, () => scale * rng.int(12, 90));
      const total = sum(values);
      const ask = rng.pick(['total', 'average', 'range', 'difference'] as const);
      const head = table(s.what, years, values);
      const hiHead = hiTable(hiSeries(s.what), years, values);
      if (ask === 'average') {
        return until((): Problem | undefined => {
          // nudge the last value so the average is whole
          const fixed = [...values];
          fixed[n - 1] = fixed[n - 1]! + ((n - (sum(fixed) % n)) % n);
          const avg = sum(fixed) / n;
          return {
            question: `${table(s.what, years, fixed)}\nWhat is the average per year over these ${n} years?`,
            answer: avg,
            distractors: withHindi([
              { mistake: `dividing by ${n - 1} instead of ${n}`, value: sum(fixed) / (n - 1) },
              { mistake: 'averaging the first and last years only', value: (fixed[0]! + fixed[n - 1]!) / 2 },
              {
                mistake: n % 2 ? "taking the middle year's figure" : "taking the later middle year's figure",
                value: fixed[Math.floor(n / 2)]!,
              },
              { mistake: `dividing by ${n + 1}`, value: sum(fixed) / (n + 1) },
            ]),
            steps: [
              `Total = ${fixed.map((v) => num(v)).join(' + ')} = ${num(sum(fixed))}; average = ${num(sum(fixed))} ÷ ${n} = ${num(avg)}.`,
            ],
            hi: HI_TABLE.average(hiTable(hiSeries(s.what), years, fixed), n, fixed, avg),
            params: { ask, values: fixed },
          };
        });
      }
      if (ask === 'total') {
        return {
          question: `${head}\nWhat is the total over all ${n} years?`,
          answer: total,
          distractors: withHindi([
            { mistake: 'leaving out the last year', value: total - values[n - 1]! },
            { mistake: 'leaving out the first year', value: total - values[0]! },
            { mistake: 'counting one year twice', value: total + values[1]! },
          ]),
          steps: [`Total = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}.`],
          hi: HI_TABLE.total(hiHead, n, values, total),
          params: { ask, values },
        };
      }
      if (ask === 'range') {
        const hi = Math.max(...values);
        const lo = Math.min(...values);
        return {
          question: `${head}\nBy how much does the highest yearly figure exceed the lowest?`,
          answer: hi - lo,
          distractors: withHindi([
            {
              mistake: 'subtracting the first year from the last',
              value: Math.abs(values[n - 1]! - values[0]!),
            },
            { mistake: 'giving the highest figure itself', value: hi },
            { mistake: 'adding the highest and lowest', value: hi + lo },
          ]),
          steps: [`Highest = ${num(hi)}, lowest = ${num(lo)}; difference = ${num(hi - lo)}.`],
          hi: HI_TABLE.range(hiHead, hi, lo),
          params: { ask, values },
        };
      }
      return until((): Problem | undefined => {
        // two years with different figures (drawn again inside the loop, or equal ones never end it)
        const [i, j] = rng.sample([...values.keys()], 2).sort((x, y) => x - y);
        if (values[i!] === values[j!]) return undefined;
        return {
          question: `${head}\nWhat is the combined figure for ${years[i!]} and ${years[j!]}?`,
          answer: values[i!]! + values[j!]!,
          distractors: withHindi([
            { mistake: 'subtracting instead of adding', value: Math.abs(values[i!]! - values[j!]!) },
            // the row below the second year, or above it when that year is the last
            j! + 1 < n
              ? { mistake: `reading the year after ${years[j!]}`, value: values[i!]! + values[j! + 1]! }
              : { mistake: `reading the year before ${years[j!]}`, value: values[i!]! + values[j! - 1]! },
            { mistake: 'doubling the first year only', value: 2 * values[i!]! },
          ]),
          steps: [
            `${years[i!]}: ${num(values[i!]!)}, ${years[j!]}: ${num(values[j!]!)}; together ${num(values[i!]! + values[j!]!)}.`,
          ],
          hi: HI_TABLE.combined(hiHead, years[i!]!, values[i!]!, years[j!]!, values[j!]!),
          params: { ask, values, i: i!, j: j! },
        };
      });
    },
  },
  growth: {
    levels: [2],
    make(rng) {
      return until(() => {
        const s = rng.pick(SERIES);
        const n = 5;
        const years = yearsFrom(rng, n);
        const values = [rng.step(40, 400, 20)];
        for (let k = 1; k < n; k += 1) {
          const p = rng.pick([-20, -10, -5, 5, 10, 12.5, 15, 20, 25, 40, 50]);
          values.push(values[k - 1]! * (1 + p / 100));
        }
        if (!values.every((v) => isWhole(v))) return undefined;
        const k = rng.int(1, n - 1);
        const change = ((values[k]! - values[k - 1]!) / values[k - 1]!) * 100;
        if (Math.abs(change) < 1e-9) return undefined;
        const up = change > 0;
        return {
          question: `${table(s.what, years, values)}\nBy what percentage did the figure ${up ? 'rise' : 'fall'} from ${years[k - 1]} to ${years[k]}?`,
          answer: Math.abs(change),
          format: pct,
          distractors: withHindi([
            {
              mistake: `dividing by the ${years[k]} figure instead of ${years[k - 1]}`,
              value: (Math.abs(values[k]! - values[k - 1]!) / values[k]!) * 100,
            },
            {
              mistake: 'taking the difference itself as the percentage',
              value: Math.abs(values[k]! - values[k - 1]!),
            },
            {
              mistake: `writing ${years[k]} as a percentage of ${years[k - 1]}`,
              value: (values[k]! / values[k - 1]!) * 100,
            },
          ]),
          steps: [
            `Change = ${num(values[k]!)} − ${num(values[k - 1]!)} = ${num(values[k]! - values[k - 1]!)}; on ${num(values[k - 1]!)} that is ${pct(Math.abs(change))}.`,
          ],
          hi: HI_TABLE.growth(
            hiTable(hiSeries(s.what), years, values),
            years[k - 1]!,
            values[k - 1]!,
            years[k]!,
            values[k]!,
            change,
          ),
          params: { values, k },
        };
      });
    },
  },
  pie: {
    levels: [2],
    make(rng): Problem {
      const heads = rng.sample(HEADS, 5);
      const shares = until(() => {
        const cuts = [rng.step(5, 35, 5), rng.step(5, 30, 5), rng.step(5, 25, 5), rng.step(5, 20, 5)];
        const last = 100 - sum(cuts);
        return last >= 5 && last <= 40 && new Set([...cuts, last]).size === 5 ? [...cuts, last] : undefined;
      });
      const income = rng.step(20000, 120000, 2000);
      const chart = [
        `A family's monthly expenditure of ${rupees(income)} is shown in a pie chart as percentages:`,
        ...heads.map((h, i) => `${h}: ${shares[i]}%`),
      ].join('\n');
      const hiChart = HI_TABLE.pie(income, heads, shares);
      const ask = rng.pick(['amount', 'angle', 'difference'] as const);
      const i = rng.int(0, 4);
      let j = rng.int(0, 4);
      if (j === i) j = (i + 1) % 5;
      if (ask === 'angle') {
        const angle = shares[i]! * 3.6;
        return {
          question: `${chart}\nWhat is the central angle of the sector for ${heads[i]}?`,
          answer: angle,
          format: deg,
          wholeOptions: false,
          distractors: withHindi([
            { mistake: 'using 3 degrees for each per cent', value: shares[i]! * 3 },
            { mistake: 'taking the percentage as the angle', value: shares[i]! },
            { mistake: 'using 4 degrees for each per cent', value: shares[i]! * 4 },
          ]),
          steps: [
            `The whole circle, 360°, is 100%, so 1% = 3.6°. ${heads[i]}: ${shares[i]} × 3.6 = ${deg(angle)}.`,
          ],
          hi: HI_TABLE.pieAngle(hiChart, heads[i]!, shares[i]!),
          params: { ask, share: shares[i]! },
        };
      }
      if (ask === 'difference') {
        const diff = (Math.abs(shares[i]! - shares[j]!) * income) / 100;
        return {
          question: `${chart}\nHow much more is spent on ${shares[i]! > shares[j]! ? heads[i] : heads[j]} than on ${shares[i]! > shares[j]! ? heads[j] : heads[i]}?`,
          answer: diff,
          format: rupees,
          distractors: withHindi([
            {
              mistake: 'giving the larger amount itself',
              value: (Math.max(shares[i]!, shares[j]!) * income) / 100,
            },
            { mistake: 'adding the two amounts', value: ((shares[i]! + shares[j]!) * income) / 100 },
            {
              mistake: 'taking the percentage gap of the larger head instead of the income',
              value: (Math.abs(shares[i]! - shares[j]!) * Math.max(shares[i]!, shares[j]!) * income) / 10000,
            },
          ]),
          steps: [`The gap is ${Math.abs(shares[i]! - shares[j]!)}% of ${rupees(income)} = ${rupees(diff)}.`],
          hi: HI_TABLE.pieDifference(
            hiChart,
            shares[i]! > shares[j]! ? heads[i]! : heads[j]!,
            shares[i]! > shares[j]! ? heads[j]! : heads[i]!,
            Math.abs(shares[i]! - shares[j]!),
            income,
            diff,
          ),
          params: { ask, income, a: shares[i]!, b: shares[j]! },
        };
      }
      const amount = (shares[i]! * income) / 100;
      return {
        question: `${chart}\nHow much does the family spend on ${heads[i]}?`,
        answer: amount,
        format: rupees,
        distractors: withHindi([
          { mistake: 'misplacing the decimal point', value: amount * 10 },
          { mistake: `reading the share of ${heads[j]} instead`, value: (shares[j]! * income) / 100 },
          { mistake: 'spending what is left after this head', value: income - amount },
        ]),
        steps: [
          `${shares[i]}% of ${rupees(income)} = ${num(income)} × ${shares[i]}/100 = ${rupees(amount)}.`,
        ],
        hi: HI_TABLE.pieAmount(hiChart, heads[i]!, shares[i]!, income, amount),
        params: { ask, income, share: shares[i]!, other: shares[j]! },
      };
    },
  },
  // two series side by side (dataPairs.ts)
  ...PAIR_KINDS,
  // the same data drawn as charts (dataCharts.ts)
  ...CHART_KINDS,
  // marks out of different maxima, and a cumulative "less than" table (dataMarks.ts)
  ...MARKS_KINDS,
  // percentages out of different maxima, an "and above" table, candidates enrolled and present (dataScores.ts)
  ...SCORE_KINDS,
  // a pie with one sector's amount, cells of a companies × months table, the year nearest an average (dataForms.ts)
  ...FORM_KINDS,
  // a pie whose total follows from a marked price, boys and girls by discipline, a week's distances turned into calories (dataReadings.ts)
  ...READING_KINDS,
  // a budget's heads in per cent, two years' bars for five crops, candidates appeared and qualified (dataAudit5.ts)
  ...AUDIT5_CHART_KINDS,
  // tests and the per cent positive, schools' shares with boys : girls, two statements to judge (dataAudit5Tables.ts)
  ...AUDIT5_TABLE_KINDS,
});
