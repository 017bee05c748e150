/**
 * Ages asked the other way round (issue 19, audit 3, item 4): both present ages given, the years ago
 * (or hence) their ratio was (or will be) m : n. ratio.ts spreads it in after its other kinds.
 */
import { ratio, yearsFormat } from '../format';
import { gcd } from '../math';
import { hiName, hiYears } from '../hindi';
import { people } from '../names';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

export const RATIO_AGES_AGO: Record<string, Kind> = {
  agesYearsAgo: {
    levels: [1, 2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.int(2, 9);
        const m = rng.int(1, n - 1);
        const k = rng.int(2, 12);
        const x = rng.int(2, 20);
        const ago = rng.chance(0.6);
        if (gcd(m, n) !== 1) return undefined;
        // the ages when the ratio holds are mk and nk; now they are x years later (or earlier)
        const [a, b] = ago ? [m * k + x, n * k + x] : [m * k - x, n * k - x];
        if (a < 5 || b > 90) return undefined;
        const [p, q] = people(rng, 2);
        const wrong = [
          { mistake: 'giving one part of the ratio', hi: 'अनुपात का एक भाग बताना', value: k },
          {
            mistake: "giving the younger one's age then",
            hi: `उस समय ${hiName(p!)} की आयु बताना`,
            value: m * k,
          },
          {
            mistake: "giving the elder one's age then",
            hi: `उस समय ${hiName(q!)} की आयु बताना`,
            value: n * k,
          },
          {
            mistake: 'giving the difference of their ages',
            hi: 'उनकी आयु का अंतर बताना',
            value: (n - m) * k,
          },
        ]
          .filter((d) => d.value > 0 && d.value !== x)
          .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
        const kept = aroundKey(wrong, x, a + b);
        if (new Set(kept.slice(0, 3).map((d) => d.value)).size < 3) return undefined;
        const asked = ago
          ? `How many years ago was the ratio of their ages ${ratio([m, n])}?`
          : `After how many years will the ratio of their ages be ${ratio([m, n])}?`;
        const hiAsked = ago
          ? `कितने वर्ष पहले उनकी आयु का अनुपात ${ratio([m, n])} था?`
          : `कितने वर्ष बाद उनकी आयु का अनुपात ${ratio([m, n])} होगा?`;
        const sign = ago ? '−' : '+';
        return {
          question: `The present ages of ${p!.name} and ${q!.name} are ${yearsFormat(a)} and ${yearsFormat(b)}. ${asked}`,
          answer: x,
          format: yearsFormat,
          distractors: kept,
          steps: [
            `Let it be x years ${ago ? 'ago' : 'hence'}: (${a} ${sign} x) : (${b} ${sign} x) = ${ratio([m, n])}.`,
            `The age difference ${b} − ${a} = ${b - a} stays the same and is ${n} − ${m} = ${n - m} parts, so one part = ${k}.`,
            `${p!.name}'s age then = ${m} × ${k} = ${m * k}, so x = ${ago ? `${a} − ${m * k}` : `${m * k} − ${a}`} = ${yearsFormat(x)}.`,
          ],
          hi: {
            question: `${hiName(p!)} और ${hiName(q!)} की वर्तमान आयु क्रमशः ${hiYears(a)} और ${hiYears(b)} है। ${hiAsked}`,
            steps: [
              `मान लीजिए x वर्ष ${ago ? 'पहले' : 'बाद'}: (${a} ${sign} x) : (${b} ${sign} x) = ${ratio([m, n])}।`,
              `आयु का अंतर ${b} − ${a} = ${b - a} वही रहता है और यह ${n} − ${m} = ${n - m} भाग है, अतः एक भाग = ${k}।`,
              `उस समय ${hiName(p!)} की आयु = ${m} × ${k} = ${m * k}, अतः x = ${ago ? `${a} − ${m * k}` : `${m * k} − ${a}`} = ${hiYears(x)}।`,
            ],
            format: hiYears,
          },
          params: { a, b, m, n, ago },
        };
      });
    },
  },
};
