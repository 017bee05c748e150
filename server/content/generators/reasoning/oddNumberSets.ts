/**
 * Odd one out among number triads (issue 19, second round; coverage audit item 4), the classification
 * twin of sameTriad: three options follow one rule of TRIAD_RULES ("12 – 7 – 85", a × b + 1), the
 * fourth follows a rule a candidate mistakes it for and not the rule. A draw is kept only when no
 * other rule of the table is followed by three options leaving another one out, so the odd one is the
 * only reading. Number pairs ("16 : 90") are asked the same way in oddNumberPairs.ts.
 */
import type { Rng } from '../rng';
import type { Level } from '../types';
import { TRIAD_RULES } from './numberTriads';

export interface OddSet {
  fits: string[];
  odd: string;
  rule: 'triadRule';
  why: string;
  hiWhy: string;
  text: string;
  /** The odd one worked by the rule and by the rule it follows. */
  note: string;
  hiNote: string;
}

const TRIAD_LEVEL_RULES: Record<Level, readonly string[]> = {
  1: ['product', 'sumDouble', 'squarePlus', 'productDouble'],
  2: ['productPlusSum', 'productMinusSum', 'sumSquares', 'squareMinus', 'squareOfSum', 'productPlusOne'],
  3: ['diffSquares', 'squareOfDiff', 'cubeMinus', 'cubePlus', 'sumSquares', 'productPlusSum'],
};

/** Whether every rule followed by exactly three options leaves out the odd one (and one rule does). */
function onlyReading(options: string[], odd: string, follows: ((o: string) => boolean)[]): boolean {
  return follows.every((f) => {
    const out = options.filter((o) => !f(o));
    return options.length - out.length !== 3 || out[0] === odd;
  });
}

function oddTriad(rng: Rng, level: Level): OddSet | undefined {
  const name = rng.pick(TRIAD_LEVEL_RULES[level]);
  const rule = TRIAD_RULES[name]!;
  const other = TRIAD_RULES[rng.pick(rule.near)]!;
  const top = name.startsWith('cube') ? 9 : level === 1 ? 15 : 19;
  const pairs = Array.from({ length: 4 }, () => [rng.int(3, top), rng.int(3, 19)] as [number, number]);
  if (new Set(pairs.map((p) => p.join())).size !== 4 || pairs.some(([a, b]) => a === b)) return undefined;
  const thirds = [...pairs.slice(0, 3).map(([a, b]) => rule.f(a, b)), other.f(...pairs[3]!)];
  if (thirds.some((c) => c <= 0 || c >= 1000) || thirds[3] === rule.f(...pairs[3]!)) return undefined;
  const fitThirds = thirds.slice(0, 3);
  if (thirds[3]! < Math.min(...fitThirds) / 2 || thirds[3]! > Math.max(...fitThirds) * 2) return undefined;
  const options = pairs.map(([a, b], i) => `${a} – ${b} – ${thirds[i]}`);
  const follows = Object.values(TRIAD_RULES).map((r) => (o: string) => {
    const [a, b, c] = o.split(' – ').map(Number) as [number, number, number];
    return r.f(a, b) === c;
  });
  if (!onlyReading(options, options[3]!, follows)) return undefined;
  const [p, q] = pairs[3]!;
  const worked = (text: string, f: number): string =>
    `${text.replace(/a/g, String(p)).replace(/b/g, String(q))} = ${f}`;
  return {
    fits: options.slice(0, 3),
    odd: options[3]!,
    rule: 'triadRule',
    why: `sets whose third number is ${rule.text}, a and b being the first two`,
    hiWhy: `ऐसे समुच्चय हैं जिनकी तीसरी संख्या ${rule.text} है, जहाँ a और b पहली दो संख्याएँ हैं`,
    text: rule.text,
    note: `In ${options[3]}, ${worked(rule.text, rule.f(p, q))}, not ${thirds[3]} (which is ${worked(other.text, thirds[3]!)}).`,
    hiNote: `${options[3]} में ${worked(rule.text, rule.f(p, q))} होता, ${thirds[3]} नहीं (यह ${worked(other.text, thirds[3]!)} है)।`,
  };
}

/** A triad question: three sets following one rule, one set following a near miss of it. */
export const oddNumberSet = oddTriad;
