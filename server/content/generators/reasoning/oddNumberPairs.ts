/**
 * Odd one out among number pairs (issue 19, coverage audit item 4, the pairs part): "Select the odd
 * number-pair: 9 : 82, 7 : 50, 11 : 122, 6 : 35". The classification twin of samePair (wordRelations.ts):
 * three pairs follow one rule n → f(n) of NUMBER_RULES (analogy.ts), the fourth is a near miss of it,
 * following a rule a candidate mistakes it for (n² − 1 for n² + 1) or one off the rule. As in
 * oddNumberSets.ts, a draw is kept only when no other rule of the table is followed by three pairs
 * leaving out a different one; classification.ts then refuses draws in which a simple property of one
 * side (even, prime, a square …) singles out another pair (rivalRules.ts). Pairs of small numbers meet
 * such a property often (about one draw in three hundred passes), so many draws are tried.
 */
import { num } from '../format';
import type { Rng } from '../rng';
import type { Level } from '../types';
import { NUMBER_RULES } from './analogy';

export interface OddPair {
  fits: string[];
  odd: string;
  rule: 'pairRule';
  why: string;
  hiWhy: string;
  /** The rule as the explanation writes it ("n → n² + 1"); the solver reads it. */
  text: string;
  /** The odd pair worked by the rule, and by the rule it follows if it follows one. */
  note: string;
  hiNote: string;
}

/**
 * Harder rules at higher levels: a multiple or a square, then squares moved by one, then squares moved
 * by n on larger numbers. Cubes are left out: a cube keeps its base's parity, threes and fives, so four
 * cube pairs nearly always have a side where one number alone is even, a multiple of 3 or of 5.
 */
const LEVEL_RULES: Record<Level, readonly string[]> = {
  1: ['square', 'triple', 'doublePlusOne'],
  2: ['squarePlusOne', 'squareMinusOne', 'nTimesNextOne', 'squareOfNext'],
  3: ['squareMinusN', 'nTimesNextOne', 'squareMinusOne', 'squareOfNext', 'squarePlusOne'],
};

/** Rules a candidate mistakes each rule for: the odd pair follows one of these, or is one off. */
const NEAR: Record<string, readonly string[]> = {
  square: ['squarePlusOne', 'squareMinusOne', 'squareMinusN', 'nTimesNextOne'],
  triple: ['doublePlusOne'],
  doublePlusOne: ['triple'],
  cube: ['cubePlusOne', 'cubeMinusOne', 'cubePlusN'],
  squarePlusOne: ['square', 'squareMinusOne', 'squareOfNext'],
  squareMinusOne: ['square', 'squarePlusOne', 'squareMinusN'],
  nTimesNextOne: ['square', 'squareMinusN', 'squareOfNext', 'squarePlusOne'],
  squareOfNext: ['square', 'nTimesNextOne', 'squarePlusOne'],
  cubePlusOne: ['cube', 'cubeMinusOne', 'cubePlusN'],
  cubeMinusOne: ['cube', 'cubePlusOne', 'cubePlusN'],
  cubePlusN: ['cube', 'cubePlusOne', 'cubeMinusOne'],
  squareMinusN: ['square', 'nTimesNextOne', 'squareMinusOne'],
};

/** The first numbers: larger at higher levels. */
const BASES: Record<Level, [number, number]> = { 1: [2, 16], 2: [2, 20], 3: [5, 25] };

/** "9² + 1 = 82": a rule's text worked on n. */
const worked = (text: string, n: number, value: number): string =>
  `${text
    .replace('n → ', '')
    .replace(/(\d)n/g, '$1 × n')
    .replace(/n\(/g, 'n × (')
    .replace(/n/g, String(n))} = ${num(value)}`;

const pairText = (a: number, b: number): string => `${num(a)} : ${num(b)}`;

export function oddNumberPair(rng: Rng, level: Level): OddPair | undefined {
  const name = rng.pick(LEVEL_RULES[level]);
  const rule = NUMBER_RULES[name]!;
  const [lo, hi] = BASES[level];
  const bases = rng.sample(
    Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
    4,
  );
  const near = rng.pick([...NEAR[name]!, 'offByOne']);
  const d = near === 'offByOne' ? rng.pick([1, -1]) : 0;
  const oddBase = bases[3]!;
  const oddSecond = near === 'offByOne' ? rule.f(oddBase) + d : NUMBER_RULES[near]!.f(oddBase);
  if (oddSecond === rule.f(oddBase) || oddSecond <= 0) return undefined;
  const seconds = [...bases.slice(0, 3).map((n) => rule.f(n)), oddSecond];
  if (seconds.some((s) => s >= 10000)) return undefined;
  const options = bases.map((n, i) => pairText(n, seconds[i]!));
  // every rule of the table that three pairs follow must leave out the odd one
  const follows = Object.values(NUMBER_RULES).map((r) => bases.map((n, i) => r.f(n) === seconds[i]));
  if (!follows.every((fs) => fs.filter(Boolean).length !== 3 || !fs[3])) return undefined;
  const ruleWork = worked(rule.text, oddBase, rule.f(oddBase));
  const other = Object.values(NUMBER_RULES).find((r) => r.f(oddBase) === oddSecond);
  const otherWork = other ? worked(other.text, oddBase, oddSecond) : undefined;
  const odd = options[3]!;
  return {
    fits: options.slice(0, 3),
    odd,
    rule: 'pairRule',
    why: `pairs following the rule ${rule.text}`,
    hiWhy: `नियम ${rule.text} का पालन करने वाले युग्म हैं`,
    text: rule.text,
    note: `In ${odd}, ${ruleWork}, not ${num(oddSecond)}${otherWork ? ` (which is ${otherWork})` : ''}.`,
    hiNote: `${odd} में ${ruleWork} होता, ${num(oddSecond)} नहीं${otherWork ? ` (यह ${otherWork} है)` : ''}।`,
  };
}
