/**
 * The unit digit of a product of powers (issue 19, third round; a number-system form SSC papers set
 * often): "What is the unit digit of 3⁶⁵ × 6⁵⁹ × 7⁷¹?". Each power's unit digit repeats in a cycle of
 * at most 4, so the exponent counts by its remainder on division by 4 (a remainder of 0 is the 4th
 * place of the cycle). hcfLcm.ts spreads it in after its other kinds, with the number-system ones.
 */
import { power } from '../format';
import { until } from '../question';
import type { Kind } from '../types';

/** The unit digit of base^exponent, by the cycle of the base's unit digit. */
function unitOfPower(base: number, exponent: number): number {
  const cycle: number[] = [];
  let d = base % 10;
  while (!cycle.includes(d)) {
    cycle.push(d);
    d = (d * base) % 10;
  }
  // the cycle of 4 (2, 3, 7, 8) and its divisors (4, 9: 2; 0, 1, 5, 6: 1)
  return cycle[(exponent - 1) % cycle.length]!;
}

const product = (xs: readonly number[]): number => xs.reduce((a, b) => (a * b) % 10, 1);

export const UNIT_DIGIT_KINDS: Record<string, Kind> = {
  unitDigit: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const n = level === 2 ? 2 : 3;
        const bases = rng.sample(
          [2, 3, 4, 7, 8, 9, 12, 13, 17, 18, 23, 27, 33, 37, 47, 53, 67, 78, 87, 98],
          n,
        );
        const exponents = bases.map(() => rng.int(21, 199));
        // at least one exponent a multiple of 4, where the remainder 0 trips candidates up
        if (!exponents.some((e) => e % 4 === 0) || exponents.every((e) => e % 4 === 0)) return undefined;
        const units = bases.map((b, i) => unitOfPower(b, exponents[i]!));
        const key = product(units);
        // a remainder of 0 taken as the power 0 (unit digit 1)
        const zeroAsOne = product(
          bases.map((b, i) => (exponents[i]! % 4 === 0 ? 1 : unitOfPower(b, exponents[i]!))),
        );
        const byLastDigit = product(bases.map((b, i) => unitOfPower(b, exponents[i]! % 10 || 10)));
        const basesOnly = product(bases);
        const added = units.reduce((a, b) => a + b, 0) % 10;
        const wrong = [zeroAsOne, byLastDigit, basesOnly, added, units[0]!];
        // three different wrong digits from the named mistakes, never a filler like 10
        if (new Set(wrong.filter((w) => w !== key)).size < 3) return undefined;
        const text = bases.map((b, i) => power(b, exponents[i]!)).join(' × ');
        const each = bases
          .map(
            (b, i) =>
              `${power(b, exponents[i]!)} ends in ${units[i]} (${exponents[i]} ÷ 4 leaves ${exponents[i]! % 4}${exponents[i]! % 4 === 0 ? ': the 4th place of the cycle' : ''})`,
          )
          .join(', ');
        const hiEach = bases
          .map(
            (b, i) =>
              `${power(b, exponents[i]!)} का इकाई अंक ${units[i]} (${exponents[i]} ÷ 4 का शेषफल ${exponents[i]! % 4}${exponents[i]! % 4 === 0 ? ': चक्र का चौथा स्थान' : ''})`,
          )
          .join(', ');
        return {
          question: `What is the unit digit of ${text}?`,
          answer: key,
          allowNonPositive: true,
          distractors: [
            {
              mistake: 'taking a remainder of 0 as the power 0',
              hi: 'शेषफल 0 को घात 0 मान लेना',
              value: zeroAsOne,
            },
            {
              mistake: 'counting the cycle by the last digit of each power',
              hi: 'चक्र को हर घात के अंतिम अंक से गिनना',
              value: byLastDigit,
            },
            {
              mistake: 'multiplying the unit digits of the bases only',
              hi: 'केवल आधारों के इकाई अंकों को गुणा करना',
              value: basesOnly,
            },
            {
              mistake: 'adding the unit digits instead of multiplying',
              hi: 'इकाई अंकों को गुणा करने के स्थान पर जोड़ना',
              value: added,
            },
            {
              mistake: 'giving the unit digit of the first power only',
              hi: 'केवल पहली घात का इकाई अंक बताना',
              value: units[0]!,
            },
          ],
          steps: [
            `Unit digits repeat in a cycle of 4: ${each}.`,
            `${units.join(' × ')} = ${units.reduce((x, y) => x * y, 1)}, so the unit digit of the product is ${key}.`,
          ],
          hi: {
            question: `${text} का इकाई अंक क्या है?`,
            steps: [
              `इकाई अंक 4 के चक्र में दोहराते हैं: ${hiEach}।`,
              `${units.join(' × ')} = ${units.reduce((x, y) => x * y, 1)}, अतः गुणनफल का इकाई अंक ${key} है।`,
            ],
          },
          params: { bases, exponents },
        };
      });
    },
  },
};
