/**
 * Trap-note checks of the alphabet-test, analogy and coding topics, read from the mistakes' words
 * (trap-checks.ts). Letters are counted by the test's own alphabet (sequence-terms.ts).
 */
import { ABC, at, opp, pos, rev, shift } from './sequence-terms';
import { type Expected, num, type Params, sum, text } from './values';
import { type Checks, misnamed } from './trap-expected';

const ordinal = (n: number): string =>
  n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
/** The letter at a place; the alphabet test counts within A–Z, so there is none past either end. */
const place = (n: number): Expected => (n >= 1 && n <= 26 ? text(at(n)) : misnamed(`place ${n} of A–Z`));
const other = (end: string): string => (end === 'left' ? 'right' : 'left');
const letters = (w: string, f: (place: number, i: number) => number): Expected =>
  text([...w].map((c, i) => at(f(pos(c), i))).join(''));

// --- alphabet test ----------------------------------------------------------------------------------

/** Pairs of letters of a word as far apart in the word as in the alphabet: all, forward, neighbours. */
function alphabetPairs(word: string): { all: number; forward: number; neighbours: number } {
  const out = { all: 0, forward: 0, neighbours: 0 };
  for (let i = 0; i < word.length; i += 1)
    for (let j = i + 1; j < word.length; j += 1) {
      const gap = pos(word[j]!) - pos(word[i]!);
      if (Math.abs(gap) !== j - i) continue;
      out.all += 1;
      if (gap > 0) out.forward += 1;
      if (j === i + 1) out.neighbours += 1;
    }
  return out;
}
/** The alphabet with one half written backwards. */
const halfReversed = (half: string): string[] =>
  half === 'first'
    ? [...ABC.slice(0, 13)].reverse().concat([...ABC.slice(13)])
    : [...ABC.slice(0, 13)].concat([...ABC.slice(13)].reverse());
const cell = (row: string[], i: number): Expected =>
  i >= 0 && i < row.length ? text(row[i]!) : misnamed(`place ${i + 1} of A–Z`);

export const ALPHABET_TEST: Record<string, Checks> = {
  position: [
    [
      /^counting from the (left|right) end$/,
      (p, m) =>
        m[1] === other(p.fromRight ? 'right' : 'left')
          ? place(m[1] === 'left' ? p.n : 27 - p.n)
          : misnamed(m[1]!),
    ],
    [
      /^counting (one|two) places? too (far|few)$/,
      (p, m) => {
        const n = p.n + (m[1] === 'one' ? 1 : 2) * (m[2] === 'far' ? 1 : -1);
        return place(p.fromRight ? 27 - n : n);
      },
    ],
  ],
  relative: [
    [
      /^moving to the (left|right) instead$/,
      (p, m) => {
        const base = p.fromRight ? 27 - p.n : p.n;
        return m[1] === (p.toLeft ? 'right' : 'left')
          ? place(base + (p.toLeft ? p.k : -p.k))
          : misnamed(m[1]!);
      },
    ],
    [
      /^taking the (\w+) letter from the (left|right)$/,
      (p, m) =>
        m[1] === ordinal(p.n) && m[2] === other(p.fromRight ? 'right' : 'left')
          ? place((p.fromRight ? p.n : 27 - p.n) + (p.toLeft ? -p.k : p.k))
          : misnamed(`the ${m[1]} from the ${m[2]}`),
    ],
    [
      /^counting the starting letter as one of the steps$/,
      (p) => place((p.fromRight ? 27 - p.n : p.n) + (p.toLeft ? -(p.k - 1) : p.k - 1)),
    ],
    [
      /^counting (one|two) steps? too many$/,
      (p, m) => {
        const k = p.k + (m[1] === 'one' ? 1 : 2);
        return place((p.fromRight ? 27 - p.n : p.n) + (p.toLeft ? -k : k));
      },
    ],
  ],
  between: [
    [/^subtracting the places without leaving out the end letter$/, (p) => num(pos(p.b) - pos(p.a))],
    [/^counting both end letters$/, (p) => num(pos(p.b) - pos(p.a) + 1)],
    [/^leaving out one letter too many$/, (p) => num(pos(p.b) - pos(p.a) - 2)],
    [/^leaving out two letters too many$/, (p) => num(pos(p.b) - pos(p.a) - 3)],
    // the letters before the first and after the second: 26 letters less the two and those between
    [
      /^counting the letters outside the two instead of between them$/,
      (p) => num(pos(p.a) - 1 + (26 - pos(p.b))),
    ],
  ],
  pairs: [
    [/^counting only the pairs in forward order$/, (p) => num(alphabetPairs(p.word).forward)],
    [/^counting only neighbouring letters$/, (p) => num(alphabetPairs(p.word).neighbours)],
    [/^missing one pair$/, (p) => num(alphabetPairs(p.word).all - 1)],
    [/^counting one pair twice$/, (p) => num(alphabetPairs(p.word).all + 1)],
    [/^counting two pairs too many$/, (p) => num(alphabetPairs(p.word).all + 2)],
  ],
  rearranged: [
    [/^forgetting to reverse the half$/, (p) => cell([...ABC], p.n - 1 + (p.toRight ? p.k : -p.k))],
    [
      /^moving to the (left|right) instead$/,
      (p, m) =>
        m[1] === (p.toRight ? 'left' : 'right')
          ? cell(halfReversed(p.half), p.n - 1 + (p.toRight ? -p.k : p.k))
          : misnamed(m[1]!),
    ],
    [
      /^reversing the other half$/,
      (p) => cell(halfReversed(p.half === 'first' ? 'second' : 'first'), p.n - 1 + (p.toRight ? p.k : -p.k)),
    ],
    [
      /^counting (one|two) places? too (far|few)$/,
      (p, m) => {
        const k = p.k + (m[1] === 'one' ? 1 : 2) * (m[2] === 'far' ? 1 : -1);
        return cell(halfReversed(p.half), p.n - 1 + (p.toRight ? k : -k));
      },
    ],
    [
      /^taking the (\d+)(?:st|nd|rd|th) letter from the right$/,
      (p, m) =>
        Number(m[1]) === p.n
          ? cell(halfReversed(p.half), 26 - p.n + (p.toRight ? p.k : -p.k))
          : misnamed(`the ${m[1]} letter`),
    ],
  ],
};

