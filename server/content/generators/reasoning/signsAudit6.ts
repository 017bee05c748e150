/**
 * Signs and numbers interchanged, in the shapes the older kinds lack (coverage audit 5, item 2;
 * branch `ri`), kinds of number_puzzle beside signSwap (options are sign pairs), numberSwap (options
 * are number pairs), swapCheck (signs interchanged, equations I and II) and signFill (four * signs):
 * - `signNumberPick`: "Which of the following interchanges of signs and numbers would make the given
 *   equation correct? 16 ÷ 4 × 2 + 6 − 3 = 10": options "× and ÷, 4 and 6".
 * - `swapBothCheck`: "If ‘×’ and ‘÷’ are interchanged and 4 and 6 are interchanged, which of the
 *   following equations would be correct? I. … II. …": Only I / Only II / Both / Neither.
 * - `bracketSigns`: "Select the correct combination of mathematical signs to sequentially replace the *
 *   signs and balance the given equation. (18 * 6 * 4) * 9 * 3 = 12": five to seven * signs, a bracket,
 *   at level 3 the = sign among them.
 * Every equation is worked by BODMAS (brackets first, then × and ÷ from the left, then + and −).
 */
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { drawNumbers, evaluate, leftToRight, pairText, type Sign, SIGNS, swapped, write } from './signs';
import { HI_VERDICTS, misjudged, oneSlipEach, VERDICTS, verdictOf, type Verdict } from './signKeys';

const SIGN_PAIRS: [Sign, Sign][] = SIGNS.flatMap((a, i) =>
  SIGNS.slice(i + 1).map((b) => [a, b] as [Sign, Sign]),
);

const swapNumbers = (numbers: readonly number[], [x, y]: readonly [number, number]): number[] =>
  numbers.map((n) => (n === x ? y : n === y ? x : n));

/** No digit of n is one of the interchanged numbers (so no reading by digits differs). */
const clearOf = (n: number, [x, y]: readonly [number, number]): boolean =>
  ![...String(n)].some((d) => d === String(x) || d === String(y));

interface Interchange {
  signs: [Sign, Sign];
  numbers: [number, number];
}

const interchangeText = ({ signs: [a, b], numbers: [x, y] }: Interchange): string =>
  `${pairText(a, b)}, ${Math.min(x, y)} and ${Math.max(x, y)}`;
const hiInterchangeText = (i: Interchange): string => interchangeText(i).replace(/ and /g, ' और ');

/** The left side after an interchange of two signs and two numbers. */
const after = (numbers: readonly number[], signs: readonly Sign[], i: Interchange): number | undefined =>
  evaluate(swapNumbers(numbers, i.numbers), swapped(signs, ...i.signs));

/** An equation whose single-digit numbers 2–9 stand once each, for interchanging. */
function drawEquation(
  rng: Rng,
  level: Level,
  count: number,
): { numbers: number[]; signs: Sign[]; value: number } | undefined {
  const signs = rng.sample(SIGNS, count) as Sign[];
  const numbers = drawNumbers(rng, signs, level === 3 ? 2 : 1);
  if (!numbers || new Set(numbers).size !== numbers.length) return undefined;
  const value = evaluate(numbers, signs);
  if (value === undefined || value <= 0 || value > 300) return undefined;
  return { numbers, signs, value };
}

