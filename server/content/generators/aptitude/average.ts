/**
 * Average: the level-1 kinds are here (the mean of a list, of the first n numbers, a missing value); a
 * group that changes sits beside it in averageGroups.ts and the level-3 kinds in averageLevel3.ts,
 * spread back in below in the same draw order (the order decides which question each seed makes).
 */
import { listAnd, num, ordinal } from '../format';
import { sum } from '../math';
import { hiListAnd, hiName } from '../hindi';
import { anyone } from '../names';
import { defineTopic, until } from '../question';
import { AVERAGE_GROUPS } from './averageGroups';
import { AVERAGE_LEVEL3 } from './averageLevel3';
import { AVERAGE_RATIO } from './averageRatio';
import { AVERAGE_REMAINING } from './averageRemaining';
import { aroundKey } from './keyRank';
import { AVERAGE_AUDIT4 } from './audit4Arithmetic';
import { AVERAGE_AUDIT6 } from './averageAudit6';

export const average = defineTopic({
  meanOfList: {
    levels: [1],
    make(rng) {
      return until(() => {
        const n = rng.int(5, 7);
        const mean = rng.int(30, 90);
        const values: number[] = [];
        for (let i = 0; i < n - 1; i += 1) values.push(mean + rng.int(-15, 15));
        values.push(n * mean - sum(values));
        if (values[n - 1]! < 5 || values[n - 1]! > 120 || new Set(values).size < n - 1) return undefined;
        const total = sum(values);
        const sorted = [...values].sort((a, b) => a - b);
        const who = anyone(rng);
        const list = listAnd(values.map((v) => num(v)));
        const plain = rng.chance(0.5);
        const hiList = hiListAnd(values.map((v) => num(v)));
        const question = plain
          ? `What is the average of ${list}?`
          : `${who.name} scored ${list} marks in ${n} tests. What is ${who.his} average score?`;
        return {
          question,
          answer: mean,
          distractors: [
            {
              mistake: `dividing the total by ${n - 1} instead of ${n}`,
              hi: `कुल योग को ${n} के स्थान पर ${n - 1} से भाग देना`,
              value: total / (n - 1),
            },
            // an even count has no single middle value: its median is the mean of the two middle ones
            n % 2 === 1
              ? {
                  mistake: 'taking the middle value of the sorted list',
                  hi: 'क्रमबद्ध सूची का मध्य मान लेना',
                  value: sorted[(n - 1) / 2]!,
                }
              : {
                  mistake: 'taking the median (the average of the two middle values) instead',
                  hi: 'औसत के स्थान पर माध्यिका (दो मध्य मानों का औसत) लेना',
                  value: (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2,
                },
            {
              mistake: 'averaging only the largest and smallest values',
              hi: 'केवल सबसे बड़े और सबसे छोटे मान का औसत लेना',
              value: (sorted[0]! + sorted[n - 1]!) / 2,
            },
            {
              mistake: `dividing the total by ${n + 1} instead of ${n}`,
              hi: `कुल योग को ${n} के स्थान पर ${n + 1} से भाग देना`,
              value: total / (n + 1),
            },
          ],
          steps: [
            `Sum = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}. Average = ${num(total)} ÷ ${n} = ${num(mean)}.`,
          ],
          hi: {
            question: plain
              ? `${hiList} का औसत क्या है?`
              : `${hiName(who)} ने ${n} परीक्षाओं में क्रमशः ${hiList} अंक प्राप्त किए। उसके अंकों का औसत क्या है?`,
            steps: [
              `योग = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}। औसत = ${num(total)} ÷ ${n} = ${num(mean)}।`,
            ],
          },
          params: { values },
        };
      });
    },
  },
  firstN: {
    levels: [1],
    make(rng) {
      const type = rng.pick(['natural', 'even', 'odd', 'multiples'] as const);
      const n = rng.int(10, 60);
      const k = rng.pick([3, 4, 5, 6, 7, 8, 9]);
      const ans = { natural: (n + 1) / 2, even: n + 1, odd: n, multiples: (k * (n + 1)) / 2 }[type];
      const what = {
        natural: `the first ${n} natural numbers`,
        even: `the first ${n} even numbers`,
        odd: `the first ${n} odd numbers`,
        multiples: `the first ${n} multiples of ${k}`,
      }[type];
      const hiWhat = {
        natural: `प्रथम ${n} प्राकृत संख्याओं`,
        even: `प्रथम ${n} सम संख्याओं`,
        odd: `प्रथम ${n} विषम संख्याओं`,
        multiples: `${k} के प्रथम ${n} गुणजों`,
      }[type];
      const last = { natural: n, even: 2 * n, odd: 2 * n - 1, multiples: k * n }[type];
      const first = { natural: 1, even: 2, odd: 1, multiples: k }[type];
      return {
        question: `What is the average of ${what}?`,
        answer: ans,
        wholeOptions: false,
        distractors: aroundKey(
          [
            {
              mistake: 'halving the last term instead of averaging the first and last',
              hi: 'पहले और अंतिम पद का औसत लेने के स्थान पर अंतिम पद को आधा करना',
              value: last / 2,
            },
            { mistake: 'taking the last term as the average', hi: 'अंतिम पद को ही औसत मान लेना', value: last },
            { mistake: 'averaging 0 and the last term', hi: '0 और अंतिम पद का औसत लेना', value: last / 2 },
            {
              mistake: 'adding one term too many',
              hi: 'एक पद अधिक गिन लेना',
              value: ans + (last - first) / (n - 1) / 2,
            },
            // slips on both sides, so that the key's place among the sorted options varies
            {
              mistake: 'counting one term too few',
              hi: 'एक पद कम गिन लेना',
              value: ans - (last - first) / (n - 1) / 2,
            },
            {
              mistake: 'adding the first and last terms without halving',
              hi: 'पहले और अंतिम पद को जोड़कर 2 से भाग न देना',
              value: first + last,
            },
          ],
          ans,
          n + k + first,
        ),
        steps: [
          `The terms are equally spaced, so the average = (first + last)/2 = (${num(first)} + ${num(last)})/2 = ${num(ans)}.`,
        ],
        hi: {
          question: `${hiWhat} का औसत क्या है?`,
          steps: [
            `पद समान अंतर पर हैं, इसलिए औसत = (पहला पद + अंतिम पद)/2 = (${num(first)} + ${num(last)})/2 = ${num(ans)}।`,
          ],
        },
        params: { type, n, k },
      };
    },
  },
  missingValue: {
    levels: [1, 2],
    make(rng) {
      return until(() => {
        const n = rng.int(4, 6);
        const mean = rng.int(20, 80);
        const known = Array.from({ length: n - 1 }, () => mean + rng.int(-12, 12));
        const missing = n * mean - sum(known);
        if (missing <= 0) return undefined;
        return {
          question: `The average of ${n} numbers is ${num(mean)}. If ${n - 1} of them are ${listAnd(known.map((v) => num(v)))}, what is the ${ordinal(n)} number?`,
          answer: missing,
          distractors: aroundKey(
            [
              {
                mistake: 'assuming the missing number equals the average',
                hi: 'लुप्त संख्या को औसत के बराबर मान लेना',
                value: mean,
              },
              {
                mistake: `using ${n - 1} × the average as the total`,
                hi: `कुल योग के लिए ${n - 1} × औसत लेना`,
                value: (n - 1) * mean - sum(known),
              },
              {
                mistake: `using ${n + 1} × the average as the total`,
                hi: `कुल योग के लिए ${n + 1} × औसत लेना`,
                value: (n + 1) * mean - sum(known),
              },
              {
                mistake: 'stopping at the total of all the numbers',
                hi: 'सभी संख्याओं के योग पर ही रुक जाना',
                value: n * mean,
              },
            ].filter((d) => d.value > 0),
            missing,
            mean + n,
          ),
          steps: [
            `Total = ${n} × ${num(mean)} = ${num(n * mean)}; the known numbers add up to ${num(sum(known))}, so the ${ordinal(n)} is ${num(n * mean)} − ${num(sum(known))} = ${num(missing)}.`,
          ],
          hi: {
            question: `${n} संख्याओं का औसत ${num(mean)} है। यदि उनमें से ${n - 1} संख्याएँ ${hiListAnd(known.map((v) => num(v)))} हैं, तो ${n}वीं संख्या क्या है?`,
            steps: [
              `योग = ${n} × ${num(mean)} = ${num(n * mean)}; ज्ञात संख्याओं का योग ${num(sum(known))} है, इसलिए ${n}वीं संख्या = ${num(n * mean)} − ${num(sum(known))} = ${num(missing)}।`,
            ],
          },
          params: { n, mean, known },
        };
      });
    },
  },
  ...AVERAGE_GROUPS,
  ...AVERAGE_LEVEL3,
  // two groups' averages and the whole's: the ratio of the groups (averageRatio.ts)
  ...AVERAGE_RATIO,
  // three groups of a list, the numbers left tied by a chain of relations: one of them (averageRemaining.ts)
  ...AVERAGE_REMAINING,
  // k leave a group and k others join: the new average (audit4Arithmetic.ts)
  ...AVERAGE_AUDIT4,
  // a wrong entry corrected: how many numbers, or the correct entry (averageAudit6.ts)
  ...AVERAGE_AUDIT6,
});
