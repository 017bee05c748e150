/**
 * Two groups' averages and the whole group's average given (issue 19, fourth round; the second
 * audit's forms item 11): the ratio of the two groups' sizes (2–3), or with the total given the number
 * in one group (3). The whole's average lies between the two, and each group's size is in proportion
 * to the distance of the OTHER group's average from it (alligation). average.ts spreads it in after
 * its other kinds.
 */
import { num, ratio, rupees } from '../format';
import { gcd, reduceRatio } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Who the two groups are, what is averaged, in both languages. */
const GROUPS = [
  {
    first: 'boys',
    second: 'girls',
    whole: 'class',
    a: 'a class',
    what: 'marks',
    people: 'students',
    hi: {
      first: 'लड़कों',
      firstN: 'लड़के',
      secondN: 'लड़कियाँ',
      second: 'लड़कियों',
      in: 'एक कक्षा में',
      all: 'पूरी कक्षा',
      of: 'के',
      what: 'अंक',
      is: 'हैं',
      people: 'विद्यार्थी',
    },
    low: 30,
    high: 90,
    money: false,
  },
  {
    first: 'men',
    second: 'women',
    whole: 'group of workers',
    a: 'a group of workers',
    what: 'daily wage',
    people: 'workers',
    hi: {
      first: 'पुरुषों',
      firstN: 'पुरुष',
      secondN: 'महिलाएँ',
      second: 'महिलाओं',
      in: 'श्रमिकों के एक समूह में',
      all: 'पूरे समूह',
      of: 'की',
      what: 'दैनिक मज़दूरी',
      is: 'है',
      people: 'श्रमिक',
    },
    low: 300,
    high: 900,
    money: true,
  },
  {
    first: 'officers',
    second: 'clerks',
    whole: 'office',
    a: 'an office',
    what: 'monthly salary',
    people: 'employees',
    hi: {
      first: 'अधिकारियों',
      firstN: 'अधिकारी',
      secondN: 'लिपिक',
      second: 'लिपिकों',
      in: 'एक कार्यालय में',
      all: 'पूरे कार्यालय',
      of: 'का',
      what: 'मासिक वेतन',
      is: 'है',
      people: 'कर्मचारी',
    },
    low: 20000,
    high: 90000,
    money: true,
  },
] as const;

