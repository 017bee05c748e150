/**
 * Divisibility by two numbers at once (issue 19, second round), kept with HCF and LCM: which of four
 * close numbers is divisible by both 6 and 31 (exactly one is; the others pass one test only), and how
 * many numbers between two bounds are divisible by both 6 and 5, counted as multiples of the LCM.
 * hcfLcm.ts spreads them in after its other kinds, so the earlier kinds keep their draw order.
 */
import { num } from '../format';
import { gcd, lcm } from '../math';
import { until } from '../question';
import type { Kind } from '../types';

/** Composite divisors with a prime factor a slip may test alone (6 → 3: "divisible by 3 and 31"). */
const COMPOSITES: readonly { a: number; part: number }[] = [
  { a: 6, part: 3 },
  { a: 6, part: 2 },
  { a: 10, part: 5 },
  { a: 12, part: 3 },
  { a: 14, part: 7 },
  { a: 15, part: 5 },
];
const PRIMES = [7, 11, 13, 17, 19, 23, 29, 31, 37];

/** Pairs whose LCM is their product (6 and 5) and pairs whose LCM is smaller (6 and 8: 24, not 48). */
const PAIRS: readonly (readonly [number, number])[] = [
  [6, 5],
  [6, 7],
  [4, 9],
  [6, 4],
  [4, 10],
  [6, 9],
  [6, 8],
  [8, 12],
  [6, 15],
  [9, 12],
];

export const NUMBER_DIVISIBILITY_KINDS: Record<string, Kind> = {
  divisibleByBoth: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const { a, part } = rng.pick(COMPOSITES);
        const b = rng.pick(PRIMES);
        if (gcd(a, b) !== 1) return undefined;
        const l = a * b;
        // every option four digits long and the four within a fifth of one another (offsets reach 7 × 37)
        const key = l * rng.int(Math.ceil(2200 / l), Math.floor(9700 / l));
        const side = () => (rng.chance(0.5) ? 1 : -1);
        const onlyA = key + side() * a * rng.int(1, 3);
        const onlyB = key + side() * b * rng.int(1, 3);
        const partAndB = key + side() * part * b;
        const numbers = [key, onlyA, onlyB, partAndB];
        if (new Set(numbers).size !== 4) return undefined;
        const others = numbers.slice(1).sort((x, y) => x - y);
        return {
          question: `Which of the following numbers is divisible by both ${a} and ${b}?`,
          answer: key,
          distractors: [
            { mistake: `checking divisibility by ${a} only`, hi: `केवल ${a} से विभाज्यता जाँचना`, value: onlyA },
            { mistake: `checking divisibility by ${b} only`, hi: `केवल ${b} से विभाज्यता जाँचना`, value: onlyB },
            {
              mistake: `testing ${part} in place of ${a}`,
              hi: `${a} के स्थान पर ${part} से जाँचना`,
              value: partAndB,
            },
          ],
          steps: [
            `${a} and ${b} have no common factor, so a number divisible by both is divisible by ${a} × ${b} = ${num(l)}.`,
            `${num(key)} ÷ ${num(l)} = ${num(key / l)} exactly; ${others.map((x) => `${num(x)} leaves ${num(x % l)}`).join(', ')}.`,
          ],
          hi: {
            question: `निम्नलिखित में से कौन-सी संख्या ${a} और ${b} दोनों से विभाज्य है?`,
            steps: [
              `${a} और ${b} का कोई उभयनिष्ठ गुणनखंड नहीं है, अतः दोनों से विभाज्य संख्या ${a} × ${b} = ${num(l)} से विभाज्य होती है।`,
              `${num(key)} ÷ ${num(l)} = ${num(key / l)} पूर्णतः; ${others.map((x) => `${num(x)} में शेषफल ${num(x % l)} बचता है`).join(', ')}।`,
            ],
          },
          params: { a, b, numbers },
        };
      });
    },
  },
  countMultiples: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const [a, b] = rng.pick(PAIRS);
        const l = lcm(a, b);
        const low = rng.step(100, 600, 10);
        const high = low + rng.step(150, 900, 10);
        if (low % l === 0 || high % l === 0) return undefined;
        const count = Math.floor(high / l) - Math.floor(low / l);
        // multiples of d strictly between the bounds (either bound may be one: 280 is a multiple of 8)
        const upTo = (d: number) => Math.floor((high - 1) / d) - Math.floor(low / d);
        const first = l * (Math.floor(low / l) + 1);
        const last = l * Math.floor(high / l);
        return {
          question: `How many numbers between ${num(low)} and ${num(high)} are divisible by both ${a} and ${b}?`,
          answer: count,
          distractors: [
            ...(l < a * b
              ? [
                  {
                    mistake: `dividing by ${a} × ${b} instead of the LCM`,
                    hi: `ल.स.प. के स्थान पर ${a} × ${b} से भाग देना`,
                    value: upTo(a * b),
                  },
                ]
              : []),
            {
              mistake: `counting the numbers divisible by ${a} or ${b}`,
              hi: `${a} या ${b} से विभाज्य संख्याएँ गिनना`,
              value: upTo(a) + upTo(b) - count,
            },
            { mistake: 'counting one more for the ends', hi: 'सिरों के लिए एक अधिक गिनना', value: count + 1 },
            {
              mistake: 'dividing the gap by the LCM',
              hi: 'अंतर को ल.स.प. से भाग देना',
              value: Math.floor((high - low) / l),
            },
            { mistake: `counting the multiples of ${a} only`, hi: `केवल ${a} के गुणज गिनना`, value: upTo(a) },
          ],
          steps: [
            `Divisible by both ${a} and ${b} means divisible by LCM(${a}, ${b}) = ${num(l)}.`,
            `Multiples of ${num(l)} up to ${num(high)}: ${num(Math.floor(high / l))}; up to ${num(low)}: ${num(Math.floor(low / l))}. So ${num(Math.floor(high / l))} − ${num(Math.floor(low / l))} = ${num(count)} numbers (${num(first)} to ${num(last)}).`,
          ],
          hi: {
            question: `${num(low)} और ${num(high)} के बीच कितनी संख्याएँ ${a} और ${b} दोनों से विभाज्य हैं?`,
            steps: [
              `${a} और ${b} दोनों से विभाज्य का अर्थ है ल.स.प.(${a}, ${b}) = ${num(l)} से विभाज्य।`,
              `${num(high)} तक ${num(l)} के गुणज: ${num(Math.floor(high / l))}; ${num(low)} तक: ${num(Math.floor(low / l))}। अतः ${num(Math.floor(high / l))} − ${num(Math.floor(low / l))} = ${num(count)} संख्याएँ (${num(first)} से ${num(last)} तक)।`,
            ],
          },
          params: { a, b, low, high },
        };
      });
    },
  },
};
