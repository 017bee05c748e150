/**
 * Compound against simple interest, kept beside interest.ts (which spreads them in their draw order):
 * the difference of the two over 2 years (found, or the sum found from it) and over 3 years (level 3),
 * and between them in the draw order how long a sum that doubles at simple interest takes to multiply.
 * Each writes its Hindi twin (issue 15) from the same drawn values.
 */
import { num, pct, rupees, yearsFormat } from '../format';
import { isWhole } from '../math';
import { aroundKey } from './keyRank';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiYears } from '../hindi';

export const INTEREST_DIFFERENCES: Record<string, Kind> = {
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
          // slips on both sides of the key (the whole ones only), ordered around it (issue 19)
          distractors: aroundKey(
            [
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
              {
                mistake: 'forgetting to square r/100',
                hi: 'r/100 का वर्ग करना भूल जाना',
                value: p * (r / 100) * (3 + r / 100),
              },
              {
                mistake: 'giving the simple interest for the 3 years',
                hi: '3 वर्ष का साधारण ब्याज बता देना',
                value: (p * r * 3) / 100,
              },
            ].filter((d) => isWhole(d.value)),
            diff,
            p / 1000 + r,
          ),
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
};
