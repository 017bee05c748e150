/**
 * Signs (and numbers) interchanged, with four equations as the options (coverage audit 4, item 9),
 * kinds of number_puzzle beside `swapCheck` (signs, two statements) and `numberSwapCheck` (numbers,
 * four equations):
 * - `signSwapOptions`: "If ‘+’ and ‘×’ are interchanged (and ‘−’ and ‘÷’ are interchanged), which of
 *   the following equations would be correct?" Four equations; after the interchange exactly one holds.
 * - `signNumberSwap`: "If ‘+’ and ‘÷’ are interchanged and 4 and 8 are interchanged, which of the
 *   following equations would be correct?" Two signs and two numbers interchanged at once.
 * Each wrong equation is built to hold under a named slip (the signs as printed, left to right without
 * BODMAS, only the signs or only the numbers interchanged), or to miss by a little.
 */
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { drawNumbers, evaluate, leftToRight, type Sign, SIGNS, write } from './signs';

type Pair<T> = readonly [T, T];

interface Equation {
  numbers: number[];
  signs: Sign[];
  rhs: number;
}

const swapOne = <T>(values: readonly T[], [a, b]: Pair<T>): T[] =>
  values.map((v) => (v === a ? b : v === b ? a : v));

const swapSigns = (signs: readonly Sign[], pairs: readonly Pair<Sign>[]): Sign[] =>
  pairs.reduce<Sign[]>((s, p) => swapOne(s, p), [...signs]);

const q = (s: Sign): string => `‘${s}’`;

/** "‘+’ and ‘×’ are interchanged and ‘−’ and ‘÷’ are interchanged" */
function swapWords(signPairs: readonly Pair<Sign>[], numberPair?: Pair<number>): [string, string] {
  const en = [
    ...signPairs.map(([a, b]) => `${q(a)} and ${q(b)} are interchanged`),
    ...(numberPair ? [`${numberPair[0]} and ${numberPair[1]} are interchanged`] : []),
  ];
  const hi = [
    ...signPairs.map(([a, b]) => `${q(a)} और ${q(b)} को आपस में बदल दिया जाए`),
    ...(numberPair ? [`${numberPair[0]} और ${numberPair[1]} को आपस में बदल दिया जाए`] : []),
  ];
  return [en.join(' and '), hi.join(' तथा ')];
}

/** Digits of n avoid both interchanged numbers (so no reading by digits differs). */
const clearOf = (n: number, pair: Pair<number> | undefined): boolean =>
  !pair || ![...String(n)].some((d) => d === String(pair[0]) || d === String(pair[1]));

type Reading = 'after' | 'printed' | 'leftToRight' | 'signsOnly' | 'numbersOnly';

function valueUnder(
  e: Equation,
  reading: Reading,
  signPairs: readonly Pair<Sign>[],
  numberPair?: Pair<number>,
) {
  const signs = reading === 'printed' || reading === 'numbersOnly' ? e.signs : swapSigns(e.signs, signPairs);
  const numbers =
    numberPair && (reading === 'after' || reading === 'leftToRight' || reading === 'numbersOnly')
      ? swapOne(e.numbers, numberPair)
      : e.numbers;
  return reading === 'leftToRight' ? leftToRight(numbers, signs) : evaluate(numbers, signs);
}

const SLIPS: Record<Exclude<Reading, 'after'>, { mistake: string; hi: string }> = {
  printed: {
    mistake: 'judging the equations as printed, without interchanging anything',
    hi: 'कुछ भी बदले बिना समीकरणों को छपे हुए रूप में ही जाँचना',
  },
  leftToRight: {
    mistake: 'working the equations from left to right after the interchange, without BODMAS',
    hi: 'बदलाव के बाद समीकरणों को BODMAS के बिना बाएँ से दाएँ हल करना',
  },
  signsOnly: {
    mistake: 'interchanging the signs only, not the numbers',
    hi: 'केवल चिह्नों को बदलना, संख्याओं को नहीं',
  },
  numbersOnly: {
    mistake: 'interchanging the numbers only, not the signs',
    hi: 'केवल संख्याओं को बदलना, चिह्नों को नहीं',
  },
};