// --- analogy ----------------------------------------------------------------------------------------

/** The number rules as the options name them, read by the test. */
const RULES: Record<string, (n: number) => number> = {
  'n²': (n) => n ** 2,
  'n³': (n) => n ** 3,
  'n² + 1': (n) => n ** 2 + 1,
  'n² − 1': (n) => n ** 2 - 1,
  'n³ + 1': (n) => n ** 3 + 1,
  'n³ − 1': (n) => n ** 3 - 1,
  'n(n + 1)': (n) => n * (n + 1),
  'n² − n': (n) => n ** 2 - n,
  '2n + 1': (n) => 2 * n + 1,
  '3n': (n) => 3 * n,
  'n³ + n': (n) => n ** 3 + n,
  '(n + 1)²': (n) => (n + 1) ** 2,
};
/** The answer of a letters-and-places analogy from a place: the place itself, or its square. */
const placeValue = (p: Params, n: number): Expected => num(p.type === 'positionSquare' ? n ** 2 : n);

export const ANALOGY: Record<string, Checks> = {
  numbers: [
    [/^using the rule n → (.+)$/, (p, m) => (RULES[m[1]!] ? num(RULES[m[1]!]!(p.c)) : misnamed(m[1]!))],
  ],
  letters: [
    [/^shifting the wrong way$/, (p) => text(shift(p.c, -p.k))],
    [
      /^shifting (one|two) places? too far$/,
      (p, m) => text(shift(p.c, p.k + Math.sign(p.k) * (m[1] === 'one' ? 1 : 2))),
    ],
    [/^reversing the letters as well$/, (p) => text(rev(shift(p.c, p.k)))],
    [/^writing the opposite letters in reverse order$/, (p) => text(rev(opp(p.c)))],
    [/^using (26|28) − place/, (p, m) => letters(p.c, (x) => Number(m[1]) - x)],
    [/^shifting (?:every letter )?(?:by )?one(?: place)? instead of/, (p) => text(shift(p.c, 1))],
    [/^swapping only the middle letters$/, (p) => text(`${p.c[0]}${p.c[2]}${p.c[1]}${p.c[3]}`)],
    [/^swapping only the end letters$/, (p) => text(`${p.c[3]}${p.c[1]}${p.c[2]}${p.c[0]}`)],
    [/^swapping the two halves$/, (p) => text(`${p.c.slice(2)}${p.c.slice(0, 2)}`)],
    [/^moving every letter (one|two) places?$/, (p, m) => text(shift(p.c, m[1] === 'one' ? 1 : 2))],
    [/^moving the letters 3, 2, 1 places$/, (p) => letters(p.c, (x, i) => x + 3 - i)],
    // the right steps are 1, 2, 3 forward: the same steps taken backwards
    [/^moving the letters back$/, (p) => letters(p.c, (x, i) => x - (i + 1))],
    [/^giving the place without squaring$/, (p) => num(p.c)],
    [/^counting the place from Z$/, (p) => placeValue(p, 27 - p.c)],
    [
      /^counting (one|two) places? too (far|few)$/,
      (p, m) => placeValue(p, p.c + (m[1] === 'one' ? 1 : 2) * (m[2] === 'far' ? 1 : -1)),
    ],
    [/^cubing the place instead of squaring$/, (p) => num(p.c ** 3)],
    [/^doubling the place/, (p) => num(2 * p.c)],
  ],
};