/** "Which of the following interchanges of signs and numbers would make the given equation correct?" */
export function signNumberPick(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const truth = drawEquation(rng, level, level === 1 ? 3 : 4);
    if (!truth) return undefined;
    const digits = truth.numbers.filter((n) => n >= 2 && n <= 9);
    if (digits.length < 3) return undefined;
    const numberPair = rng.sample(digits, 2) as [number, number];
    const signPair = rng.pick(SIGN_PAIRS.filter((p) => p.every((s) => truth.signs.includes(s))));
    if (!signPair) return undefined;
    const key: Interchange = { signs: signPair, numbers: numberPair };
    const numbers = swapNumbers(truth.numbers, numberPair);
    const signs = swapped(truth.signs, ...signPair);
    const rhs = truth.value;
    if (!numbers.every((n) => n === numberPair[0] || n === numberPair[1] || clearOf(n, numberPair)))
      return undefined;
    if (!clearOf(rhs, numberPair) || evaluate(numbers, signs) === rhs) return undefined;
    // the options are the two sign pairs by the two number pairs: each pair stands in two options, so
    // neither the key's signs nor its numbers give it away
    const otherDigits = numbers.filter((n) => n >= 2 && n <= 9);
    const numberPairs = otherDigits.flatMap((x, i) =>
      otherDigits.slice(i + 1).map((y) => [x, y] as [number, number]),
    );
    const sameNumbers = (p: [number, number]): boolean =>
      p.includes(numberPair[0]) && p.includes(numberPair[1]);
    const otherSigns = rng.pick(
      SIGN_PAIRS.filter((p) => p.every((s) => signs.includes(s)) && pairText(...p) !== pairText(...signPair)),
    );
    const otherNumbers = rng.pick(numberPairs.filter((p) => !sameNumbers(p)));
    if (!otherSigns || !otherNumbers) return undefined;
    const wrong: Interchange[] = rng.shuffle([
      { signs: signPair, numbers: otherNumbers },
      { signs: otherSigns, numbers: numberPair },
      { signs: otherSigns, numbers: otherNumbers },
    ]);
    const distractors: Distractor[] = [];
    const lefts: number[] = [];
    for (const pick of wrong) {
      const v = after(numbers, signs, pick);
      if (v === undefined || v === rhs) return undefined;
      lefts.push(v);
      distractors.push({
        mistake: `an interchange that leaves the sides unequal (the left side is then ${num(v)})`,
        hi: `ऐसा बदलाव जिससे दोनों पक्ष बराबर नहीं होते (तब बायाँ पक्ष ${num(v)} होता है)`,
        value: interchangeText(pick),
      });
    }
    // exactly one option balances
    if (distractors.some((d) => d.value === interchangeText(key))) return undefined;
    const line = `${write(numbers, signs)} = ${num(rhs)}`;
    const fixed = write(truth.numbers, truth.signs);
    const options = [interchangeText(key), ...distractors.map((d) => String(d.value))];
    const hiOptions = Object.fromEntries(options.map((o) => [o, o.replace(/ and /g, ' और ')]));
    return {
      question: `Which of the following interchanges of signs and numbers would make the given equation correct?\n${line}`,
      answer: interchangeText(key),
      trap: false,
      distractors,
      steps: [
        `Make each interchange and work the left side by BODMAS (× and ÷ before + and −).`,
        `Interchanging ${interchangeText(key)} gives ${fixed} = ${num(rhs)}, which is correct.`,
        ...distractors.map((d, i) => `${d.value}: the left side is ${num(lefts[i]!)}, not ${num(rhs)}.`),
      ],
      hi: {
        question: `निम्नलिखित में से चिह्नों और संख्याओं के किस बदलाव से दिया गया समीकरण सही हो जाएगा?\n${line}`,
        steps: [
          `प्रत्येक बदलाव करके बायाँ पक्ष BODMAS से हल करें (+ और − से पहले × और ÷)।`,
          `${hiInterchangeText(key)} को आपस में बदलने पर ${fixed} = ${num(rhs)} मिलता है, जो सही है।`,
          ...distractors.map(
            (d, i) => `${hiOptions[String(d.value)]}: बायाँ पक्ष ${num(lefts[i]!)} होता है, ${num(rhs)} नहीं।`,
          ),
        ],
        options: hiOptions,
      },
      params: { equation: line, interchanges: options },
    };
  });
}

