/**
 * The level-3 kinds of average, kept beside average.ts (which spreads them in their draw order): a value
 * copied wrongly, the first and last k results sharing the middle one, a family's ages at two times,
 * consecutive numbers (also level 2). Each writes its Hindi twin (issue 15) from the same drawn values.
 */
import { num, ordinal } from '../format';
import { clean, isWhole } from '../math';
import { inHindi } from '../hindi';
import { isExact, until } from '../question';
import { aroundKey } from './keyRank';
import type { Kind } from '../types';
import { years } from './averageUnits';
import { hiYears } from '../hindi';

const CONSECUTIVE_HI = {
  whole: 'क्रमागत संख्याओं',
  odd: 'क्रमागत विषम संख्याओं',
  even: 'क्रमागत सम संख्याओं',
};

export const AVERAGE_LEVEL3: Record<string, Kind> = {
  misread: {
    levels: [3],
    make(rng) {
      return until(() => {
        const n = rng.pick([10, 20, 25, 30, 40, 50, 15, 12]);
        const a = rng.int(30, 90);
        const diff = n * rng.pick([0.2, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2]);
        if (!isWhole(diff)) return undefined;
        const right = rng.int(20, 99);
        const up = rng.chance(0.5);
        const wrong = up ? right - diff : right + diff;
        if (wrong <= 0) return undefined;
        const corrected = a + (right - wrong) / n;
        return {
          question: `The average of ${n} numbers was found to be ${num(a)}. Later it was noticed that ${num(right)} had been copied as ${num(wrong)}. What is the correct average?`,
          answer: corrected,
          wholeOptions: false,
          distractors: aroundKey(
            [
              {
                mistake: 'correcting in the wrong direction',
                hi: 'सुधार उलटी दिशा में करना',
                value: a - (right - wrong) / n,
              },
              {
                mistake: 'adding the whole error without dividing by the count',
                hi: 'संख्याओं की गिनती से भाग दिए बिना पूरी त्रुटि जोड़ देना',
                value: a + (right - wrong),
              },
              {
                mistake: `dividing the error by ${n - 1}`,
                hi: `त्रुटि को ${n - 1} से भाग देना`,
                value: a + (right - wrong) / (n - 1),
              },
              {
                mistake: `dividing the error by ${n + 1}`,
                hi: `त्रुटि को ${n + 1} से भाग देना`,
                value: a + (right - wrong) / (n + 1),
              },
              {
                mistake: 'correcting in the wrong direction without dividing by the count',
                hi: 'संख्याओं की गिनती से भाग दिए बिना उलटी दिशा में सुधार करना',
                value: a - (right - wrong),
              },
            ].filter((d) => d.value > 0 && isExact(clean(d.value))),
            corrected,
            n + a + right,
          ),
          steps: [
            `Wrong total = ${n} × ${num(a)} = ${num(n * a)}. Correct total = ${num(n * a)} − ${num(wrong)} + ${num(right)} = ${num(n * a - wrong + right)}.`,
            `Correct average = ${num(n * a - wrong + right)} ÷ ${n} = ${num(corrected)}.`,
          ],
          hi: {
            question: `${n} संख्याओं का औसत ${num(a)} पाया गया। बाद में पता चला कि ${num(right)} को भूल से ${num(wrong)} लिख लिया गया था। सही औसत क्या है?`,
            steps: [
              `गलत योग = ${n} × ${num(a)} = ${num(n * a)}। सही योग = ${num(n * a)} − ${num(wrong)} + ${num(right)} = ${num(n * a - wrong + right)}।`,
              `सही औसत = ${num(n * a - wrong + right)} ÷ ${n} = ${num(corrected)}।`,
            ],
          },
          params: { n, a, right, wrong },
        };
      });
    },
  },
  overlap: {
    levels: [3],
    make(rng) {
      const k = rng.pick([4, 5, 6, 7, 8]);
      const total = 2 * k - 1;
      for (;;) {
        const all = rng.int(30, 70);
        const p = all + rng.int(-8, 8);
        const q = all + rng.int(-8, 8);
        const middle = k * p + k * q - total * all;
        if (p === q || middle < 10 || middle > 150) continue;
        return {
          question: `The average of ${total} results is ${num(all)}. The average of the first ${k} is ${num(p)} and that of the last ${k} is ${num(q)}. What is the ${ordinal(k)} result?`,
          answer: middle,
          distractors: [
            {
              mistake: `subtracting ${2 * k} × the average instead of ${total} ×`,
              hi: `${total} × औसत के स्थान पर ${2 * k} × औसत घटाना`,
              value: k * p + k * q - 2 * k * all,
            },
            {
              mistake: 'averaging the two group averages',
              hi: 'दोनों समूहों के औसतों का औसत लेना',
              value: (p + q) / 2,
            },
            {
              mistake: `subtracting only the first ${k} from the total of all ${total}`,
              hi: `सभी ${total} के योग में से केवल पहले ${k} का योग घटाना`,
              value: total * all - k * p,
            },
            {
              mistake: 'taking the overall average as the result',
              hi: 'समग्र औसत को ही परिणाम मान लेना',
              value: all,
            },
          ],
          steps: [
            `First ${k} total ${k} × ${num(p)} = ${num(k * p)}; last ${k} total ${k} × ${num(q)} = ${num(k * q)}; all ${total} total ${total} × ${num(all)} = ${num(total * all)}.`,
            `The ${ordinal(k)} result is counted twice: ${num(k * p)} + ${num(k * q)} − ${num(total * all)} = ${num(middle)}.`,
          ],
          hi: {
            question: `${total} परिणामों का औसत ${num(all)} है। पहले ${k} परिणामों का औसत ${num(p)} और अंतिम ${k} परिणामों का औसत ${num(q)} है। ${k}वाँ परिणाम क्या है?`,
            steps: [
              `पहले ${k} का योग ${k} × ${num(p)} = ${num(k * p)}; अंतिम ${k} का योग ${k} × ${num(q)} = ${num(k * q)}; सभी ${total} का योग ${total} × ${num(all)} = ${num(total * all)}।`,
              `${k}वाँ परिणाम दो बार गिना गया है: ${num(k * p)} + ${num(k * q)} − ${num(total * all)} = ${num(middle)}।`,
            ],
          },
          params: { k, all, p, q },
        };
      }
    },
  },
  familyAges: {
    levels: [3],
    make(rng) {
      for (;;) {
        const t1 = rng.int(2, 6);
        const t2 = rng.int(2, 8);
        if (t1 === t2) continue;
        const husband = rng.int(32, 50);
        const wife = husband - rng.int(2, 7);
        const child = rng.int(t1 + 1 > t2 + 1 ? t1 + 1 : t2 + 1, 14);
        const s1 = husband + wife + child - 3 * t1;
        const s2 = wife + child - 2 * t2;
        if (s1 % 3 !== 0 || s2 % 2 !== 0) continue;
        const a1 = s1 / 3;
        const a2 = s2 / 2;
        return {
          question: `${t1} years ago, the average age of a husband, his wife and their child was ${years(a1)}. ${t2} years ago, the average age of the wife and the child was ${years(a2)}. How old is the husband now?`,
          answer: husband,
          format: years,
          distractors: aroundKey(
            [
              {
                mistake: 'not bringing either average up to today',
                hi: 'किसी भी औसत को आज की आयु तक न बढ़ाना',
                value: 3 * a1 - 2 * a2,
              },
              {
                mistake: 'bringing only the first average up to today',
                hi: 'केवल पहले औसत को आज की आयु तक बढ़ाना',
                value: 3 * (a1 + t1) - 2 * a2,
              },
              {
                mistake: 'bringing only the second average up to today',
                hi: 'केवल दूसरे औसत को आज की आयु तक बढ़ाना',
                value: 3 * a1 - 2 * (a2 + t2),
              },
              {
                mistake: "giving the husband's age at the first time",
                hi: 'पहले समय पर पति की आयु बताना',
                value: husband - t1,
              },
              {
                mistake: 'swapping the two gaps of years',
                hi: 'वर्षों के दोनों अंतरालों को आपस में बदल देना',
                value: 3 * (a1 + t2) - 2 * (a2 + t1),
              },
              {
                mistake: 'subtracting the years gone by instead of adding them',
                hi: 'बीते वर्षों को जोड़ने के स्थान पर घटाना',
                value: 3 * (a1 - t1) - 2 * (a2 - t2),
              },
            ].filter((d) => d.value > 0),
            husband,
            t1 + t2 + child,
          ),
          steps: [
            `Today the three together are 3 × (${num(a1)} + ${t1}) = ${num(3 * (a1 + t1))} years old, and the wife and child 2 × (${num(a2)} + ${t2}) = ${num(2 * (a2 + t2))}.`,
            `Husband = ${num(3 * (a1 + t1))} − ${num(2 * (a2 + t2))} = ${years(husband)}.`,
          ],
          hi: {
            question: `${t1} वर्ष पहले पति, पत्नी और उनके बच्चे की औसत आयु ${hiYears(a1)} थी। ${t2} वर्ष पहले पत्नी और बच्चे की औसत आयु ${hiYears(a2)} थी। पति की वर्तमान आयु कितनी है?`,
            steps: [
              `आज तीनों की कुल आयु 3 × (${num(a1)} + ${t1}) = ${num(3 * (a1 + t1))} वर्ष है, और पत्नी व बच्चे की 2 × (${num(a2)} + ${t2}) = ${num(2 * (a2 + t2))} वर्ष।`,
              `पति की आयु = ${num(3 * (a1 + t1))} − ${num(2 * (a2 + t2))} = ${hiYears(husband)}।`,
            ],
            format: hiYears,
          },
          params: { t1, a1, t2, a2 },
        };
      }
    },
  },
  consecutive: {
    levels: [2, 3],
    make(rng) {
      const type = rng.pick(['odd', 'even', 'whole'] as const);
      const n = rng.pick([5, 6, 7, 8, 9]);
      const stepSize = type === 'whole' ? 1 : 2;
      const firstTerm =
        type === 'odd' ? 2 * rng.int(5, 40) + 1 : type === 'even' ? 2 * rng.int(5, 40) : rng.int(10, 80);
      const largest = firstTerm + (n - 1) * stepSize;
      const avg = (firstTerm + largest) / 2;
      const label = type === 'whole' ? 'consecutive numbers' : `consecutive ${type} numbers`;
      return {
        question: `The average of ${n} ${label} is ${num(avg)}. What is the largest of them?`,
        answer: largest,
        wholeOptions: false,
        distractors: aroundKey(
          [
            {
              mistake: 'adding the count to the average',
              hi: 'औसत में संख्याओं की गिनती जोड़ देना',
              value: avg + n,
            },
            {
              mistake: `using a step of ${stepSize === 1 ? 2 : 1} between the numbers`,
              hi: `संख्याओं के बीच ${stepSize === 1 ? 2 : 1} का अंतर लेना`,
              value: avg + ((n - 1) * (3 - stepSize)) / 2,
            },
            { mistake: 'giving the smallest number', hi: 'सबसे छोटी संख्या बताना', value: firstTerm },
            { mistake: 'going one step too far', hi: 'एक पद आगे चले जाना', value: largest + stepSize },
            { mistake: 'stopping one step short', hi: 'एक पद पहले ही रुक जाना', value: largest - stepSize },
          ],
          largest,
          firstTerm + n,
        ),
        steps: [
          `The numbers are evenly spaced about the average, so the largest is ${num(avg)} + (${n} − 1) × ${stepSize}/2 = ${num(largest)}.`,
        ],
        hi: {
          question: `${n} ${inHindi(CONSECUTIVE_HI, type)} का औसत ${num(avg)} है। उनमें सबसे बड़ी संख्या कौन-सी है?`,
          steps: [
            `संख्याएँ औसत के दोनों ओर समान अंतर पर हैं, इसलिए सबसे बड़ी संख्या = ${num(avg)} + (${n} − 1) × ${stepSize}/2 = ${num(largest)}।`,
          ],
        },
        params: { type, n, avg },
      };
    },
  },
};
