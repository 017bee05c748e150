/**
 * The level-3 kinds of HCF and LCM: the greatest number leaving the same remainder, the smallest or
 * greatest n-digit multiple, the least perfect square divisible by each, and the LCM from a ratio and
 * the HCF. Kept beside hcfLcm.ts (which spreads them in its draw order) so each file stays short.
 */
import { listAnd, num } from '../format';
import { gcd, gcdAll, lcmAll } from '../math';
import { until } from '../question';
import { HI, pickTwin, withHindi } from './hindiHcfLcm';
import { aroundKey } from './keyRank';
import type { Kind } from '../types';

export const HCF_LCM_HARDER_KINDS: Record<string, Kind> = {
  sameRemainder: {
    levels: [3],
    make(rng) {
      return until(() => {
        const g = rng.int(7, 99);
        const r = rng.int(1, g - 1);
        const m = rng.sample([3, 4, 5, 7, 8, 9, 11, 13, 15, 17, 19, 21, 23, 29, 31], 3).sort((a, b) => a - b);
        const values = m.map((k) => g * k + r);
        const diffs = [values[1]! - values[0]!, values[2]! - values[1]!];
        if (gcd(diffs[0]!, diffs[1]!) !== g) return undefined;
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `What is the greatest number that divides ${listAnd(values.map((v) => num(v)))} leaving the same remainder in each case?`,
            `Find the largest number which, dividing each of ${listAnd(values.map((v) => num(v)))}, leaves the same remainder.`,
          ],
          HI.sameRemainder(values),
        );
        return {
          question,
          answer: g,
          distractors: withHindi([
            ...(gcdAll(values) > 1 && gcdAll(values) !== g
              ? [{ mistake: 'taking the HCF of the numbers themselves', value: gcdAll(values) }]
              : []),
            { mistake: 'giving the common remainder', value: r },
            { mistake: 'taking the smaller difference itself', value: Math.min(...diffs) },
            // a prime HCF has no factor to offer (2 × g, offered before, is no factor)
            ...[2, 3, 5, 7]
              .filter((p) => g % p === 0 && g > p)
              .slice(0, 1)
              .map((p) => ({ mistake: 'taking a factor of the HCF', value: g / p })),
          ]),
          steps: [
            `If each leaves the same remainder, the number divides the differences ${num(values[1]!)} − ${num(values[0]!)} = ${num(diffs[0]!)} and ${num(values[2]!)} − ${num(values[1]!)} = ${num(diffs[1]!)}. HCF(${num(diffs[0]!)}, ${num(diffs[1]!)}) = ${g}.`,
          ],
          hi: { question: hiQuestion, steps: [HI.sameRemainderSteps(values, diffs, g)] },
          params: { values },
        };
      });
    },
  },
  digitsBound: {
    levels: [3],
    make(rng) {
      return until(() => {
        const values = rng.sample(
          [12, 15, 16, 18, 20, 24, 25, 28, 30, 32, 35, 36, 40, 42, 45, 48, 54, 60, 63, 72],
          3,
        );
        const l = lcmAll(values);
        const digits = rng.pick([4, 5]);
        const smallest = rng.chance(0.5);
        if (l < 100 || l > 3000 || l >= 10 ** (digits - 1)) return undefined;
        const bound = smallest ? 10 ** (digits - 1) : 10 ** digits - 1;
        // a bound that is itself a multiple makes the question trivial (and its step reads bound + 0)
        if (bound % l === 0) return undefined;
        const value = smallest ? Math.ceil(bound / l) * l : Math.floor(bound / l) * l;
        return {
          question: `What is the ${smallest ? 'smallest' : 'greatest'} ${digits}-digit number exactly divisible by each of ${listAnd(values.map(String))}?`,
          answer: value,
          distractors: withHindi([
            // one multiple more is past the smallest; one fewer is short of the greatest
            smallest
              ? { mistake: 'going one multiple of the LCM too far', value: value + l }
              : { mistake: 'taking one multiple of the LCM too few', value: value - l },
            {
              mistake: 'using the product of the first two numbers instead of the LCM',
              value: smallest
                ? Math.ceil(bound / (values[0]! * values[1]!)) * values[0]! * values[1]!
                : Math.floor(bound / (values[0]! * values[1]!)) * values[0]! * values[1]!,
            },
            {
              mistake: smallest
                ? 'adding the LCM to the smallest number'
                : 'subtracting the LCM from the largest number',
              value: smallest ? bound + l : bound - l,
            },
            {
              mistake: `subtracting the remainder from the wrong end`,
              value: smallest ? bound + (bound % l) : bound - (l - (bound % l)),
            },
          ]),
          steps: [
            `LCM of ${listAnd(values.map(String))} = ${num(l)}.`,
            smallest
              ? `${num(bound)} ÷ ${num(l)} leaves ${num(bound % l)}, so the smallest multiple is ${num(bound)} + ${num(l - (bound % l))} = ${num(value)}.`
              : `${num(bound)} ÷ ${num(l)} leaves ${num(bound % l)}, so the greatest multiple is ${num(bound)} − ${num(bound % l)} = ${num(value)}.`,
          ],
          hi: {
            question: HI.digitsBound(values, digits, smallest),
            steps: HI.digitsBoundSteps(values, l, bound, value, smallest),
          },
          params: { values, digits, smallest },
        };
      });
    },
  },
  leastSquare: {
    levels: [3],
    make(rng) {
      return until(() => {
        const values = rng.sample([6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 24, 28, 30], 3);
        const l = lcmAll(values);
        if (l > 2000) return undefined;
        // make each prime's power even
        let sqv = l;
        let rest = l;
        for (let p = 2; p <= rest; p += 1) {
          let k = 0;
          while (rest % p === 0) {
            rest /= p;
            k += 1;
          }
          if (k % 2 === 1) sqv *= p;
        }
        if (sqv === l) return undefined;
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `What is the least perfect square exactly divisible by each of ${listAnd(values.map(String))}?`,
            `Find the smallest square number that is divisible by each of ${listAnd(values.map(String))}.`,
          ],
          HI.leastSquare(values),
        );
        return {
          question,
          answer: sqv,
          distractors: withHindi([
            { mistake: 'stopping at the LCM, which is not a square', value: l },
            { mistake: 'squaring the LCM', value: l * l },
            // only when more than one prime is missing (a single missing prime has no "one of")
            ...(smallestPrimeFactor(sqv / l) !== sqv / l
              ? [
                  {
                    mistake: 'multiplying by only one of the missing primes',
                    value: l * smallestPrimeFactor(sqv / l),
                  },
                ]
              : []),
          ]),
          steps: [
            `LCM = ${num(l)}. Make every prime's power even: multiply by ${sqv / l} to get ${num(sqv)} = ${Math.sqrt(sqv)}².`,
          ],
          hi: { question: hiQuestion, steps: [HI.leastSquareSteps(l, sqv)] },
          params: { values },
        };
      });
    },
  },
  ratioHcf: {
    levels: [3],
    make(rng) {
      return until(() => {
        const a = rng.int(2, 9);
        const b = rng.int(2, 9);
        const c = rng.chance(0.4) ? rng.int(2, 9) : 0;
        const parts = c ? [a, b, c] : [a, b];
        if (gcdAll(parts) !== 1 || new Set(parts).size < parts.length) return undefined;
        const h = rng.int(3, 20);
        const l = h * lcmAll(parts);
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `${c ? 'Three' : 'Two'} numbers are in the ratio ${parts.join(' : ')} and their HCF is ${h}. What is their LCM?`,
            `The HCF of ${c ? 'three' : 'two'} numbers in the ratio ${parts.join(' : ')} is ${h}. Find their LCM.`,
          ],
          HI.ratioHcf(parts, h),
        );
        return {
          question,
          answer: l,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            withHindi([
              {
                mistake: 'multiplying the ratio terms without taking their LCM',
                value: h * parts.reduce((x, y) => x * y, 1),
              },
              { mistake: 'adding the ratio terms', value: h * parts.reduce((x, y) => x + y, 0) },
              { mistake: 'multiplying the HCF by the largest term only', value: h * Math.max(...parts) },
              { mistake: 'forgetting to multiply by the HCF', value: lcmAll(parts) },
              { mistake: 'giving the product of the numbers', value: parts.reduce((x, y) => x * y * h, 1) },
              ...(c
                ? [
                    {
                      mistake: 'dividing the product of the three numbers by the HCF, as for two numbers',
                      value: (h * a * h * b * h * c) / h,
                    },
                  ]
                : []),
            ]),
            l,
            h + a + b + c,
          ),
          steps: [
            `The numbers are ${parts.map((p) => `${p * h}`).join(', ')} (each ratio term × ${h}); their LCM is ${h} × LCM(${parts.join(', ')}) = ${num(l)}.`,
          ],
          hi: { question: hiQuestion, steps: [HI.ratioHcfSteps(parts, h, l)] },
          params: { parts, h },
        };
      });
    },
  },
};

function smallestPrimeFactor(n: number): number {
  for (let p = 2; p <= n; p += 1) if (n % p === 0) return p;
  return n;
}
