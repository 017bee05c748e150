/**
 * The level-3 kinds of interest that work back to the sum (or the rate), kept beside interest.ts (which
 * spreads them in their draw order): from the amounts after 2 and 3 years at compound interest, from
 * two amounts at simple interest, from two equal instalments that repay a loan. Each writes its Hindi
 * twin (issue 15) from the same drawn values.
 */
import { num, pct, rupees, yearsFormat } from '../format';
import { isWhole } from '../math';
import { aroundKey } from './keyRank';
import { until } from '../question';
import type { Kind } from '../types';
import { RATES } from './interestTerms';
import { hiYears } from '../hindi';

export const INTEREST_FROM_AMOUNTS: Record<string, Kind> = {
  fromTwoAmounts: {
    levels: [3],
    make(rng) {
      return until(() => {
        const r = rng.pick([5, 10, 20, 25, 4, 8, 12.5]);
        const p = rng.step(1000, 60000, 100);
        const a2 = p * (1 + r / 100) ** 2;
        const a3 = a2 * (1 + r / 100);
        if (!isWhole(a2) || !isWhole(a3)) return undefined;
        const askRate = rng.chance(0.3);
        return {
          question: `${rng.pick([
            `A sum at compound interest (compounded annually) amounts to ${rupees(a2)} in 2 years and to ${rupees(a3)} in 3 years.`,
            `Invested at compound interest (compounded annually), a sum grows to ${rupees(a2)} after 2 years and ${rupees(a3)} after 3 years.`,
          ])} ${askRate ? 'What is the rate of interest?' : 'What is the sum?'}`,
          answer: askRate ? r : p,
          format: askRate ? pct : rupees,
          distractors: askRate
            ? [
                {
                  mistake: 'dividing the increase by the 3-year amount',
                  hi: 'वृद्धि को 3 वर्ष के मिश्रधन से भाग देना',
                  value: ((a3 - a2) / a3) * 100,
                },
                {
                  mistake: 'halving the growth as if over two years',
                  hi: 'वृद्धि को दो वर्ष की मानकर आधा करना',
                  value: r / 2,
                },
              ]
            : [
                {
                  mistake: 'treating the growth as simple interest',
                  hi: 'वृद्धि को साधारण ब्याज मान लेना',
                  value: a2 - 2 * (a3 - a2),
                },
                { mistake: 'going back only one year', hi: 'केवल एक वर्ष पीछे जाना', value: a2 / (1 + r / 100) },
                { mistake: 'going back three years', hi: 'तीन वर्ष पीछे जाना', value: p / (1 + r / 100) },
              ],
          steps: [
            `One year's interest on ${rupees(a2)} is ${num(a3)} − ${num(a2)} = ${rupees(a3 - a2)}, so the rate = ${num(a3 - a2)}/${num(a2)} × 100 = ${pct(r)}.`,
            ...(askRate ? [] : [`Sum = ${num(a2)} ÷ (1 + ${num(r)}/100)² = ${rupees(p)}.`]),
          ],
          hi: {
            question: `चक्रवृद्धि ब्याज (वार्षिक संयोजित) पर कोई धनराशि 2 वर्ष में ${rupees(a2)} और 3 वर्ष में ${rupees(a3)} हो जाती है। ${askRate ? 'ब्याज की दर क्या है?' : 'वह धनराशि कितनी है?'}`,
            steps: [
              `${rupees(a2)} पर एक वर्ष का ब्याज ${num(a3)} − ${num(a2)} = ${rupees(a3 - a2)} है, इसलिए दर = ${num(a3 - a2)}/${num(a2)} × 100 = ${pct(r)}।`,
              ...(askRate ? [] : [`धनराशि = ${num(a2)} ÷ (1 + ${num(r)}/100)² = ${rupees(p)}।`]),
            ],
          },
          params: { a2, a3, ask: askRate ? 'rate' : 'principal' },
        };
      });
    },
  },
  simpleTwoAmounts: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.step(2000, 60000, 500);
        const r = rng.pick(RATES);
        const t1 = rng.int(2, 5);
        const t2 = t1 + rng.int(1, 4);
        const a1 = p * (1 + (r * t1) / 100);
        const a2 = p * (1 + (r * t2) / 100);
        if (!isWhole(a1) || !isWhole(a2)) return undefined;
        const perYear = (a2 - a1) / (t2 - t1);
        return {
          question: rng.pick([
            `A sum of money at simple interest amounts to ${rupees(a1)} in ${yearsFormat(t1)} and to ${rupees(a2)} in ${yearsFormat(t2)}. What is the sum?`,
            `At simple interest, a sum grows to ${rupees(a1)} after ${yearsFormat(t1)} and to ${rupees(a2)} after ${yearsFormat(t2)}. Find the sum.`,
          ]),
          answer: p,
          format: rupees,
          distractors: [
            {
              mistake: 'subtracting the interest of only one year',
              hi: 'केवल एक वर्ष का ब्याज घटाना',
              value: a1 - perYear,
            },
            {
              mistake: `subtracting ${t2} years of interest from the first amount`,
              hi: `पहले मिश्रधन में से ${t2} वर्ष का ब्याज घटाना`,
              value: a1 - perYear * t2,
            },
            {
              mistake: 'taking the difference of the amounts as the sum',
              hi: 'दोनों मिश्रधनों के अंतर को ही धनराशि मान लेना',
              value: a2 - a1,
            },
          ],
          steps: [
            `Interest for ${t2 - t1} ${t2 - t1 === 1 ? 'year' : 'years'} = ${num(a2)} − ${num(a1)} = ${rupees(a2 - a1)}, i.e. ${rupees(perYear)} a year.`,
            `Sum = ${num(a1)} − ${t1} × ${num(perYear)} = ${rupees(p)}.`,
          ],
          hi: {
            question: `कोई धनराशि साधारण ब्याज पर ${hiYears(t1)} में ${rupees(a1)} और ${hiYears(t2)} में ${rupees(a2)} हो जाती है। वह धनराशि कितनी है?`,
            steps: [
              `${t2 - t1} वर्ष का ब्याज = ${num(a2)} − ${num(a1)} = ${rupees(a2 - a1)}, अर्थात् ${rupees(perYear)} प्रति वर्ष।`,
              `धनराशि = ${num(a1)} − ${t1} × ${num(perYear)} = ${rupees(p)}।`,
            ],
          },
          params: { a1, t1, a2, t2 },
        };
      });
    },
  },
  instalments: {
    levels: [3],
    make(rng) {
      const plan = rng.pick([
        { r: 10, unit: 121, sum: 210 },
        { r: 5, unit: 441, sum: 820 },
        { r: 20, unit: 36, sum: 55 },
        { r: 25, unit: 25, sum: 36 },
      ]);
      const k = rng.int(20, 300);
      const x = plan.unit * k;
      const p = plan.sum * k;
      return {
        question: rng.pick([
          `A loan is repaid in two equal annual instalments of ${rupees(x)} each, with interest at ${pct(plan.r)} per annum compounded annually. How much was borrowed?`,
          `A sum borrowed at ${pct(plan.r)} per annum compound interest is paid back in two equal yearly instalments of ${rupees(x)}. What was the sum borrowed?`,
        ]),
        answer: p,
        format: rupees,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            {
              mistake: 'adding the instalments without discounting them',
              hi: 'किस्तों का वर्तमान मूल्य निकाले बिना उन्हें जोड़ देना',
              value: 2 * x,
            },
            {
              mistake: 'discounting both instalments by one year only',
              hi: 'दोनों किस्तों को केवल एक वर्ष के लिए घटाना',
              value: (2 * x * 100) / (100 + plan.r),
            },
            {
              mistake: 'using simple interest to discount',
              hi: 'वर्तमान मूल्य के लिए साधारण ब्याज लगाना',
              value: (x * 100) / (100 + plan.r) + (x * 100) / (100 + 2 * plan.r),
            },
            {
              mistake: 'discounting both instalments by two years',
              hi: 'दोनों किस्तों को दो वर्ष के लिए घटाना',
              value: (2 * x * 10000) / (100 + plan.r) ** 2,
            },
            {
              mistake: 'counting the present value of the first instalment only',
              hi: 'केवल पहली किस्त का वर्तमान मूल्य गिनना',
              value: (x * 100) / (100 + plan.r),
            },
          ],
          p,
          k + plan.r,
        ),
        steps: [
          `Each instalment is worth its present value: ${num(x)}/${num(1 + plan.r / 100)} + ${num(x)}/${num(1 + plan.r / 100)}².`,
          `= ${num((x * 100) / (100 + plan.r))} + ${num((x * 10000) / (100 + plan.r) ** 2)} = ${rupees(p)}.`,
        ],
        step: 100,
        hi: {
          question: `${pct(plan.r)} वार्षिक चक्रवृद्धि ब्याज (वार्षिक संयोजित) पर लिया गया एक ऋण ${rupees(x)} की दो समान वार्षिक किस्तों में चुकाया जाता है। कितनी राशि उधार ली गई थी?`,
          steps: [
            `प्रत्येक किस्त का वर्तमान मूल्य लें: ${num(x)}/${num(1 + plan.r / 100)} + ${num(x)}/${num(1 + plan.r / 100)}²।`,
            `= ${num((x * 100) / (100 + plan.r))} + ${num((x * 10000) / (100 + plan.r) ** 2)} = ${rupees(p)}।`,
          ],
        },
        params: { x, r: plan.r },
      };
    },
  },
};
