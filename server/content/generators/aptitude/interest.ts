/**
 * Simple and compound interest: the first kinds of levels 1 and 2 are here (simple interest, the rate
 * from an amount, compound interest for 2 years, compounded half-yearly); the differences of compound
 * and simple interest sit beside it in interestDifferences.ts and the level-3 sums worked back from
 * amounts in interestFromAmounts.ts, spread back in below in the same draw order (the order decides
 * which question each seed makes).
 */
import { num, pct, rupees, yearsFormat } from '../format';
import { isWhole } from '../math';
import { byGender, hiName } from '../hindi';
import { anyone } from '../names';
import { defineTopic, until } from '../question';
import { INTEREST_BACKWARDS } from './interestBackwards';
import { INTEREST_CHANGES } from './interestChanges';
import { INTEREST_DIFFERENCES } from './interestDifferences';
import { INTEREST_FROM_AMOUNTS } from './interestFromAmounts';
import { INTEREST_SI_CI } from './interestSiCi';
import { RATES } from './interestTerms';
import { hiYears } from '../hindi';
import { aroundKey } from './keyRank';
import { INTEREST_AUDIT5 } from './interestAudit5';
import { INTEREST_AUDIT6 } from './interestAudit6';

// The Hindi of a mistake three kinds here name (issue 15).
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
          // the key's place among the sorted options varies: two slips above it, two or three below
          distractors: aroundKey(
            [
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
              ...(t > 2
                ? [
                    {
                      mistake: `using ${t - 1} years`,
                      hi: `${t - 1} वर्ष का समय लेना`,
                      value: (p * r * (t - 1)) / 100,
                    },
                  ]
                : []),
            ],
            si,
            p / 500 + r + t,
          ),
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
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
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
              {
                mistake: 'finding the interest for one year only',
                hi: 'केवल एक वर्ष का ब्याज ज्ञात करना',
                value: (p * r) / 100,
              },
            ],
            ci,
            p / 500 + r,
          ),
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
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
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
              {
                mistake: 'adding the interest on interest twice',
                hi: 'ब्याज पर ब्याज को दो बार जोड़ना',
                value: ci + p * (r / 200) ** 2,
              },
              {
                mistake: 'finding the interest for one half-year only',
                hi: 'केवल एक छमाही का ब्याज ज्ञात करना',
                value: (p * r) / 200,
              },
            ],
            ci,
            p / 400 + r,
          ),
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
  ...INTEREST_DIFFERENCES,
  ...INTEREST_FROM_AMOUNTS,
  // asked backwards: the rate, the sum, one of two parts (interestBackwards.ts)
  ...INTEREST_BACKWARDS,
  // simple interest changed during the loan, compound interest at a rate for each year (interestChanges.ts)
  ...INTEREST_CHANGES,
  // simple and compound interest for 2 years given: the rate or the sum (interestSiCi.ts)
  ...INTEREST_SI_CI,
  // another sum at the same rate, the sum from two times' interest gap, a simple-interest instalment (interestAudit5.ts)
  ...INTEREST_AUDIT5,
  // the instalment repaying a sum at compound interest, the rate of simple-interest instalments (interestAudit6.ts)
  ...INTEREST_AUDIT6,
});
