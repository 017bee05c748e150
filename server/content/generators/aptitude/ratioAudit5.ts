/**
 * A ratio after each of its terms grows by its own per cent (coverage audit 4, item 6): "the salaries
 * are in the ratio 8 : 5 : 9 and rise by 10%, 5% and 5%: the new ratio" (`ratioAfterIncrease`, beside
 * `combine`). ratio.ts spreads it in after its other kinds; the Hindi twin is written from the same
 * drawn values.
 */
import { listAnd, pct, ratio } from '../format';
import { hiListAnd } from '../hindi';
import { reduceRatio } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';

const THINGS = [
  {
    en: (n: number) => `The salaries of ${n === 2 ? 'A and B' : 'A, B and C'} are`,
    hi: (n: number) => `${n === 2 ? 'A और B' : 'A, B और C'} के वेतन`,
    rise: 'their salaries are increased',
    hiRise: 'उनके वेतन में क्रमशः',
    hiNew: 'उनके नए वेतनों का अनुपात',
    en2: 'their new salaries',
  },
  {
    en: (n: number) =>
      `The numbers of students in ${n === 2 ? 'two schools, P and Q,' : 'three schools, P, Q and R,'} are`,
    hi: (n: number) => `${n === 2 ? 'दो विद्यालयों P और Q' : 'तीन विद्यालयों P, Q और R'} में विद्यार्थियों की संख्याएँ`,
    rise: 'the numbers of students are increased',
    hiRise: 'विद्यार्थियों की संख्याओं में क्रमशः',
    hiNew: 'विद्यार्थियों की नई संख्याओं का अनुपात',
    en2: 'the new numbers of students',
  },
  {
    en: (n: number) =>
      `The prices of ${n === 2 ? 'two articles, X and Y,' : 'three articles, X, Y and Z,'} are`,
    hi: (n: number) => `${n === 2 ? 'दो वस्तुओं X और Y' : 'तीन वस्तुओं X, Y और Z'} के मूल्य`,
    rise: 'their prices are increased',
    hiRise: 'उनके मूल्यों में क्रमशः',
    hiNew: 'उनके नए मूल्यों का अनुपात',
    en2: 'their new prices',
  },
] as const;

const RISES = [5, 10, 12, 15, 20, 25, 30, 40, 50];

export const RATIO_AUDIT5: Record<string, Kind> = {
  ratioAfterIncrease: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.chance(0.6) ? 3 : 2;
        const parts = Array.from({ length: n }, () => rng.int(2, 12));
        const rises = Array.from({ length: n }, () => rng.pick(RISES));
        if (reduceRatio(parts).join() !== parts.join() || new Set(parts).size < n) return undefined;
        if (new Set(rises).size < 2) return undefined;
        const grown = parts.map((p, i) => p * (100 + rises[i]!));
        const key = ratio(reduceRatio(grown));
        if (Math.max(...reduceRatio(grown)) > 400) return undefined;
        const options = [
          {
            mistake: 'applying the increases in reverse order',
            hi: 'वृद्धियों को उलटे क्रम में लगाना',
            value: ratio(reduceRatio(parts.map((p, i) => p * (100 + rises[n - 1 - i]!)))),
          },
          {
            mistake: 'keeping the old ratio',
            hi: 'पुराना अनुपात ही मान लेना',
            value: ratio(parts),
          },
          {
            mistake: 'adding the percentages to the ratio terms',
            hi: 'प्रतिशतों को अनुपात के पदों में जोड़ देना',
            value: ratio(reduceRatio(parts.map((p, i) => p + rises[i]!))),
          },
          {
            mistake: 'decreasing the terms instead of increasing them',
            hi: 'पदों को बढ़ाने के स्थान पर घटाना',
            value: ratio(reduceRatio(parts.map((p, i) => p * (100 - rises[i]!)))),
          },
          {
            mistake: 'multiplying the terms by the percentages alone',
            hi: 'पदों को केवल प्रतिशतों से गुणा करना',
            value: ratio(reduceRatio(parts.map((p, i) => p * rises[i]!))),
          },
        ].filter(
          (w, i, all) =>
            w.value !== key && !w.value.includes(',') && all.findIndex((o) => o.value === w.value) === i,
        );
        if (options.length < 3) return undefined;
        const thing = rng.pick(THINGS);
        const riseList = listAnd(rises.map(pct));
        const hiRiseList = hiListAnd(rises.map(pct));
        const steps = parts.map((p, i) => `${p} × ${100 + rises[i]!}/100`).join(' : ');
        const scaled = parts.map((p, i) => p * (100 + rises[i]!));
        return {
          question: `${thing.en(n)} in the ratio ${ratio(parts)}. If ${thing.rise} by ${riseList} respectively, what will be the ratio of ${thing.en2}?`,
          answer: key,
          trap: true,
          distractors: options,
          steps: [
            `Each term grows by its own per cent: ${steps} = ${ratio(scaled)} (on multiplying by 100).`,
            `In lowest terms the new ratio is ${key}.`,
          ],
          hi: {
            question: `${thing.hi(n)} ${ratio(parts)} के अनुपात में हैं। यदि ${thing.hiRise} ${hiRiseList} की वृद्धि की जाए, तो ${thing.hiNew} क्या होगा?`,
            steps: [
              `हर पद अपने प्रतिशत से बढ़ता है: ${steps} = ${ratio(scaled)} (100 से गुणा करने पर)।`,
              `सरलतम रूप में नया अनुपात ${key} है।`,
            ],
          },
          params: { parts, rises },
        };
      });
    },
  },
};
