/**
 * Trap-note checks of the simplification and HCF-and-LCM topics, read from the mistakes' words
 * (trap-checks.ts).
 */
import { clock, type Expected, num, sum } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP, type TrapExpected } from './trap-expected';

// --- simplification -------------------------------------------------------------------------------

export const SIMPLIFICATION: Record<string, Checks> = {
  bodmas: [
    [/^working strictly from left to right$/, (p) => num(((p.a + p.b) * p.c - p.d) / p.e + p.f ** 2)],
    // b × c first (BODMAS), then the subtraction before the division
    [/^subtracting before dividing$/, (p) => num(p.a + (p.b * p.c - p.d) / p.e + p.f ** 2)],
    [/^adding before multiplying$/, (p) => num((p.a + p.b) * p.c - p.d / p.e + p.f ** 2)],
    [/^taking (\d+)² as \1 × 2$/, (p) => num(p.a + p.b * p.c - p.d / p.e + 2 * p.f)],
    [/^adding the quotient instead of subtracting it$/, (p) => num(p.a + p.b * p.c + p.d / p.e)],
  ],
  fractions: [
    [/^adding the tops and the bottoms$/, (p) => num((p.a + p.c) / (p.b + p.d))],
    [/^subtracting the tops and the bottoms$/, (p) => num((p.a - p.c) / (p.b - p.d))],
    [/^multiplying instead$/, (p) => num((p.a * p.c) / (p.b * p.d))],
    [/^subtracting instead of adding$/, (p) => num(p.a / p.b - p.c / p.d)],
    [/^adding instead of subtracting$/, (p) => num(p.a / p.b + p.c / p.d)],
    [/^keeping only the first denominator$/, (p) => num((p.plus ? p.a + p.c : p.a - p.c) / p.b)],
  ],
  roots: [
    [/^adding before multiplying$/, (p) => num((p.x + p.y) * p.z)],
    [/^adding the squares' roots only$/, (p) => num(p.x + p.y)],
    [/^taking √([\d,]+) as (\d+)$/, (p, m) => num(Number(m[2]) + p.y * p.z)],
    [
      /^multiplying (\d+) by (\d+) without taking its root$/,
      (p, m) =>
        Number(m[1]) === p.y ** 2 && Number(m[2]) === p.z ? num(p.x + p.y ** 2 * p.z) : NO_SUCH_STEP,
    ],
  ],
  squares: [
    [/^squaring the difference$/, (p) => num((p.a - p.b) ** 2)],
    [/^adding the squares$/, (p) => num(p.a ** 2 + p.b ** 2)],
    [/^using \(a \+ b\) \+ \(a − b\)$/, (p) => num(p.a + p.b + (p.a - p.b))],
    [/^multiplying \(a − b\) by a only$/, (p) => num((p.a - p.b) * p.a)],
    [/^giving a \+ b instead of a − b$/, (p) => num(p.a + p.b)],
    [/^cancelling to a² − b$/, (p) => num(p.a ** 2 - p.b)],
  ],
  ofBodmas: [
    [/^adding before multiplying$/, (p) => num((((p.p / p.q) * p.n) / p.e + p.g) * p.h)],
    [/^treating "of" as division$/, (p) => num(p.n / (p.p / p.q) / p.e + p.g * p.h)],
    [/^dividing the sum at the end$/, (p) => num(((p.p / p.q) * p.n + p.g * p.h) / p.e)],
  ],
  decimals: [
    [/^misplacing the decimal point \(one place right\)$/, (p) => num(((p.a * p.b) / p.c) * 10)],
    [/^misplacing the decimal point \(one place left\)$/, (p) => num((p.a * p.b) / p.c / 10)],
    [/^misplacing the decimal point \(two places\)$/, (p) => num(((p.a * p.b) / p.c) * 100)],
    [/^multiplying by the divisor instead of dividing$/, (p) => num(p.a * p.b * p.c)],
  ],
  recurring: [
    [/^putting the repeating block over (\d+) as if it stopped$/, (p, m) => num(p.block / Number(m[1]))],
    [/^putting it over (\d+)$/, (p, m) => num(p.block / Number(m[1]))],
  ],
  telescoping: [
    // the sum of 1/(k(k + gap)) for k = start, start + gap, …, last
    [/^stopping one term early$/, (p) => num(termsSum(p.start, p.last - p.gap, p.gap))],
    [/^forgetting the factor 1\/(\d+)$/, (p, m) => num(termsSum(p.start, p.last, p.gap) * Number(m[1]))],
    [/^using only the first fraction of the first term$/, (p) => num(1 / p.start)],
    [
      /^ending with 1\/(\d+) instead of 1\/(\d+)$/,
      (p, m) => num((1 / p.gap) * (1 / p.start - 1 / Number(m[1]))),
    ],
    [
      /^adding the end fractions instead of subtracting$/,
      (p) => num((1 / p.gap) * (1 / p.start + 1 / (p.last + p.gap))),
    ],
  ],
  cubeIdentity: [
    // the difference with the sign its name gives: "a − b" for 0.38 and 0.4 is −0.02, not 0.02
    [
      /^using (a − b|b − a) (?:from the difference-of-cubes identity|instead of a \+ b)$/,
      (p, m) => num(m[1] === 'a − b' ? p.a - p.b : p.b - p.a),
    ],
    [/^using a \+ b from the sum-of-cubes identity$/, (p) => num(p.a + p.b)],
    [/^taking the product ab$/, (p) => num(p.a * p.b)],
    [/^squaring the sum$/, (p) => num((p.a + p.b) ** 2)],
    [/^squaring the difference$/, (p) => num((p.a - p.b) ** 2)],
  ],
  continued: [
    [/^dropping the innermost 1\/(\d+)$/, (p) => num(p.a + 1 / (p.b + 1 / p.c))],
    [/^adding the inner part instead of inverting it$/, (p) => num(p.a + 1 / (p.b + p.c + 1 / p.d))],
    // reading a + 1/(…) as (a + 1)/(…)
    [/^putting the (\d+) on top of the fraction$/, (p) => num((p.a + 1) / (p.b + 1 / (p.c + 1 / p.d)))],
    [/^inverting the whole result$/, (p) => num(1 / (p.a + 1 / (p.b + 1 / (p.c + 1 / p.d))))],
    // a + 1/(b + 1/(c + 1/d)) with the last inversion left out: a + b + 1/(c + 1/d)
    [/^adding the middle part without inverting it$/, (p) => num(p.a + p.b + 1 / (p.c + 1 / p.d))],
    // 1/(b + 1/x) read as 1/b + x
    [
      /^splitting 1\/\((\d+) \+ …\) into 1\/\d+ \+ 1\/\(…\)$/,
      (p, m) => (Number(m[1]) === p.b ? num(p.a + 1 / p.b + p.c + 1 / p.d) : NO_SUCH_STEP),
    ],
  ],
};

function termsSum(start: number, last: number, gap: number): number {
  let total = 0;
  for (let k = start; k <= last; k += gap) total += 1 / (k * (k + gap));
  return total;
}

// --- HCF and LCM --------------------------------------------------------------------------------------

const hcf = (xs: readonly number[]): number => xs.reduce((g, x) => euclid(g, x), 0);
const euclid = (a: number, b: number): number => (b === 0 ? Math.abs(a) : euclid(b, a % b));
const lcmOf = (xs: readonly number[]): number => xs.reduce((l, x) => (l * x) / euclid(l, x), 1);
const product = (xs: readonly number[]): number => xs.reduce((s, x) => s * x, 1);
/** The factors of n below n, as options any of which a "factor that is not the highest" may be. */
const properFactors = (n: number): TrapExpected => ({
  oneOf: Array.from({ length: n - 1 }, (_, i) => i + 1)
    .filter((d) => n % d === 0)
    .map(num),
});
const primesOf = (n: number): number[] => {
  const found: number[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p += 1) {
    if (rest % p === 0) found.push(p);
    while (rest % p === 0) rest /= p;
  }
  return found;
};
/** The smallest perfect square that the LCM of the values divides. */
const leastSquare = (values: number[]): number => {
  const l = lcmOf(values);
  let k = 1;
  while (!Number.isInteger(Math.sqrt(l * k))) k += 1;
  return l * k;
};
const bellTime = (p: Params, minutes: number): Expected => clock(p.start * 60 + minutes);
/** The bound of a "smallest/greatest n-digit number" question: 1000… or 9999…. */
const bound = (p: Params): number => (p.smallest ? 10 ** (p.digits - 1) : 10 ** p.digits - 1);
/** The first multiple of `step` at or beyond the bound, in the question's direction. */
const multipleFrom = (p: Params, step: number): number =>
  p.smallest ? Math.ceil(bound(p) / step) * step : Math.floor(bound(p) / step) * step;

export const HCF_LCM: Record<string, Checks> = {
  hcf: [
    [/^giving the LCM instead$/, (p) => num(lcmOf(p.values))],
    [/^taking a common factor that is not the highest$/, (p) => properFactors(hcf(p.values))],
    [/^taking the smallest number as the HCF$/, (p) => num(Math.min(...p.values))],
    [
      /^taking the difference of two of the numbers$/,
      (p) => ({
        oneOf: p.values.flatMap((a: number) => p.values.map((b: number) => num(Math.abs(a - b)))),
      }),
    ],
    [/^stopping at the smallest prime they share$/, (p) => num(primesOf(hcf(p.values))[0] ?? 1)],
    [/^taking the numbers to have no common factor but 1$/, () => num(1)],
  ],
  lcm: [
    [/^multiplying the numbers together$/, (p) => num(product(p.values))],
    [/^giving the HCF instead$/, (p) => num(hcf(p.values))],
    [
      /^taking a common multiple that is not the least$/,
      (p) => ({
        oneOf: [2, 3, 4, 5, 6].map((k) => num(k * lcmOf(p.values))),
      }),
    ],
    [/^taking the largest number$/, (p) => num(Math.max(...p.values))],
  ],
  productRule: [
    [/^dividing the LCM by the HCF$/, (p) => num(p.l / p.h)],
    [/^dividing the LCM by the number$/, (p) => num(p.l / p.a)],
    [/^multiplying the LCM by the HCF$/, (p) => num(p.l * p.h)],
  ],
  leastWithRemainder: [
    [/^forgetting to add the remainder$/, (p) => num(lcmOf(p.values))],
    [/^subtracting the remainder$/, (p) => num(lcmOf(p.values) - p.r)],
    [/^multiplying the divisors instead of taking the LCM$/, (p) => num(product(p.values) + p.r)],
    [/^going one multiple of the LCM too far$/, (p) => num(2 * lcmOf(p.values) + p.r)],
    [/^adding the remainder to the HCF instead of the LCM$/, (p) => num(hcf(p.values) + p.r)],
  ],
  greatestWithRemainders: [
    [/^taking the HCF of the numbers as given$/, (p) => num(hcf(p.values))],
    [
      /^subtracting the remainders the wrong way round$/,
      (p) => num(hcf([p.values[0] - p.r[1], p.values[1] - p.r[0]])),
    ],
    [
      /^adding the remainders instead of subtracting$/,
      (p) => num(hcf([p.values[0] + p.r[0], p.values[1] + p.r[1]])),
    ],
    [
      /^taking a common factor that is not the highest$/,
      (p) => properFactors(hcf([p.values[0] - p.r[0], p.values[1] - p.r[1]])),
    ],
  ],
  bells: [
    [/^adding the three intervals$/, (p) => bellTime(p, sum(p.values))],
    [/^using the largest interval$/, (p) => bellTime(p, Math.max(...p.values))],
    [/^using twice the LCM$/, (p) => bellTime(p, 2 * lcmOf(p.values))],
    [/^using the HCF of the intervals$/, (p) => bellTime(p, hcf(p.values))],
  ],
  fractions: [
    [/^taking LCM of numerators over LCM of denominators$/, (p) => num(lcmOf(p.nums) / lcmOf(p.dens))],
    [/^taking HCF of numerators over HCF of denominators$/, (p) => num(hcf(p.nums) / hcf(p.dens))],
    [/^giving the HCF instead$/, (p) => num(hcf(p.nums) / lcmOf(p.dens))],
    [/^giving the LCM instead$/, (p) => num(lcmOf(p.nums) / hcf(p.dens))],
  ],
  sameRemainder: [
    [/^taking the HCF of the numbers themselves$/, (p) => num(hcf(p.values))],
    [
      /^giving the common remainder$/,
      (p) => num(p.values[0] % hcf([p.values[1] - p.values[0], p.values[2] - p.values[1]])),
    ],
    [
      /^taking the smaller difference itself$/,
      (p) => num(Math.min(p.values[1] - p.values[0], p.values[2] - p.values[1])),
    ],
    [
      /^taking a factor of the HCF$/,
      (p) => properFactors(hcf([p.values[1] - p.values[0], p.values[2] - p.values[1]])),
    ],
  ],
  digitsBound: [
    // counted in multiples of the LCM: one too far (too many) is the next one up, one too few the one below,
    // whichever end the question starts from (for the greatest 4-digit number, one too far has 5 digits)
    [
      /^(?:going|taking) one multiple of the LCM too (far|many|few)$/,
      (p, m) => num(multipleFrom(p, lcmOf(p.values)) + (m[1] === 'few' ? -1 : 1) * lcmOf(p.values)),
    ],
    [
      /^using the product of the first two numbers instead of the LCM$/,
      (p) => num(multipleFrom(p, p.values[0] * p.values[1])),
    ],
    [
      /^(adding the LCM to the smallest number|subtracting the LCM from the largest number)$/,
      (p) => num(bound(p) + (p.smallest ? 1 : -1) * lcmOf(p.values)),
    ],
    // the remainder of the bound taken off the other way: added for the smallest, l − remainder taken off for the greatest
    [
      /^subtracting the remainder from the wrong end$/,
      (p) => {
        const rest = bound(p) % lcmOf(p.values);
        return num(p.smallest ? bound(p) + rest : bound(p) - (lcmOf(p.values) - rest));
      },
    ],
  ],
  leastSquare: [
    [/^stopping at the LCM, which is not a square$/, (p) => num(lcmOf(p.values))],
    [/^squaring the LCM$/, (p) => num(lcmOf(p.values) ** 2)],
    [
      /^multiplying by only one of the missing primes$/,
      (p) => {
        const missing = leastSquare(p.values) / lcmOf(p.values);
        return {
          oneOf: primesOf(missing)
            .filter((q) => q !== missing)
            .map((q) => num(lcmOf(p.values) * q)),
        };
      },
    ],
  ],
  ratioHcf: [
    [/^multiplying the ratio terms without taking their LCM$/, (p) => num(p.h * product(p.parts))],
    [/^adding the ratio terms$/, (p) => num(p.h * sum(p.parts))],
    [/^multiplying the HCF by the largest term only$/, (p) => num(p.h * Math.max(...p.parts))],
    [/^forgetting to multiply by the HCF$/, (p) => num(lcmOf(p.parts))],
    // the numbers are h × each term
    [/^giving the product of the numbers$/, (p) => num(product(p.parts.map((t: number) => p.h * t)))],
    [
      /^dividing the product of the three numbers by the HCF, as for two numbers$/,
      (p) => num(product(p.parts.map((t: number) => p.h * t)) / p.h),
    ],
  ],
};
