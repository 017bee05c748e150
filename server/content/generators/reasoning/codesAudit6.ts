/**
 * Letter codes and letter-cluster analogies mixing two rules (coverage audit 5, item 1):
 * - `reverseSteps`: the word written backwards, then its letters moved +2, +3, +4, +5 … (a step
 *   growing by one; at level 3 also −1, −2, −3 …);
 * - `reverseAlternate` (level 3): the word written backwards, then its letters moved +k and −k in turn;
 * - `pairsMoved` (codes only): a six-letter word read in pairs, the first pair moved +a, the last
 *   pair +b and the middle pair swapped (GARDEN: GA +3 → JD, RD swapped → DR, EN +4 → IR).
 * The bank held each rule alone (shift, reverse, pair swap, growing steps); these are the
 * compositions papers use. Every simple reading of the example (the word as it stands, backwards,
 * its neighbours swapped, its halves swapped, its middle pair swapped; each with one shift, a step
 * growing or shrinking by one, shifts alternating, or one shift per pair) is tried, and the example
 * is drawn again unless all the readings that fit it code the asked word alike. Kinds of
 * coding_and_decoding (`twoRuleCode`) and anology (`twoRuleAnalogy`).
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_ANALOGY_STEM } from './codeForms';
import { ALPHABET, letterAt, position } from './letters';

export type TwoRule = 'reverseSteps' | 'reverseAlternate' | 'pairsMoved';

const distinct = (w: string): boolean => new Set(w).size === w.length;

/** Words with no letter repeated, so a rearrangement can be read off one example. */
const CODE_WORDS: Readonly<Record<number, readonly string[]>> = {
  4: ['LAMP', 'DESK', 'FISH', 'GOLD', 'KING', 'MILK', 'ROAD', 'SHIP', 'WIND', 'BIRD', 'CART', 'DRUM'],
  5: ['RIVER', 'TABLE', 'HOUSE', 'WATER', 'LIGHT', 'CLOUD', 'STONE', 'SUGAR', 'TIGER', 'HORSE', 'MANGO']
    .concat(['PLANT', 'TRAIN', 'CHAIR', 'BREAD', 'CLOCK', 'WHEAT', 'NURSE'])
    .filter(distinct),
  6: [
    'GARDEN',
    'MOTHER',
    'PENCIL',
    'FLOWER',
    'MARKET',
    'BRIDGE',
    'SILVER',
    'CANDLE',
    'FOREST',
    'PLANET',
    'ORANGE',
    'WINTER',
    'FARMER',
    'FATHER',
    'NUMBER',
    'MONKEY',
    'FIGURE',
    'PRINCE',
    'STREAM',
    'CASTLE',
    'FRIEND',
    'BASKET',
    'JACKET',
    'POCKET',
    'ROCKET',
    'SPIDER',
    'WONDER',
    'DANGER',
    'PLAYER',
    'MASTER',
    'HUNTER',
  ].filter(distinct),
};

const reverse = (w: string): string => [...w].reverse().join('');
const moveBy = (w: string, d: readonly number[]): string =>
  [...w].map((c, i) => letterAt(position(c) + d[i]!)).join('');
const signed = (k: number): string => (k > 0 ? `+${k}` : `−${-k}`);

/** The shift of each place: growing steps (s, s + e, s + 2e …), alternating (k, −k …), or by pairs. */
const growing = (n: number, s: number, e: number): number[] => Array.from({ length: n }, (_, i) => s + i * e);
const alternating = (n: number, k: number): number[] => Array.from({ length: n }, (_, i) => (i % 2 ? -k : k));
const byPairs = (a: number, b: number): number[] => [a, a, 0, 0, b, b];
const swapMiddle = (w: string): string => w[0]! + w[1]! + w[3]! + w[2]! + w[4]! + w[5]!;

interface Coding {
  code: (w: string) => string;
}

function codingOf(rule: TwoRule, x: number, y: number): Coding {
  switch (rule) {
    case 'reverseSteps':
      return { code: (w) => moveBy(reverse(w), growing(w.length, x, y)) };
    case 'reverseAlternate':
      return { code: (w) => moveBy(reverse(w), alternating(w.length, x)) };
    case 'pairsMoved':
      return { code: (w) => moveBy(swapMiddle(w), byPairs(x, y)) };
  }
}

// ---- every simple reading of an example, to keep the example from fitting a second rule ----

const ARRANGEMENTS: ((w: string) => string)[] = [
  (w) => w,
  reverse,
  (w) => [...w].map((_, i) => w[i % 2 ? i - 1 : i + 1] ?? w[i]!).join(''),
  (w) => w.slice(Math.ceil(w.length / 2)) + w.slice(0, Math.ceil(w.length / 2)),
  (w) => (w.length === 6 ? swapMiddle(w) : w),
];

