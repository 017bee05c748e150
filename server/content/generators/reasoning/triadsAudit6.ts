/**
 * Number sets by rule families the older tables lack (coverage audit 5, item 1 and 3; branch `ri`):
 * - `triadRules` (anology): "Select the set in which the numbers are related in the same way as are
 *   the numbers of the following sets: (40, 120, 400), (16, 7, 37)": the third number a + k × b, or
 *   k × a + b, a × b ± k, a × b ÷ 2, (a ± b) × k; the first number √b + c, √b × c or ∛b + c; the third
 *   √a + √b or √a × √b; or a chain (n, n², n² − k).
 * - `oddTriadRules` (classification): the same families, three triads following the rule and the odd
 *   one a near miss of it ("(4, 16, 11), (6, 36, 31), (8, 64, 59), (5, 25, 21)").
 * - `pairRules` (anology): two example pairs "13 : 41, 9 : 29", the pair following k × n + c,
 *   n² ± k, n³ ± k, (n ± 1)², n(n ± 2) … among four.
 * Every reading a candidate might find in the examples (any rule of these tables with any of its
 * constants, sameTriad's and triadMiddle's rules) is worked out: the key follows every such reading,
 * no wrong set follows any, so the rule is the only answer whichever reading is taken.
 */
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { NUMBER_RULES } from './analogy';
import { TRIAD_RULES } from './numberTriads';
import { MIDDLE_RULES } from './triadChains';

type Numbers = number[];

interface SetRule {
  /** The rule as the explanation writes it: "c = a + 3 × b", "a = √b + c", "b = a² and c = b − 5". */
  text: string;
  fits: (t: Numbers) => boolean;
  make: (rng: Rng, level: Level) => Numbers;
  /** The rule worked on a set: "40 + 3 × 120 = 400". */
  worked: (t: Numbers) => string;
  /** Rules a candidate mistakes it for: the wrong sets follow these. */
  near: readonly string[];
}

const isRoot = (n: number, r: number): boolean =>
  Number.isInteger(n) && n > 0 && Math.round(n) === n && r * r === n;
const sqrtOf = (n: number): number => {
  const r = Math.round(Math.sqrt(n));
  return isRoot(n, r) ? r : NaN;
};
const cbrtOf = (n: number): number => {
  const r = Math.round(Math.cbrt(n));
  return r * r * r === n ? r : NaN;
};
/** A rule's words in a Hindi sentence: "b = a² तथा c = b − 5". */
const hiRule = (text: string): string => text.replace(/ and /g, ' तथा ');
const signed = (k: number): string => (k < 0 ? `− ${-k}` : `+ ${k}`);
/** The top of the first two numbers at each level. */
const TOP: Record<Level, number> = { 1: 20, 2: 30, 3: 40 };

// ---- triads -----------------------------------------------------------------------------------

const plusKb = (k: number): SetRule => ({
  text: `c = a + ${k} × b`,
  fits: ([a, b, c]) => c === a! + k * b!,
  make: (rng, level) => {
    const [a, b] = [rng.int(2, TOP[level] + 20), rng.int(2, TOP[level])];
    return [a, b, a + k * b];
  },
  worked: ([a, b]) => `${a} + ${k} × ${b} = ${a! + k * b!}`,
  near: [`kaPlusB${k}`, `plusKb${k === 2 ? 4 : k - 1}`, `plusKb${k + 1}`],
});

const kaPlusB = (k: number): SetRule => ({
  text: `c = ${k} × a + b`,
  fits: ([a, b, c]) => c === k * a! + b!,
  make: (rng, level) => {
    const [a, b] = [rng.int(2, TOP[level]), rng.int(2, TOP[level] + 20)];
    return [a, b, k * a + b];
  },
  worked: ([a, b]) => `${k} × ${a} + ${b} = ${k * a! + b!}`,
  near: [`plusKb${k}`, `kaPlusB${k === 2 ? 4 : k - 1}`, `kaPlusB${k + 1}`],
});