const SIGN_PAIRS: Pair<Sign>[] = SIGNS.flatMap((a, i) => SIGNS.slice(i + 1).map((b) => [a, b] as const));

function makeSwap(rng: Rng, level: Level, withNumbers: boolean): Problem {
  return until((): Problem | undefined => {
    // one pair of signs at level 1, one or two at level 2, two at level 3 (always one with numbers)
    const twoPairs = !withNumbers && (level === 3 || (level === 2 && rng.chance(0.5)));
    const first = rng.pick(SIGN_PAIRS);
    const rest = SIGNS.filter((s) => !first.includes(s)) as [Sign, Sign];
    const signPairs: Pair<Sign>[] = twoPairs ? [first, rest] : [first];
    const numberPair: Pair<number> | undefined = withNumbers
      ? (rng.sample([2, 3, 4, 5, 6, 7, 8, 9], 2).sort((a, b) => a - b) as [number, number])
      : undefined;
    const signCount = level === 1 ? 3 : level === 2 ? 3 : 4;
    const readings: Reading[] = withNumbers
      ? ['printed', 'signsOnly', 'numbersOnly', 'leftToRight']
      : ['printed', 'leftToRight'];
    const odd = rng.int(0, 3);
    const equations: Equation[] = [];
    const named: (Reading | 'near')[] = [];
    // each wrong equation built under its own slip (the third a near miss when there are only two)
    const wanted: (Reading | 'near')[] = [...rng.shuffle(readings), 'near'];
    let nextWrong = 0;
    for (let e = 0; e < 4; e += 1) {
      let made: { eq: Equation; how: Reading | 'near' } | undefined;
      for (let tries = 0; tries < 300 && !made; tries += 1) {
        const real = Array.from({ length: signCount }, () => rng.pick(SIGNS));
        // every equation holds a sign of each interchanged pair, and no sign three times
        if (!signPairs.every((p) => real.some((s) => p.includes(s)))) continue;
        if (SIGNS.some((s) => real.filter((r) => r === s).length > 2)) continue;
        const realNumbers = drawNumbers(rng, real, level === 1 ? 1 : 2);
        if (!realNumbers) continue;
        if (numberPair) {
          // place both interchanged numbers at two places, the others clear of their digits
          const [i, j] = rng.sample(
            realNumbers.map((_, k) => k),
            2,
          ) as [number, number];
          realNumbers[i] = numberPair[0];
          realNumbers[j] = numberPair[1];
          if (!realNumbers.every((n, k) => k === i || k === j || clearOf(n, numberPair))) continue;
        }
        if (new Set(realNumbers).size !== realNumbers.length) continue;
        const value = evaluate(realNumbers, real);
        if (value === undefined || value <= 0 || value > 400) continue;
        const printed: Equation = {
          numbers: numberPair ? swapOne(realNumbers, numberPair) : realNumbers,
          signs: swapSigns(real, signPairs),
          rhs: value,
        };
        if (e === odd) {
          made = { eq: printed, how: 'after' };
          continue;
        }
        const how = wanted[nextWrong]!;
        const slipped = how === 'near' ? undefined : valueUnder(printed, how, signPairs, numberPair);
        if (how !== 'near' && slipped !== undefined && slipped > 0 && slipped <= 600 && slipped !== value) {
          made = { eq: { ...printed, rhs: slipped }, how };
        } else if (how === 'near' || tries > 150) {
          // a near miss: the left side worked rightly, a little off the printed right side
          const off = value + rng.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
          if (off > 0) made = { eq: { ...printed, rhs: off }, how: 'near' };
        }
        if (made && !clearOf(made.eq.rhs, numberPair)) made = undefined;
      }
      if (!made) return undefined;
      if (e !== odd) nextWrong += 1;
      equations.push(made.eq);
      named.push(made.how);
    }
    const line = (e: Equation): string => `${write(e.numbers, e.signs)} = ${num(e.rhs)}`;
    const lines = equations.map(line);
    if (new Set(lines).size !== 4) return undefined;
    const after = (e: Equation): number | undefined => valueUnder(e, 'after', signPairs, numberPair);
    const holds = equations.map((e) => after(e) === e.rhs);
    if (holds.filter(Boolean).length !== 1 || !holds[odd]) return undefined;
    // each slip names only an equation it alone makes true among the wrong ones
    const distractors: Distractor[] = [];
    for (let k = 0; k < 4; k += 1) {
      if (k === odd) continue;
      const how = named[k]!;
      const e = equations[k]!;
      const v = after(e);
      if (how !== 'near' && how !== 'after') {
        const fits = equations.filter(
          (x, i) => i !== odd && valueUnder(x, how, signPairs, numberPair) === x.rhs,
        );
        if (fits.length === 1) {
          distractors.push({ ...SLIPS[how], value: lines[k]! });
          continue;
        }
      }
      if (v === undefined) return undefined;
      distractors.push({
        mistake: `an equation whose sides stay unequal after the interchange (the left side is then ${num(v)})`,
        hi: `ऐसा समीकरण जिसके दोनों पक्ष बदलाव के बाद भी बराबर नहीं होते (तब बायाँ पक्ष ${num(v)} होता है)`,
        value: lines[k]!,
      });
    }
    // at least one real slip among the wrong options
    if (distractors.every((d) => d.mistake.startsWith('an equation'))) return undefined;
    distractors.sort(
      (a, b) => Number(a.mistake.startsWith('an equation')) - Number(b.mistake.startsWith('an equation')),
    );
    const [words, hiWords] = swapWords(signPairs, numberPair);
    const afterLine = (e: Equation): string =>
      write(numberPair ? swapOne(e.numbers, numberPair) : e.numbers, swapSigns(e.signs, signPairs));
    const worked = equations.map((e) => {
      const v = after(e);
      return [
        `${line(e)} becomes ${afterLine(e)} = ${v === undefined ? 'no whole number' : num(v)}, ${v === e.rhs ? 'correct' : `not ${num(e.rhs)}`}`,
        `${line(e)} बनता है ${afterLine(e)} = ${v === undefined ? 'कोई पूर्ण संख्या नहीं' : num(v)}, ${v === e.rhs ? 'सही' : `${num(e.rhs)} नहीं`}`,
      ];
    });
    const key = lines[odd]!;
    return {
      question: `If ${words}, which of the following equations would be correct?`,
      answer: key,
      trap: true,
      distractors,
      steps: [
        `Make the interchange in each equation, then work the left side by BODMAS (× and ÷ before + and −).`,
        ...worked.map((w) => `${w[0]}.`),
        `So the correct equation is ${key}.`,
      ],
      hi: {
        question: `यदि ${hiWords}, तो निम्नलिखित में से कौन-सा समीकरण सही होगा?`,
        steps: [
          `प्रत्येक समीकरण में बदलाव करके बायाँ पक्ष BODMAS से हल करें (+ और − से पहले × और ÷)।`,
          ...worked.map((w) => `${w[1]}।`),
          `अतः सही समीकरण ${key} है।`,
        ],
        options: Object.fromEntries(lines.map((l) => [l, l])),
      },
      params: {
        signPairs: signPairs.map((p) => [...p]),
        numberPair: numberPair ? [...numberPair] : [],
        equations: lines,
      },
    };
  });
}

/** "If ‘+’ and ‘×’ are interchanged, which of the following equations would be correct?" */
export const signSwapOptions = (rng: Rng, level: Level): Problem => makeSwap(rng, level, false);

/** "If ‘+’ and ‘÷’ are interchanged and 4 and 8 are interchanged, which equation would be correct?" */
export const signNumberSwap = (rng: Rng, level: Level): Problem => makeSwap(rng, level, true);
