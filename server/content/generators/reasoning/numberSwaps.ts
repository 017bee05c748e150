/**
 * Interchanging numbers (issue 19; audit 2, form 3), kinds of number_puzzle beside `signSwap` and
 * `swapCheck`, which interchange signs:
 * - `numberSwap`: "Which two numbers should be interchanged to make the given equation correct?
 *   (12 + 6) × 3 − 8 ÷ 2 = 50". Every pair of the printed numbers is tried: exactly one balances it.
 * - `numberSwapCheck`: "If 4 and 9 are interchanged, which of the following equations would be
 *   correct (NOT correct)?" with four equations as the options; every equation is worked after the
 *   interchange, and exactly one is (is not) correct.
 * Sums follow BODMAS with brackets first; a division must be exact.
 */
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { type Sign, SIGNS } from './signs';

type Token = number | Sign | '(' | ')';

/** The value of a bracketed sum by BODMAS, or undefined when a division is not exact. */
export function evaluateTokens(tokens: readonly Token[]): number | undefined {
  let k = 0;
  const apply = (a: number, s: Token, b: number): number =>
    s === '+' ? a + b : s === '−' ? a - b : s === '×' ? a * b : b !== 0 && a % b === 0 ? a / b : NaN;
  const primary = (): number => {
    const t = tokens[k]!;
    k += 1;
    if (t !== '(') return t as number;
    const v = sum();
    k += 1; // the closing bracket
    return v;
  };
  const product = (): number => {
    let v = primary();
    while (tokens[k] === '×' || tokens[k] === '÷') {
      const s = tokens[k]!;
      k += 1;
      v = apply(v, s, primary());
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[k] === '+' || tokens[k] === '−') {
      const s = tokens[k]!;
      k += 1;
      v = apply(v, s, product());
    }
    return v;
  };
  const v = sum();
  return Number.isInteger(v) ? v : undefined;
}

/** "(12 + 6) × 3 − 8 ÷ 2": a space between tokens, none inside a bracket. */
export const writeTokens = (tokens: readonly Token[]): string =>
  tokens.map(String).join(' ').replace(/\( /g, '(').replace(/ \)/g, ')');

/** Shapes of the left side: n a number, s a sign. */
const SHAPES: Record<Level, string[]> = {
  1: ['nsnsnsn'],
  2: ['(nsn)snsn', 'ns(nsn)sn', 'nsns(nsn)', 'ns(nsn)snsn'],
  3: ['ns(nsn)snsn', '(nsn)snsnsn', 'nsns(nsn)sn', '(nsn)sns(nsn)'],
};

/** A left side of the shape with distinct numbers, or undefined when its value is not clean. */
function drawSide(rng: Rng, level: Level, shape: string, signCount: number): Token[] | undefined {
  const signs = rng.shuffle(SIGNS).slice(0, signCount);
  let s = 0;
  const tokens: Token[] = [];
  for (const c of shape) {
    if (c === 'n') {
      const before =
        tokens[tokens.length - 1] === '(' ? tokens[tokens.length - 2] : tokens[tokens.length - 1];
      const small = before === '×' || before === '÷';
      tokens.push(rng.int(2, small ? 12 : level === 1 ? 25 : 40));
    } else if (c === 's') {
      tokens.push(signs[s % signs.length]!);
      s += 1;
    } else tokens.push(c as '(' | ')');
  }
  const numbers = tokens.filter((t): t is number => typeof t === 'number');
  if (new Set(numbers).size !== numbers.length) return undefined;
  return tokens;
}

const numberPlaces = (tokens: readonly Token[]): number[] =>
  tokens.flatMap((t, i) => (typeof t === 'number' ? [i] : []));

const swapAt = (tokens: readonly Token[], i: number, j: number): Token[] =>
  tokens.map((t, k) => (k === i ? tokens[j]! : k === j ? tokens[i]! : t));

const pairText = (a: number, b: number): string => `${Math.min(a, b)} and ${Math.max(a, b)}`;
const hiPairText = (a: number, b: number): string => `${Math.min(a, b)} और ${Math.max(a, b)}`;

