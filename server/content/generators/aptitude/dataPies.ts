/**
 * The pie-chart kinds of data interpretation (issue 19, item 1): one pie of a total in per cent or
 * degrees, and two pies of different totals to compare. Kept beside dataCharts.ts, which lists them
 * in CHART_KINDS in their draw order, so each file stays short.
 */
import { isExact, until } from '../question';
import { deg, num, pct, ratio, rupees } from '../format';
import { isWhole, reduceRatio, sum } from '../math';
import type { Rng } from '../rng';
import type { Kind, Problem } from '../types';
import { pieChart, twoPies } from './chartSvg';
import { HEADS } from './dataSubjects';
import { HI_ALT, HI_PIE, HI_TWO_PIES, hiWhose } from './hindiCharts';
import { hiLabel, withHindi } from './hindiData';

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

/** A pie chart of a total: a head's amount, a sector's angle (level 1), gaps and percentages (level 2). */
export const pieChartKind: Kind = {
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
      const chart = {
        alt: HI_ALT.pie(hiWhose(t.whose), heads, shares, unit),
        svg: pieChart(t.whose, heads.map(hiLabel), shares, unit).svg,
      };
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
          hi: HI_PIE.amount(hiHead, chart, heads[i]!, shares[i]!, money(total), money(amount(i))),
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
          hi: HI_PIE.angle(hiHead, chart, heads[i]!, shares[i]!),
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
            chart,
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
        hi: HI_PIE.percentMore(hiHead, chart, heads[hi]!, heads[lo]!, shares[hi]!, shares[lo]!, more),
        params: { ask, unit, total, shares, heads, i: hi, j: lo },
      };
    });
  },
};

/** Two pies of different totals (two years): the change in a head's amount, or the ratio of its amounts. */
export const twoPiesKind: Kind = {
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
      const chart = {
        alt: HI_ALT.twoPies(titles, heads, [a, b]),
        svg: twoPies("a family's monthly expenditure", titles, heads.map(hiLabel), [a, b]).svg,
      };
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
          hi: HI_TWO_PIES.change(hiHead, chart, titles, heads[k]!, up, lines, Math.abs(y - x)),
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
        hi: HI_TWO_PIES.ratio(hiHead, chart, titles, heads[k]!, lines, x, y, r),
        params: { ask: 'ratio', ...params },
      };
    });
  },
};
