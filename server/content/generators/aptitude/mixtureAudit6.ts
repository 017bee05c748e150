/**
 * A mixture part of which is drawn off and replaced by ANOTHER mixture, not water (coverage audit 5,
 * item 7): the final ratio of the two liquids (`replaceWithMixture`, beside `replacement`, which
 * refills with water). mixture.ts spreads it in after its other kinds; the Hindi twin is written from
 * the same drawn values.
 */
import { num, ratio } from '../format';
import { reduceRatio } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';

const LIQUIDS = [
  { en: ['milk', 'water'], hi: ['दूध', 'पानी'] },
  { en: ['spirit', 'water'], hi: ['स्पिरिट', 'पानी'] },
  { en: ['acid', 'water'], hi: ['अम्ल', 'पानी'] },
  { en: ['juice', 'water'], hi: ['जूस', 'पानी'] },
] as const;

/** Ratio mistakes kept only when not the key and first of each text. */
const distinctRatios = (wrong: Distractor[], key: string): Distractor[] =>
  wrong.filter((w, i, all) => w.value !== key && all.findIndex((o) => o.value === w.value) === i);

export const MIXTURE_AUDIT6: Record<string, Kind> = {
  replaceWithMixture: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [a, b] = rng.pick([
          [3, 1],
          [4, 1],
          [5, 3],
          [7, 3],
          [3, 2],
          [5, 1],
          [7, 5],
          [2, 1],
          [5, 2],
        ] as const);
        const [c, d] = rng.pick([
          [1, 1],
          [1, 2],
          [1, 3],
          [2, 3],
          [3, 1],
          [1, 4],
          [3, 5],
        ] as const);
        if (a * d === b * c) return undefined;
        const v = (a + b) * rng.int(2, 12) * rng.pick([1, 2, 4, 5]);
        const k = (c + d) * rng.int(1, 6);
        if (k >= v / 2 || v > 200) return undefined;
        const left = v - k;
        const x = (left * a) / (a + b) + (k * c) / (c + d);
        const y = (left * b) / (a + b) + (k * d) / (c + d);
        if (!Number.isInteger(x * 2) || !Number.isInteger(y * 2)) return undefined;
        const terms = reduceRatio([x * 2, y * 2]);
        if (Math.max(...terms) > 99) return undefined;
        const key = ratio(terms);
        // "25 : 23 = 25 : 23" says nothing: the reduction is shown only when it reduces
        const unreduced = `${num(x)} : ${num(y)}`;
        const reduced = unreduced === key ? key : `${unreduced} = ${key}`;
        const fix = (p: number, q: number): string =>
          Number.isInteger(p * 4) && Number.isInteger(q * 4) ? ratio(reduceRatio([p * 4, q * 4])) : '';
        const wrong = distinctRatios(
          [
            {
              mistake: 'refilling with water instead of the second mixture',
              hi: 'दूसरे मिश्रण के स्थान पर पानी भरना',
              value: fix((left * a) / (a + b), (left * b) / (a + b) + k),
            },
            {
              mistake: 'adding the second mixture without drawing any off',
              hi: 'कुछ निकाले बिना दूसरा मिश्रण मिला देना',
              value: fix((v * a) / (a + b) + (k * c) / (c + d), (v * b) / (a + b) + (k * d) / (c + d)),
            },
            {
              mistake: 'adding the two ratios term by term',
              hi: 'दोनों अनुपातों के पदों को जोड़ देना',
              value: ratio(reduceRatio([a + c, b + d])),
            },
            {
              mistake: 'drawing off the first liquid alone',
              hi: 'केवल पहला द्रव ही निकालना',
              value: fix((v * a) / (a + b) - k + (k * c) / (c + d), (v * b) / (a + b) + (k * d) / (c + d)),
            },
            { mistake: 'keeping the old ratio', hi: 'पुराना अनुपात ही मान लेना', value: ratio([a, b]) },
          ].filter(
            (w) => w.value !== '' && !w.value.split(' : ').some((t) => Number(t) <= 0 || Number(t) > 999),
          ),
          key,
        );
        if (wrong.length < 3) return undefined;
        const liquid = rng.pick(LIQUIDS);
        const [p, q] = liquid.en;
        const [hp, hq] = liquid.hi;
        return {
          question: `A vessel contains ${num(v)} litres of a mixture of ${p} and ${q} in the ratio ${a} : ${b}. ${num(k)} litres of the mixture is taken out and replaced by ${num(k)} litres of another mixture of ${p} and ${q} in the ratio ${c} : ${d}. What is the ratio of ${p} to ${q} in the vessel now?`,
          answer: key,
          distractors: wrong,
          steps: [
            `After ${num(k)} litres are taken out, ${num(left)} litres remain: ${p} ${num(left)} × ${a}/${a + b} = ${num((left * a) / (a + b))} L, ${q} ${num((left * b) / (a + b))} L.`,
            `The ${num(k)} litres added bring ${p} ${num(k)} × ${c}/${c + d} = ${num((k * c) / (c + d))} L and ${q} ${num((k * d) / (c + d))} L.`,
            `${p[0]!.toUpperCase()}${p.slice(1)} : ${q} = ${reduced}.`,
          ],
          hi: {
            question: `एक बर्तन में ${hp} और ${hq} का ${num(v)} लीटर मिश्रण ${a} : ${b} के अनुपात में है। इसमें से ${num(k)} लीटर मिश्रण निकालकर उसके स्थान पर ${num(k)} लीटर दूसरा मिश्रण डाला जाता है, जिसमें ${hp} और ${hq} का अनुपात ${c} : ${d} है। अब बर्तन में ${hp} और ${hq} का अनुपात क्या है?`,
            steps: [
              `${num(k)} लीटर निकालने पर ${num(left)} लीटर बचता है: ${hp} ${num(left)} × ${a}/${a + b} = ${num((left * a) / (a + b))} लीटर, ${hq} ${num((left * b) / (a + b))} लीटर।`,
              `डाले गए ${num(k)} लीटर में ${hp} ${num(k)} × ${c}/${c + d} = ${num((k * c) / (c + d))} लीटर और ${hq} ${num((k * d) / (c + d))} लीटर है।`,
              `${hp} : ${hq} = ${reduced}।`,
            ],
          },
          params: { v, a, b, k, c, d },
        };
      });
    },
  },
};