export function numberSwap(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const shape = rng.pick(SHAPES[level]);
    const truth = drawSide(rng, level, shape, level === 1 ? 3 : rng.pick([3, 4]));
    if (!truth) return undefined;
    const rhs = evaluateTokens(truth);
    if (rhs === undefined || rhs <= 0 || rhs > 600) return undefined;
    const places = numberPlaces(truth);
    const pairs = places.flatMap((a, x) => places.slice(x + 1).map((b) => [a, b] as [number, number]));
    const [i, j] = rng.pick(pairs);
    const shown = swapAt(truth, i, j);
    if (evaluateTokens(shown) === rhs) return undefined;
    // exactly one interchange of two printed numbers balances the equation: the one that undoes it
    const working = pairs.filter(([a, b]) => evaluateTokens(swapAt(shown, a, b)) === rhs);
    if (working.length !== 1) return undefined;
    const [x, y] = [shown[i] as number, shown[j] as number];
    // wrong pairs sharing a number with the key first: the near misses
    const shares = ([a, b]: [number, number]): boolean => [a, b].some((p) => p === i || p === j);
    const wrong = rng
      .shuffle(pairs.filter(([a, b]) => !(a === i && b === j)))
      .sort((p, q) => Number(shares(q)) - Number(shares(p)));
    const distractors: Distractor[] = wrong.flatMap(([a, b]) => {
      const v = evaluateTokens(swapAt(shown, a, b));
      return v === undefined
        ? []
        : [
            {
              mistake: `an interchange that leaves the sides unequal (the left side is then ${num(v)})`,
              hi: `ऐसा बदलाव जिससे दोनों पक्ष बराबर नहीं होते (तब बायाँ पक्ष ${num(v)} होता है)`,
              value: pairText(shown[a] as number, shown[b] as number),
            },
          ];
    });
    if (distractors.length < 3) return undefined;
    const line = `${writeTokens(shown)} = ${num(rhs)}`;
    const allPairs = pairs.map(([a, b]) => pairText(shown[a] as number, shown[b] as number));
    return {
      question: `Which two numbers should be interchanged to make the given equation correct?\n${line}`,
      answer: pairText(x, y),
      trap: false,
      distractors,
      steps: [
        `Interchanging ${pairText(x, y)} gives ${writeTokens(truth)}; brackets first, then × and ÷, then + and −, this is ${num(rhs)}, as required.`,
        `Every other interchange of two of the numbers leaves the sides unequal.`,
      ],
      hi: {
        question: `दिए गए समीकरण को सही बनाने के लिए किन दो संख्याओं को आपस में बदलना चाहिए?\n${line}`,
        steps: [
          `${hiPairText(x, y)} को आपस में बदलने पर ${writeTokens(truth)} मिलता है; पहले कोष्ठक, फिर × और ÷, फिर + और − करने पर इसका मान ${num(rhs)} है, जैसा चाहिए।`,
          `किन्हीं अन्य दो संख्याओं को बदलने से दोनों पक्ष बराबर नहीं होते।`,
        ],
        options: Object.fromEntries(
          pairs.map(([a, b]) => [
            pairText(shown[a] as number, shown[b] as number),
            hiPairText(shown[a] as number, shown[b] as number),
          ]),
        ),
      },
      params: { expression: writeTokens(shown), rhs, pairs: allPairs },
    };
  });
}

/** Whether a number's digits avoid both interchanged numbers' digits (so no reading by digits differs). */
const clearOf = (n: number, x: number, y: number): boolean =>
  ![...String(n)].some((d) => d === String(x) || d === String(y));

interface Printed {
  tokens: Token[];
  rhs: number;
}

/** One equation holding both x and y, correct or not once they are interchanged (undefined: draw again). */
function drawEquation(
  rng: Rng,
  level: Level,
  x: number,
  y: number,
  correct: boolean,
  trapFree: boolean,
): Printed | undefined {
  const count = level === 3 ? 3 : 2;
  const signs = rng.shuffle(SIGNS).slice(0, count);
  // both interchanged numbers and one or two numbers of their own, clear of x and y
  const others = Array.from({ length: count - 1 }, () => rng.int(2, 20));
  if (!others.every((n) => clearOf(n, x, y))) return undefined;
  const numbers = rng.shuffle([x, y, ...others]);
  const tokens: Token[] = numbers.flatMap((n, i) => (i === 0 ? [n] : [signs[i - 1]!, n]));
  const after = evaluateTokens(swapAt(tokens, tokens.indexOf(x), tokens.indexOf(y)));
  const before = evaluateTokens(tokens);
  if (after === undefined || before === undefined || after <= 0 || after === before) return undefined;
  let rhs = after;
  // a wrong equation is often right as printed (one a question): the trap of not interchanging
  if (!correct)
    rhs = trapFree && before > 0 && rng.chance(0.7) ? before : after + rng.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
  if (rhs <= 0 || !clearOf(rhs, x, y)) return undefined;
  // a near miss that lands on the printed value would be a second equation right as printed
  if (!correct && !trapFree && rhs === before) return undefined;
  return { tokens, rhs };
}

