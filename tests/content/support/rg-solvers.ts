/**
 * Independent solvers and trap checks for the reasoning forms of coverage audit 4 built on branch `rg`
 * (items 13, 16, 14): each reads the question's params and works the answer out its own way, without
 * the generator's tables.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { num, text, type Expected, type Params } from './values';

/** The whole root of n of the given power, found by counting up (undefined when n is no perfect power). */
function wholeRoot(n: number, power: number): number | undefined {
  for (let r = 1; r ** power <= n; r += 1) if (r ** power === n) return r;
  return undefined;
}

/** A number analogy by a root: the multiplier read off both complete pairs, then used on the third number. */
export function numberRootAnswer(p: Params): Expected {
  const power = p.power as number;
  const multipliers = (p.examples as [number, number][]).map(([n, m]) => {
    const r = wholeRoot(n, power);
    if (r === undefined) throw new Error(`${n} is no perfect power ${power}`);
    return m / r;
  });
  if (new Set(multipliers).size !== 1) throw new Error(`the pairs disagree: ${multipliers.join(', ')}`);
  // no rule n → n ÷ m reads both pairs as well
  const divisors = (p.examples as [number, number][]).map(([n, m]) => n / m);
  if (new Set(divisors).size === 1) throw new Error('the pairs read as a division too');
  const r = wholeRoot(p.c as number, power);
  if (r === undefined) throw new Error(`${p.c} is no perfect power ${power}`);
  return num(multipliers[0]! * r);
}

/** Days in February of a year, counted from the calendar's own rule: 29 when the year is a leap year. */
function februaryDays(y: number): number {
  // the Gregorian rule written as the days the year gains: every 4th year, less every 100th, plus every 400th
  const gained = (n: number) => Math.floor(n / 4) - Math.floor(n / 100) + Math.floor(n / 400);
  return 28 + gained(y) - gained(y - 1);
}

/** Which of the years is a leap year: exactly one has a 29-day February. */
export function leapYearAnswer(p: Params): Expected {
  const leap = (p.years as number[]).filter((y) => februaryDays(y) === 29);
  if (leap.length !== 1) throw new Error(`${leap.length} leap years among ${p.years}`);
  return text(String(leap[0]));
}

const rootOf = (p: Params): number => wholeRoot(p.c as number, p.power as number) ?? NaN;
const rootWord = (p: Params): string => (p.power === 2 ? 'square' : 'cube');

export const RG_REASONING_TRAPS: Record<string, Record<string, Checks>> = {
  clock_calender: {
    // each slip names the year it offers and why it looks like a leap year: the check confirms the
    // year is that kind of non-leap year, offered among the question's years
    leapYear: [
      [
        /^taking (\d+), a century year not divisible by 400, for a leap year$/,
        (p, m) => {
          const y = Number(m[1]);
          return y % 100 === 0 && februaryDays(y) === 28 && p.years.includes(y)
            ? text(m[1]!)
            : misnamed(m[0]!);
        },
      ],
      [
        /^taking (\d+), an even year not divisible by 4, for a leap year$/,
        (p, m) => {
          const y = Number(m[1]);
          return y % 2 === 0 && y % 4 !== 0 && p.years.includes(y) ? text(m[1]!) : misnamed(m[0]!);
        },
      ],
      [
        /^taking (\d+), a year ending in (\d) but not divisible by 4, for a leap year$/,
        (p, m) => {
          const y = Number(m[1]);
          return y % 10 === Number(m[2]) && y % 4 !== 0 && p.years.includes(y)
            ? text(m[1]!)
            : misnamed(m[0]!);
        },
      ],
    ],
  },
  anology: {
    numberRoot: [
      [
        /^taking the (square|cube) root alone$/,
        (p, m) => (m[1] === rootWord(p) ? num(rootOf(p)) : misnamed(m[0]!)),
      ],
      [
        /^multiplying the (square|cube) root by (\d+) instead of (\d+)$/,
        (p, m) => (m[1] === rootWord(p) ? num(Number(m[2]) * rootOf(p)) : misnamed(m[0]!)),
      ],
      [
        /^adding (\d+) to the (square|cube) root instead of multiplying by it$/,
        (p, m) => (m[2] === rootWord(p) ? num(Number(m[1]) + rootOf(p)) : misnamed(m[0]!)),
      ],
      [
        /^using the (square|cube) root of the next perfect (square|cube)$/,
        (p, m) => {
          const k = (numberRootAnswer(p) as { number: number }).number / rootOf(p);
          return m[1] === rootWord(p) ? num(k * (rootOf(p) + 1)) : misnamed(m[0]!);
        },
      ],
      [
        /^using the (square|cube) root of the perfect (square|cube) before it$/,
        (p, m) => {
          const k = (numberRootAnswer(p) as { number: number }).number / rootOf(p);
          return m[1] === rootWord(p) ? num(k * (rootOf(p) - 1)) : misnamed(m[0]!);
        },
      ],
    ],
  },
};
