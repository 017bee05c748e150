import { clockTime, fraction, listAnd, num } from '../format';
import { gcd, gcdAll, lcmAll } from '../math';
import { hiListAnd } from '../hindi';
import { defineTopic, until } from '../question';
import { NUMBER_DIVISIBILITY_KINDS } from './numberDivisibility';
import { HI, hiClockTime, pickTwin, withHindi } from './hindiHcfLcm';
import { HCF_LCM_HARDER_KINDS } from './hcfLcmHarder';
import { aroundKey } from './keyRank';
import { NUMBER_SYSTEM_KINDS } from './numberSystem';
import { UNIT_DIGIT_KINDS } from './numberUnitDigits';
import { NUMBER_FACTORIAL_KINDS } from './numberFactorials';
import { LEAST_TO_DIVISIBLE_KINDS } from './numberLeastToDivisible';
import { HCF_WORD_KINDS } from './hcfWordProblems';
import type { Problem } from '../types';
import { HCF_AUDIT4 } from './audit4Arithmetic';
import { HCF_AUDIT5 } from './hcfLcmAudit5';
import { NUMBER_AUDIT6 } from './numberAudit6';
import { HCF_QS } from './hcfLcmQs';

/** The smallest prime dividing n (n itself when n is prime). */
function leastPrimeFactor(n: number): number {
  for (let p = 2; p * p <= n; p += 1) if (n % p === 0) return p;
  return n;
}

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
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `What is the HCF of ${listAnd(values.map(String))}?`,
            `Find the highest common factor of ${listAnd(values.map(String))}.`,
            `What is the greatest number that divides each of ${listAnd(values.map(String))} exactly?`,
            `Find the greatest common divisor of ${listAnd(values.map(String))}.`,
          ],
          HI.hcf(values),
        );
        return {
          question,
          answer: g,
          // slips above the key and factors of it below, ordered around it (issue 19)
          distractors: aroundKey(
            withHindi([
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
              { mistake: 'stopping at the smallest prime they share', value: leastPrimeFactor(g) },
              { mistake: 'taking the numbers to have no common factor but 1', value: 1 },
            ]),
            g,
            multipliers.reduce((a, b) => a + b, 0),
          ),
          steps: [
            `${values.map((v) => `${v} = ${g} × ${v / g}`).join(', ')}; ${listAnd(multipliers.map(String))} have no common factor, so the HCF is ${g}.`,
          ],
          hi: { question: hiQuestion, steps: [HI.hcfSteps(values, g, multipliers)] },
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
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `What is the LCM of ${listAnd(values.map(String))}?`,
            `Find the lowest common multiple of ${listAnd(values.map(String))}.`,
            `What is the least number exactly divisible by each of ${listAnd(values.map(String))}?`,
            `Find the smallest number that is a multiple of each of ${listAnd(values.map(String))}.`,
          ],
          HI.lcm(values),
        );
        return {
          question,
          answer: l,
          distractors: withHindi([
            { mistake: 'multiplying the numbers together', value: product },
            ...(gcdAll(values) > 1 ? [{ mistake: 'giving the HCF instead', value: gcdAll(values) }] : []),
            { mistake: 'taking a common multiple that is not the least', value: 2 * l },
            { mistake: 'taking the largest number', value: Math.max(...values) },
          ]),
          steps: [
            `The least number that each of ${listAnd(values.map(String))} divides is ${num(l)} (check: ${values.map((v) => `${num(l)} ÷ ${v} = ${l / v}`).join(', ')}).`,
          ],
          hi: { question: hiQuestion, steps: [HI.lcmSteps(values, l)] },
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
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `The HCF of two numbers is ${h} and their LCM is ${num(l)}. If one number is ${a}, what is the other?`,
            `Two numbers have an HCF of ${h} and an LCM of ${num(l)}. One of them is ${a}. Find the other.`,
          ],
          HI.productRule(h, l, a),
        );
        return {
          question,
          answer: b,
          distractors: withHindi([
            { mistake: 'dividing the LCM by the HCF', value: l / h },
            { mistake: 'dividing the LCM by the number', value: l / a },
            { mistake: 'multiplying the LCM by the HCF', value: l * h },
          ]),
          steps: [
            `HCF × LCM = product of the numbers: ${h} × ${num(l)} = ${a} × x, so x = ${num(h * l)} ÷ ${a} = ${b}.`,
          ],
          hi: { question: hiQuestion, steps: [HI.productRuleSteps(h, l, a, b)] },
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
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `What is the least number which, when divided by ${listAnd(values.map(String))}, leaves a remainder of ${r} in each case?`,
            `Find the smallest number that leaves a remainder of ${r} when divided by each of ${listAnd(values.map(String))}.`,
          ],
          HI.leastWithRemainder(values, r),
        );
        return {
          question,
          answer: l + r,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            withHindi([
              { mistake: 'forgetting to add the remainder', value: l },
              { mistake: 'subtracting the remainder', value: l - r },
              {
                mistake: 'multiplying the divisors instead of taking the LCM',
                value: values.reduce((a, b) => a * b, 1) + r,
              },
              { mistake: 'going one multiple of the LCM too far', value: 2 * l + r },
              { mistake: 'adding the remainder to the HCF instead of the LCM', value: gcdAll(values) + r },
            ]),
            l + r,
            r + values[0]!,
          ),
          steps: [`LCM of ${listAnd(values.map(String))} = ${l}; add the remainder: ${l} + ${r} = ${l + r}.`],
          hi: { question: hiQuestion, steps: [HI.leastWithRemainderSteps(values, l, r)] },
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
          distractors: withHindi([
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
          ]),
          steps: [
            `The number divides ${values[0]} − ${r[0]} = ${values[0]! - r[0]!} and ${values[1]} − ${r[1]} = ${values[1]! - r[1]!} exactly; their HCF is ${g}.`,
          ],
          hi: {
            question: HI.greatestWithRemainders(values, r),
            steps: [HI.greatestWithRemaindersSteps(values, r, g)],
          },
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
          distractors: withHindi([
            {
              mistake: 'adding the three intervals',
              value: start + (values[0]! + values[1]! + values[2]!) / 60,
            },
            { mistake: 'using the largest interval', value: start + Math.max(...values) / 60 },
            { mistake: 'using twice the LCM', value: start + (2 * l) / 60 },
            { mistake: 'using the HCF of the intervals', value: start + gcdAll(values) / 60 },
          ]),
          steps: [
            `They ring together every LCM(${values.join(', ')}) = ${l} minutes, so next at ${clockTime(next)}`,
          ],
          step: 0.25,
          hi: {
            question: HI.bells(values, start),
            steps: [HI.bellsSteps(values, l, next)],
            format: hiClockTime,
          },
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
        const [question, hiQuestion] = pickTwin(
          rng,
          [
            `What is the ${askL ? 'LCM' : 'HCF'} of ${list}?`,
            `Find the ${askL ? 'LCM' : 'HCF'} of the fractions ${list}.`,
          ],
          HI.fractions(hiListAnd(nums.map((n, i) => `${n}/${dens[i]}`)), askL),
        );
        return {
          question,
          answer: askL ? l : hcf,
          format: fraction,
          distractors: withHindi(
            askL
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
          ),
          steps: [
            askL
              ? `LCM of fractions = LCM of numerators ÷ HCF of denominators = ${lcmAll(nums)} ÷ ${gcdAll(dens)} = ${fraction(l)}.`
              : `HCF of fractions = HCF of numerators ÷ LCM of denominators = ${gcdAll(nums)} ÷ ${lcmAll(dens)} = ${fraction(hcf)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [HI.fractionsSteps(nums, dens, askL, askL ? l : hcf)],
          },
          params: { nums, dens, ask: askL ? 'lcm' : 'hcf' },
        };
      });
    },
  },
  // the harder kinds of level 3 (hcfLcmHarder.ts)
  ...HCF_LCM_HARDER_KINDS,
  // number-system questions (numberSystem.ts)
  ...NUMBER_SYSTEM_KINDS,
  // divisible by two numbers at once: which one, how many in a range (numberDivisibility.ts)
  ...NUMBER_DIVISIBILITY_KINDS,
  // the unit digit of a product of powers (numberUnitDigits.ts)
  ...UNIT_DIGIT_KINDS,
  // zeros at the end of n!, the remainder of a large power (numberFactorials.ts)
  ...NUMBER_FACTORIAL_KINDS,
  // the least number to subtract or add to make a number divisible by 7, 8, 9, 11 or 12 (numberLeastToDivisible.ts)
  ...LEAST_TO_DIVISIBLE_KINDS,
  // the largest square tile for a floor and how many, sections seated in equal rows (hcfWordProblems.ts)
  ...HCF_WORD_KINDS,
  // two numbers from their ratio and LCM: their sum (audit4Arithmetic.ts)
  ...HCF_AUDIT4,
  // the LCM or HCF of decimals (hcfLcmAudit5.ts)
  ...HCF_AUDIT5,
  // the largest power of a prime (or 6) dividing n!, the sum of all or of the even factors (hcfLcmQs.ts)
  ...HCF_QS,
  // two numbers from their HCF and the LCM's other factors; the next, nearest or k-digit multiple; k-digit numbers leaving a remainder, LCM − k (numberAudit6.ts)
  ...NUMBER_AUDIT6,
});
