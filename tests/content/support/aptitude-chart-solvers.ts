/**
 * Independent solvers for the data-interpretation questions drawn as charts (dataCharts.ts): each
 * reads the data in `params` (the same data the chart-drawing test reads back from the SVG) and works
 * the answer by its own route: counting with whole-number comparisons, walking the classes by their
 * limits, amounts before ratios.
 */
import { num, ratio, sum, text, type Params, type Solver } from './values';

/** The amount of head k of a pie, in the total's units. */
const pieAmount = (p: Params, k: number): number => (p.total * p.shares[k]) / (p.unit === '%' ? 100 : 360);

/** Students in the classes whose limits lie inside [from, to). */
function studentsBetween(p: Params, from: number, to: number): number {
  let count = 0;
  (p.counts as number[]).forEach((f, c) => {
    const lower = p.start + c * p.width;
    if (lower >= from && lower + p.width <= to) count += f;
  });
  return count;
}

export const CHART_SOLVERS: Record<string, Solver> = {
  barChart: (p) => {
    const v: number[] = p.values;
    const [a, b] = [v[p.i] ?? 0, v[p.j] ?? 0];
    switch (p.ask) {
      case 'total':
        return num(sum(v));
      case 'average':
        return num(sum(v) / v.length);
      case 'difference':
        return num(Math.max(a, b) - Math.min(a, b));
      case 'ratio':
        return ratio(a, b);
      case 'percentChange':
        return num(Math.abs(b / a - 1) * 100);
      default:
        // above the average: n·v > total, compared in whole numbers
        return num(v.filter((x) => x * v.length > sum(v)).length);
    }
  },
  lineChart: (p) => {
    const v: number[] = p.values;
    if (p.ask === 'average') return num(sum(v.slice(p.from, p.to + 1)) / (p.to - p.from + 1));
    let best = 1;
    for (let k = 2; k < v.length; k += 1) if (v[k]! - v[k - 1]! > v[best]! - v[best - 1]!) best = k;
    return text(String(p.years[best]));
  },
  histogram: (p) => {
    const total = sum(p.counts);
    const mark = p.start + p.k * p.width;
    if (p.ask === 'atLeast') return num(studentsBetween(p, mark, Infinity));
    return num((studentsBetween(p, -Infinity, mark) * 100) / total);
  },
  pieChart: (p) => {
    if (p.ask === 'amount') return num(pieAmount(p, p.i));
    if (p.ask === 'angle') return num((p.shares[p.i] * 360) / 100);
    const [hi, lo] = [pieAmount(p, p.i), pieAmount(p, p.j)];
    if (p.ask === 'difference') return num(hi - lo);
    return num(((hi - lo) * 100) / lo);
  },
  twoPies: (p) => {
    const before = (p.a[p.k] * p.t1) / 100;
    const after = (p.b[p.k] * p.t2) / 100;
    return p.ask === 'change' ? num(Math.abs(after - before)) : ratio(before, after);
  },
};
