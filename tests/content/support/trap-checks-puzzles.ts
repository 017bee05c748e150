/**
 * Trap-note checks of the blood-relation and number-puzzle topics, read from the mistakes' words
 * (trap-checks.ts). Relations go through the test's own relation algebra (calendar-and-kin.ts).
 */
import { relationOf } from './calendar-and-kin';
import { type Expected, num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

// --- blood relations --------------------------------------------------------------------------------

const MALE_WORDS = new Set(['son', 'father', 'brother', 'husband']);
/** "X is the son of Y" read from Y: Y is X's father or mother, as Y's sex has it. */
const INVERSE: Record<string, [string, string]> = {
  son: ['father', 'mother'],
  daughter: ['father', 'mother'],
  father: ['son', 'daughter'],
  mother: ['son', 'daughter'],
  brother: ['brother', 'sister'],
  sister: ['brother', 'sister'],
  husband: ['husband', 'wife'],
  wife: ['husband', 'wife'],
};
const OTHER_SEX: [string, string][] = [
  ['Father', 'Mother'],
  ['Son', 'Daughter'],
  ['Brother', 'Sister'],
  ['Husband', 'Wife'],
  ['Grandfather', 'Grandmother'],
  ['Grandson', 'Granddaughter'],
  ['Uncle', 'Aunt'],
  ['Nephew', 'Niece'],
  ['Father-in-law', 'Mother-in-law'],
  ['Son-in-law', 'Daughter-in-law'],
  ['Brother-in-law', 'Sister-in-law'],
];
const cap = (w: string): string => w[0]!.toUpperCase() + w.slice(1);

/** How the last person named is related to the first: the chain read backwards, link by link. */
function reverseRelation(p: Params): Expected {
  const words: string[] = p.words;
  const male = (i: number): boolean => (i < words.length ? MALE_WORDS.has(words[i]!) : p.lastMale);
  const back = words.map((w, i) => INVERSE[w]![male(i + 1) ? 0 : 1]).reverse();
  try {
    return text(relationOf(back));
  } catch {
    return misnamed(`a relation with no everyday word (${back.join(', ')})`);
  }
}

export const BLOOD_RELATION: Record<string, Checks> = {
  chain: [
    [
      /^getting the gender wrong$/,
      (p) => {
        const right = relationOf(p.words);
        const pair = OTHER_SEX.find((two) => two.includes(right));
        return pair ? text(pair[pair[0] === right ? 1 : 0]) : misnamed(`a sex for ${right}`);
      },
    ],
    [/^reading the relation the wrong way round$/, reverseRelation],
    [
      /^going by the last statement only$/,
      (p) => {
        // the last statement's relation, said of the first person (whose sex the first word gives)
        const last: string = p.words[p.words.length - 1];
        const pair = OTHER_SEX.find((two) => two.includes(cap(last)))!;
        return text(pair[MALE_WORDS.has(p.words[0]) ? 0 : 1]);
      },
    ],
  ],
};

// --- number puzzles ---------------------------------------------------------------------------------

/** The rules of a row or a ★ as the options word them. */
const ROW_RULES: Record<string, (a: number, b: number) => number> = {
  'the product of the first two': (a, b) => a * b,
  'twice the sum of the first two': (a, b) => 2 * (a + b),
  'the sum of the squares of the first two': (a, b) => a ** 2 + b ** 2,
  'the square of the sum of the first two': (a, b) => (a + b) ** 2,
  'the product plus the sum of the first two': (a, b) => a * b + (a + b),
  'the product minus the sum of the first two': (a, b) => a * b - (a + b),
  'the difference of the squares of the first two': (a, b) => Math.abs(a ** 2 - b ** 2),
  'the square of the first plus the second': (a, b) => a ** 2 + b,
  'the cube of the first minus the second': (a, b) => a ** 3 - b,
  'twice the product of the first two': (a, b) => 2 * a * b,
};
/** Undoing "× k then + c" (and the like): the operation's inverse, or (a slip) the operation itself. */
const ADDS = new Set(['mulAdd', 'addMul']);
const MULTIPLIES_FIRST = new Set(['mulAdd', 'mulSub']);

export const NUMBER_PUZZLE: Record<string, Checks> = {
  thinkOfNumber: [
    [
      /^undoing the steps in the same order instead of the reverse order$/,
      (p) => {
        const undoAdd = (x: number): number => (ADDS.has(p.how) ? x - p.c : x + p.c);
        return num(MULTIPLIES_FIRST.has(p.how) ? undoAdd(p.result / p.k) : undoAdd(p.result) / p.k);
      },
    ],
    [/^undoing only the multiplication$/, (p) => num(p.result / p.k)],
    [
      /^(adding|taking away) where the step must be undone by (taking away|adding)$/,
      (p, m) => {
        if ((m[1] === 'adding') !== ADDS.has(p.how)) return misnamed(`${m[1]} for ${p.how}`);
        const redo = (x: number): number => (ADDS.has(p.how) ? x + p.c : x - p.c);
        return num(MULTIPLIES_FIRST.has(p.how) ? redo(p.result) / p.k : redo(p.result / p.k));
      },
    ],
  ],
  sumDifference: [
    [
      /^giving the (smaller|larger) number$/,
      (p, m) => num((p.sum + (m[1] === 'larger' ? p.diff : -p.diff)) / 2),
    ],
    [/^halving the sum only$/, (p) => num(p.sum / 2)],
    [/^taking the difference away from the sum without halving$/, (p) => num(p.sum - p.diff)],
  ],
  consecutive: [
    [
      /^giving the (smallest|largest) number$/,
      (p, m) => num(p.sum / p.count + ((m[1] === 'largest' ? 1 : -1) * (p.count - 1) * p.gap) / 2),
    ],
    [/^taking the average as the answer$/, (p) => num(p.sum / p.count)],
    [
      /^stepping by (\d+) instead of (\d+)$/,
      (p, m) =>
        Number(m[2]) === p.gap
          ? num(p.sum / p.count + ((p.largest ? 1 : -1) * (p.count - 1) * Number(m[1])) / 2)
          : misnamed(`a step of ${m[2]}`),
    ],
  ],
  rows: [
    [
      /^using the wrong rule \((.+)\)$/,
      (p, m) => {
        const [a, b] = p.rows[2];
        return ROW_RULES[m[1]!] ? num(ROW_RULES[m[1]!]!(a, b)) : misnamed(m[1]!);
      },
    ],
  ],
  digits: [
    // the digits: their sum is given, and reversing changes the number by 9 × (units − tens)
    [
      /^giving the reversed number$/,
      (p) => {
        const units = (p.sum + p.diff / 9) / 2;
        return num(10 * units + (p.sum - units));
      },
    ],
    [
      /^reading the difference as \(tens − units\) × 11$/,
      (p) => {
        const tens = (p.sum - p.diff / 11) / 2;
        return Number.isInteger(tens)
          ? num(10 * tens + (p.sum - tens))
          : misnamed('digits that are not whole');
      },
    ],
    [/^taking the change as the number$/, (p) => num(Math.abs(p.diff))],
  ],
  grid: [
    [/^adding (\d+) instead of subtracting$/, (p, m) => num(p.cols[2][0] * p.cols[2][1] + Number(m[1]))],
    [/^multiplying by (\d+)$/, (p, m) => num((p.cols[2][0] + p.cols[2][1]) * Number(m[1]))],
    [/^multiplying the top and middle numbers only$/, (p) => num(p.cols[2][0] * p.cols[2][1])],
    [/^adding the top and middle numbers only$/, (p) => num(p.cols[2][0] + p.cols[2][1])],
    [
      /^continuing the bottom row with the same difference$/,
      (p) => {
        const bottom = (p.cols as number[][]).map(([a, b]) =>
          p.op === 'productMinus' ? a! * b! - p.k : (a! + b!) * p.k,
        );
        return num(2 * bottom[1]! - bottom[0]!);
      },
    ],
  ],
};