const productPlus = (k: number): SetRule => ({
  text: `c = a × b ${signed(k)}`,
  fits: ([a, b, c]) => c === a! * b! + k,
  make: (rng, level) => {
    const [a, b] = [rng.int(3, TOP[level] - 5), rng.int(3, 15)];
    return [a, b, a * b + k];
  },
  worked: ([a, b]) => `${a} × ${b} ${signed(k)} = ${a! * b! + k}`,
  near: [`productPlus${-k}`, `productPlus${k + 1}`, `productPlus${k - 1}`].filter(
    (n) => n !== 'productPlus0',
  ),
});

const halfProduct: SetRule = {
  text: 'c = a × b ÷ 2',
  fits: ([a, b, c]) => 2 * c! === a! * b!,
  make: (rng, level) => {
    const [a, b] = [2 * rng.int(2, TOP[level] / 2), rng.int(3, 15)];
    return [a, b, (a * b) / 2];
  },
  worked: ([a, b]) => `${a} × ${b} ÷ 2 = ${(a! * b!) / 2}`,
  near: ['productPlus2', 'productPlus-2', 'sumTimes4'],
};

const sumTimes = (k: number): SetRule => ({
  text: `c = (a + b) × ${k}`,
  fits: ([a, b, c]) => c === (a! + b!) * k,
  make: (rng, level) => {
    const [a, b] = [rng.int(2, TOP[level]), rng.int(2, TOP[level])].sort((x, y) => y - x) as [number, number];
    return [a, b, (a + b) * k];
  },
  worked: ([a, b]) => `(${a} + ${b}) × ${k} = ${(a! + b!) * k}`,
  near: [`sumTimes${k === 4 ? 6 : k - 1}`, `sumTimes${k + 1}`, `diffTimes${k}`],
});

const diffTimes = (k: number): SetRule => ({
  text: `c = (a − b) × ${k}`,
  fits: ([a, b, c]) => c === (a! - b!) * k,
  make: (rng, level) => {
    const b = rng.int(2, TOP[level]);
    const a = b + rng.int(2, TOP[level]);
    return [a, b, (a - b) * k];
  },
  worked: ([a, b]) => `(${a} − ${b}) × ${k} = ${(a! - b!) * k}`,
  near: [`diffTimes${k === 2 ? 4 : k - 1}`, `diffTimes${k + 1}`, `sumTimes${k}`],
});

/** The first number from the other two by a root: (9, 16, 5) with √16 + 5 = 9. */
const rootFirst = (how: 'plus' | 'times' | 'cubePlus'): SetRule => {
  const root = how === 'cubePlus' ? cbrtOf : sqrtOf;
  const mark = how === 'cubePlus' ? '∛' : '√';
  const join = how === 'times' ? '×' : '+';
  const apply = (r: number, c: number): number => (how === 'times' ? r * c : r + c);
  return {
    text: `a = ${mark}b ${join} c`,
    fits: ([a, b, c]) => a === apply(root(b!), c!),
    make: (rng, level) => {
      const r = how === 'cubePlus' ? rng.int(2, 7) : rng.int(3, level === 1 ? 12 : 20);
      const c = rng.int(2, how === 'times' ? 9 : 25);
      return [apply(r, c), how === 'cubePlus' ? r ** 3 : r * r, c];
    },
    worked: ([, b, c]) => `${mark}${b} ${join} ${c} = ${root(b!)} ${join} ${c} = ${apply(root(b!), c!)}`,
    near:
      how === 'plus'
        ? ['rootMinus', 'rootTimes', 'rootPlusOne']
        : how === 'times'
          ? ['rootPlus', 'rootTimesPlus', 'rootMinus']
          : ['rootPlus', 'cubeRootMinus', 'cubeRootPlusOne'],
  };
};

