/**
 * Time-and-work forms the papers set beside the classic ones (issue 19, item 4): the time for a
 * fraction of a job, and "A is n times as fast as B and needs d days fewer".
 */
import { fraction, num, plural } from '../format';
import { isWhole } from '../math';
import { people } from '../names';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';

const days = (v: number): string => plural(v, 'day');
const FRACTIONS = [
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
              { mistake: 'giving the time for the rest of the work', value: a * (1 - f) },
              { mistake: 'dividing by the fraction instead of multiplying', value: a / f },
              { mistake: 'giving the time for the whole work', value: a },
            ],
            steps: [
              `The whole work takes ${days(a)}, so ${n}/${d} of it takes ${a} × ${n}/${d} = ${days(a * f)}.`,
            ],
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
            { mistake: 'giving the time for the whole work', value: together },
            { mistake: 'giving the time for the rest of the work', value: together * (1 - f) },
            { mistake: 'averaging the two times', value: ((a + b) / 2) * f },
          ],
          steps: [
            `Together they do 1/${a} + 1/${b} = ${fraction(1 / a + 1 / b)} of the work a day, so the whole work takes ${num(together)} days and ${n}/${d} of it takes ${num(together)} × ${n}/${d} = ${days(t)}.`,
          ],
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
        if (level === 2) {
          return {
            question: `${head} In how many days can ${q!.name} alone finish it?`,
            answer: tB,
            format: days,
            distractors: [
              { mistake: `giving ${p!.name}'s time instead`, value: tA },
              { mistake: 'multiplying the days fewer by the times as fast', value: k * fewer },
              { mistake: 'dividing by the times as fast plus 1, not minus 1', value: (k * fewer) / (k + 1) },
            ],
            steps: [
              `If ${p!.name} takes t days, ${q!.name} takes ${num(k)}t, and ${num(k)}t − t = ${fewer}, so t = ${fewer}/${num(k - 1)} = ${num(tA)} and ${q!.name} takes ${num(k)} × ${num(tA)} = ${days(tB)}.`,
            ],
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
              value: (fewer * k * fewer) / (fewer + k * fewer),
            },
            { mistake: `giving ${p!.name}'s time alone`, value: tA },
            { mistake: 'averaging the two times', value: (tA + tB) / 2 },
            { mistake: 'adding the two times', value: tA + tB },
          ],
          steps: [
            `${p!.name} takes t days and ${q!.name} ${num(k)}t, so ${num(k)}t − t = ${fewer} and t = ${num(tA)}; ${q!.name} takes ${num(tB)}.`,
            `Together: ${num(tA)} × ${num(tB)}/(${num(tA)} + ${num(tB)}) = ${days(both)}.`,
          ],
          params: { ask: 'together', k, fewer },
        };
      });
    },
  },
};
