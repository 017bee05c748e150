/**
 * The LCM or HCF of decimals (coverage audit 4, item 6): "the LCM of 0.48, 0.72 and 1.08"
 * (`decimalLcm`, beside `fractions`). The numbers are made like places (hundredths), the LCM or HCF
 * of the whole numbers found and the point put back. hcfLcm.ts spreads it in after its other kinds;
 * the Hindi twin is written from the same drawn values.
 */
import { decimal, listAnd } from '../format';
import { hiListAnd } from '../hindi';
import { gcdAll, lcmAll } from '../math';
import { isExact, until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** The digits of a decimal as written, the point dropped: 0.6 → 6, 0.48 → 48, 1.2 → 12. */
const digitsOf = (text: string): number => Number(text.replace('.', ''));

/** The least prime dividing n (n itself when prime). */
function smallestPrime(n: number): number {
  for (let p = 2; p * p <= n; p += 1) if (n % p === 0) return p;
  return n;
}

export const HCF_AUDIT5: Record<string, Kind> = {
  decimalLcm: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.chance(0.5) ? 3 : 2;
        const h = rng.int(2, 30);
        const multipliers = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15], n).sort((a, b) => a - b);
        if (gcdAll(multipliers) !== 1) return undefined;
        const hundredths = multipliers.map((m) => m * h);
        if (hundredths.some((v) => v > 999) || hundredths.every((v) => v % 100 === 0)) return undefined;
        const l = lcmAll(hundredths);
        if (l > 9999) return undefined;
        const values = hundredths.map((v) => v / 100);
        const printed = values.map((v) => decimal(v));
        const askL = rng.chance(0.6);
        const hcf = h / 100;
        const lcm = l / 100;
        const key = askL ? lcm : hcf;
        const other = askL ? hcf : lcm;
        const asWritten = askL ? lcmAll(printed.map(digitsOf)) / 100 : gcdAll(printed.map(digitsOf)) / 100;
        const wrong: Distractor[] = [
          {
            mistake: 'leaving out the decimal point',
            hi: 'दशमलव बिंदु छोड़ देना',
            value: key * 100,
          },
          {
            mistake: 'putting the point one place too far left',
            hi: 'दशमलव बिंदु को एक स्थान अधिक बाईं ओर रखना',
            value: key / 10,
          },
          {
            mistake: `giving the ${askL ? 'HCF' : 'LCM'} instead`,
            hi: `${askL ? 'म.स. (HCF)' : 'ल.स. (LCM)'} बता देना`,
            value: other,
          },
          {
            mistake: 'putting the point one place too far right',
            hi: 'दशमलव बिंदु को एक स्थान अधिक दाईं ओर रखना',
            value: key * 10,
          },
          {
            mistake: 'not making the decimal places alike first',
            hi: 'पहले दशमलव स्थानों को समान न करना',
            value: asWritten,
          },
          askL
            ? {
                mistake: 'taking the largest number as the LCM',
                hi: 'सबसे बड़ी संख्या को ही ल.स. (LCM) मान लेना',
                value: Math.max(...values),
              }
            : {
                mistake: 'taking the smallest number as the HCF',
                hi: 'सबसे छोटी संख्या को ही म.स. (HCF) मान लेना',
                value: Math.min(...values),
              },
          ...(askL
            ? []
            : [
                {
                  mistake: 'giving a common factor that is not the highest',
                  hi: 'ऐसा उभयनिष्ठ गुणनखंड देना जो सबसे बड़ा नहीं है',
                  value: h / smallestPrime(h) / 100,
                },
              ]),
        ].filter(
          (w) =>
            (w.value as number) > 0 &&
            isExact(w.value as number) &&
            Math.abs((w.value as number) - key) > 1e-9,
        );
        const kept = aroundKey(wrong, key, h + l);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        const what = askL ? 'LCM' : 'HCF';
        const hiWhat = askL ? 'ल.स. (LCM)' : 'म.स. (HCF)';
        const list = listAnd(printed);
        const hiList = hiListAnd(printed);
        const wholes = hundredths.join(', ');
        return {
          question: rng.chance(0.5) ? `What is the ${what} of ${list}?` : `Find the ${what} of ${list}.`,
          answer: key,
          format: (v) => decimal(v),
          wholeOptions: false,
          distractors: kept,
          steps: [
            `Make the decimal places alike (hundredths): the numbers are ${wholes} hundredths.`,
            `The ${what} of ${wholes} is ${askL ? l : h}, so the ${what} of the decimals is ${askL ? l : h}/100 = ${decimal(key)}.`,
          ],
          hi: {
            question: `${hiList} का ${hiWhat} ज्ञात कीजिए।`,
            steps: [
              `दशमलव स्थानों को समान (सौवें भाग) करें: संख्याएँ ${wholes} सौवें भाग हैं।`,
              `${wholes} का ${hiWhat} ${askL ? l : h} है, अतः दशमलव संख्याओं का ${hiWhat} ${askL ? l : h}/100 = ${decimal(key)} है।`,
            ],
          },
          params: { values, ask: what },
        };
      });
    },
  },
};