/** Near misses of the root rules (wrong sets only): √b − c, √b + c + 1, √b × c + 1, ∛b − c, ∛b + c + 1. */
const rootOff = (
  text: string,
  root: (n: number) => number,
  g: (r: number, c: number) => number,
  cube = false,
): SetRule => ({
  text,
  fits: ([a, b, c]) => a === g(root(b!), c!),
  make: (rng) => {
    const r = cube ? rng.int(2, 7) : rng.int(6, 20);
    const c = rng.int(2, cube ? 6 : 9);
    return [g(r, c), cube ? r ** 3 : r * r, c];
  },
  worked: ([, b, c]) =>
    `${text.replace('a = ', '').replace('b', String(b)).replace('c', String(c))} = ${g(root(b!), c!)}`,
  near: [],
});

/** The third number from the roots of the first two: (16, 49, 11) with √16 + √49 = 11. */
const rootsOf = (how: 'sum' | 'product' | 'diff'): SetRule => {
  const join = how === 'sum' ? '+' : how === 'product' ? '×' : '−';
  const apply = (x: number, y: number): number => (how === 'sum' ? x + y : how === 'product' ? x * y : x - y);
  return {
    text: `c = √a ${join} √b`,
    fits: ([a, b, c]) => c === apply(sqrtOf(a!), sqrtOf(b!)),
    make: (rng, level) => {
      const [x, y] = [rng.int(2, level === 3 ? 20 : 15), rng.int(2, level === 3 ? 20 : 15)];
      const [p, q] = x < y ? [y, x] : [x, y];
      return [p * p, q * q, apply(p, q)];
    },
    worked: ([a, b]) =>
      `√${a} ${join} √${b} = ${sqrtOf(a!)} ${join} ${sqrtOf(b!)} = ${apply(sqrtOf(a!), sqrtOf(b!))}`,
    near: (['sum', 'product', 'diff'] as const).filter((h) => h !== how).map((h) => `roots_${h}`),
  };
};

/** A chain (n, n², n² ± k): (4, 16, 11). */
const squareChain = (k: number): SetRule => ({
  text: `b = a² and c = b ${signed(k)}`,
  fits: ([a, b, c]) => b === a! * a! && c === b! + k,
  make: (rng, level) => {
    const a = rng.int(4, level === 1 ? 12 : 20);
    return [a, a * a, a * a + k];
  },
  worked: ([a, b]) => `${a}² = ${b}, ${b} ${signed(k)} = ${b! + k}`,
  near: [`squareChain${k - 1 || k - 2}`, `squareChain${k + 1 || k + 2}`, `squareChain${-k}`],
});

export const TRIAD6_RULES: Readonly<Record<string, SetRule>> = Object.fromEntries([
  ...[2, 3, 4, 5, 6].map((k) => [`plusKb${k}`, plusKb(k)] as const),
  ...[2, 3, 4, 5, 6].map((k) => [`kaPlusB${k}`, kaPlusB(k)] as const),
  ...[-5, -4, -3, -2, 2, 3, 4, 5, 6].map((k) => [`productPlus${k}`, productPlus(k)] as const),
  ['halfProduct', halfProduct] as const,
  ...[3, 4, 5, 6].map((k) => [`sumTimes${k}`, sumTimes(k)] as const),
  ...[2, 3, 4, 5].map((k) => [`diffTimes${k}`, diffTimes(k)] as const),
  ['rootPlus', rootFirst('plus')] as const,
  ['rootTimes', rootFirst('times')] as const,
  ['cubeRootPlus', rootFirst('cubePlus')] as const,
  ['rootMinus', rootOff('a = √b − c', sqrtOf, (r, c) => r - c)] as const,
  ['rootPlusOne', rootOff('a = √b + c + 1', sqrtOf, (r, c) => r + c + 1)] as const,
  ['rootTimesPlus', rootOff('a = √b × c + 1', sqrtOf, (r, c) => r * c + 1)] as const,
  ['cubeRootMinus', rootOff('a = ∛b − c', cbrtOf, (r, c) => r - c, true)] as const,
  ['cubeRootPlusOne', rootOff('a = ∛b + c + 1', cbrtOf, (r, c) => r + c + 1, true)] as const,
  ['roots_sum', rootsOf('sum')] as const,
  ['roots_product', rootsOf('product')] as const,
  ['roots_diff', rootsOf('diff')] as const,
  ...[-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6].map((k) => [`squareChain${k}`, squareChain(k)] as const),
]);

