/**
 * Mathematical operations, second round (issue 19; audit forms 14 and 17), kinds of number_puzzle:
 * - `symbolKey`: "If 6 * 3 @ 2 = 20 and 8 * 4 @ 1 = 33, what is 9 * 2 @ 5?" The meanings of the
 *   symbols are read off two solved equations; every way of reading each symbol as +, −, × or ÷
 *   (repeats allowed) is tried, and exactly one fits both, while the first alone leaves a choice.
 * - `swapCheck`: "If × and ÷ are interchanged, which of the equations I and II becomes correct?"
 *   (Only I / Only II / Both I and II / Neither I nor II).
 * Every sum follows BODMAS, as in signs.ts.
 */
import { listAnd, num } from '../format';
import { hiListAnd } from '../hindi';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { addFirst, drawNumbers, evaluate, leftToRight, type Sign, SIGNS, swapped, write } from './signs';

const SYMBOLS = ['*', '@', '#'] as const;

/** Every way of reading k symbols as signs, repeats allowed (4^k of them). */
function readings(k: number): Sign[][] {
  if (k === 0) return [[]];
  return readings(k - 1).flatMap((r) => SIGNS.map((s) => [...r, s]));
}

/** "* as × and @ as +" */
const readingText = (symbols: readonly string[], signs: readonly Sign[]): string =>
  symbols.map((m, i) => `${m} as ${signs[i]}`).join(' and ');
const hiReadingText = (symbols: readonly string[], signs: readonly Sign[]): string =>
  hiListAnd(symbols.map((m, i) => `${m} को ${signs[i]}`));

/** A type, not an interface, so it passes as a plain params value. */
type Equation = {
  numbers: number[];
  rhs: number;
};

export function symbolKey(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const k = level === 3 ? 3 : 2;
    const symbols = SYMBOLS.slice(0, k);
    const meaning = rng.sample(SIGNS, k);
    const equations: Equation[] = [];
    for (let e = 0; e < 2; e += 1) {
      const numbers = drawNumbers(rng, meaning, level === 3 ? 2 : 1);
      const rhs = numbers && evaluate(numbers, meaning);
      if (!numbers || rhs === undefined || rhs <= 0 || rhs > 500) return undefined;
      equations.push({ numbers, rhs });
    }
    const asked = drawNumbers(rng, meaning, level === 3 ? 2 : 1);
    const value = asked && evaluate(asked, meaning);
    if (!asked || value === undefined || value <= 0 || value > 500) return undefined;
    const fits = (r: Sign[], { numbers, rhs }: Equation): boolean => evaluate(numbers, r) === rhs;
    const all = readings(k);
    const both = all.filter((r) => equations.every((eq) => fits(r, eq)));
    // one reading fits both; the first equation alone leaves a choice, so the second is needed
    const firstOnly = all.filter((r) => fits(r, equations[0]!) && !fits(r, equations[1]!));
    const secondOnly = all.filter((r) => fits(r, equations[1]!) && !fits(r, equations[0]!));
    if (both.length !== 1 || firstOnly.length === 0) return undefined;
    const partial = (rs: Sign[][], which: 'first' | 'second'): Distractor[] =>
      rs.flatMap((r) => {
        const v = evaluate(asked, r);
        return v === undefined
          ? []
          : [
              {
                mistake: `reading ${readingText(symbols, r)} (which fits the ${which} equation only)`,
                hi: `${hiReadingText(symbols, r)} मानना (जो केवल ${which === 'first' ? 'पहले' : 'दूसरे'} समीकरण में ठीक बैठता है)`,
                value: v,
              },
            ];
      });
    const distractors: Distractor[] = [
      ...partial(firstOnly, 'first'),
      {
        mistake: 'working the last sum from left to right, without BODMAS',
        hi: 'अंतिम व्यंजक को BODMAS के बिना बाएँ से दाएँ हल करना',
        value: leftToRight(asked, meaning) ?? NaN,
      },
      {
        mistake: 'doing + and − before × and ÷',
        hi: '× और ÷ से पहले + और − करना',
        value: addFirst(asked, meaning) ?? NaN,
      },
      ...partial(secondOnly, 'second'),
    ].filter((d) => Number.isInteger(d.value) && (d.value as number) > 0);
    if (new Set(distractors.map((d) => d.value).filter((v) => v !== value)).size < 3) return undefined;
    const shown = (numbers: readonly number[]): string => write(numbers, symbols);
    const [e1, e2] = equations as [Equation, Equation];
    const firstFits = all.filter((r) => fits(r, e1));
    return {
      question: `If ${shown(e1.numbers)} = ${num(e1.rhs)} and ${shown(e2.numbers)} = ${num(e2.rhs)}, where each of ${listAnd([...symbols])} stands for one of +, −, × and ÷, what is the value of ${shown(asked)}?`,
      answer: value,
      distractors,
      steps: [
        `Try every way of reading ${listAnd([...symbols])} (each as +, −, × or ÷; ${all.length} ways) with BODMAS. ${shown(e1.numbers)} = ${num(e1.rhs)} fits ${firstFits.map((r) => readingText(symbols, r)).join('; ')}.`,
        `Of these only ${readingText(symbols, meaning)} also fits ${shown(e2.numbers)} = ${num(e2.rhs)}: ${write(e2.numbers, meaning)} = ${num(e2.rhs)}.`,
        `So ${shown(asked)} = ${write(asked, meaning)} = ${num(value)}.`,
      ],
      hi: {
        question: `यदि ${shown(e1.numbers)} = ${num(e1.rhs)} और ${shown(e2.numbers)} = ${num(e2.rhs)} है, जहाँ ${hiListAnd([...symbols])} में से प्रत्येक +, −, × और ÷ में से किसी एक के स्थान पर है, तो ${shown(asked)} का मान क्या होगा?`,
        steps: [
          `${hiListAnd([...symbols])} के हर संभव अर्थ (प्रत्येक +, −, × या ÷; कुल ${all.length}) BODMAS से जाँचें। ${shown(e1.numbers)} = ${num(e1.rhs)} में ये ठीक बैठते हैं: ${firstFits.map((r) => hiReadingText(symbols, r)).join('; ')}।`,
          `इनमें से केवल ${hiReadingText(symbols, meaning)} मानने पर ${shown(e2.numbers)} = ${num(e2.rhs)} भी सही है: ${write(e2.numbers, meaning)} = ${num(e2.rhs)}।`,
          `अतः ${shown(asked)} = ${write(asked, meaning)} = ${num(value)}।`,
        ],
      },
      params: { symbols: [...symbols], equations, asked },
    };
  });
}

