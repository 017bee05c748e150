/**
 * Simple and compound interest on the same sum for 2 years given, the rate or the sum asked (issue 19,
 * survey of branch qd): CI − SI is the interest on the first year's interest, r × SI/2, so r =
 * 2(CI − SI)/SI and the sum = SI/(2r). interest.ts spreads it in after its other kinds.
 */
import { num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

export const INTEREST_SI_CI: Record<string, Kind> = {
  siCiTwoYears: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const r = rng.pick([4, 5, 6, 8, 10, 12, 12.5, 15, 16, 20, 25]);
        const p = rng.step(1000, 50000, 500);
        const si = (2 * p * r) / 100;
        const ci = p * ((1 + r / 100) ** 2 - 1);
        if (!isWhole(si) || !isWhole(ci)) return undefined;
        const askSum = level === 3 && rng.chance(0.6);
        const diff = ci - si;
        const wrong = askSum
          ? [
              {
                mistake: 'taking the 2-year simple interest as one year’s',
                hi: '2 वर्ष के साधारण ब्याज को एक वर्ष का मान लेना',
                value: (si * si) / (2 * diff),
              },
              {
                mistake: 'giving one year’s simple interest',
                hi: 'एक वर्ष का साधारण ब्याज बता देना',
                value: si / 2,
              },
              {
                mistake: 'dividing by the rate, not its square',
                hi: 'दर के वर्ग के स्थान पर केवल दर से भाग देना',
                value: (diff * 10000) / r,
              },
              {
                mistake: 'giving the 2-year simple interest',
                hi: '2 वर्ष का साधारण ब्याज बता देना',
                value: si,
              },
              {
                mistake: 'adding the compound interest to the sum',
                hi: 'मूलधन में चक्रवृद्धि ब्याज जोड़ देना',
                value: p + ci,
              },
            ]
          : [
              {
                mistake: 'taking the 2-year simple interest as one year’s',
                hi: '2 वर्ष के साधारण ब्याज को एक वर्ष का मान लेना',
                value: (diff / si) * 100,
              },
              {
                mistake: 'dividing the difference by the compound interest',
                hi: 'अंतर को चक्रवृद्धि ब्याज से भाग देना',
                value: ((2 * diff) / ci) * 100,
              },
              {
                mistake: 'halving instead of doubling',
                hi: 'दोगुना करने के स्थान पर आधा करना',
                value: (diff / si) * 50,
              },
              {
                mistake: 'inverting the ratio of the difference to one year’s interest',
                hi: 'अंतर और एक वर्ष के ब्याज के अनुपात को उलट देना',
                value: si / 2 / diff,
              },
              {
                mistake: 'giving the 2-year rate',
                hi: '2 वर्ष की कुल दर बता देना',
                value: 2 * r,
              },
              {
                mistake: 'giving the difference as a per cent of one year’s interest, doubled',
                hi: 'एक वर्ष के ब्याज पर अंतर के प्रतिशत को दोगुना कर देना',
                value: 4 * r,
              },
            ];
        const answer = askSum ? p : r;
        const usable = wrong.filter((w) => w.value > 0 && (askSum ? isWhole(w.value) : isWhole(w.value * 4)));
        const kept = aroundKey(usable, answer, p / 100 + r);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        const head = `On a certain sum, the simple interest for 2 years is ${rupees(si)} and the compound interest (compounded annually) at the same rate for 2 years is ${rupees(ci)}.`;
        const hiHead = `किसी धनराशि पर 2 वर्ष का साधारण ब्याज ${rupees(si)} है और उसी दर से 2 वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) ${rupees(ci)} है।`;
        return {
          question: `${head} ${askSum ? 'What is the sum?' : 'What is the rate of interest per annum?'}`,
          answer,
          format: askSum ? rupees : pct,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `One year's simple interest is ${rupees(si)} ÷ 2 = ${rupees(si / 2)}. Compound interest exceeds it by ${rupees(ci)} − ${rupees(si)} = ${rupees(diff)}, the second year's interest on the first year's interest.`,
            `Rate = ${num(diff)} ÷ ${num(si / 2)} × 100 = ${pct(r)}.`,
            ...(askSum
              ? [`Sum = one year's interest ÷ rate = ${num(si / 2)} ÷ ${num(r)}% = ${rupees(p)}.`]
              : []),
          ],
          hi: {
            question: `${hiHead} ${askSum ? 'धनराशि कितनी है?' : 'वार्षिक ब्याज दर क्या है?'}`,
            steps: [
              `एक वर्ष का साधारण ब्याज ${rupees(si)} ÷ 2 = ${rupees(si / 2)} है। चक्रवृद्धि ब्याज इससे ${rupees(ci)} − ${rupees(si)} = ${rupees(diff)} अधिक है, जो पहले वर्ष के ब्याज पर दूसरे वर्ष का ब्याज है।`,
              `दर = ${num(diff)} ÷ ${num(si / 2)} × 100 = ${pct(r)}।`,
              ...(askSum
                ? [`धनराशि = एक वर्ष का ब्याज ÷ दर = ${num(si / 2)} ÷ ${num(r)}% = ${rupees(p)}।`]
                : []),
            ],
          },
          params: { si, ci, askSum },
        };
      });
    },
  },
};
