/**
 * Interest that changes during the loan (issue 19, fourth round; the second audit's forms item 9):
 * simple interest where part of the principal is repaid after the first year, or where the interest
 * is added to the principal after two years (2–3); compound interest at a different rate in each
 * year (2–3); and a sum that becomes k times itself at compound interest in t years, the years it
 * takes to become a higher power of k (2–3; interestDifferences.ts's multiplySI asks the same at simple
 * interest); and compound interest compounded half-yearly for 1½ or 2 years (2) or quarterly for 6, 9
 * or 12 months (3), beside interest.ts's halfYearly for one year. interest.ts spreads them in after its
 * other kinds.
 */
import { num, pct, rupees, yearsFormat } from '../format';
import { hiName, hiYears } from '../hindi';
import { isWhole, sum } from '../math';
import { anyone } from '../names';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const GIVES_AMOUNT = 'ब्याज के स्थान पर मिश्रधन बताना';

export const INTEREST_CHANGES: Record<string, Kind> = {
  simpleChange: {
    levels: [2, 3],
    make(rng) {
      const ask = rng.pick(['repaid', 'capitalised'] as const);
      return until((): Problem | undefined => {
        const who = anyone(rng);
        const p = rng.step(10000, 200000, 1000);
        const r = rng.pick([4, 5, 6, 8, 10, 12, 15]);
        const n = rng.int(3, 5);
        if (ask === 'repaid') {
          const x = rng.step(2000, p / 2, 1000);
          const first = (p * r) / 100;
          const rest = ((p - x) * r * (n - 1)) / 100;
          const answer = first + rest;
          if (!isWhole(first) || !isWhole(rest)) return undefined;
          const wrong: Distractor[] = [
            {
              mistake: 'ignoring the repayment',
              hi: 'लौटाई गई राशि को अनदेखा करना',
              value: (p * r * n) / 100,
            },
            {
              mistake: 'taking the reduced principal from the first year',
              hi: 'पहले वर्ष से ही घटा हुआ मूलधन लेना',
              value: ((p - x) * r * n) / 100,
            },
            {
              mistake: "leaving out the first year's interest",
              hi: 'पहले वर्ष का ब्याज छोड़ देना',
              value: rest,
            },
            {
              mistake: `charging the reduced principal for ${n} more years`,
              hi: `घटे हुए मूलधन पर ${n} वर्ष और ब्याज लेना`,
              value: first + ((p - x) * r * n) / 100,
            },
            {
              mistake: 'adding the repaid sum to the interest',
              hi: 'लौटाई गई राशि को ब्याज में जोड़ देना',
              value: answer + x,
            },
          ];
          return {
            question: `${who.name} borrows ${rupees(p)} at ${pct(r)} per annum simple interest. At the end of the first year ${who.female ? 'she' : 'he'} repays ${rupees(x)} of the principal along with that year's interest. How much interest does ${who.female ? 'she' : 'he'} pay in all over ${n} years?`,
            answer,
            format: rupees,
            distractors: aroundKey(wrong, answer, p / 1000 + n),
            steps: [
              `First year: ${num(p)} × ${r}/100 = ${rupees(first)}. Then ${num(p)} − ${num(x)} = ${rupees(p - x)} for ${n - 1} years: ${num(p - x)} × ${r} × ${n - 1}/100 = ${rupees(rest)}. In all ${rupees(answer)}.`,
            ],
            hi: {
              question: `${hiName(who)} ${rupees(p)} ${pct(r)} वार्षिक साधारण ब्याज पर उधार ${who.female ? 'लेती' : 'लेता'} है। पहले वर्ष के अंत में वह उस वर्ष के ब्याज के साथ मूलधन के ${rupees(x)} लौटा ${who.female ? 'देती' : 'देता'} है। ${n} वर्षों में वह कुल कितना ब्याज ${who.female ? 'देती' : 'देता'} है?`,
              steps: [
                `पहला वर्ष: ${num(p)} × ${r}/100 = ${rupees(first)}। फिर ${num(p)} − ${num(x)} = ${rupees(p - x)} पर ${n - 1} वर्ष: ${num(p - x)} × ${r} × ${n - 1}/100 = ${rupees(rest)}। कुल ${rupees(answer)}।`,
              ],
            },
            params: { ask, p, r, n, x },
          };
        }
        const after2 = p * (1 + (2 * r) / 100);
        const answer = after2 * (1 + (r * (n - 2)) / 100);
        if (!isWhole(after2) || !isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'not adding the interest to the principal',
            hi: 'ब्याज को मूलधन में न जोड़ना',
            value: p * (1 + (r * n) / 100),
          },
          {
            mistake: 'giving the interest instead of the amount',
            hi: 'मिश्रधन के स्थान पर ब्याज बताना',
            value: answer - p,
          },
          {
            mistake: `charging the new principal for all ${n} years`,
            hi: `नए मूलधन पर पूरे ${n} वर्ष का ब्याज लेना`,
            value: after2 * (1 + (r * n) / 100),
          },
          {
            mistake: 'giving the amount at the end of 2 years',
            hi: '2 वर्ष के अंत का मिश्रधन बताना',
            value: after2,
          },
        ];
        return {
          question: `A sum of ${rupees(p)} is lent at ${pct(r)} per annum simple interest. At the end of 2 years the interest is added to the principal, and the new principal earns simple interest at the same rate. What is the amount at the end of ${n} years?`,
          answer,
          format: rupees,
          distractors: aroundKey(wrong, answer, p / 1000 + n),
          steps: [
            `After 2 years: ${num(p)} × (1 + 2 × ${r}/100) = ${rupees(after2)}, the new principal. For the next ${n - 2} year${n - 2 > 1 ? 's' : ''}: ${num(after2)} × (1 + ${r} × ${n - 2}/100) = ${rupees(answer)}.`,
          ],
          hi: {
            question: `${rupees(p)} की राशि ${pct(r)} वार्षिक साधारण ब्याज पर उधार दी जाती है। 2 वर्ष के अंत में ब्याज मूलधन में जोड़ दिया जाता है, और नए मूलधन पर उसी दर से साधारण ब्याज मिलता है। ${n} वर्ष के अंत में मिश्रधन कितना होगा?`,
            steps: [
              `2 वर्ष बाद: ${num(p)} × (1 + 2 × ${r}/100) = ${rupees(after2)}, यही नया मूलधन है। अगले ${n - 2} वर्ष: ${num(after2)} × (1 + ${r} × ${n - 2}/100) = ${rupees(answer)}।`,
            ],
          },
          params: { ask, p, r, n },
        };
      });
    },
  },
  successiveRates: {
    levels: [2, 3],
    make(rng, level) {
      const ask = rng.pick(['interest', 'amount'] as const);
      return until((): Problem | undefined => {
        const years = level === 3 ? 3 : 2;
        const rates = Array.from({ length: years }, () => rng.pick([4, 5, 8, 10, 12, 15, 20, 25]));
        if (new Set(rates).size < years) return undefined;
        const p = rng.step(2000, 100000, 500);
        const amount = rates.reduce((a, r) => a * (1 + r / 100), p);
        if (!isWhole(amount)) return undefined;
        const ci = amount - p;
        const simple = (p * sum(rates)) / 100;
        const mean = sum(rates) / years;
        const atMean = p * (1 + mean / 100) ** years;
        const atFirst = p * (1 + rates[0]! / 100) ** years;
        const shown = ask === 'interest' ? (a: number) => a - p : (a: number) => a;
        const wrong: Distractor[] = [
          {
            mistake: 'adding the rates as simple interest',
            hi: 'दरों को जोड़कर साधारण ब्याज लेना',
            value: shown(p + simple),
          },
          ask === 'interest'
            ? { mistake: 'giving the amount instead of the interest', hi: GIVES_AMOUNT, value: amount }
            : {
                mistake: 'giving the interest instead of the amount',
                hi: 'मिश्रधन के स्थान पर ब्याज बताना',
                value: ci,
              },
          {
            mistake: 'compounding at the average rate',
            hi: 'औसत दर से चक्रवृद्धि करना',
            value: shown(atMean),
          },
          {
            mistake: "using the first year's rate for every year",
            hi: 'हर वर्ष पहले वर्ष की दर लेना',
            value: shown(atFirst),
          },
        ];
        const answer = shown(amount);
        const ordinals = ['first', 'second', 'third'];
        const hiOrdinals = ['पहले', 'दूसरे', 'तीसरे'];
        const rateWords = rates.map((r, i) => `${pct(r)} for the ${ordinals[i]} year`);
        const hiRateWords = rates.map((r, i) => `${hiOrdinals[i]} वर्ष ${pct(r)}`);
        const list = `${rateWords.slice(0, -1).join(', ')} and ${rateWords.at(-1)}`;
        const hiList = `${hiRateWords.slice(0, -1).join(', ')} और ${hiRateWords.at(-1)}`;
        const factors = rates.map((r) => `(1 + ${r}/100)`).join(' × ');
        return {
          question: `What is the ${ask === 'interest' ? 'compound interest' : 'amount'} on ${rupees(p)} for ${years} years, compounded annually, at ${list}?`,
          answer,
          format: rupees,
          distractors: aroundKey(wrong, answer, p / 500),
          steps: [
            `Amount = ${num(p)} × ${factors} = ${rupees(amount)}${ask === 'interest' ? `; CI = ${num(amount)} − ${num(p)} = ${rupees(ci)}` : ''}.`,
          ],
          hi: {
            question: `${rupees(p)} पर ${years} वर्ष का ${ask === 'interest' ? 'चक्रवृद्धि ब्याज' : 'मिश्रधन'} (वार्षिक संयोजित) कितना होगा, यदि दर ${hiList} है?`,
            steps: [
              `मिश्रधन = ${num(p)} × ${factors} = ${rupees(amount)}${ask === 'interest' ? `; चक्रवृद्धि ब्याज = ${num(amount)} − ${num(p)} = ${rupees(ci)}` : ''}।`,
            ],
          },
          params: { ask, p, rates },
        };
      });
    },
  },
  multiplyCI: {
    levels: [2, 3],
    make(rng, level) {
      return until((): Problem | undefined => {
        // k^a times in t years, so k^b times in t·b/a years (level 2: a = 1)
        const k = rng.pick([2, 3, 4]);
        const a = level === 2 ? 1 : rng.int(2, 3);
        const b = rng.int(a + 1, a + 3);
        const t = a * rng.int(2, 8);
        if (k ** b > 1024) return undefined;
        const answer = (t * b) / a;
        const wrong: Distractor[] = [
          {
            mistake: 'treating the growth as simple interest',
            hi: 'वृद्धि को साधारण ब्याज की तरह लेना',
            value: (t * (k ** b - 1)) / (k ** a - 1),
          },
          {
            mistake: 'scaling the years by the ratio of the multiples',
            hi: 'वर्षों को गुणजों के अनुपात से गुणा करना',
            value: t * k ** (b - a),
          },
          {
            mistake: `giving only the years after it becomes ${k ** a} times`,
            hi: `केवल ${k ** a} गुनी होने के बाद के वर्ष बताना`,
            value: (t * (b - a)) / a,
          },
          {
            mistake: `multiplying the years by ${b}`,
            hi: `वर्षों को ${b} से गुणा करना`,
            value: t * b,
          },
          {
            mistake: `counting ${b - 1} factors of ${k} instead of ${b}`,
            hi: `${b} के स्थान पर ${k} के ${b - 1} गुणक गिनना`,
            value: (t * (b - 1)) / a,
          },
          {
            mistake: `counting ${b + 1} factors of ${k} instead of ${b}`,
            hi: `${b} के स्थान पर ${k} के ${b + 1} गुणक गिनना`,
            value: (t * (b + 1)) / a,
          },
          {
            mistake: 'adding the two multiples to the years',
            hi: 'दोनों गुणजों को वर्षों में जोड़ना',
            value: t + k ** b - k ** a,
          },
        ].filter((w) => Number.isInteger(w.value));
        if (wrong.length < 3) return undefined;
        const times = (x: number) => (x === 2 ? 'double itself' : `become ${x} times itself`);
        const hiTimes = (x: number) => (x === 2 ? 'दोगुनी' : `${x} गुनी`);
        return {
          question: `At compound interest (compounded annually), in ${yearsFormat(t)} a sum of money will ${times(k ** a)}. In how many years will it ${times(k ** b)}?`,
          answer,
          format: yearsFormat,
          distractors: aroundKey(wrong, answer, t + b),
          steps: [
            `In ${t} years the sum is multiplied by ${k ** a}${a > 1 ? ` = ${k}^${a}` : ''}, so each factor of ${k} takes ${t}/${a} = ${yearsFormat(t / a)}. ${k ** b} = ${k}^${b}, which takes ${b} × ${num(t / a)} = ${yearsFormat(answer)}.`,
          ],
          hi: {
            question: `चक्रवृद्धि ब्याज (वार्षिक संयोजित) पर कोई धनराशि ${hiYears(t)} में ${hiTimes(k ** a)} हो जाती है। कितने वर्षों में वह ${hiTimes(k ** b)} हो जाएगी?`,
            steps: [
              `${t} वर्ष में धनराशि ${k ** a}${a > 1 ? ` = ${k}^${a}` : ''} गुनी होती है, अतः ${k} के प्रत्येक गुणक में ${t}/${a} = ${hiYears(t / a)} लगते हैं। ${k ** b} = ${k}^${b}, जिसमें ${b} × ${num(t / a)} = ${hiYears(answer)} लगेंगे।`,
            ],
            format: hiYears,
          },
          params: { k, a, b, t },
        };
      });
    },
  },
  compoundedOften: {
    levels: [2, 3],
    make(rng, level) {
      return until((): Problem | undefined => {
        // level 2: half-yearly for 3 or 4 half-years; level 3: quarterly for 2, 3 or 4 quarters
        const perYear = level === 2 ? 2 : 4;
        const periods = level === 2 ? rng.int(3, 4) : rng.int(2, 4);
        const r = level === 2 ? rng.pick([8, 10, 20]) : rng.pick([8, 16, 20, 40]);
        const each = r / perYear;
        const p = rng.step(2000, 64000, 1000);
        const grow = (n: number, rate: number) => p * (1 + rate / 100) ** n;
        const amount = grow(periods, each);
        if (!isWhole(amount)) return undefined;
        const answer = amount - p;
        const years = periods / perYear;
        const wrong: Distractor[] = [
          {
            mistake: 'using simple interest',
            hi: 'चक्रवृद्धि के स्थान पर साधारण ब्याज लेना',
            value: (p * r * years) / 100,
          },
          {
            mistake: `compounding at ${pct(r)} for each ${perYear === 2 ? 'half-year' : 'quarter'}`,
            hi: `प्रत्येक ${perYear === 2 ? 'छमाही' : 'तिमाही'} के लिए पूरी ${pct(r)} दर लेना`,
            value: grow(periods, r) - p,
          },
          { mistake: 'giving the amount instead of the interest', hi: GIVES_AMOUNT, value: amount },
          {
            mistake: `counting ${periods - 1} ${perYear === 2 ? 'half-years' : 'quarters'} instead of ${periods}`,
            hi: `${periods} के स्थान पर ${periods - 1} ${perYear === 2 ? 'छमाहियाँ' : 'तिमाहियाँ'} गिनना`,
            value: grow(periods - 1, each) - p,
          },
          {
            mistake: `counting ${periods + 1} ${perYear === 2 ? 'half-years' : 'quarters'} instead of ${periods}`,
            hi: `${periods} के स्थान पर ${periods + 1} ${perYear === 2 ? 'छमाहियाँ' : 'तिमाहियाँ'} गिनना`,
            value: grow(periods + 1, each) - p,
          },
        ].filter((w) => isWhole(w.value));
        if (wrong.length < 3) return undefined;
        const span = perYear === 2 ? (periods === 3 ? '1½ years' : '2 years') : `${periods * 3} months`;
        const hiSpan = perYear === 2 ? (periods === 3 ? '1½ वर्ष' : '2 वर्ष') : `${periods * 3} महीने`;
        const how = perYear === 2 ? 'half-yearly' : 'quarterly';
        const hiHow = perYear === 2 ? 'छमाही' : 'तिमाही';
        const unit = perYear === 2 ? 'half-year' : 'quarter';
        const hiUnit = perYear === 2 ? 'छमाही' : 'तिमाही';
        return {
          question: `Find the compound interest on ${rupees(p)} at ${pct(r)} per annum for ${span}, compounded ${how}.`,
          answer,
          format: rupees,
          distractors: aroundKey(wrong, answer, p / 1000 + periods),
          steps: [
            `Compounded ${how}: ${pct(each)} a ${unit} for ${periods} ${unit}s. Amount = ${num(p)} × (1 + ${num(each)}/100)^${periods} = ${rupees(amount)}; CI = ${num(amount)} − ${num(p)} = ${rupees(answer)}.`,
          ],
          hi: {
            question: `${rupees(p)} पर ${pct(r)} वार्षिक दर से ${hiSpan} का चक्रवृद्धि ब्याज ज्ञात कीजिए, यदि ब्याज ${hiHow} संयोजित होता है।`,
            steps: [
              `${hiHow} संयोजन: प्रति ${hiUnit} ${pct(each)}, ${periods} अवधियाँ। मिश्रधन = ${num(p)} × (1 + ${num(each)}/100)^${periods} = ${rupees(amount)}; चक्रवृद्धि ब्याज = ${num(amount)} − ${num(p)} = ${rupees(answer)}।`,
            ],
          },
          params: { p, r, perYear, periods },
        };
      });
    },
  },
};