/** "If ‘×’ and ‘÷’ are interchanged and 4 and 6 are interchanged, which of the following equations would be correct? I. … II. …" */
export function swapBothCheck(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const signPair = rng.pick(SIGN_PAIRS);
    const numberPair = rng.sample([2, 3, 4, 5, 6, 7, 8, 9], 2).sort((a, b) => a - b) as [number, number];
    const key = rng.pick(VERDICTS);
    const truths = [
      key === 'Only I' || key === 'Both I and II',
      key === 'Only II' || key === 'Both I and II',
    ];
    const interchange: Interchange = { signs: signPair, numbers: numberPair };
    const equations: { numbers: number[]; signs: Sign[]; rhs: number }[] = [];
    for (const truth of truths) {
      const real = drawEquation(rng, level, level === 1 ? 3 : 4);
      if (!real || !signPair.some((s) => real.signs.includes(s))) return undefined;
      // both interchanged numbers stand in the equation, the others clear of their digits
      const [i, j] = rng.sample(
        real.numbers.map((_, k) => k),
        2,
      ) as [number, number];
      const realNumbers = [...real.numbers];
      realNumbers[i] = numberPair[0];
      realNumbers[j] = numberPair[1];
      if (new Set(realNumbers).size !== realNumbers.length) return undefined;
      if (!realNumbers.every((n, k) => k === i || k === j || clearOf(n, numberPair))) return undefined;
      const value = evaluate(realNumbers, real.signs);
      if (value === undefined || value <= 0 || value > 300) return undefined;
      const numbers = swapNumbers(realNumbers, numberPair);
      const signs = swapped(real.signs, ...signPair);
      const printed = evaluate(numbers, signs);
      // a false equation is often true as printed, or with the signs only interchanged: the traps
      const signsOnly = evaluate(numbers, swapped(signs, ...signPair));
      const slip = rng.pick([printed, signsOnly]);
      const rhs = truth
        ? value
        : slip !== undefined && slip > 0 && slip !== value && rng.chance(0.7)
          ? slip
          : value + rng.pick([-3, -2, -1, 1, 2, 3]);
      if (rhs <= 0 || !clearOf(rhs, numberPair)) return undefined;
      equations.push({ numbers, signs, rhs });
    }
    const [one, two] = equations as [(typeof equations)[0], (typeof equations)[0]];
    const judged = (f: (e: (typeof equations)[0]) => boolean): Verdict => verdictOf(f(one), f(two));
    if (judged((e) => after(e.numbers, e.signs, interchange) === e.rhs) !== key) return undefined;
    const slips: { mistake: string; hi: string; verdict: Verdict }[] = [
      {
        mistake: 'judging the equations as printed, without interchanging anything',
        hi: 'कुछ भी बदले बिना समीकरणों को छपे हुए रूप में ही जाँचना',
        verdict: judged((e) => evaluate(e.numbers, e.signs) === e.rhs),
      },
      {
        mistake: 'interchanging the signs only, not the numbers',
        hi: 'केवल चिह्नों को बदलना, संख्याओं को नहीं',
        verdict: judged((e) => evaluate(e.numbers, swapped(e.signs, ...signPair)) === e.rhs),
      },
      {
        mistake: 'interchanging the numbers only, not the signs',
        hi: 'केवल संख्याओं को बदलना, चिह्नों को नहीं',
        verdict: judged((e) => evaluate(swapNumbers(e.numbers, numberPair), e.signs) === e.rhs),
      },
      {
        mistake: 'working the equations from left to right after the interchange, without BODMAS',
        hi: 'बदलाव के बाद समीकरणों को BODMAS के बिना बाएँ से दाएँ हल करना',
        verdict: judged(
          (e) => leftToRight(swapNumbers(e.numbers, numberPair), swapped(e.signs, ...signPair)) === e.rhs,
        ),
      },
      ...misjudged(truths),
    ];
    const distractors = oneSlipEach(slips, key);
    // at least one real slip among the wrong options
    if (distractors[0]!.mistake.startsWith('misjudging')) return undefined;
    const line = (e: (typeof equations)[0]): string => `${write(e.numbers, e.signs)} = ${num(e.rhs)}`;
    const worked = (e: (typeof equations)[0], name: string, hiName: string): [string, string] => {
      const shown = write(swapNumbers(e.numbers, numberPair), swapped(e.signs, ...signPair));
      const v = after(e.numbers, e.signs, interchange)!;
      return [
        `${name} becomes ${shown} = ${num(e.rhs)}; the left side is ${num(v)}, so ${name} is ${v === e.rhs ? 'correct' : 'wrong'}.`,
        `${hiName} बनता है ${shown} = ${num(e.rhs)}; बायाँ पक्ष ${num(v)} है, अतः ${hiName} ${v === e.rhs ? 'सही' : 'गलत'} है।`,
      ];
    };
    const [w1, w2] = [worked(one, 'I', 'समीकरण I'), worked(two, 'II', 'समीकरण II')];
    const [a, b] = signPair;
    const [x, y] = numberPair;
    return {
      question: `If ‘${a}’ and ‘${b}’ are interchanged and ${x} and ${y} are interchanged, which of the following equations would be correct?\nI. ${line(one)}\nII. ${line(two)}`,
      answer: key,
      trap: true,
      distractors,
      steps: [
        `Interchange ${a} and ${b} and the numbers ${x} and ${y}, then work each side by BODMAS.`,
        w1[0],
        w2[0],
        `So the answer is ${key}.`,
      ],
      hi: {
        question: `यदि ‘${a}’ और ‘${b}’ को आपस में बदल दिया जाए तथा ${x} और ${y} को आपस में बदल दिया जाए, तो निम्नलिखित में से कौन-सा समीकरण सही होगा?\nI. ${line(one)}\nII. ${line(two)}`,
        steps: [
          `${a} और ${b} तथा संख्याओं ${x} और ${y} को आपस में बदलकर प्रत्येक पक्ष BODMAS से हल करें।`,
          w1[1],
          w2[1],
          `अतः उत्तर ${HI_VERDICTS[key]} है।`,
        ],
        options: HI_VERDICTS,
      },
      params: { signPair: [a, b], numberPair: [x, y], equations: [line(one), line(two)] },
    };
  });
}