const TRIAD_LEVELS: Record<Level, readonly string[]> = {
  1: [
    'plusKb2',
    'plusKb3',
    'kaPlusB2',
    'kaPlusB3',
    'sumTimes4',
    'diffTimes2',
    'squareChain-5',
    'squareChain3',
    'rootPlus',
  ],
  2: [
    ...['plusKb3', 'plusKb4', 'kaPlusB3', 'kaPlusB4', 'productPlus3', 'productPlus-4', 'halfProduct'],
    ...['rootPlus', 'rootTimes', 'diffTimes3', 'sumTimes5', 'roots_sum', 'squareChain-4'],
  ],
  3: [
    ...['plusKb5', 'kaPlusB5', 'productPlus5', 'productPlus-3', 'rootTimes', 'cubeRootPlus'],
    ...['roots_sum', 'roots_product', 'roots_diff', 'diffTimes4', 'squareChain-6', 'squareChain5'],
  ],
};

/** Every rule a candidate might read into a triad: this table's, sameTriad's and triadMiddle's. */
export function triadReadings(t: Numbers): string[] {
  const [a, b, c] = t as [number, number, number];
  return [
    ...Object.keys(TRIAD6_RULES).filter((n) => TRIAD6_RULES[n]!.fits(t)),
    ...Object.keys(TRIAD_RULES)
      .filter((n) => TRIAD_RULES[n]!.f(a, b) === c)
      .map((n) => `t:${n}`),
    ...Object.keys(MIDDLE_RULES)
      .filter((n) => MIDDLE_RULES[n]!.fits(a, b, c))
      .map((n) => `m:${n}`),
  ];
}

// ---- pairs ------------------------------------------------------------------------------------

const linearPair = (m: number, k: number): SetRule => ({
  text: `b = ${m} × a ${signed(k)}`,
  fits: ([a, b]) => b === m * a! + k,
  make: (rng) => {
    const a = rng.int(3, 25);
    return [a, m * a + k];
  },
  worked: ([a]) => `${m} × ${a} ${signed(k)} = ${m * a! + k}`,
  near: [`lin${m}_${-k}`, `lin${m + 1}_${k}`, `lin${m - 1}_${k}`, `lin${m}_${k + (k > 0 ? 1 : -1)}`],
});

const powerPair = (e: 2 | 3, k: number): SetRule => ({
  text: `b = a${e === 2 ? '²' : '³'} ${signed(k)}`,
  fits: ([a, b]) => b === a! ** e + k,
  make: (rng) => {
    const a = e === 2 ? rng.int(4, 25) : rng.int(3, 9);
    return [a, a ** e + k];
  },
  worked: ([a]) => `${a}${e === 2 ? '²' : '³'} ${signed(k)} = ${a! ** e + k}`,
  near: [`pow${e}_${-k}`, `pow${e}_${k + (k > 0 ? 1 : -1)}`, `pow${e === 2 ? 3 : 2}_${k}`],
});

const shiftedSquare = (s: number): SetRule => ({
  text: `b = (a ${signed(s)})²`,
  fits: ([a, b]) => b === (a! + s) ** 2,
  make: (rng) => {
    const a = rng.int(4, 25);
    return [a, (a + s) ** 2];
  },
  worked: ([a]) => `(${a} ${signed(s)})² = ${(a! + s) ** 2}`,
  near: [`sq_${-s}`, `pow2_${s}`, `sq_${s + (s > 0 ? 1 : -1)}`],
});

