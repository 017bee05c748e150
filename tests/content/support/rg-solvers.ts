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

const place = (c: string): number => c.charCodeAt(0) - 64;
const letter = (n: number): string => String.fromCharCode(65 + ((((n - 1) % 26) + 26) % 26));
/** The step from one letter to another, −12 … 13. */
const stepOf = (a: string, b: string): number => ((((place(b) - place(a)) % 26) + 39) % 26) - 13;
const ORD = (words: string): number => Number(/^(\d+)/.exec(words)![1]);

/** The places (0-based) where the example's code differs from it, with the step at each. */
function changes(p: Params): { at: number[]; steps: number[] } {
  const given = p.given as string;
  const code = p.code as string;
  if (given.length !== code.length) throw new Error(`${given} and ${code} differ in length`);
  const at = [...given].map((c, i) => (c === code[i] ? -1 : i)).filter((i) => i >= 0);
  return { at, steps: at.map((i) => stepOf(given[i]!, code[i]!)) };
}
const moveAt = (word: string, at: number[], steps: number[]): string =>
  [...word].map((c, i) => (at.includes(i) ? letter(place(c) + steps[at.indexOf(i)]!) : c)).join('');

/** A code changing two places: read the places and steps off the example, change the same places. */
export function twoPlacesAnswer(p: Params): Expected {
  const { at, steps } = changes(p);
  if (at.length !== 2) throw new Error(`${at.length} places change`);
  if ((p.asked as string).length !== (p.given as string).length)
    throw new Error('the words differ in length');
  return text(moveAt(p.asked as string, at, steps));
}

/** "1 place forward", "2 places back" → a step. */
const stepNamed = (words: string): number => {
  const m = /^(\d+) places? (forward|back)$/.exec(words);
  return m ? Number(m[1]) * (m[2] === 'forward' ? 1 : -1) : NaN;
};

const rootOf = (p: Params): number => wholeRoot(p.c as number, p.power as number) ?? NaN;
const rootWord = (p: Params): string => (p.power === 2 ? 'square' : 'cube');

export const RG_REASONING_TRAPS: Record<string, Record<string, Checks>> = {
  coding_and_decoding: {
    twoPlaces: [
      [
        /^changing the (\d+\w\w) and (\d+\w\w) letters instead$/,
        (p, m) => text(moveAt(p.asked, [ORD(m[1]!) - 1, ORD(m[2]!) - 1], changes(p).steps)),
      ],
      [
        /^counting the (\d+\w\w) and (\d+\w\w) letters from the right end of ([A-Z]+)$/,
        (p, m) => {
          const n = (p.asked as string).length;
          if (m[3] !== p.asked) return misnamed(m[0]!);
          return text(moveAt(p.asked, [n - ORD(m[1]!), n - ORD(m[2]!)], changes(p).steps));
        },
      ],
      [
        /^moving the (\d+\w\w) and (\d+\w\w) letters the opposite way$/,
        (p, m) =>
          text(
            moveAt(
              p.asked,
              [ORD(m[1]!) - 1, ORD(m[2]!) - 1],
              changes(p).steps.map((s) => -s),
            ),
          ),
      ],
      [
        /^moving every letter (.+), not only the (\d+\w\w) and (\d+\w\w)$/,
        (p, m) => {
          const word = p.asked as string;
          return text(
            moveAt(
              word,
              [...word].map((_, i) => i),
              [...word].map(() => stepNamed(m[1]!)),
            ),
          );
        },
      ],
      [
        /^moving both the (\d+\w\w) and (\d+\w\w) letters (.+)$/,
        (p, m) =>
          text(moveAt(p.asked, [ORD(m[1]!) - 1, ORD(m[2]!) - 1], [stepNamed(m[3]!), stepNamed(m[3]!)])),
      ],
    ],
  },
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