/** The value of "(n0 s0 n1 … ) s n …" with the first `group` numbers in a bracket. */
function bracketed(numbers: readonly number[], signs: readonly Sign[], group: number): number | undefined {
  const inner = evaluate(numbers.slice(0, group), signs.slice(0, group - 1));
  if (inner === undefined) return undefined;
  return evaluate([inner, ...numbers.slice(group)], signs.slice(group - 1));
}

const shownWith = (numbers: readonly number[], marks: readonly string[], group: number): string =>
  numbers.map((n, i) => `${i === 0 ? '(' : ` ${marks[i - 1]} `}${n}${i === group - 1 ? ')' : ''}`).join('');

/** "(18 * 6 * 4) * 9 * 3 = 12": the signs, in order, that balance it. */
export function bracketSigns(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const count = level === 1 ? 4 : 5;
    // four different signs and one more at levels 2 and 3
    const truth = rng.shuffle([...SIGNS, ...(count === 5 ? [rng.pick(SIGNS)] : [])]) as Sign[];
    const group = rng.pick([2, 3]);
    const numbers = drawNumbers(rng, truth, level === 1 ? 1 : 2);
    if (!numbers || new Set(numbers).size < numbers.length - 1) return undefined;
    const value = bracketed(numbers, truth, group);
    if (value === undefined || value <= 0 || value > 200) return undefined;
    const inner = evaluate(numbers.slice(0, group), truth.slice(0, group - 1));
    if (inner === undefined || inner <= 0) return undefined;
    // the bracket matters: read without it the signs give another value
    if (evaluate(numbers, truth) === value) return undefined;
    // at level 3 the = sign is one of the * signs: the equation ends "… * value" with no = printed
    const equalsAmong = level === 3;
    const marks = (signs: readonly string[]): string[] => (equalsAmong ? [...signs, '='] : [...signs]);
    const line = equalsAmong
      ? `${shownWith([...numbers, value], Array(count + 1).fill('*'), group)}`
      : `${shownWith(numbers, Array(count).fill('*'), group)} = ${num(value)}`;
    // wrong orders: other orders of the same signs (as the papers print them), none balancing
    const balances = (o: readonly Sign[]): boolean => bracketed(numbers, o, group) === value;
    const orders = new Map<string, Sign[]>();
    const walk = (prefix: Sign[], left: Sign[]): void => {
      if (!left.length) return void orders.set(prefix.join(), prefix);
      left.forEach((s, i) => walk([...prefix, s], [...left.slice(0, i), ...left.slice(i + 1)]));
    };
    walk([], truth);
    orders.delete(truth.join());
    if ([...orders.values()].some(balances)) return undefined;
    const wrongs = rng.shuffle([...orders.values()]);
    const noBracket = wrongs.filter((o) => evaluate(numbers, o) === value);
    const distractors: Distractor[] = [];
    const text = (o: readonly Sign[]): string => marks(o).join(', ');
    if (noBracket.length && rng.chance(0.7)) {
      distractors.push({
        mistake: 'signs that balance the equation only when the bracket is ignored',
        hi: 'ऐसे चिह्न जो केवल कोष्ठक को अनदेखा करने पर समीकरण को संतुलित करते हैं',
        value: text(noBracket[0]!),
      });
    }
    for (const o of wrongs) {
      if (distractors.length === 3) break;
      if (distractors.some((d) => d.value === text(o))) continue;
      const v = bracketed(numbers, o, group);
      if (v === undefined) continue;
      distractors.push({
        mistake: `signs that leave the sides unequal (the left side is then ${num(v)})`,
        hi: `ऐसे चिह्न जिनसे दोनों पक्ष बराबर नहीं होते (तब बायाँ पक्ष ${num(v)} होता है)`,
        value: text(o),
      });
    }
    if (distractors.length < 3) return undefined;
    // the key is not the option agreeing most with the others place by place
    const all = [marks(truth), ...distractors.map((d) => String(d.value).split(', '))];
    const agree = all.map((o) => all.reduce((n, x) => n + o.filter((s, i) => s === x[i]).length, 0));
    if (agree.filter((a) => a >= agree[0]!).length === 1) return undefined;
    const key = text(truth);
    const filled = equalsAmong
      ? shownWith([...numbers, value], marks(truth), group)
      : `${shownWith(numbers, truth, group)} = ${num(value)}`;
    return {
      question: `Select the correct combination of mathematical signs to sequentially replace the * signs and balance the given equation.\n${line}`,
      answer: key,
      trap: distractors[0]!.mistake.startsWith('signs that balance'),
      distractors,
      steps: [
        `Put the signs in order and work the bracket first, then × and ÷, then + and −.`,
        `With ${key}: ${filled}; the bracket is ${num(inner)} and the left side comes to ${num(value)}, so the equation balances.`,
        `Each other option leaves the two sides unequal.`,
      ],
      hi: {
        question: `दिए गए समीकरण को संतुलित करने के लिए * चिह्नों को क्रमानुसार बदलने वाले गणितीय चिह्नों के सही संयोजन का चयन कीजिए।\n${line}`,
        steps: [
          `चिह्नों को क्रम से रखें और पहले कोष्ठक, फिर × और ÷, फिर + और − हल करें।`,
          `${key} रखने पर: ${filled}; कोष्ठक ${num(inner)} है और बायाँ पक्ष ${num(value)} बनता है, अतः समीकरण संतुलित है।`,
          `अन्य प्रत्येक विकल्प से दोनों पक्ष बराबर नहीं होते।`,
        ],
      },
      params: { equation: line, orders: [key, ...distractors.map((d) => String(d.value))] },
    };
  });
}