const timesShifted = (s: number): SetRule => ({
  text: `b = a × (a ${signed(s)})`,
  fits: ([a, b]) => b === a! * (a! + s),
  make: (rng) => {
    const a = rng.int(4, 25);
    return [a, a * (a + s)];
  },
  worked: ([a]) => `${a} × ${a! + s} = ${a! * (a! + s)}`,
  near: [`times_${-s}`, `times_${s + (s > 0 ? 1 : -1)}`, `sq_${s}`],
});

export const PAIR6_RULES: Readonly<Record<string, SetRule>> = Object.fromEntries([
  ...[2, 3, 4, 5, 6, 7].flatMap((m) =>
    [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5].map((k) => [`lin${m}_${k}`, linearPair(m, k)] as const),
  ),
  ...[-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6].flatMap((k) => [
    [`pow2_${k}`, powerPair(2, k)] as const,
    [`pow3_${k}`, powerPair(3, k)] as const,
  ]),
  ...[-3, -2, -1, 1, 2, 3].flatMap((s) => [
    [`sq_${s}`, shiftedSquare(s)] as const,
    [`times_${s}`, timesShifted(s)] as const,
  ]),
]);

const PAIR_LEVELS: Record<Level, readonly string[]> = {
  1: ['lin2_3', 'lin3_1', 'lin4_-1', 'lin5_2', 'pow2_2', 'pow2_-2', 'sq_1', 'times_2'],
  2: ['lin3_-2', 'lin5_-3', 'lin6_1', 'lin7_2', 'pow2_4', 'pow2_-3', 'pow3_2', 'sq_-1', 'times_-2', 'sq_2'],
  3: ['lin6_-5', 'lin7_-4', 'pow2_5', 'pow2_-5', 'pow3_-3', 'pow3_4', 'sq_3', 'times_3', 'times_-3'],
};

/** Every rule a candidate might read into a pair: this table's and the one-number analogy rules. */
export function pairReadings([a, b]: Numbers): string[] {
  return [
    ...Object.keys(PAIR6_RULES).filter((n) => PAIR6_RULES[n]!.fits([a!, b!])),
    ...Object.keys(NUMBER_RULES)
      .filter((n) => NUMBER_RULES[n]!.f(a!) === b)
      .map((n) => `n:${n}`),
  ];
}

// ---- the question -----------------------------------------------------------------------------

const NOTE =
  '(NOTE: Operations should be performed on the whole numbers, without breaking down the numbers into their constituent digits. E.g. 13 – Operations on 13 such as adding/subtracting/multiplying to 13 can be performed. Breaking down 13 into 1 and 3 and then performing mathematical operations on 1 and 3 is not allowed.)';
const HI_NOTE =
  '(ध्यान दें: संक्रियाएँ पूर्ण संख्याओं पर की जानी चाहिए, संख्याओं को उनके घटक अंकों में तोड़े बिना। उदाहरण के लिए 13 – 13 पर की जाने वाली संक्रियाएँ, जैसे 13 में जोड़ना/घटाना/गुणा करना आदि की जा सकती हैं। 13 को 1 और 3 में तोड़कर 1 और 3 पर गणितीय संक्रियाएँ करने की अनुमति नहीं है।)';

interface Family {
  rules: Readonly<Record<string, SetRule>>;
  levels: Record<Level, readonly string[]>;
  readings: (t: Numbers) => string[];
  write: (t: Numbers) => string;
  size: number;
}

const TRIADS: Family = {
  rules: TRIAD6_RULES,
  levels: TRIAD_LEVELS,
  readings: triadReadings,
  write: (t) => `(${t.map(num).join(', ')})`,
  size: 3,
};
const PAIRS: Family = {
  rules: PAIR6_RULES,
  levels: PAIR_LEVELS,
  readings: pairReadings,
  write: (t) => t.map(num).join(' : '),
  size: 2,
};

/** Whole, positive, below 1000, no number twice in a set. */
const fine = (t: Numbers, size: number): boolean =>
  t.length === size && new Set(t).size === size && t.every((n) => Number.isInteger(n) && n > 0 && n < 1000);

