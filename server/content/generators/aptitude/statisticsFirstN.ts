/**
 * The mean of the first n natural, odd or even numbers, or of the squares of the first n natural
 * numbers (issue 19, survey of branch qd), as SSC papers ask it with a number for n. statistics.ts
 * spreads it in after its other kinds.
 */
import { num } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

type Series = 'natural' | 'odd' | 'even' | 'squares';

const WORDS: Record<Series, { en: string; hi: string; list: (n: number) => string; sum: string }> = {
  natural: {
    en: 'the first {n} natural numbers',
    hi: 'प्रथम {n} प्राकृत संख्याओं',
    list: (n) => `1 + 2 + … + ${n}`,
    sum: 'n(n + 1)/2',
  },
  odd: {
    en: 'the first {n} odd natural numbers',
    hi: 'प्रथम {n} विषम प्राकृत संख्याओं',
    list: (n) => `1 + 3 + … + ${2 * n - 1}`,
    sum: 'n²',
  },
  even: {
    en: 'the first {n} even natural numbers',
    hi: 'प्रथम {n} सम प्राकृत संख्याओं',
    list: (n) => `2 + 4 + … + ${2 * n}`,
    sum: 'n(n + 1)',
  },
  squares: {
    en: 'the squares of the first {n} natural numbers',
    hi: 'प्रथम {n} प्राकृत संख्याओं के वर्गों',
    list: (n) => `1² + 2² + … + ${n}²`,
    sum: 'n(n + 1)(2n + 1)/6',
  },
};

const sumOf = (series: Series, n: number): number =>
  series === 'natural'
    ? (n * (n + 1)) / 2
    : series === 'odd'
      ? n * n
      : series === 'even'
        ? n * (n + 1)
        : (n * (n + 1) * (2 * n + 1)) / 6;

export const STATISTICS_FIRST_N: Record<string, Kind> = {
  meanOfFirst: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const series: Series =
          level === 3
            ? rng.pick(['squares', 'squares', 'odd', 'even'] as const)
            : rng.pick(['natural', 'odd', 'even'] as const);
        const n = series === 'squares' ? rng.int(5, 30) : rng.int(10, 99);
        const total = sumOf(series, n);
        const mean = total / n;
        if (!isWhole(mean * 2)) return undefined;
        const wrong =
          series === 'squares'
            ? [
                {
                  mistake: 'giving the sum instead of the mean',
                  hi: 'माध्य के स्थान पर योग बताना',
                  value: total,
                },
                {
                  mistake: 'squaring the mean of the numbers',
                  hi: 'संख्याओं के माध्य का वर्ग करना',
                  value: ((n + 1) / 2) ** 2,
                },
                {
                  mistake: 'dividing by 3 instead of 6',
                  hi: '6 के स्थान पर 3 से भाग देना',
                  value: ((n + 1) * (2 * n + 1)) / 3,
                },
                {
                  mistake: 'giving the mean of the numbers, not of their squares',
                  hi: 'वर्गों के स्थान पर संख्याओं का माध्य बताना',
                  value: (n + 1) / 2,
                },
                {
                  mistake: 'averaging the first and last squares',
                  hi: 'पहले और अंतिम वर्ग का औसत लेना',
                  value: (1 + n * n) / 2,
                },
              ]
            : [
                {
                  mistake: 'giving the sum instead of the mean',
                  hi: 'माध्य के स्थान पर योग बताना',
                  value: total,
                },
                {
                  mistake:
                    series === 'natural'
                      ? 'forgetting to halve n + 1'
                      : series === 'odd'
                        ? 'taking the mean of the even numbers'
                        : 'taking the mean of the odd numbers',
                  hi:
                    series === 'natural'
                      ? 'n + 1 को आधा करना भूल जाना'
                      : series === 'odd'
                        ? 'सम संख्याओं का माध्य ले लेना'
                        : 'विषम संख्याओं का माध्य ले लेना',
                  value: series === 'natural' ? n + 1 : series === 'odd' ? n + 1 : n,
                },
                {
                  mistake: 'giving the last number of the list',
                  hi: 'सूची की अंतिम संख्या बताना',
                  value: series === 'natural' ? n : series === 'odd' ? 2 * n - 1 : 2 * n,
                },
                {
                  mistake:
                    series === 'natural'
                      ? 'starting the count at 0'
                      : 'taking the mean of the natural numbers',
                  hi: series === 'natural' ? 'गिनती 0 से शुरू करना' : 'प्राकृत संख्याओं का माध्य ले लेना',
                  value: series === 'natural' ? (n - 1) / 2 : (n + 1) / 2,
                },
                {
                  mistake: 'dividing the sum by n + 1',
                  hi: 'योग को n + 1 से भाग देना',
                  value: total / (n + 1),
                },
              ];
        const usable = wrong.filter((w) => isWhole(w.value * 2) && w.value > 0);
        const kept = aroundKey(usable, mean, n);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        const words = WORDS[series];
        const what = words.en.replace('{n}', String(n));
        const hiWhat = words.hi.replace('{n}', String(n));
        return {
          question: `What is the mean of ${what}?`,
          answer: mean,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `Sum = ${words.list(n)} = ${words.sum} with n = ${n}: ${num(total)}.`,
            `Mean = ${num(total)} ÷ ${n} = ${num(mean)}.`,
          ],
          hi: {
            question: `${hiWhat} का माध्य क्या है?`,
            steps: [
              `योग = ${words.list(n)} = ${words.sum}, जहाँ n = ${n}: ${num(total)}।`,
              `माध्य = ${num(total)} ÷ ${n} = ${num(mean)}।`,
            ],
          },
          params: { series, n },
        };
      });
    },
  },
};