/** "If 4 and 9 are interchanged, which equation would be correct / NOT correct?" */
export function numberSwapCheck(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [x, y] = rng.sample([2, 3, 4, 5, 6, 7, 8, 9], 2) as [number, number];
    const negative = rng.chance(0.5);
    // the odd one out: the only correct equation, or the only one NOT correct
    const odd = rng.int(0, 3);
    const equations: Printed[] = [];
    let printedTrue = false;
    for (let e = 0; e < 4; e += 1) {
      const correct = (e === odd) !== negative;
      let made: Printed | undefined;
      for (let tries = 0; tries < 400 && !made; tries += 1)
        made = drawEquation(rng, level, x, y, correct, !printedTrue);
      if (!made) return undefined;
      if (evaluateTokens(made.tokens) === made.rhs) printedTrue = true;
      equations.push(made);
    }
    const line = (e: Printed): string => `${writeTokens(e.tokens)} = ${num(e.rhs)}`;
    const lines = equations.map(line);
    if (new Set(lines).size !== 4) return undefined;
    const afterOf = (e: Printed): number =>
      evaluateTokens(swapAt(e.tokens, e.tokens.indexOf(x), e.tokens.indexOf(y)))!;
    const holds = equations.map((e) => afterOf(e) === e.rhs);
    if (holds.filter((h) => h === !negative).length !== 1) return undefined;
    const distractors: Distractor[] = equations.flatMap((e, k) => {
      if (k === odd) return [];
      const asPrinted = evaluateTokens(e.tokens) === e.rhs;
      if (negative)
        return [
          {
            mistake: 'an equation that is correct after the interchange',
            hi: 'ऐसा समीकरण जो बदलाव के बाद सही है',
            value: lines[k]!,
          },
        ];
      return [
        asPrinted
          ? {
              mistake: 'judging the equations without interchanging the numbers',
              hi: 'संख्याओं को बदले बिना समीकरणों को जाँचना',
              value: lines[k]!,
            }
          : {
              mistake: `an equation whose sides stay unequal after the interchange (the left side is then ${num(afterOf(e))})`,
              hi: `ऐसा समीकरण जिसके दोनों पक्ष बदलाव के बाद भी बराबर नहीं होते (तब बायाँ पक्ष ${num(afterOf(e))} होता है)`,
              value: lines[k]!,
            },
      ];
    });
    // the trap first, when there is one
    distractors.sort(
      (a, b) => Number(b.mistake.startsWith('judging')) - Number(a.mistake.startsWith('judging')),
    );
    const key = equations[odd]!;
    const swappedLine = (e: Printed): string =>
      writeTokens(swapAt(e.tokens, e.tokens.indexOf(x), e.tokens.indexOf(y)));
    const worked = equations.map(
      (e) =>
        `${line(e)} becomes ${swappedLine(e)} = ${num(afterOf(e))}, ${afterOf(e) === e.rhs ? 'correct' : `not ${num(e.rhs)}`}`,
    );
    const hiWorked = equations.map(
      (e) =>
        `${line(e)} बनता है ${swappedLine(e)} = ${num(afterOf(e))}, ${afterOf(e) === e.rhs ? 'सही' : `${num(e.rhs)} नहीं`}`,
    );
    return {
      question: `If ${x} and ${y} are interchanged, which of the following equations would ${negative ? 'NOT be' : 'be'} correct?`,
      answer: line(key),
      trap: !negative && distractors[0]!.mistake.startsWith('judging'),
      distractors,
      steps: [
        `Interchange ${x} and ${y} in each equation and work the left side by BODMAS: ${worked.join('; ')}.`,
        `So the equation that is ${negative ? 'NOT correct' : 'correct'} is ${line(key)}.`,
      ],
      hi: {
        question: `यदि ${x} और ${y} को आपस में बदल दिया जाए, तो निम्नलिखित में से कौन-सा समीकरण ${negative ? 'सही नहीं' : 'सही'} होगा?`,
        steps: [
          `प्रत्येक समीकरण में ${x} और ${y} को बदलकर बायाँ पक्ष BODMAS से हल करें: ${hiWorked.join('; ')}।`,
          `अतः ${negative ? 'गलत' : 'सही'} समीकरण ${line(key)} है।`,
        ],
        options: Object.fromEntries(lines.map((l) => [l, l])),
      },
      params: { pair: [x, y], negative, equations: lines },
    };
  });
}