/** The four answers of a two-statement check, as the papers print them. */
export const VERDICTS = ['Only I', 'Only II', 'Both I and II', 'Neither I nor II'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const HI_VERDICTS: Readonly<Record<Verdict, string>> = {
  'Only I': 'केवल I',
  'Only II': 'केवल II',
  'Both I and II': 'I और II दोनों',
  'Neither I nor II': 'न तो I और न ही II',
};
export const verdictOf = (first: boolean, second: boolean): Verdict =>
  first ? (second ? 'Both I and II' : 'Only I') : second ? 'Only II' : 'Neither I nor II';

/** A slip in judging two equations, and the verdict it leads to. */
export interface VerdictSlip {
  readonly mistake: string;
  readonly hi: string;
  readonly verdict: Verdict;
}

/** The three slips of judging the right truths wrongly: I, II, or both. */
export const misjudged = (truths: readonly boolean[]): VerdictSlip[] => [
  {
    mistake: 'misjudging equation I',
    hi: 'समीकरण I को गलत आँकना',
    verdict: verdictOf(!truths[0], truths[1]!),
  },
  {
    mistake: 'misjudging equation II',
    hi: 'समीकरण II को गलत आँकना',
    verdict: verdictOf(truths[0]!, !truths[1]),
  },
  {
    mistake: 'misjudging both equations',
    hi: 'दोनों समीकरणों को गलत आँकना',
    verdict: verdictOf(!truths[0], !truths[1]),
  },
];

/** Each verdict other than the key once, named by the first slip that gives it. */
export const oneSlipEach = (slips: readonly VerdictSlip[], key: Verdict): Distractor[] =>
  slips.flatMap((s, i) =>
    s.verdict !== key && slips.findIndex((t) => t.verdict === s.verdict) === i
      ? [{ mistake: s.mistake, hi: s.hi, value: s.verdict }]
      : [],
  );

const SWAPS: Record<number, [Sign, Sign][]> = {
  2: [
    ['×', '÷'],
    ['+', '−'],
  ],
  3: [
    ['×', '÷'],
    ['+', '−'],
    ['+', '×'],
    ['−', '÷'],
  ],
};

type Shown = {
  numbers: number[];
  signs: Sign[];
  rhs: number;
};

export function swapCheck(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [a, b] = rng.pick(SWAPS[level]!);
    const key = rng.pick(VERDICTS);
    const truths = [
      key === 'Only I' || key === 'Both I and II',
      key === 'Only II' || key === 'Both I and II',
    ];
    const equations: Shown[] = [];
    for (const truth of truths) {
      // the true signs hold at least one of the pair, so the interchange matters
      const real = rng.sample(SIGNS, level === 3 ? 3 : 2);
      if (!real.includes(a) && !real.includes(b)) return undefined;
      const numbers = drawNumbers(rng, real, 1);
      const value = numbers && evaluate(numbers, real);
      if (!numbers || value === undefined || value <= 0 || value > 300) return undefined;
      const signs = swapped(real, a, b);
      const printed = evaluate(numbers, signs);
      // a false equation is often true as printed: the trap of not interchanging
      const rhs = truth
        ? value
        : printed !== undefined && printed > 0 && printed !== value && rng.chance(0.6)
          ? printed
          : value + rng.pick([-3, -2, -1, 1, 2, 3]);
      if (rhs <= 0) return undefined;
      equations.push({ numbers, signs, rhs });
    }
    const [one, two] = equations as [Shown, Shown];
    const judged = (f: (e: Shown) => boolean): Verdict => verdictOf(f(one), f(two));
    const after = (e: Shown): Sign[] => swapped(e.signs, a, b);
    const right = (e: Shown): boolean => evaluate(e.numbers, after(e)) === e.rhs;
    if (judged(right) !== key) return undefined;
    const slips: { mistake: string; hi: string; verdict: Verdict }[] = [
      {
        mistake: 'judging the equations with the signs as printed',
        hi: 'समीकरणों को छपे हुए चिह्नों के साथ ही जाँचना',
        verdict: judged((e) => evaluate(e.numbers, e.signs) === e.rhs),
      },
      {
        mistake: 'working the equations from left to right, without BODMAS',
        hi: 'समीकरणों को BODMAS के बिना बाएँ से दाएँ हल करना',
        verdict: judged((e) => leftToRight(e.numbers, after(e)) === e.rhs),
      },
      ...misjudged(truths),
    ];
    // each other verdict once, named by the first slip that gives it
    const distractors = oneSlipEach(slips, key);
    const line = (e: Shown): string => `${write(e.numbers, e.signs)} = ${num(e.rhs)}`;
    const worked = (e: Shown, name: string, hiName: string): [string, string] => {
      const v = evaluate(e.numbers, after(e))!;
      return [
        `${name} becomes ${write(e.numbers, after(e))} = ${num(e.rhs)}; the left side is ${num(v)}, so ${name} is ${v === e.rhs ? 'correct' : 'wrong'}.`,
        `${hiName} बनता है ${write(e.numbers, after(e))} = ${num(e.rhs)}; बायाँ पक्ष ${num(v)} है, अतः ${hiName} ${v === e.rhs ? 'सही' : 'गलत'} है।`,
      ];
    };
    const [w1, w2] = [worked(one, 'I', 'समीकरण I'), worked(two, 'II', 'समीकरण II')];
    return {
      question: `If ${a} and ${b} are interchanged, which of the following equations would be correct?\nI. ${line(one)}\nII. ${line(two)}`,
      answer: key,
      // a trap note only for a real slip, not for "misjudging"
      trap: !distractors[0]!.mistake.startsWith('misjudging'),
      distractors,
      steps: [
        `Interchange ${a} and ${b}, then work each side by BODMAS.`,
        w1[0],
        w2[0],
        `So the answer is ${key}.`,
      ],
      hi: {
        question: `यदि ${a} और ${b} को आपस में बदल दिया जाए, तो निम्नलिखित में से कौन-सा समीकरण सही होगा?\nI. ${line(one)}\nII. ${line(two)}`,
        steps: [
          `${a} और ${b} को आपस में बदलकर प्रत्येक पक्ष BODMAS से हल करें।`,
          w1[1],
          w2[1],
          `अतः उत्तर ${HI_VERDICTS[key]} है।`,
        ],
        options: HI_VERDICTS,
      },
      params: { pair: [a, b], equations },
    };
  });
}
