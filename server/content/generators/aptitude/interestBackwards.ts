/**
 * Interest asked backwards (issue 19, second round): the yearly rate from an amount compounded
 * half-yearly, the sum whose simple interest falls short of it by a given amount, and the part of a
 * sum lent at one of two simple-interest rates when the total interest is given. interest.ts spreads
 * them in after its other kinds, so the earlier kinds keep their draw order.
 */
import { fraction, num, pct, rupees, yearsFormat } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind } from '../types';
import { RATES } from './interestTerms';
import { hiYears } from '../hindi';

/** Half-yearly rates whose growth factor is a simple fraction (1 + h/100 = 5/4, 21/20 …). */
const HALF_RATES = [2, 2.5, 4, 5, 10, 12.5, 20, 25];

/** "1½ years" from half-years (the papers print it so; num would give 1.5). */
const halfYears = (n: number): string => (n % 2 === 0 ? yearsFormat(n / 2) : `${num((n - 1) / 2)}½ years`);
const SUP: Record<number, string> = { 2: '²', 3: '³' };
const hiHalfYears = (n: number): string => (n % 2 === 0 ? hiYears(n / 2) : `${num((n - 1) / 2)}½ वर्ष`);

export const INTEREST_BACKWARDS: Record<string, Kind> = {
  rateHalfYearly: {
    levels: [3],
    make(rng) {
      return until(() => {
        const h = rng.pick(HALF_RATES);
        const n = rng.pick([2, 3]);
        const p = rng.step(1000, 40000, 100);
        const amount = p * (1 + h / 100) ** n;
        if (!isWhole(amount)) return undefined;
        const years = n / 2;
        const growth = ((amount - p) / p) * 100;
        return {
          question: `A sum of ${rupees(p)} amounts to ${rupees(amount)} in ${halfYears(n)} at compound interest, compounded half-yearly. What is the rate of interest per annum?`,
          answer: 2 * h,
          format: pct,
          distractors: [
            { mistake: 'giving the half-yearly rate', hi: 'छमाही दर को ही वार्षिक दर बताना', value: h },
            {
              mistake: 'treating the growth as simple interest',
              hi: 'पूरी वृद्धि को साधारण ब्याज मान लेना',
              value: growth / years,
            },
            {
              mistake: 'counting the half-years as years',
              hi: 'छमाहियों को वर्ष मान लेना',
              value: growth / n,
            },
            {
              mistake: 'doubling the half-yearly rate twice',
              hi: 'छमाही दर को दो बार दोगुना करना',
              value: 4 * h,
            },
          ],
          steps: [
            `In ${halfYears(n)} there are ${n} half-years. (1 + R/200)${SUP[n]} = ${num(amount)}/${num(p)} = ${fraction(amount / p)} = (${fraction(1 + h / 100)})${SUP[n]}.`,
            `So R/200 = ${fraction(h / 100)}: the half-yearly rate is ${pct(h)} and the yearly rate R = ${pct(2 * h)}.`,
          ],
          hi: {
            question: `${rupees(p)} की धनराशि छमाही संयोजित चक्रवृद्धि ब्याज पर ${hiHalfYears(n)} में ${rupees(amount)} हो जाती है। ब्याज की वार्षिक दर क्या है?`,
            steps: [
              `${hiHalfYears(n)} में ${n} छमाहियाँ हैं। (1 + R/200)${SUP[n]} = ${num(amount)}/${num(p)} = ${fraction(amount / p)} = (${fraction(1 + h / 100)})${SUP[n]}।`,
              `अतः R/200 = ${fraction(h / 100)}: छमाही दर ${pct(h)} है और वार्षिक दर R = ${pct(2 * h)}।`,
            ],
          },
          params: { p, amount, halfYears: n },
        };
      });
    },
  },
  sumFromShortfall: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const r = rng.pick(RATES);
        const t = rng.int(2, 8);
        const share = (r * t) / 100;
        if (share >= 0.8 || !isWhole(r * t * 2)) return undefined;
        const p = rng.step(1000, 50000, 500);
        const shortfall = p * (1 - share);
        if (!isWhole(shortfall) || !isWhole(p * share)) return undefined;
        const asInterest = shortfall / share;
        return {
          question: `The simple interest on a sum of money at ${pct(r)} per annum for ${yearsFormat(t)} is ${rupees(shortfall)} less than the sum. What is the sum?`,
          answer: p,
          format: rupees,
          distractors: [
            {
              mistake: 'taking the shortfall as the interest',
              hi: 'कमी की राशि को ही ब्याज मान लेना',
              value: asInterest,
            },
            {
              mistake: 'adding the interest to the sum instead of taking it away',
              hi: 'ब्याज को धनराशि में से घटाने के स्थान पर जोड़ना',
              value: shortfall / (1 + share),
            },
            { mistake: 'giving the interest', hi: 'ब्याज बताना', value: p * share },
          ],
          steps: [
            `Interest = ${num(r)} × ${t}/100 = ${fraction(share)} of the sum, so the sum − interest = ${fraction(1 - share)} of the sum = ${rupees(shortfall)}.`,
            `Sum = ${num(shortfall)} ÷ ${fraction(1 - share)} = ${rupees(p)}.`,
          ],
          hi: {
            question: `किसी धनराशि पर ${pct(r)} वार्षिक दर से ${hiYears(t)} का साधारण ब्याज उस धनराशि से ${rupees(shortfall)} कम है। वह धनराशि कितनी है?`,
            steps: [
              `ब्याज = ${num(r)} × ${t}/100 = धनराशि का ${fraction(share)}, अतः धनराशि − ब्याज = धनराशि का ${fraction(1 - share)} = ${rupees(shortfall)}।`,
              `धनराशि = ${num(shortfall)} ÷ ${fraction(1 - share)} = ${rupees(p)}।`,
            ],
          },
          params: { r, t, shortfall },
        };
      });
    },
  },
  twoSumsSimple: {
    levels: [3],
    make(rng) {
      return until(() => {
        const [r1, r2] = rng.sample([4, 5, 6, 8, 10, 12, 15], 2) as [number, number];
        const t = rng.int(2, 5);
        const p1 = rng.step(1000, 30000, 500);
        const p2 = rng.step(1000, 30000, 500);
        if (p1 === p2) return undefined;
        const total = p1 + p2;
        const interest = ((p1 * r1 + p2 * r2) * t) / 100;
        if (!isWhole(interest)) return undefined;
        // forgetting the years: the whole interest read as one year's
        const noYears = (interest * 100 - total * r2) / (r1 - r2);
        return {
          question: `A sum of ${rupees(total)} is lent in two parts, one at ${pct(r1)} and the other at ${pct(r2)} simple interest per annum. The total interest after ${yearsFormat(t)} is ${rupees(interest)}. How much was lent at ${pct(r1)}?`,
          answer: p1,
          format: rupees,
          distractors: [
            {
              mistake: `giving the part lent at ${pct(r2)}`,
              hi: `${pct(r2)} पर दिया गया भाग बताना`,
              value: p2,
            },
            {
              mistake: 'forgetting to divide the interest by the years',
              hi: 'ब्याज को वर्षों से भाग देना भूल जाना',
              value: isExact(noYears) ? noYears : 0,
            },
            { mistake: 'splitting the sum equally', hi: 'धनराशि को बराबर बाँट देना', value: total / 2 },
            {
              mistake: 'splitting the sum in the ratio of the rates',
              hi: 'धनराशि को दरों के अनुपात में बाँटना',
              value: (total * r1) / (r1 + r2),
            },
          ],
          steps: [
            `One year's interest = ${num(interest)} ÷ ${t} = ${rupees(interest / t)}. Were all ${rupees(total)} lent at ${pct(r2)}, it would be ${rupees((total * r2) / 100)}.`,
            `Each ₹ 100 moved to ${pct(r1)} changes it by ₹ ${num(Math.abs(r1 - r2))}, so the part at ${pct(r1)} = (${num(interest / t)} − ${num((total * r2) / 100)}) × 100 ÷ (${num(r1)} − ${num(r2)}) = ${rupees(p1)}.`,
          ],
          hi: {
            question: `${rupees(total)} की धनराशि दो भागों में उधार दी गई, एक भाग ${pct(r1)} और दूसरा ${pct(r2)} वार्षिक साधारण ब्याज पर। ${hiYears(t)} बाद कुल ब्याज ${rupees(interest)} है। ${pct(r1)} पर कितनी राशि दी गई?`,
            steps: [
              `एक वर्ष का ब्याज = ${num(interest)} ÷ ${t} = ${rupees(interest / t)}। यदि पूरे ${rupees(total)} ${pct(r2)} पर दिए जाते, तो यह ${rupees((total * r2) / 100)} होता।`,
              `${pct(r1)} पर ले जाया गया प्रत्येक ₹ 100 इसे ₹ ${num(Math.abs(r1 - r2))} बदलता है, अतः ${pct(r1)} वाला भाग = (${num(interest / t)} − ${num((total * r2) / 100)}) × 100 ÷ (${num(r1)} − ${num(r2)}) = ${rupees(p1)}।`,
            ],
          },
          params: { total, r1, r2, t, interest },
        };
      });
    },
  },
};
