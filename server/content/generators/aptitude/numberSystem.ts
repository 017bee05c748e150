/**
 * Number-system questions the papers set under numbers (issue 19, item 5): a number with two unknown
 * digits that is divisible by a composite divisor ("5x2y is divisible by 72"), solved by the tests of
 * its coprime factors (8 and 9). Kept with HCF and LCM, the topic of divisors and multiples.
 */
import { num } from '../format';
import { until } from '../question';
import type { Kind, Problem } from '../types';

/** A divisor and the coprime factors whose tests it is checked by. */
const DIVISORS: Record<2 | 3, readonly { divisor: number; factors: readonly [number, number] }[]> = {
  2: [
    { divisor: 36, factors: [4, 9] },
    { divisor: 45, factors: [5, 9] },
    { divisor: 72, factors: [8, 9] },
    { divisor: 24, factors: [8, 3] },
  ],
  3: [
    { divisor: 72, factors: [8, 9] },
    { divisor: 88, factors: [8, 11] },
    { divisor: 99, factors: [9, 11] },
    { divisor: 55, factors: [5, 11] },
  ],
};

const RULES: Record<number, string> = {
  3: 'its digit sum is a multiple of 3',
  4: 'its last two digits make a multiple of 4',
  5: 'its last digit is 0 or 5',
  8: 'its last three digits make a multiple of 8',
  9: 'its digit sum is a multiple of 9',
  11: 'the difference between the sums of its alternate digits is a multiple of 11',
};

/** The same tests as Hindi papers word them (issue 15). */
const HI_RULES: Record<number, string> = {
  3: 'उसके अंकों का योग 3 का गुणज हो',
  4: 'उसके अंतिम दो अंकों से बनी संख्या 4 का गुणज हो',
  5: 'उसका इकाई का अंक 0 या 5 हो',
  8: 'उसके अंतिम तीन अंकों से बनी संख्या 8 का गुणज हो',
  9: 'उसके अंकों का योग 9 का गुणज हो',
  11: 'उसके एकांतर अंकों के योगों का अंतर 11 का गुणज हो',
};

const fill = (pattern: string, x: number, y: number): number =>
  Number(pattern.replace('x', String(x)).replace('y', String(y)));

/** The (x, y) digit pairs that make the pattern a multiple of m. */
const pairsFor = (pattern: string, m: number): [number, number][] => {
  const out: [number, number][] = [];
  for (let x = 0; x <= 9; x += 1)
    for (let y = 0; y <= 9; y += 1) if (fill(pattern, x, y) % m === 0) out.push([x, y]);
  return out;
};

export const NUMBER_SYSTEM_KINDS: Record<string, Kind> = {
  divisibleDigits: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const { divisor, factors } = rng.pick(DIVISORS[level === 2 ? 2 : 3]);
        const length = level === 2 ? rng.int(4, 5) : rng.int(5, 7);
        const digits = Array.from({ length }, (_, i) => String(rng.int(i === 0 ? 1 : 0, 9)));
        // y among the last three digits (the 4, 5 and 8 tests read them), x anywhere after the first
        const yAt = length - 1 - rng.int(0, 2);
        const xAt = rng.int(1, length - 1);
        if (xAt === yAt) return undefined;
        // x is the earlier unknown, as papers write them (5x2y)
        digits[Math.min(xAt, yAt)] = 'x';
        digits[Math.max(xAt, yAt)] = 'y';
        const pattern = digits.join('');
        const fits = pairsFor(pattern, divisor);
        if (fits.length !== 1) return undefined;
        const [x, y] = fits[0]!;
        const ask = level === 3 && rng.chance(0.5) ? 'product' : 'sum';
        const value = (pair: readonly [number, number]) =>
          ask === 'sum' ? pair[0] + pair[1] : pair[0] * pair[1];
        const answer = value([x, y]);
        if (answer === 0) return undefined;
        // a pair that passes one factor's test only: the first whose value differs from the key
        const onlyOne = (m: number) =>
          pairsFor(pattern, m)
            .map(value)
            .find((v) => v !== answer);
        const [f1, f2] = factors;
        const distractors = [
          {
            mistake: `checking only divisibility by ${f2}`,
            hi: `केवल ${f2} से विभाज्यता जाँचना`,
            value: onlyOne(f2),
          },
          {
            mistake: `checking only divisibility by ${f1}`,
            hi: `केवल ${f1} से विभाज्यता जाँचना`,
            value: onlyOne(f1),
          },
          ask === 'sum'
            ? {
                mistake: 'multiplying the two digits instead of adding them',
                hi: 'दोनों अंकों को जोड़ने के स्थान पर गुणा करना',
                value: x * y,
              }
            : {
                mistake: 'adding the two digits instead of multiplying them',
                hi: 'दोनों अंकों को गुणा करने के स्थान पर जोड़ना',
                value: x + y,
              },
        ].filter((d): d is { mistake: string; hi: string; value: number } => d.value !== undefined);
        const asked = ask === 'sum' ? 'x + y' : 'x × y';
        return {
          question: `The ${length}-digit number ${pattern} is divisible by ${divisor}, where x and y are digits. What is the value of ${ask === 'sum' ? 'x + y' : 'x × y'}?`,
          answer,
          allowNonPositive: true,
          step: 1,
          distractors,
          steps: [
            `${divisor} = ${f1} × ${f2}, and ${f1} and ${f2} have no common factor, so the number must pass both tests: for ${f1}, ${RULES[f1]}; for ${f2}, ${RULES[f2]}.`,
            `Trying the digits, only x = ${x}, y = ${y} passes both: ${num(fill(pattern, x, y))} = ${divisor} × ${num(fill(pattern, x, y) / divisor)}. So ${ask === 'sum' ? `x + y = ${answer}` : `x × y = ${answer}`}.`,
          ],
          hi: {
            question: `${length} अंकों की संख्या ${pattern}, ${divisor} से विभाज्य है, जहाँ x और y अंक हैं। ${asked} का मान क्या है?`,
            steps: [
              `${divisor} = ${f1} × ${f2}, और ${f1} व ${f2} में कोई उभयनिष्ठ गुणनखंड नहीं है, इसलिए संख्या दोनों से विभाज्य होनी चाहिए: ${f1} से विभाज्यता के लिए ${HI_RULES[f1]}; ${f2} से विभाज्यता के लिए ${HI_RULES[f2]}।`,
              `अंक रखकर देखने पर केवल x = ${x}, y = ${y} दोनों शर्तें पूरी करते हैं: ${num(fill(pattern, x, y))} = ${divisor} × ${num(fill(pattern, x, y) / divisor)}। अतः ${asked} = ${answer}।`,
            ],
          },
          params: { pattern, divisor, ask },
        };
      });
    },
  },
};