// --- coding and decoding ----------------------------------------------------------------------------

/** A word's letters' places as a code rule counts them (from A, or from Z). */
const codePlaces = (p: Params, fromZ = p.rule === 'reverseSum'): number[] =>
  [...(p.asked as string)].map((c) => (fromZ ? 27 - pos(c) : pos(c)));
const timesLength = (p: Params): number => (p.rule === 'sumTimesLength' ? p.asked.length : 1);
const pattern = (w: string, steps: number[]): string =>
  [...w].map((c, i) => at(pos(c) + steps[i % steps.length]!)).join('');

export const CODING: Record<string, Checks> = {
  shift: [
    [/^shifting the letters the wrong way$/, (p) => text(shift(p.asked, -p.k))],
    [/^shifting (\d+) places$/, (p, m) => text(shift(p.asked, Math.sign(p.k) * Number(m[1])))],
    [/^writing the coded word backwards$/, (p) => text(rev(shift(p.asked, p.k)))],
    [/^shifting the code the wrong way$/, (p) => text(shift(p.askedCode, p.k))],
    [
      /^shifting (back|forward) (\d+) places$/,
      (p, m) => text(shift(p.askedCode, (m[1] === 'back' ? -1 : 1) * Number(m[2]))),
    ],
  ],
  opposite: [
    [/^reversing the opposite letters as well$/, (p) => text(rev(opp(p.asked)))],
    [/^using (26|28) − place/, (p, m) => letters(p.asked, (x) => Number(m[1]) - x)],
    [/^shifting one place instead of taking opposites$/, (p) => text(shift(p.asked, 1))],
  ],
  reverseShift: [
    [/^shifting without reversing the word$/, (p) => text(shift(p.asked, p.k))],
    [/^reversing without shifting$/, (p) => text(rev(p.asked))],
    [/^shifting the wrong way$/, (p) => text(shift(rev(p.asked), -p.k))],
    [/^shifting one place too far$/, (p) => text(shift(rev(p.asked), p.k + Math.sign(p.k)))],
  ],
  positionSum: [
    [/^adding the places counted from A instead$/, (p) => num(sum(codePlaces(p, false)) * timesLength(p))],
    [/^counting the places from Z$/, (p) => num(sum(codePlaces(p, true)) * timesLength(p))],
    [/^multiplying the sum by the number of letters$/, (p) => num(sum(codePlaces(p)) * p.asked.length)],
    [/^leaving out the multiplication by the number of letters$/, (p) => num(sum(codePlaces(p)))],
    [
      /^adding one letter's place twice$/,
      (p) => ({ oneOf: codePlaces(p).map((x) => num((sum(codePlaces(p)) + x) * timesLength(p))) }),
    ],
    [
      /^leaving out the last letter's place$/,
      (p) => num((sum(codePlaces(p)) - codePlaces(p).at(-1)!) * timesLength(p)),
    ],
    // every place one less
    [/^counting [AZ] as 0, not 1$/, (p) => num((sum(codePlaces(p)) - p.asked.length) * timesLength(p))],
  ],
  pattern: [
    [/^shifting every letter by the first step$/, (p) => text(shift(p.asked, p.steps[0]))],
    [
      /^starting the pattern with the wrong step$/,
      (p) =>
        p.rule === 'alternate'
          ? text(pattern(p.asked, [p.steps[1], p.steps[0]]))
          : {
              oneOf: [0, 2].map((first) =>
                text(
                  pattern(
                    p.asked,
                    p.steps.map((_: number, i: number) => first + i),
                  ),
                ),
              ),
            },
    ],
    [
      /^shifting the letters the wrong way$/,
      (p) =>
        text(
          pattern(
            p.asked,
            p.steps.map((s: number) => -s),
          ),
        ),
    ],
    [/^applying the pattern from the last letter$/, (p) => text(rev(pattern(rev(p.asked), p.steps)))],
    [
      /^making every step one place longer$/,
      (p) =>
        text(
          pattern(
            p.asked,
            p.steps.map((s: number) => s + Math.sign(s)),
          ),
        ),
    ],
    [/^writing the coded word backwards$/, (p) => text(rev(pattern(p.asked, p.steps)))],
  ],
};
