/**
 * Measures of dispersion the bank did not ask (brief qs, issue 19; SSC syllabus "statistics"): the
 * range of a listed set, and its mean deviation about the mean (the average of the absolute
 * deviations from the mean). statistics.ts spreads it in after its other kinds.
 */
import { listAnd, num } from '../format';
import { hiListAnd } from '../hindi';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const total = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

export const STATISTICS_QS: Record<string, Kind> = {
  dispersion: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.pick([5, 6, 7, 8]);
        const values = Array.from({ length: n }, () => rng.int(2, 60));
        if (new Set(values).size < n) return undefined;
        const sorted = [...values].sort((a, b) => a - b);
        const lo = sorted[0]!;
        const hi = sorted[n - 1]!;
        const range = hi - lo;
        const listText = listAnd(values.map((v) => num(v)));
        const hiList = hiListAnd(values.map((v) => num(v)));
        if (rng.chance(0.4)) {
          const first = values[0]!;
          const last = values[n - 1]!;
          if (first === lo || first === hi || last === lo || last === hi) return undefined;
          const wrong = [
            {
              mistake: 'taking the last value listed minus the first',
              value: Math.abs(last - first),
              hi: 'सूची के अंतिम मान में से पहला मान घटाना',
            },
            { mistake: 'giving the largest value', value: hi, hi: 'सबसे बड़ा मान दे देना' },
            {
              mistake: 'adding the largest and smallest values',
              value: hi + lo,
              hi: 'सबसे बड़े और सबसे छोटे मान को जोड़ देना',
            },
            {
              mistake: 'taking the second largest minus the second smallest',
              value: sorted[n - 2]! - sorted[1]!,
              hi: 'दूसरे सबसे बड़े में से दूसरा सबसे छोटा मान घटाना',
            },
            { mistake: 'halving the range', value: range / 2, hi: 'परास को आधा कर देना' },
          ].filter((w) => isExact(w.value) && w.value > 0);
          return {
            question: `What is the range of the data ${listText}?`,
            answer: range,
            wholeOptions: false,
            distractors: aroundKey(wrong, range, n + lo),
            steps: [`Range = largest value − smallest value = ${num(hi)} − ${num(lo)} = ${num(range)}.`],
            hi: {
              question: `आँकड़ों ${hiList} का परास क्या है?`,
              steps: [`परास = सबसे बड़ा मान − सबसे छोटा मान = ${num(hi)} − ${num(lo)} = ${num(range)}।`],
            },
            params: { values, ask: 'range' },
          };
        }
        const mean = total(values) / n;
        if (!Number.isInteger(mean)) return undefined;
        const devs = values.map((v) => Math.abs(v - mean));
        const md = total(devs) / n;
        // printed to at most two places, as papers print it
        if (!isExact(md) || Math.abs(md * 100 - Math.round(md * 100)) > 1e-9) return undefined;
        const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
        const aboutMedian = total(values.map((v) => Math.abs(v - median))) / n;
        const wrong = [
          {
            mistake: `dividing the sum of the deviations by ${n - 1} instead of ${n}`,
            value: total(devs) / (n - 1),
            hi: `विचलनों के योग को ${n} के स्थान पर ${n - 1} से भाग देना`,
          },
          {
            mistake: 'measuring the deviations from the median instead of the mean',
            value: aboutMedian,
            hi: 'माध्य के स्थान पर माध्यिका से विचलन लेना',
          },
          { mistake: 'halving the range', value: range / 2, hi: 'परास को आधा कर देना' },
          {
            mistake: 'dividing the sum of the deviations by 2n',
            value: md / 2,
            hi: `विचलनों के योग को ${2 * n} से भाग देना`,
          },
          {
            mistake: 'giving the sum of the absolute deviations',
            value: total(devs),
            hi: 'निरपेक्ष विचलनों का योग दे देना',
          },
          {
            mistake: 'taking the root of the mean squared deviation (the standard deviation)',
            value: Math.sqrt(total(values.map((v) => (v - mean) ** 2)) / n),
            hi: 'वर्ग विचलनों के माध्य का वर्गमूल (मानक विचलन) ले लेना',
          },
        ].filter(
          (w) =>
            isExact(w.value) && Math.abs(w.value * 100 - Math.round(w.value * 100)) < 1e-9 && w.value > 0,
        );
        if (new Set(wrong.map((w) => w.value).filter((v) => Math.abs(v - md) > 1e-9)).size < 3)
          return undefined;
        const devText = devs.map((d) => num(d)).join(' + ');
        return {
          question: `What is the mean deviation about the mean of ${listText}?`,
          answer: md,
          wholeOptions: false,
          distractors: aroundKey(wrong, md, n + mean),
          steps: [
            `Mean = ${num(total(values))} ÷ ${n} = ${num(mean)}.`,
            `Absolute deviations from ${num(mean)}: ${devText} = ${num(total(devs))}; mean deviation = ${num(total(devs))} ÷ ${n} = ${num(md)}.`,
          ],
          hi: {
            question: `${hiList} का माध्य के सापेक्ष माध्य विचलन क्या है?`,
            steps: [
              `माध्य = ${num(total(values))} ÷ ${n} = ${num(mean)}।`,
              `${num(mean)} से निरपेक्ष विचलन: ${devText} = ${num(total(devs))}; माध्य विचलन = ${num(total(devs))} ÷ ${n} = ${num(md)}।`,
            ],
          },
          params: { values, ask: 'meanDeviation' },
        };
      });
    },
  },
};
