/**
 * Number triads (issue 19, item 6): "Select the set in which the numbers are related in the same way as
 * are the numbers of the following sets: (13, 17, 221), (9, 15, 135)". The third number of each set is
 * computed from the first two by one rule of TRIAD_RULES; the two example sets are drawn until no other
 * rule of the table fits both, so the rule is the only reading. The key follows it; each wrong set
 * follows a near miss of it (the product plus one, the sum of squares for the square of the sum …),
 * on numbers of its own, and not the rule itself.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

interface TriadRule {
  /** The third number in terms of the first two, a and b, as the explanation writes it. */
  text: string;
  f: (a: number, b: number) => number;
  /** Rules a candidate mistakes this one for: the wrong sets follow these. */
  near: readonly string[];
}

export const TRIAD_RULES: Readonly<Record<string, TriadRule>> = {
  product: {
    text: 'a × b',
    f: (a, b) => a * b,
    near: ['productPlusOne', 'productMinusOne', 'productPlusSum', 'productMinusSum', 'productDouble'],
  },
  productPlusOne: { text: 'a × b + 1', f: (a, b) => a * b + 1, near: ['product', 'productMinusOne'] },
  productMinusOne: { text: 'a × b − 1', f: (a, b) => a * b - 1, near: ['product', 'productPlusOne'] },
  productDouble: {
    text: '2 × a × b',
    f: (a, b) => 2 * a * b,
    near: ['product', 'sumDouble', 'productPlusSum', 'productPlusOne'],
  },
  productPlusSum: {
    text: 'a × b + (a + b)',
    f: (a, b) => a * b + a + b,
    near: ['product', 'productMinusSum', 'productPlusOne', 'squareOfSum'],
  },
  productMinusSum: {
    text: 'a × b − (a + b)',
    f: (a, b) => a * b - a - b,
    near: ['product', 'productPlusSum', 'productMinusOne'],
  },
  sumDouble: {
    text: '(a + b) × 2',
    f: (a, b) => (a + b) * 2,
    near: ['sumTriple', 'productDouble', 'squarePlus', 'product'],
  },
  sumTriple: { text: '(a + b) × 3', f: (a, b) => (a + b) * 3, near: ['sumDouble', 'product'] },
  squarePlus: {
    text: 'a² + b',
    f: (a, b) => a * a + b,
    near: ['squareMinus', 'bSquarePlus', 'sumSquares', 'cubePlus'],
  },
  squareMinus: {
    text: 'a² − b',
    f: (a, b) => a * a - b,
    near: ['squarePlus', 'diffSquares', 'bSquarePlus', 'cubeMinus'],
  },
  bSquarePlus: { text: 'b² + a', f: (a, b) => b * b + a, near: ['squarePlus', 'sumSquares'] },
  sumSquares: {
    text: 'a² + b²',
    f: (a, b) => a * a + b * b,
    near: ['squareOfSum', 'diffSquares', 'squarePlus', 'productPlusSum'],
  },
  diffSquares: {
    text: 'a² − b²',
    f: (a, b) => a * a - b * b,
    near: ['sumSquares', 'squareOfDiff', 'squareMinus'],
  },
  squareOfSum: {
    text: '(a + b)²',
    f: (a, b) => (a + b) ** 2,
    near: ['sumSquares', 'squareOfDiff', 'productPlusSum', 'sumDouble'],
  },
  squareOfDiff: {
    text: '(a − b)²',
    f: (a, b) => (a - b) ** 2,
    near: ['squareOfSum', 'diffSquares', 'sumSquares'],
  },
  cubePlus: { text: 'a³ + b', f: (a, b) => a ** 3 + b, near: ['cubeMinus', 'squarePlus', 'sumSquares'] },
  cubeMinus: { text: 'a³ − b', f: (a, b) => a ** 3 - b, near: ['cubePlus', 'squareMinus', 'diffSquares'] },
};

const LEVEL_RULES: Record<Level, readonly string[]> = {
  1: ['product', 'sumDouble', 'squarePlus', 'productDouble'],
  2: ['productPlusSum', 'productMinusSum', 'sumSquares', 'squareMinus', 'squareOfSum', 'productPlusOne'],
  3: ['diffSquares', 'squareOfDiff', 'cubeMinus', 'cubePlus', 'sumSquares', 'productPlusSum'],
};

/** The first two numbers of a set: larger at higher levels; a cube's base stays small. */
const RANGE: Record<Level, [number, number]> = { 1: [2, 15], 2: [3, 16], 3: [3, 19] };

/** "13 × 17 = 221": the rule worked on a set's first two numbers. */
const worked = (rule: TriadRule, a: number, b: number): string =>
  `${rule.text.replace(/a/g, String(a)).replace(/b/g, String(b))} = ${rule.f(a, b)}`;

