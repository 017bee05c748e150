import { num, pct, rupees, yearsFormat } from '../format';
import { isWhole } from '../math';
import { byGender, hiName } from '../hindi';
import { anyone } from '../names';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';

const RATES = [4, 5, 6, 7.5, 8, 9, 10, 12, 12.5, 15];

// The same values in Hindi (issue 15): वर्ष for years; ₹ and % print the same in both languages.
const hiYears = (value: number) => `${num(value)} वर्ष`;
const GIVES_AMOUNT = 'ब्याज के स्थान पर मिश्रधन (मूलधन + ब्याज) बताना';

export const simpleCompoundInterest = defineTopic({
  simpleInterest: {
    levels: [1],
    make(rng) {
      return until(() => {
        const p = rng.step(2000, 50000, 500);
        const r = rng.pick(RATES);
        const t = rng.int(2, 6);
        const si = (p * r * t) / 100;
        if (!isWhole(si)) return undefined;
        const who = anyone(rng);
        return {
          question: `${who.name} lends ${rupees(p)} at ${pct(r)} per annum simple interest. How much interest does ${who.he} earn in ${yearsFormat(t)}?`,
          answer: si,
          format: rupees,
          distractors: [
            {
              mistake: 'giving the amount (principal + interest) instead of the interest',
              hi: GIVES_AMOUNT,
              value: p + si,
            },
            {
              mistake: 'forgetting to multiply by the time',
              hi: 'समय से गुणा करना भूल जाना',
              value: (p * r) / 100,
            },
            {
              mistake: `using ${t + 1} years`,
              hi: `${t + 1} वर्ष का समय लेना`,
              value: (p * r * (t + 1)) / 100,
            },
            {
              mistake: 'dividing by 1000 instead of 100',
              hi: '100 के स्थान पर 1000 से भाग देना',
              value: (p * r * t) / 1000,
            },
          ],
          steps: [`SI = P × R × T/100 = ${num(p)} × ${num(r)} × ${t}/100 = ${rupees(si)}.`],
          hi: {
            question: `${hiName(who)} ${rupees(p)} की राशि ${pct(r)} वार्षिक साधारण ब्याज की दर से उधार ${byGender(who, 'देता', 'देती')} है। ${hiYears(t)} में उसे कितना ब्याज मिलेगा?`,
            steps: [`साधारण ब्याज = मूलधन × दर × समय/100 = ${num(p)} × ${num(r)} × ${t}/100 = ${rupees(si)}।`],
          },
          params: { p, r, t },
        };
      });
    },
  },
  rateFromInterest: {
    levels: [1, 2],
    make(rng) {
      return until(() => {
        const p = rng.step(1000, 40000, 500);
        const r = rng.pick(RATES);
        const t = rng.int(2, 8);
        const amount = p + (p * r * t) / 100;
        if (!isWhole(amount)) return undefined;
        return {
          question: `A sum of ${rupees(p)} amounts to ${rupees(amount)} in ${yearsFormat(t)} at simple interest. What is the rate of interest per annum?`,
          answer: r,
          format: pct,
          distractors: [
            { mistake: 'not dividing by the number of years', hi: 'वर्षों की संख्या से भाग न देना', value: r * t },
            {
              mistake: 'taking the amount as the interest',
              hi: 'मिश्रधन को ही ब्याज मान लेना',
              value: (amount * 100) / (p * t),
            },
            { mistake: `dividing by ${t + 1} years`, hi: `${t + 1} वर्ष से भाग देना`, value: (r * t) / (t + 1) },
          ],
          steps: [
            `Interest = ${num(amount)} − ${num(p)} = ${rupees(amount - p)}. Rate = SI × 100/(P × T) = ${num(amount - p)} × 100/(${num(p)} × ${t}) = ${pct(r)}.`,
          ],
          hi: {
            question: `${rupees(p)} की धनराशि साधारण ब्याज पर ${hiYears(t)} में ${rupees(amount)} हो जाती है। वार्षिक ब्याज दर क्या है?`,
            steps: [
              `ब्याज = ${num(amount)} − ${num(p)} = ${rupees(amount - p)}। दर = साधारण ब्याज × 100/(मूलधन × समय) = ${num(amount - p)} × 100/(${num(p)} × ${t}) = ${pct(r)}।`,
            ],
          },
          params: { p, amount, t },
        };
      });
    },
  },
  compound2: {
    levels: [2],
    make(rng) {
      return until(() => {
        const r = rng.pick([5, 10, 20, 4, 8, 15, 12]);
        const p = rng.step(2000, 80000, 500);
        const amount = p * (1 + r / 100) ** 2;
        if (!isWhole(amount)) return undefined;
        const ci = amount - p;
        return {
          question: rng.pick([
            `What is the compound interest on ${rupees(p)} for 2 years at ${pct(r)} per annum, compounded annually?`,
            `Find the compound interest, compounded annually, on a deposit of ${rupees(p)} kept for 2 years at ${pct(r)} a year.`,
          ]),
          answer: ci,
          format: rupees,
          distractors: [
            {
              mistake: 'using simple interest',
              hi: 'चक्रवृद्धि के स्थान पर साधारण ब्याज लेना',
              value: (p * r * 2) / 100,
            },
            { mistake: 'giving the amount instead of the interest', value: amount, hi: GIVES_AMOUNT },
            {
              mistake: "finding only the interest on the first year's interest",
              value: p * (r / 100) ** 2,
              hi: 'केवल पहले वर्ष के ब्याज पर ब्याज ज्ञात करना',
            },
            {
              mistake: 'adding the interest on interest twice',
              hi: 'ब्याज पर ब्याज को दो बार जोड़ना',
              value: ci + p * (r / 100) ** 2,
            },
          ],
          steps: [
            `Amount = ${num(p)} × (1 + ${num(r)}/100)² = ${rupees(amount)}; CI = ${num(amount)} − ${num(p)} = ${rupees(ci)}.`,
          ],
          hi: {
            question: `${rupees(p)} पर ${pct(r)} वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) कितना होगा?`,
            steps: [
              `मिश्रधन = ${num(p)} × (1 + ${num(r)}/100)² = ${rupees(amount)}; चक्रवृद्धि ब्याज = ${num(amount)} − ${num(p)} = ${rupees(ci)}।`,
            ],
          },
          params: { p, r, n: 2 },
        };
      });
    },
  },
  halfYearly: {
    levels: [2],
    make(rng) {
      return until(() => {
        const r = rng.pick([8, 10, 12, 20, 16]);
        const p = rng.step(4000, 80000, 400);
        const amount = p * (1 + r / 200) ** 2;
        if (!isWhole(amount)) return undefined;
        const ci = amount - p;
        return {
          question: rng.pick([
            `Find the compound interest on ${rupees(p)} for 1 year at ${pct(r)} per annum, compounded half-yearly.`,
            `${rupees(p)} is deposited for 1 year at ${pct(r)} per annum, interest compounded every six months. How much interest does it earn?`,
          ]),
          answer: ci,
          format: rupees,
          distractors: [
            {
              mistake: 'compounding once a year instead of every six months',
              hi: 'छमाही के स्थान पर वर्ष में एक बार संयोजित करना',
              value: (p * r) / 100,
            },
            {
              mistake: `compounding at ${pct(r)} for each half-year`,
              hi: `प्रत्येक छमाही के लिए पूरी ${pct(r)} दर लेना`,
              value: p * (1 + r / 100) ** 2 - p,
            },
            { mistake: 'giving the amount instead of the interest', value: amount, hi: GIVES_AMOUNT },
          ],
          steps: [
            `Half-yearly: rate ${pct(r / 2)} for 2 periods. Amount = ${num(p)} × (1 + ${num(r / 2)}/100)² = ${rupees(amount)}; CI = ${rupees(ci)}.`,
          ],
          hi: {
            question: `${rupees(p)} पर ${pct(r)} वार्षिक दर से 1 वर्ष का चक्रवृद्धि ब्याज ज्ञात कीजिए, यदि ब्याज छमाही संयोजित होता है।`,
            steps: [
              `छमाही संयोजन: 2 अवधियों के लिए दर ${pct(r / 2)}। मिश्रधन = ${num(p)} × (1 + ${num(r / 2)}/100)² = ${rupees(amount)}; चक्रवृद्धि ब्याज = ${rupees(ci)}।`,
            ],
          },
          params: { p, r, n: 2, perYear: 2 },
        };
      });
    },
  },
  difference2: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const r = rng.pick([4, 5, 6, 8, 10, 12, 15, 20]);
        const p = rng.step(1000, 90000, 100);
        const diff = p * (r / 100) ** 2;
        if (!isWhole(diff) || diff < 10) return undefined;
        const askP = rng.chance(0.5);
        if (askP) {
          return {
            question: rng.pick([
              `The difference between the compound interest and the simple interest on a sum for 2 years at ${pct(r)} per annum is ${rupees(diff)}. What is the sum?`,
              `On a certain sum for 2 years at ${pct(r)} per annum, compound interest exceeds simple interest by ${rupees(diff)}. Find the sum.`,
            ]),
            answer: p,
            format: rupees,
            distractors: [
              {
                mistake: 'dividing by r/100 once instead of squaring it',
                hi: '(r/100)² के स्थान पर केवल r/100 से भाग देना',
                value: (diff * 100) / r,
              },
              { mistake: 'dividing by 2r/100', hi: '2r/100 से भाग देना', value: (diff * 100) / (2 * r) },
              {
                mistake: 'using the three-year formula',
                value: diff / ((r / 100) ** 2 * (3 + r / 100)),
                hi: 'तीन वर्ष का सूत्र लगाना',
              },
            ],
            steps: [
              `For 2 years, CI − SI = P(r/100)², so P = ${num(diff)} ÷ (${num(r)}/100)² = ${rupees(p)}.`,
            ],
            hi: {
              question: `किसी धनराशि पर ${pct(r)} वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर ${rupees(diff)} है। वह धनराशि कितनी है?`,
              steps: [
                `2 वर्ष के लिए, चक्रवृद्धि ब्याज − साधारण ब्याज = P(r/100)², इसलिए P = ${num(diff)} ÷ (${num(r)}/100)² = ${rupees(p)}।`,
              ],
            },
            params: { diff, r, ask: 'principal' },
          };
        }
        return {
          question: rng.pick([
            `What is the difference between the compound interest and the simple interest on ${rupees(p)} for 2 years at ${pct(r)} per annum?`,
            `By how much does the compound interest on ${rupees(p)} for 2 years at ${pct(r)} per annum exceed the simple interest?`,
          ]),
          answer: diff,
          format: rupees,
          distractors: [
            {
              mistake: 'using P × r/100 instead of P(r/100)²',
              hi: 'P(r/100)² के स्थान पर P × r/100 लेना',
              value: (p * r) / 100,
            },
            {
              mistake: 'using the three-year formula',
              value: p * (r / 100) ** 2 * (3 + r / 100),
              hi: 'तीन वर्ष का सूत्र लगाना',
            },
            {
              mistake: 'doubling the difference for two years',
              value: 2 * diff,
              hi: 'दो वर्ष के लिए अंतर को दोगुना कर देना',
            },
          ],
          steps: [`For 2 years, CI − SI = P(r/100)² = ${num(p)} × (${num(r)}/100)² = ${rupees(diff)}.`],
          hi: {
            question: `${rupees(p)} पर ${pct(r)} वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर कितना है?`,
            steps: [
              `2 वर्ष के लिए, चक्रवृद्धि ब्याज − साधारण ब्याज = P(r/100)² = ${num(p)} × (${num(r)}/100)² = ${rupees(diff)}।`,
            ],
          },
          params: { p, r, ask: 'difference' },
        };
      });
    },
  },
  multiplySI: {
    levels: [2],
    make(rng) {
      const n = rng.int(3, 12);
      const k = rng.int(3, 6);
      return {
        question: rng.pick([
          `A sum of money doubles itself in ${yearsFormat(n)} at simple interest. In how many years will it become ${k} times itself?`,
          `At simple interest, a sum becomes twice itself in ${yearsFormat(n)}. How long will it take to become ${k} times itself?`,
        ]),
        answer: n * (k - 1),
        format: yearsFormat,
        distractors: [
          {
            mistake: `multiplying by ${k} instead of ${k - 1}`,
            hi: `${k - 1} के स्थान पर ${k} से गुणा करना`,
            value: n * k,
          },
          {
            mistake: 'assuming it doubles again each period (compound growth)',
            hi: 'यह मान लेना कि राशि हर अवधि में फिर दोगुनी होती है (चक्रवृद्धि की तरह)',
            value: n * Math.log2(k),
          },
          { mistake: `multiplying by ${k - 2}`, hi: `${k - 2} से गुणा करना`, value: n * (k - 2) },
          { mistake: `adding ${k} to the ${n} years`, hi: `${n} वर्ष में ${k} जोड़ देना`, value: n + k },
        ],
        steps: [
          `Doubling means interest = 1 × P in ${n} years. ${k} times needs interest = ${k - 1} × P, which takes ${k - 1} × ${n} = ${yearsFormat(n * (k - 1))}.`,
        ],
        hi: {
          question: `कोई धनराशि साधारण ब्याज पर ${hiYears(n)} में दोगुनी हो जाती है। कितने वर्षों में वह ${k} गुनी हो जाएगी?`,
          steps: [
            `दोगुनी होने का अर्थ है ${n} वर्ष में ब्याज = 1 × मूलधन। ${k} गुनी होने के लिए ब्याज = ${k - 1} × मूलधन चाहिए, जिसमें ${k - 1} × ${n} = ${hiYears(n * (k - 1))} लगेंगे।`,
          ],
          format: hiYears,
        },
        params: { n, k },
      };
    },
  },
  difference3: {
    levels: [3],
    make(rng) {
      return until(() => {
        const r = rng.pick([5, 10, 20, 4, 15]);
        const p = rng.step(1000, 90000, 1000);
        const diff = p * (r / 100) ** 2 * (3 + r / 100);
        if (!isWhole(diff)) return undefined;
        return {
          question: rng.pick([
            `What is the difference between the compound interest and the simple interest on ${rupees(p)} for 3 years at ${pct(r)} per annum?`,
            `By how much does the compound interest on ${rupees(p)} for 3 years at ${pct(r)} per annum exceed the simple interest?`,
          ]),
          answer: diff,
          format: rupees,
          distractors: [
            {
              mistake: 'using the two-year formula P(r/100)²',
              hi: 'दो वर्ष का सूत्र P(r/100)² लगाना',
              value: p * (r / 100) ** 2,
            },
            {
              mistake: 'tripling the two-year difference',
              hi: 'दो वर्ष के अंतर को तीन गुना करना',
              value: 3 * p * (r / 100) ** 2,
            },
            {
              mistake: 'using 3 − r/100 instead of 3 + r/100',
              hi: '3 + r/100 के स्थान पर 3 − r/100 लेना',
              value: p * (r / 100) ** 2 * (3 - r / 100),
            },
            {
              mistake: 'using 3 + r instead of 3 + r/100',
              hi: '3 + r/100 के स्थान पर 3 + r लेना',
              value: p * (r / 100) ** 2 * (3 + r),
            },
          ],
          steps: [
            `For 3 years, CI − SI = P(r/100)²(3 + r/100).`,
            `= ${num(p)} × (${num(r / 100)})² × ${num(3 + r / 100)} = ${rupees(diff)}.`,
          ],
          hi: {
            question: `${rupees(p)} पर ${pct(r)} वार्षिक दर से 3 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर कितना है?`,
            steps: [
              `3 वर्ष के लिए, चक्रवृद्धि ब्याज − साधारण ब्याज = P(r/100)²(3 + r/100)।`,
              `= ${num(p)} × (${num(r / 100)})² × ${num(3 + r / 100)} = ${rupees(diff)}।`,
            ],
          },
          params: { p, r },
        };
      });
    },
  },
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
        distractors: [
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
        ],
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
});
