import { clockTime, fraction, listAnd, num } from '../format';
import { gcd, gcdAll, lcmAll } from '../math';
import { defineTopic, until } from '../question';
import { NUMBER_SYSTEM_KINDS } from './numberSystem';
import type { Problem } from '../types';

export const hcfAndLcm = defineTopic({
  hcf: {
    levels: [1],
    make(rng) {
      return until(() => {
        const g = rng.int(2, 30);
        const n = rng.chance(0.5) ? 2 : 3;
        const multipliers = Array.from({ length: n }, () => rng.int(2, 15));
        if (gcdAll(multipliers) !== 1 || new Set(multipliers).size < n) return undefined;
        const values = multipliers.map((m) => g * m);
        if (Math.max(...values) > 400) return undefined;
        return {
          question: rng.pick([
            `What is the HCF of ${listAnd(values.map(String))}?`,
            `Find the highest common factor of ${listAnd(values.map(String))}.`,
            `What is the greatest number that divides each of ${listAnd(values.map(String))} exactly?`,
            `Find the greatest common divisor of ${listAnd(values.map(String))}.`,
          ]),
          answer: g,
          distractors: [
            { mistake: 'giving the LCM instead', value: lcmAll(values) },
            {
              mistake: 'taking a common factor that is not the highest',
              value: g / (g % 2 === 0 ? 2 : g % 3 === 0 ? 3 : g),
            },
            { mistake: 'taking the smallest number as the HCF', value: Math.min(...values) },
            {
              mistake: 'taking the difference of two of the numbers',
              value: Math.abs(values[1]! - values[0]!),
            },
          ],
          steps: [
            `${values.map((v) => `${v} = ${g} × ${v / g}`).join(', ')}; ${listAnd(multipliers.map(String))} have no common factor, so the HCF is ${g}.`,
          ],
          params: { values },
        };
      });
    },
  },
  lcm: {
    levels: [1],
    make(rng) {
      return until(() => {
        const n = rng.chance(0.5) ? 2 : 3;
        const values = Array.from({ length: n }, () => rng.int(4, 40));
        if (new Set(values).size < n) return undefined;
        const l = lcmAll(values);
        const product = values.reduce((a, b) => a * b, 1);
        if (l > 1500 || l === product || values.includes(l)) return undefined;
        return {
          question: rng.pick([
            `What is the LCM of ${listAnd(values.map(String))}?`,
            `Find the lowest common multiple of ${listAnd(values.map(String))}.`,
            `What is the least number exactly divisible by each of ${listAnd(values.map(String))}?`,
            `Find the smallest number that is a multiple of each of ${listAnd(values.map(String))}.`,
          ]),
          answer: l,
          distractors: [
            { mistake: 'multiplying the numbers together', value: product },
            ...(gcdAll(values) > 1 ? [{ mistake: 'giving the HCF instead', value: gcdAll(values) }] : []),
            { mistake: 'taking a common multiple that is not the least', value: 2 * l },
            { mistake: 'taking the largest number', value: Math.max(...values) },
          ],
          steps: [
            `The least number that each of ${listAnd(values.map(String))} divides is ${num(l)} (check: ${values.map((v) => `${num(l)} ÷ ${v} = ${l / v}`).join(', ')}).`,
          ],
          params: { values },
        };
      });
    },
  },
  productRule: {
    levels: [1, 2],
    make(rng) {
      return until(() => {
        const h = rng.int(2, 25);
        const m = rng.int(2, 15);
        const n = rng.int(2, 15);
        if (gcd(m, n) !== 1 || m === n) return undefined;
        const a = h * m;
        const b = h * n;
        const l = h * m * n;
        return {
          question: rng.pick([
            `The HCF of two numbers is ${h} and their LCM is ${num(l)}. If one number is ${a}, what is the other?`,
            `Two numbers have an HCF of ${h} and an LCM of ${num(l)}. One of them is ${a}. Find the other.`,
          ]),
          answer: b,
          distractors: [
            { mistake: 'dividing the LCM by the HCF', value: l / h },
            { mistake: 'dividing the LCM by the number', value: l / a },
            { mistake: 'multiplying the LCM by the HCF', value: l * h },
          ],
          steps: [
            `HCF × LCM = product of the numbers: ${h} × ${num(l)} = ${a} × x, so x = ${num(h * l)} ÷ ${a} = ${b}.`,
          ],
          params: { h, l, a },
        };
      });
    },
  },
  leastWithRemainder: {
    levels: [2],
    make(rng) {
      return until(() => {
        const values = rng.sample([4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25, 30], 3);
        const l = lcmAll(values);
        const r = rng.int(1, Math.min(...values) - 1);
        if (l > 1000) return undefined;
        return {
          question: rng.pick([
            `What is the least number which, when divided by ${listAnd(values.map(String))}, leaves a remainder of ${r} in each case?`,
            `Find the smallest number that leaves a remainder of ${r} when divided by each of ${listAnd(values.map(String))}.`,
          ]),
          answer: l + r,
          distractors: [
            { mistake: 'forgetting to add the remainder', value: l },
            { mistake: 'subtracting the remainder', value: l - r },
            {
              mistake: 'multiplying the divisors instead of taking the LCM',
              value: values.reduce((a, b) => a * b, 1) + r,
            },
          ],
          steps: [`LCM of ${listAnd(values.map(String))} = ${l}; add the remainder: ${l} + ${r} = ${l + r}.`],
          params: { values, r },
        };
      });
    },
  },
  greatestWithRemainders: {
    levels: [2],
    make(rng) {
      return until(() => {
        const g = rng.int(7, 60);
        const m = [rng.int(3, 30), rng.int(3, 30)];
        if (gcd(m[0]!, m[1]!) !== 1) return undefined;
        const r = [rng.int(1, g - 1), rng.int(1, g - 1)];
        const values = m.map((k, i) => g * k + r[i]!);
        return {
          question: `What is the greatest number that divides ${values[0]} and ${values[1]} leaving remainders ${r[0]} and ${r[1]} respectively?`,
          answer: g,
          distractors: [
            // dropped (not swapped for 1) when it happens to be the answer
            { mistake: 'taking the HCF of the numbers as given', value: gcd(values[0]!, values[1]!) },
            {
              mistake: 'subtracting the remainders the wrong way round',
              value: gcd(values[0]! - r[1]!, values[1]! - r[0]!),
            },
            {
              mistake: 'adding the remainders instead of subtracting',
              value: gcd(values[0]! + r[0]!, values[1]! + r[1]!),
            },
            {
              mistake: 'taking a common factor that is not the highest',
              value: g % 2 === 0 ? g / 2 : g % 3 === 0 ? g / 3 : 1,
            },
          ],
          steps: [
            `The number divides ${values[0]} − ${r[0]} = ${values[0]! - r[0]!} and ${values[1]} − ${r[1]} = ${values[1]! - r[1]!} exactly; their HCF is ${g}.`,
          ],
          params: { values, r },
        };
      });
    },
  },
  bells: {
    levels: [2],
    make(rng) {
      return until(() => {
        const values = rng.sample([6, 8, 9, 10, 12, 15, 18, 20, 24, 25, 30, 36, 40, 45], 3);
        const l = lcmAll(values);
        if (l > 360 || l < 30) return undefined;
        const start = rng.int(7, 11);
        const next = start + l / 60;
        return {
          question: `Three bells ring at intervals of ${listAnd(values.map(String))} minutes. If they ring together at ${clockTime(start)}, when will they next ring together?`,
          answer: next,
          format: clockTime,
          wholeOptions: false,
          distractors: [
            {
              mistake: 'adding the three intervals',
              value: start + (values[0]! + values[1]! + values[2]!) / 60,
            },
            { mistake: 'using the largest interval', value: start + Math.max(...values) / 60 },
            { mistake: 'using twice the LCM', value: start + (2 * l) / 60 },
            { mistake: 'using the HCF of the intervals', value: start + gcdAll(values) / 60 },
          ],
          steps: [
            `They ring together every LCM(${values.join(', ')}) = ${l} minutes, so next at ${clockTime(next)}`,
          ],
          step: 0.25,
          params: { values, start },
        };
      });
    },
  },
  fractions: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const nums = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
        const dens = [rng.int(2, 15), rng.int(2, 15), rng.int(2, 15)];
        if (nums.some((n, i) => gcd(n, dens[i]!) !== 1 || n >= dens[i]!)) return undefined;
        if (new Set(dens).size < 3) return undefined;
        const hcf = gcdAll(nums) / lcmAll(dens);
        const l = lcmAll(nums) / gcdAll(dens);
        const askL = rng.chance(0.5);
        const list = listAnd(nums.map((n, i) => `${n}/${dens[i]}`));
        return {
          question: rng.pick([
            `What is the ${askL ? 'LCM' : 'HCF'} of ${list}?`,
            `Find the ${askL ? 'LCM' : 'HCF'} of the fractions ${list}.`,
          ]),
          answer: askL ? l : hcf,
          format: fraction,
          distractors: askL
            ? [
                {
                  mistake: 'taking LCM of numerators over LCM of denominators',
                  value: lcmAll(nums) / lcmAll(dens),
                },
                {
                  mistake: 'taking HCF of numerators over HCF of denominators',
                  value: gcdAll(nums) / gcdAll(dens),
                },
                { mistake: 'giving the HCF instead', value: hcf },
              ]
            : [
                {
                  mistake: 'taking HCF of numerators over HCF of denominators',
                  value: gcdAll(nums) / gcdAll(dens),
                },
                {
                  mistake: 'taking LCM of numerators over LCM of denominators',
                  value: lcmAll(nums) / lcmAll(dens),
                },
                { mistake: 'giving the LCM instead', value: l },
              ],
          steps: [
            askL
              ? `LCM of fractions = LCM of numerators ÷ HCF of denominators = ${lcmAll(nums)} ÷ ${gcdAll(dens)} = ${fraction(l)}.`
              : `HCF of fractions = HCF of numerators ÷ LCM of denominators = ${gcdAll(nums)} ÷ ${lcmAll(dens)} = ${fraction(hcf)}.`,
          ],
          params: { nums, dens, ask: askL ? 'lcm' : 'hcf' },
        };
      });
    },
  },
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
        return {
          question: rng.pick([
            `What is the greatest number that divides ${listAnd(values.map((v) => num(v)))} leaving the same remainder in each case?`,
            `Find the largest number which, dividing each of ${listAnd(values.map((v) => num(v)))}, leaves the same remainder.`,
          ]),
          answer: g,
          distractors: [
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
          ],
          steps: [
            `If each leaves the same remainder, the number divides the differences ${num(values[1]!)} − ${num(values[0]!)} = ${num(diffs[0]!)} and ${num(values[2]!)} − ${num(values[1]!)} = ${num(diffs[1]!)}. HCF(${num(diffs[0]!)}, ${num(diffs[1]!)}) = ${g}.`,
          ],
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
        const value = smallest ? Math.ceil(bound / l) * l : Math.floor(bound / l) * l;
        return {
          question: `What is the ${smallest ? 'smallest' : 'greatest'} ${digits}-digit number exactly divisible by each of ${listAnd(values.map(String))}?`,
          answer: value,
          distractors: [
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
          ],
          steps: [
            `LCM of ${listAnd(values.map(String))} = ${num(l)}.`,
            smallest
              ? `${num(bound)} ÷ ${num(l)} leaves ${num(bound % l)}, so the smallest multiple is ${num(bound)} + ${num(l - (bound % l))} = ${num(value)}.`
              : `${num(bound)} ÷ ${num(l)} leaves ${num(bound % l)}, so the greatest multiple is ${num(bound)} − ${num(bound % l)} = ${num(value)}.`,
          ],
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
        return {
          question: rng.pick([
            `What is the least perfect square exactly divisible by each of ${listAnd(values.map(String))}?`,
            `Find the smallest square number that is divisible by each of ${listAnd(values.map(String))}.`,
          ]),
          answer: sqv,
          distractors: [
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
          ],
          steps: [
            `LCM = ${num(l)}. Make every prime's power even: multiply by ${sqv / l} to get ${num(sqv)} = ${Math.sqrt(sqv)}².`,
          ],
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
        return {
          question: rng.pick([
            `${c ? 'Three' : 'Two'} numbers are in the ratio ${parts.join(' : ')} and their HCF is ${h}. What is their LCM?`,
            `The HCF of ${c ? 'three' : 'two'} numbers in the ratio ${parts.join(' : ')} is ${h}. Find their LCM.`,
          ]),
          answer: l,
          distractors: [
            {
              mistake: 'multiplying the ratio terms without taking their LCM',
              value: h * parts.reduce((x, y) => x * y, 1),
            },
            { mistake: 'adding the ratio terms', value: h * parts.reduce((x, y) => x + y, 0) },
            { mistake: 'multiplying the HCF by the largest term only', value: h * Math.max(...parts) },
          ],
          steps: [
            `The numbers are ${parts.map((p) => `${p * h}`).join(', ')} (each ratio term × ${h}); their LCM is ${h} × LCM(${parts.join(', ')}) = ${num(l)}.`,
          ],
          params: { parts, h },
        };
      });
    },
  },
  // number-system questions (numberSystem.ts)
  ...NUMBER_SYSTEM_KINDS,
});

function smallestPrimeFactor(n: number): number {
  for (let p = 2; p <= n; p += 1) if (n % p === 0) return p;
  return n;
}