const norm = (d: number): number => ((((d + 12) % 26) + 26) % 26) - 12;

/** Whether the shifts of the places form one of the simple patterns. */
function simpleShifts(d: readonly number[]): boolean {
  const n = d.length;
  const diffs = d.slice(1).map((x, i) => norm(x - d[i]!));
  if (diffs.every((x) => x === 0)) return true;
  if (diffs.every((x) => x === 1) || diffs.every((x) => x === -1)) return true;
  if (d.every((x, i) => x === d[i % 2]) && norm(d[0]! + d[1]!) === 0) return true;
  if (n === 6 && d[0] === d[1] && d[2] === d[3] && d[4] === d[5]) return true;
  return false;
}

/** What each simple reading of given → code writes for asked. */
function readingsAnswers(given: string, code: string, asked: string): Set<string> {
  const out = new Set<string>();
  for (const f of ARRANGEMENTS) {
    const g = f(given);
    const d = [...g].map((c, i) => norm(position(code[i]!) - position(c)));
    if (simpleShifts(d)) out.add(moveBy(f(asked), d));
  }
  return out;
}

// ---- the question ----

const STEPS_EN: Record<TwoRule, (x: number, y: number, n: number) => string> = {
  reverseSteps: (x, y, n) =>
    `the word is written backwards, then its letters move ${growing(n, x, y).map(signed).join(', ')}`,
  reverseAlternate: (x, _, n) =>
    `the word is written backwards, then its letters move ${alternating(n, x).map(signed).join(', ')}`,
  pairsMoved: (x, y) =>
    `the word is read in pairs: the first pair moves ${signed(x)}, the middle pair is swapped, and the last pair moves ${signed(y)}`,
};
const STEPS_HI: Record<TwoRule, (x: number, y: number, n: number) => string> = {
  reverseSteps: (x, y, n) =>
    `शब्द को उलटा लिखा गया है, फिर उसके अक्षर क्रमशः ${growing(n, x, y).map(signed).join(', ')} खिसकाए गए हैं`,
  reverseAlternate: (x, _, n) =>
    `शब्द को उलटा लिखा गया है, फिर उसके अक्षर क्रमशः ${alternating(n, x).map(signed).join(', ')} खिसकाए गए हैं`,
  pairsMoved: (x, y) =>
    `शब्द को जोड़ों में पढ़ा गया है: पहला जोड़ा ${signed(x)} खिसका है, बीच के जोड़े के अक्षरों ने स्थान बदला है, और अंतिम जोड़ा ${signed(y)} खिसका है`,
};

function drawRule(rng: Rng, level: Level, as: 'code' | 'analogy'): { rule: TwoRule; x: number; y: number } {
  const rules: TwoRule[] =
    as === 'code'
      ? level === 3
        ? ['reverseSteps', 'reverseAlternate', 'pairsMoved']
        : ['reverseSteps', 'pairsMoved']
      : level === 3
        ? ['reverseSteps', 'reverseAlternate']
        : ['reverseSteps'];
  const rule = rng.pick(rules);
  if (rule === 'reverseSteps') {
    const down = level === 3 && rng.chance(0.4);
    return down ? { rule, x: rng.pick([-1, -2]), y: -1 } : { rule, x: rng.pick([1, 2, 3]), y: 1 };
  }
  if (rule === 'reverseAlternate') return { rule, x: rng.pick([1, 2, 3]), y: 0 };
  const [a, b] = rng.sample([1, 2, 3, 4, 5], 2) as [number, number];
  return { rule, x: a, y: level === 3 && rng.chance(0.3) ? -b : b };
}

/** A letter cluster of n different letters, none of A or Z (a cluster's first letters stay inside the alphabet). */
const cluster = (rng: Rng, n: number): string => rng.sample([...ALPHABET.slice(1, 25)], n).join('');