const setText = (a: number, b: number, c: number): string => `(${a}, ${b}, ${c})`;

const NOTE =
  '(NOTE: Operations should be performed on the whole numbers, without breaking down the numbers into their constituent digits.)';
const HI_NOTE = '(ध्यान दें: संक्रियाएँ पूर्ण संख्याओं पर की जानी चाहिए, संख्याओं को उनके घटक अंकों में तोड़े बिना।)';

export function sameTriad(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(LEVEL_RULES[level]);
    const rule = TRIAD_RULES[name]!;
    const cubed = name.startsWith('cube');
    const [lo, hi] = RANGE[level];
    const draw = (): [number, number] => {
      const a = rng.int(lo, cubed ? 9 : hi);
      return [a, rng.int(lo, hi)];
    };
    const pairs = [draw(), draw(), draw()];
    // no repeated number inside a set, no set twice, every third number a positive whole below 1000
    const fine = (a: number, b: number, c: number): boolean => a !== b && c > 0 && c < 1000;
    if (pairs.some(([a, b]) => !fine(a, b, rule.f(a, b)))) return undefined;
    if (new Set(pairs.map((p) => p.join())).size !== 3) return undefined;
    const examples = pairs.slice(0, 2);
    const fitting = Object.keys(TRIAD_RULES).filter((r) =>
      examples.every(([a, b]) => TRIAD_RULES[r]!.f(a, b) === rule.f(a, b)),
    );
    if (fitting.length !== 1) return undefined;
    // every option's third number is about as large as the examples' (a far larger one gives itself away)
    const thirds = examples.map(([a, b]) => rule.f(a, b));
    const plausible = (c: number): boolean => c >= Math.min(...thirds) / 2 && c <= Math.max(...thirds) * 2;
    const [x, y] = pairs[2]!;
    if (!plausible(rule.f(x, y))) return undefined;
    const answer = setText(x, y, rule.f(x, y));

    const distractors: Distractor[] = [];
    const used = new Set(pairs.map((pair) => pair.join()));

    const notes: string[] = [];
    const hiNotes: string[] = [];
    for (const miss of rng.shuffle([...rule.near])) {
      if (distractors.length === 3) break;
      const other = TRIAD_RULES[miss]!;
      const [p, q] = draw();
      const r = other.f(p, q);
      // a wrong set must not follow the rule, and must not repeat the first two numbers of another set
      if (!fine(p, q, r) || !plausible(r) || rule.f(p, q) === r || used.has(`${p},${q}`)) continue;
      used.add(`${p},${q}`);
      const value = setText(p, q, r);
      distractors.push({
        mistake: `a set following the rule ${other.text} instead`,
        hi: `इसके बजाय नियम ${other.text} वाला समुच्चय चुनना`,
        value,
      });
      const ruleGives = String(rule.f(p, q)).replace('-', '−');
      notes.push(`${value}: ${worked(other, p, q)}, not ${ruleGives}`);
      hiNotes.push(`${value}: ${worked(other, p, q)}, ${ruleGives} नहीं`);
    }
    if (distractors.length < 3) return undefined;
    const shown = examples.map(([a, b]) => setText(a, b, rule.f(a, b))).join(', ');
    const exampleWork = examples.map(([a, b]) => worked(rule, a, b)).join('; ');
    return {
      question: `Select the set in which the numbers are related in the same way as are the numbers of the following sets.\n${NOTE}\n${shown}`,
      answer,
      trap: false,
      distractors,
      steps: [
        `In each set the third number is ${rule.text}, where a and b are the first two: ${exampleWork}.`,
        `Only ${answer} follows it: ${worked(rule, x, y)}.`,
        `The other sets follow other rules: ${notes.join('; ')}.`,
      ],
      hi: {
        question: `उस समुच्चय का चयन कीजिए जिसमें संख्याएँ उसी प्रकार संबंधित हैं, जिस प्रकार निम्नलिखित समुच्चयों की संख्याएँ संबंधित हैं।\n${HI_NOTE}\n${shown}`,
        steps: [
          `प्रत्येक समुच्चय में तीसरी संख्या ${rule.text} है, जहाँ a और b पहली दो संख्याएँ हैं: ${exampleWork}।`,
          `केवल ${answer} इस नियम का पालन करता है: ${worked(rule, x, y)}।`,
          `अन्य समुच्चय दूसरे नियमों का पालन करते हैं: ${hiNotes.join('; ')}।`,
        ],
      },
      params: {
        examples: examples.map(([a, b]) => [a, b, rule.f(a, b)]),
        sets: [answer, ...distractors.map((d) => String(d.value))],
      },
    };
  });
}