export const AVERAGE_RATIO: Record<string, Kind> = {
  groupsRatio: {
    levels: [2, 3],
    make(rng, level) {
      return until((): Problem | undefined => {
        const g = rng.pick(GROUPS);
        const unit = g.money ? (g.low >= 20000 ? 1000 : 10) : 1;
        // the first group's average above the whole's, the second's below (or the other way round)
        const [m, n] = [rng.int(1, 7), rng.int(1, 7)];
        if (m === n || gcd(m, n) !== 1) return undefined;
        const d = unit * rng.int(1, 4);
        const whole = unit * rng.int(g.low / unit + (m + n), g.high / unit - (m + n));
        const firstHigher = rng.chance(0.5);
        // sizes m : n; distances n·d and m·d from the whole's average
        const a1 = firstHigher ? whole + n * d : whole - n * d;
        const a2 = firstHigher ? whole - m * d : whole + m * d;
        if (Math.min(a1, a2) < g.low || Math.max(a1, a2) > g.high) return undefined;
        const show = (v: number) => (g.money ? rupees(v) : num(v));
        const ask = level === 3 && rng.chance(0.6) ? 'count' : 'ratio';
        const head = `The average ${g.what} of the ${g.first} in ${g.a} is ${show(a1)} and that of the ${g.second} is ${show(a2)}. The average ${g.what} of the whole ${g.whole} is ${show(whole)}.`;
        const hiHead = `${g.hi.in} ${g.hi.first} ${g.hi.of} औसत ${g.hi.what} ${show(a1)} और ${g.hi.second} ${g.hi.of} ${show(a2)} ${g.hi.is}। ${g.hi.all} ${g.hi.of} औसत ${g.hi.what} ${show(whole)} ${g.hi.is}।`;
        const d1 = Math.abs(a1 - whole);
        const d2 = Math.abs(a2 - whole);
        // "= 2 : 3" only when the distances' ratio reduces (never "2 : 3 = 2 : 3").
        const reduced = d2 === m && d1 === n ? '' : ` = ${m} : ${n}`;
        const steps = [
          `The ${g.first}' average is ${show(d1)} away from the whole's and the ${g.second}' ${show(d2)}; the sizes are in the inverse ratio: ${g.first} : ${g.second} = ${num(d2)} : ${num(d1)}${reduced}.`,
        ];
        const hiSteps = [
          `${g.hi.first} का औसत पूरे औसत से ${show(d1)} और ${g.hi.second} का ${show(d2)} दूर है; संख्याएँ इनके व्युत्क्रम अनुपात में हैं: ${g.hi.firstN} : ${g.hi.secondN} = ${num(d2)} : ${num(d1)}${reduced}।`,
        ];
        if (ask === 'ratio') {
          const averages = reduceRatio([a1, a2]);
          const wrong: Distractor[] = [
            {
              mistake: 'taking the sizes in the direct ratio of the distances',
              hi: 'संख्याओं को दूरियों के सीधे अनुपात में लेना',
              value: ratio([n, m]),
            },
            {
              mistake: 'taking the ratio of the two averages',
              hi: 'दोनों औसतों का अनुपात लेना',
              value: ratio(averages),
            },
            {
              mistake: `giving the ${g.first} to the whole ${g.whole}`,
              hi: `${g.hi.first} और ${g.hi.all} का अनुपात बताना`,
              value: ratio([m, m + n]),
            },
            {
              mistake: `giving the ${g.second} to the whole ${g.whole}`,
              hi: `${g.hi.second} और ${g.hi.all} का अनुपात बताना`,
              value: ratio([n, m + n]),
            },
          ];
          return {
            question: `${head} What is the ratio of the number of ${g.first} to that of the ${g.second}?`,
            answer: ratio([m, n]),
            distractors: wrong,
            steps,
            hi: {
              question: `${hiHead} ${g.hi.first} और ${g.hi.second} की संख्या का अनुपात क्या है?`,
              steps: hiSteps,
            },
            params: { ask, a1, a2, whole },
          };
        }
        const total = (m + n) * rng.int(2, 9);
        const count = (total * m) / (m + n);
        const wrong: Distractor[] = [
          {
            mistake: `giving the number of ${g.second}`,
            hi: `${g.hi.second} की संख्या बताना`,
            value: total - count,
          },
          {
            mistake: 'splitting the total in the direct ratio of the distances',
            hi: 'कुल संख्या को दूरियों के सीधे अनुपात में बाँटना',
            value: (total * n) / (m + n),
          },
          {
            mistake: 'splitting the total equally',
            hi: 'कुल संख्या को बराबर बाँटना',
            value: total / 2,
          },
          {
            mistake: 'splitting the total in the ratio of the two averages',
            hi: 'कुल संख्या को दोनों औसतों के अनुपात में बाँटना',
            value: (total * a1) / (a1 + a2),
          },
        ];
        return {
          question: `${head} There are ${total} ${g.people} in all. How many ${g.first} are there?`,
          answer: count,
          distractors: aroundKey(wrong, count, total + m),
          steps: [
            ...steps,
            `${g.first[0]!.toUpperCase()}${g.first.slice(1)} = ${total} × ${m}/${m + n} = ${num(count)}.`,
          ],
          hi: {
            question: `${hiHead} कुल ${total} ${g.hi.people} हैं। ${g.hi.first} की संख्या कितनी है?`,
            steps: [...hiSteps, `${g.hi.first} की संख्या = ${total} × ${m}/${m + n} = ${num(count)}।`],
          },
          params: { ask, a1, a2, whole, total },
        };
      });
    },
  },
};