export function twoRule(rng: Rng, level: Level, as: 'code' | 'analogy'): Problem {
  return until((): Problem | undefined => {
    const { rule, x, y } = drawRule(rng, level, as);
    const n = rule === 'pairsMoved' ? 6 : as === 'code' ? rng.pick(level === 2 ? [4, 5] : [5, 6]) : 4;
    const [given, asked] =
      as === 'code'
        ? (rng.sample(CODE_WORDS[n]!, 2) as [string, string])
        : [cluster(rng, n), cluster(rng, n)];
    const { code } = codingOf(rule, x, y);
    const example = code(given);
    const ans = code(asked);
    // every simple reading of the example codes the asked word alike
    const readings = readingsAnswers(given, example, asked);
    if (readings.size !== 1 || !readings.has(ans)) return undefined;
    const wrongs: { mistake: string; hi: string; value: string }[] = [];
    if (rule === 'pairsMoved') {
      wrongs.push(
        {
          mistake: `leaving the middle pair unswapped (first pair ${signed(x)}, last pair ${signed(y)})`,
          hi: 'बीच के जोड़े के अक्षरों का स्थान न बदलना',
          value: moveBy(asked, byPairs(x, y)),
        },
        {
          mistake: `moving the first pair ${signed(y)} and the last pair ${signed(x)}`,
          hi: `पहले जोड़े को ${signed(y)} और अंतिम जोड़े को ${signed(x)} खिसकाना`,
          value: moveBy(swapMiddle(asked), byPairs(y, x)),
        },
        {
          mistake: `moving both outer pairs ${signed(x)}`,
          hi: `दोनों बाहरी जोड़ों को ${signed(x)} खिसकाना`,
          value: moveBy(swapMiddle(asked), byPairs(x, x)),
        },
        {
          mistake: `moving both outer pairs ${signed(y)}`,
          hi: `दोनों बाहरी जोड़ों को ${signed(y)} खिसकाना`,
          value: moveBy(swapMiddle(asked), byPairs(y, y)),
        },
      );
    } else {
      const d = rule === 'reverseSteps' ? growing(n, x, y) : alternating(n, x);
      const list = d.map(signed).join(', ');
      wrongs.push(
        {
          mistake: `moving the letters ${list} without writing the word backwards`,
          hi: `शब्द को उलटा लिखे बिना अक्षरों को ${list} खिसकाना`,
          value: moveBy(asked, d),
        },
        {
          mistake: `moving the letters ${list} first and then writing the word backwards`,
          hi: `पहले अक्षरों को ${list} खिसकाना और फिर शब्द को उलटा लिखना`,
          value: reverse(moveBy(asked, d)),
        },
        rule === 'reverseSteps'
          ? {
              mistake: `moving every letter of the backward word ${signed(x)}`,
              hi: `उलटे शब्द के प्रत्येक अक्षर को ${signed(x)} खिसकाना`,
              value: moveBy(reverse(asked), growing(n, x, 0)),
            }
          : {
              mistake: `moving the letters of the backward word ${alternating(n, -x).map(signed).join(', ')}`,
              hi: `उलटे शब्द के अक्षरों को ${alternating(n, -x).map(signed).join(', ')} खिसकाना`,
              value: moveBy(reverse(asked), alternating(n, -x)),
            },
        {
          mistake: 'writing the word backwards without moving the letters',
          hi: 'अक्षरों को खिसकाए बिना केवल शब्द को उलटा लिखना',
          value: reverse(asked),
        },
      );
    }
    const distractors: Distractor[] = [];
    for (const w of wrongs)
      if (w.value !== ans && !distractors.some((d) => d.value === w.value) && distractors.length < 3)
        distractors.push(w);
    if (distractors.length < 3) return undefined;
    const how = STEPS_EN[rule](x, y, n);
    const hiHow = STEPS_HI[rule](x, y, n);
    const pairs = (a: string, b: string): string => [...a].map((c, i) => `${c}→${b[i]}`).join(', ');
    const arranged = (w: string): string => (rule === 'pairsMoved' ? swapMiddle(w) : reverse(w));
    return {
      question:
        as === 'code'
          ? `In a certain code language, ${given} is written as ${example}. How will ${asked} be written in that language?`
          : `Select the option that is related to the third letter-cluster in the same way as the second letter-cluster is related to the first letter-cluster.\n${given} : ${example} :: ${asked} : ?`,
      answer: ans,
      distractors,
      steps: [
        `In ${given} → ${example}, ${how}: ${given} → ${arranged(given)}, then ${pairs(arranged(given), example)}.`,
        `In the same way ${asked} → ${arranged(asked)}, then ${pairs(arranged(asked), ans)}; so the answer is ${ans}.`,
      ],
      hi: {
        question:
          as === 'code'
            ? `किसी कूट भाषा में ${given} को ${example} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`
            : `${HI_ANALOGY_STEM}\n${given} : ${example} :: ${asked} : ?`,
        steps: [
          `${given} → ${example} में ${hiHow}: ${given} → ${arranged(given)}, फिर ${pairs(arranged(given), example)}।`,
          `इसी प्रकार ${asked} → ${arranged(asked)}, फिर ${pairs(arranged(asked), ans)}; अतः उत्तर ${ans} है।`,
        ],
      },
      params: { given, code: example, asked, rule },
    };
  });
}