/** A wrong set following a near rule of the rule and no reading of the examples. */
function nearSet(
  rng: Rng,
  level: Level,
  family: Family,
  near: string,
  avoid: (t: Numbers) => boolean,
): Numbers | undefined {
  const other = family.rules[near];
  if (!other) return undefined;
  for (let tries = 0; tries < 12; tries += 1) {
    const t = other.make(rng, level);
    if (fine(t, family.size) && other.fits(t) && !avoid(t)) return t;
  }
  return undefined;
}

function sameSet(rng: Rng, level: Level, family: Family): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(family.levels[level]);
    const rule = family.rules[name]!;
    const sets = [rule.make(rng, level), rule.make(rng, level), rule.make(rng, level)];
    if (!sets.every((t) => fine(t, family.size))) return undefined;
    if (new Set(sets.map((t) => t.join())).size !== 3) return undefined;
    const [first, second, key] = sets as [Numbers, Numbers, Numbers];
    // every reading of the examples keys the same set
    const readings = family.readings(first).filter((n) => family.readings(second).includes(n));
    if (!readings.includes(name) || !readings.every((n) => family.readings(key).includes(n)))
      return undefined;
    const tops = [first, second].map((t) => Math.max(...t));
    const plausible = (t: Numbers): boolean =>
      Math.max(...t) >= Math.min(...tops) / 2.5 && Math.max(...t) <= Math.max(...tops) * 2.5;
    if (!plausible(key)) return undefined;
    // no number twice in a place among the examples and the key (a shared 16 reads as a constant)
    if (first.some((n, i) => n === second[i] || n === key[i] || second[i] === key[i])) return undefined;
    const firsts = new Set(sets.map((t) => t[0]));
    const pair = family.size === 2;
    const distractors: Distractor[] = [];
    const notes: string[] = [];
    for (const miss of rng.shuffle([...rule.near])) {
      if (distractors.length === 3) break;
      const t = nearSet(
        rng,
        level,
        family,
        miss,
        (x) => family.readings(x).some((n) => readings.includes(n)) || !plausible(x) || firsts.has(x[0]),
      );
      if (!t) continue;
      firsts.add(t[0]);
      const other = family.rules[miss]!;
      distractors.push({
        mistake: `a ${pair ? 'pair' : 'set'} following the rule ${other.text} instead`,
        hi: `इसके बजाय नियम ${hiRule(other.text)} वाला ${pair ? 'युग्म' : 'समुच्चय'} चुनना`,
        value: family.write(t),
      });
      notes.push(`${family.write(t)}: ${other.worked(t)}`);
    }
    if (distractors.length < 3) return undefined;
    const answer = family.write(key);
    const shown = [first, second].map(family.write).join(', ');
    const work = [first, second].map((t) => rule.worked(t)).join('; ');
    const letters = pair
      ? 'a and b are the first and second numbers'
      : 'a, b and c are the first, second and third numbers';
    const hiLetters = pair
      ? 'a और b पहली और दूसरी संख्याएँ हैं'
      : 'a, b और c किसी समुच्चय की पहली, दूसरी और तीसरी संख्याएँ हैं';
    return {
      question: pair
        ? `Select the option in which the numbers share the same relationship as that shared by the given pairs of numbers.\n${NOTE}\n${shown}`
        : `Select the set in which the numbers are related in the same way as are the numbers of the following sets.\n${NOTE}\n${shown}`,
      answer,
      trap: false,
      distractors,
      steps: [
        `Here ${rule.text}, where ${letters}: ${work}.`,
        `Only ${answer} follows it: ${rule.worked(key)}.`,
        `The other options follow other rules: ${notes.join('; ')}.`,
      ],
      hi: {
        question: pair
          ? `उस विकल्प का चयन कीजिए जिसमें संख्याओं के बीच वही संबंध है जो दिए गए संख्या-युग्मों की संख्याओं के बीच है।\n${HI_NOTE}\n${shown}`
          : `उस समुच्चय का चयन कीजिए जिसमें संख्याएँ उसी प्रकार संबंधित हैं, जिस प्रकार निम्नलिखित समुच्चयों की संख्याएँ संबंधित हैं।\n${HI_NOTE}\n${shown}`,
        steps: [
          `यहाँ ${hiRule(rule.text)}, जहाँ ${hiLetters}: ${work}।`,
          `केवल ${answer} इस नियम का पालन करता है: ${rule.worked(key)}।`,
          `अन्य विकल्प दूसरे नियमों का पालन करते हैं: ${notes.join('; ')}।`,
        ],
      },
      params: {
        examples: [first, second].map((t) => [...t]),
        sets: [answer, ...distractors.map((d) => String(d.value))],
      },
    };
  });
}

