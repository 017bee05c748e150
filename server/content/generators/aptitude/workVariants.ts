/**
 * Time-and-work forms the papers set beside the classic ones (issue 19, item 4): the time for a
 * fraction of a job, and "A is n times as fast as B and needs d days fewer".
 */
import { fraction, num, plural } from '../format';
import { isWhole } from '../math';
import { people } from '../names';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { byGender, hiName } from '../hindi';
import { HI_AVERAGE_TIMES, HI_REST_OF_WORK, HI_WHOLE_WORK, hiDays } from './hindiCommerce';

const days = (v: number): string => plural(v, 'day');
/** Parts of a job as papers give them ("2/3 of the work"), the simplest first. */
export const FRACTIONS = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [5, 6],
  [3, 8],
  [5, 8],
] as const;

export const WORK_VARIANTS: Record<string, Kind> = {
  fractionOfJob: {
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const [n, d] = rng.pick(FRACTIONS);
        const f = n / d;
        const [p, q] = people(rng, 2);
        if (level === 1) {
          const a = d * rng.int(2, 12);
          return {
            question: `${p!.name} can do a piece of work in ${days(a)}. In how many days can ${p!.he} do ${n}/${d} of it?`,
            answer: a * f,
            format: days,
            wholeOptions: false,
            distractors: [
              {
                mistake: 'giving the time for the rest of the work',
                hi: HI_REST_OF_WORK,
                value: a * (1 - f),
              },
              {
                mistake: 'dividing by the fraction instead of multiplying',
                hi: 'भिन्न से गुणा करने के स्थान पर भाग देना',
                value: a / f,
              },
              { mistake: 'giving the time for the whole work', hi: HI_WHOLE_WORK, value: a },
            ],
            steps: [
              `The whole work takes ${days(a)}, so ${n}/${d} of it takes ${a} × ${n}/${d} = ${days(a * f)}.`,
            ],
            hi: {
              question: `${hiName(p!)} एक कार्य को ${hiDays(a)} में कर ${byGender(p!, 'सकता', 'सकती')} है। वह इसका ${n}/${d} भाग कितने दिनों में कर ${byGender(p!, 'सकता', 'सकती')} है?`,
              steps: [
                `पूरे कार्य में ${hiDays(a)} लगते हैं, अतः इसके ${n}/${d} भाग में ${a} × ${n}/${d} = ${hiDays(a * f)} लगेंगे।`,
              ],
              format: hiDays,
            },
            params: { a, n, d },
          };
        }
        const a = rng.int(4, 30);
        const b = rng.int(a + 1, 45);
        const together = (a * b) / (a + b);
        const t = together * f;
        if (!isExact(together) || !isExact(t) || !isWhole(t * 2)) return undefined;
        return {
          question: `${p!.name} can do a piece of work in ${days(a)} and ${q!.name} in ${days(b)}. Working together, in how many days can they do ${n}/${d} of it?`,
          answer: t,
          format: days,
          wholeOptions: false,
          distractors: [
            { mistake: 'giving the time for the whole work', hi: HI_WHOLE_WORK, value: together },
            {
              mistake: 'giving the time for the rest of the work',
              hi: HI_REST_OF_WORK,
              value: together * (1 - f),
            },
            { mistake: 'averaging the two times', hi: HI_AVERAGE_TIMES, value: ((a + b) / 2) * f },
          ],
          steps: [
            `Together they do 1/${a} + 1/${b} = ${fraction(1 / a + 1 / b)} of the work a day, so the whole work takes ${num(together)} days and ${n}/${d} of it takes ${num(together)} × ${n}/${d} = ${days(t)}.`,
          ],
          hi: {
            question: `${hiName(p!)} एक कार्य को ${hiDays(a)} में कर ${byGender(p!, 'सकता', 'सकती')} है और ${hiName(q!)} ${hiDays(b)} में। मिलकर काम करते हुए वे इसका ${n}/${d} भाग कितने दिनों में कर सकते हैं?`,
            steps: [
              `मिलकर वे प्रतिदिन 1/${a} + 1/${b} = ${fraction(1 / a + 1 / b)} कार्य करते हैं, अतः पूरे कार्य में ${num(together)} दिन और इसके ${n}/${d} भाग में ${num(together)} × ${n}/${d} = ${hiDays(t)} लगेंगे।`,
            ],
            format: hiDays,
          },
          params: { a, b, n, d },
        };
      });
    },
  },
  timesFaster: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const k = rng.pick([2, 3, 4, 5, 1.5, 2.5]);
        const fewer = rng.int(4, 60);
        const tA = fewer / (k - 1);
        const tB = k * tA;
        if (!isWhole(tA) || !isWhole(tB)) return undefined;
        const [p, q] = people(rng, 2);
        const times = k === 1.5 ? '1½ times' : k === 2.5 ? '2½ times' : k === 2 ? 'twice' : `${k} times`;
        const head = `${p!.name} is ${times} as fast a worker as ${q!.name}, and so takes ${days(fewer)} fewer to finish a piece of work.`;
        const hiTimes = k === 1.5 ? '1½ गुना' : k === 2.5 ? '2½ गुना' : k === 2 ? 'दोगुना' : `${k} गुना`;
        const hiHead = `${hiName(p!)}, ${hiName(q!)} से ${hiTimes} तेज़ी से काम ${byGender(p!, 'करता', 'करती')} है, और इसलिए एक कार्य को पूरा करने में ${hiDays(fewer)} कम ${byGender(p!, 'लेता', 'लेती')} है।`;
        if (level === 2) {
          return {
            question: `${head} In how many days can ${q!.name} alone finish it?`,
            answer: tB,
            format: days,
            distractors: [
              {
                mistake: `giving ${p!.name}'s time instead`,
                hi: `इसके स्थान पर ${hiName(p!)} का समय बताना`,
                value: tA,
              },
              {
                mistake: 'multiplying the days fewer by the times as fast',
                hi: 'कम दिनों को गुना से गुणा करना',
                value: k * fewer,
              },
              {
                mistake: 'dividing by the times as fast plus 1, not minus 1',
                hi: '(गुना − 1) के स्थान पर (गुना + 1) से भाग देना',
                value: (k * fewer) / (k + 1),
              },
            ],
            steps: [
              `If ${p!.name} takes t days, ${q!.name} takes ${num(k)}t, and ${num(k)}t − t = ${fewer}, so t = ${fewer}/${num(k - 1)} = ${num(tA)} and ${q!.name} takes ${num(k)} × ${num(tA)} = ${days(tB)}.`,
            ],
            hi: {
              question: `${hiHead} ${hiName(q!)} अकेले इसे कितने दिनों में पूरा कर ${byGender(q!, 'सकता', 'सकती')} है?`,
              steps: [
                `माना ${hiName(p!)} का समय t दिन है, तो ${hiName(q!)} का समय ${num(k)}t दिन है; ${num(k)}t − t = ${fewer}, अतः t = ${fewer}/${num(k - 1)} = ${num(tA)} और ${hiName(q!)} का समय = ${num(k)} × ${num(tA)} = ${hiDays(tB)}।`,
              ],
              format: hiDays,
            },
            params: { ask: 'slower', k, fewer },
          };
        }
        const both = (tA * tB) / (tA + tB);
        if (!isExact(both)) return undefined;
        return {
          question: `${head} In how many days can they finish it working together?`,
          answer: both,
          format: days,
          wholeOptions: false,
          distractors: [
            {
              mistake: `taking the days fewer as ${p!.name}'s time`,
              hi: `कम दिनों को ही ${hiName(p!)} का समय मान लेना`,
              value: (fewer * k * fewer) / (fewer + k * fewer),
            },
            { mistake: `giving ${p!.name}'s time alone`, hi: `केवल ${hiName(p!)} का समय बताना`, value: tA },
            { mistake: 'averaging the two times', hi: HI_AVERAGE_TIMES, value: (tA + tB) / 2 },
            { mistake: 'adding the two times', hi: 'दोनों समयों को जोड़ना', value: tA + tB },
          ],
          steps: [
            `${p!.name} takes t days and ${q!.name} ${num(k)}t, so ${num(k)}t − t = ${fewer} and t = ${num(tA)}; ${q!.name} takes ${num(tB)}.`,
            `Together: ${num(tA)} × ${num(tB)}/(${num(tA)} + ${num(tB)}) = ${days(both)}.`,
          ],
          hi: {
            question: `${hiHead} मिलकर काम करते हुए वे इसे कितने दिनों में पूरा कर सकते हैं?`,
            steps: [
              `माना ${hiName(p!)} का समय t दिन और ${hiName(q!)} का ${num(k)}t दिन है, तो ${num(k)}t − t = ${fewer} और t = ${num(tA)}; ${hiName(q!)} का समय ${num(tB)} दिन है।`,
              `मिलकर: ${num(tA)} × ${num(tB)}/(${num(tA)} + ${num(tB)}) = ${hiDays(both)}।`,
            ],
            format: hiDays,
          },
          params: { ask: 'together', k, fewer },
        };
      });
    },
  },
};
