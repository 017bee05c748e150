import * as v from 'valibot';

/**
 * Exact marks (issue 18 §5). Marks per question and negative marks are fractions ({numerator,
 * denominator}), so RRB's one third and CSAT's five sixths never drift: 61 right and 19 wrong at
 * 1 and −1/3 is 164/3, not 54.666…7. Every sum is done in integers over a common denominator; a
 * decimal is made only to be read (formatMarks). Pure, shared by the server (scoring) and the client
 * (instructions, result).
 */

export const Fraction = v.pipe(
  v.object({
    numerator: v.pipe(v.number(), v.integer()),
    denominator: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
);
export type Fraction = v.InferOutput<typeof Fraction>;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** The fraction in lowest terms, denominator positive. */
export function reduce(f: Fraction): Fraction {
  const sign = f.denominator < 0 ? -1 : 1;
  const g = gcd(f.numerator, f.denominator);
  return { numerator: (sign * f.numerator) / g, denominator: (sign * f.denominator) / g };
}

export const fraction = (numerator: number, denominator = 1): Fraction => reduce({ numerator, denominator });

export function add(a: Fraction, b: Fraction): Fraction {
  return reduce({
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  });
}

export const times = (f: Fraction, n: number): Fraction => reduce({ ...f, numerator: f.numerator * n });

/** Negative when a < b, 0 when equal, positive when a > b. */
export const compareFractions = (a: Fraction, b: Fraction): number =>
  a.numerator * b.denominator - b.numerator * a.denominator;

/**
 * Marks of `correct` right and `wrong` wrong answers: correct × per question − wrong × negative.
 * Exact: 2 × 61 − 1/2 × 19 = 225/2 (112.5).
 */
export function marksFor(
  correct: number,
  wrong: number,
  perQuestion: Fraction,
  negative: Fraction,
): Fraction {
  return add(times(perQuestion, correct), times(negative, -wrong));
}

/**
 * For reading: exact when the decimal ends within two places (112.5, 54, −0.25), else rounded half
 * away from zero to two places (164/3 → '54.67', −5/6 → '−0.83'; a real minus sign). Integer arithmetic.
 */
export function formatMarks(f: Fraction): string {
  const { numerator, denominator } = reduce(f);
  const negative = numerator < 0;
  const hundredths = Math.floor((Math.abs(numerator) * 200 + denominator) / (2 * denominator));
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  const decimals = rest === 0 ? '' : rest % 10 === 0 ? `.${rest / 10}` : `.${String(rest).padStart(2, '0')}`;
  return `${negative && hundredths > 0 ? '−' : ''}${whole}${decimals}`;
}

/** Whole percent of `part` out of `whole`, rounded down (accuracy, share of maximum marks). */
export function percentOf(part: Fraction, whole: Fraction): number {
  if (whole.numerator === 0) return 0;
  return Math.floor((100 * part.numerator * whole.denominator) / (part.denominator * whole.numerator));
}