/** "(40, 120, 400), (16, 7, 37)": the set following the same rule. */
export const triadRules = (rng: Rng, level: Level): Problem => sameSet(rng, level, TRIADS);

/** "13 : 41, 9 : 29": the pair following the same rule. */
export const pairRules = (rng: Rng, level: Level): Problem => sameSet(rng, level, PAIRS);

/** "(4, 16, 11), (6, 36, 31), (8, 64, 59), (5, 25, 21)": the odd triad out. */
export function oddTriadRules(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(TRIAD_LEVELS[level]);
    const rule = TRIAD6_RULES[name]!;
    const alike = [rule.make(rng, level), rule.make(rng, level), rule.make(rng, level)];
    const miss = rng.pick(rule.near);
    const odd = nearSet(rng, level, TRIADS, miss, (t) => rule.fits(t));
    if (!odd || !alike.every((t) => fine(t, 3))) return undefined;
    const all = [...alike, odd];
    if (new Set(all.map((t) => t[0])).size !== 4) return undefined;
    // every rule three of the four follow leaves out the odd one; no rule fits all four
    const names = new Set(all.flatMap(triadReadings));
    for (const n of names) {
      const out = all.filter((t) => !triadReadings(t).includes(n));
      if (out.length === 0 || (out.length === 1 && out[0] !== odd)) return undefined;
    }
    const tops = alike.map((t) => Math.max(...t));
    if (Math.max(...odd) < Math.min(...tops) / 2.5 || Math.max(...odd) > Math.max(...tops) * 2.5)
      return undefined;
    const shown = rng.shuffle(all);
    const answer = TRIADS.write(odd);
    const other = TRIAD6_RULES[miss]!;
    const worked = shown.map((t) =>
      t === odd ? `${answer}: ${other.worked(t)}` : `${TRIADS.write(t)}: ${rule.worked(t)}`,
    );
    const options = shown.map(TRIADS.write);
    return {
      question: `Three of the following four number-triads are alike in a certain way and one is different. Pick the odd one out.\n${NOTE}\n${options.join(', ')}`,
      answer,
      trap: false,
      distractors: alike.map((t) => ({
        mistake: `picking a set that follows the rule ${rule.text}`,
        hi: `नियम ${hiRule(rule.text)} का पालन करने वाला त्रिक चुनना`,
        value: TRIADS.write(t),
      })),
      steps: [
        `In three sets ${rule.text}, where a, b and c are the first, second and third numbers.`,
        ...worked.map((w) => `${w}.`),
        `So ${answer} is the odd one: it follows ${other.text} instead.`,
      ],
      hi: {
        question: `निम्नलिखित चार संख्या-त्रिकों में से तीन किसी प्रकार से एक समान हैं और एक उनसे असंगत है। असंगत संख्या-त्रिक का चयन कीजिए।\n${HI_NOTE}\n${options.join(', ')}`,
        steps: [
          `तीन त्रिकों में ${hiRule(rule.text)}, जहाँ a, b और c पहली, दूसरी और तीसरी संख्याएँ हैं।`,
          ...worked.map((w) => `${w}।`),
          `अतः ${answer} असंगत है: यह इसके बजाय ${hiRule(other.text)} का पालन करता है।`,
        ],
      },
      params: { options },
    };
  });
}
