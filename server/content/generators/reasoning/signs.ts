/**
 * Mathematical operations (issue 19, item 5), kinds of number_puzzle: the papers' "if + means ×, …"
 * and "if A stands for ÷, …" (evaluate with the signs' new meanings), "which two signs must be
 * interchanged" and "which sequence of signs fills the blanks". Every sum follows BODMAS: × and ÷
 * from left to right first, then + and −. Keys that are choices (a pair of signs, a sequence) are
 * proved unique by trying every other choice.
 */
import { num } from '../format';
import { hiListAnd } from '../hindi';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

export type Sign = '+' | '−' | '×' | '÷';
export const SIGNS: readonly Sign[] = ['+', '−', '×', '÷'];

/** The value of n0 s0 n1 s1 n2 … by BODMAS, or undefined when a division is not exact. */
export function evaluate(numbers: readonly number[], signs: readonly Sign[]): number | undefined {
  const terms: number[] = [numbers[0]!];
  const joins: Sign[] = [];
  for (let i = 0; i < signs.length; i += 1) {
    const s = signs[i]!;
    const n = numbers[i + 1]!;
    if (s === '×') terms[terms.length - 1]! *= n;
    else if (s === '÷') {
      const top = terms[terms.length - 1]!;
      if (n === 0 || top % n !== 0) return undefined;
      terms[terms.length - 1] = top / n;
    } else {
      joins.push(s);
      terms.push(n);
    }
  }
  return terms.slice(1).reduce((acc, t, i) => (joins[i] === '+' ? acc + t : acc - t), terms[0]!);
}

/** The value worked strictly from left to right (the slip of ignoring BODMAS). */
export function leftToRight(numbers: readonly number[], signs: readonly Sign[]): number | undefined {
  let acc = numbers[0]!;
  for (let i = 0; i < signs.length; i += 1) {
    const n = numbers[i + 1]!;
    const s = signs[i]!;
    if (s === '÷' && (n === 0 || acc % n !== 0)) return undefined;
    acc = s === '+' ? acc + n : s === '−' ? acc - n : s === '×' ? acc * n : acc / n;
  }
  return acc;
}

/** The value with + and − done before × and ÷ (the slip of reading BODMAS backwards). */
export function addFirst(numbers: readonly number[], signs: readonly Sign[]): number | undefined {
  const groups: number[] = [numbers[0]!];
  const joins: Sign[] = [];
  signs.forEach((s, i) => {
    const n = numbers[i + 1]!;
    if (s === '+') groups[groups.length - 1]! += n;
    else if (s === '−') groups[groups.length - 1]! -= n;
    else {
      joins.push(s);
      groups.push(n);
    }
  });
  let acc = groups[0]!;
  for (let i = 1; i < groups.length; i += 1) {
    const g = groups[i]!;
    if (joins[i - 1] === '×') acc *= g;
    else if (g === 0 || acc % g !== 0) return undefined;
    else acc /= g;
  }
  return acc;
}

export const write = (numbers: readonly number[], marks: readonly string[]): string =>
  numbers.map((n, i) => (i === 0 ? `${n}` : `${marks[i - 1]} ${n}`)).join(' ');

/** Numbers for a sum with these signs: divisions exact, nothing too large. */
export function drawNumbers(rng: Rng, signs: readonly Sign[], level: Level): number[] | undefined {
  const numbers = [rng.int(2, level === 1 ? 30 : 60)];
  for (const s of signs) {
    if (s === '÷') {
      const divisors = [2, 3, 4, 5, 6, 7, 8, 9, 12].filter((d) => numbers[numbers.length - 1]! % d === 0);
      if (divisors.length === 0) return undefined;
      numbers.push(rng.pick(divisors));
    } else numbers.push(s === '×' ? rng.int(2, 9) : rng.int(2, level === 1 ? 20 : 40));
  }
  return numbers;
}

const LETTERS = ['A', 'B', 'C', 'D', 'P', 'Q', 'R', 'S', 'M', 'N', 'W', 'X'];

/**
 * "If + means ×, × means −, − means ÷ and ÷ means +, what is 24 − 6 + 3 ÷ 8 × 5?" (the signs
 * swapped among themselves) or "if A means ÷, B means ×, …" (letters standing for the signs).
 */
export function signMeanings(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const letters = level > 1 && rng.chance(0.5);
    const meaning = rng.shuffle(SIGNS);
    if (!letters && meaning.some((m, i) => m === SIGNS[i])) return undefined; // every sign changes meaning
    const marks: string[] = letters ? rng.sample(LETTERS, 4) : [...SIGNS];
    const count = level === 1 ? 3 : 4;
    const used = rng.shuffle([0, 1, 2, 3]).slice(0, count);
    const realSigns = used.map((i) => meaning[i]!);
    const numbers = drawNumbers(rng, realSigns, level);
    if (!numbers) return undefined;
    const value = evaluate(numbers, realSigns);
    if (value === undefined || value <= 0 || value > 999) return undefined;
    const shownMarks = used.map((i) => marks[i]!);
    // "A 8", "A 11", "A 18" reads as the article before a number spoken with a vowel: draw again
    if (/(?:^| )A (?:8|1[18](?![\d,]))/.test(write(numbers, shownMarks))) return undefined;
    const key = marks.map((m, i) => `'${m}' ${letters ? 'stands for' : 'means'} '${meaning[i]}'`);
    const hiKey = marks.map((m, i) => `'${m}' का अर्थ '${meaning[i]}'`);
    const distractors: Distractor[] = [
      {
        mistake: 'working the sum from left to right, without BODMAS',
        hi: 'BODMAS के बिना बाएँ से दाएँ हल करना',
        value: leftToRight(numbers, realSigns) ?? NaN,
      },
    ];
    if (!letters) {
      const inverse = used.map((i) => SIGNS[meaning.indexOf(SIGNS[i]!)]!);
      distractors.unshift(
        {
          mistake: 'working the signs as printed',
          hi: 'चिह्नों को छपे हुए अर्थ में ही लेना',
          value: evaluate(numbers, shownMarks as Sign[]) ?? NaN,
        },
        {
          mistake: 'reading the key the wrong way round',
          hi: 'कुंजी को उलटी दिशा में पढ़ना',
          value: evaluate(numbers, inverse) ?? NaN,
        },
      );
    } else {
      // the meanings of the first two letters of the key mixed up
      const mixed = used.map((i) => meaning[i === 0 ? 1 : i === 1 ? 0 : i]!);
      distractors.push({
        mistake: `mixing up the meanings of ${marks[0]} and ${marks[1]}`,
        hi: `${marks[0]} और ${marks[1]} के अर्थ आपस में उलझा देना`,
        value: evaluate(numbers, mixed) ?? NaN,
      });
    }
    distractors.push({
      mistake: 'doing + and − before × and ÷',
      hi: '× और ÷ से पहले + और − करना',
      value: addFirst(numbers, realSigns) ?? NaN,
    });
    distractors.push({
      mistake: 'doing the last step the wrong way',
      hi: 'अंतिम चरण उलटा कर देना',
      value:
        evaluate(
          numbers,
          realSigns.map((s, i) =>
            i === realSigns.length - 1 ? ({ '+': '−', '−': '+', '×': '÷', '÷': '×' } as const)[s] : s,
          ),
        ) ?? NaN,
    });
    const usable = new Set(
      distractors
        .map((d) => d.value)
        .filter((v) => typeof v === 'number' && Number.isInteger(v) && v > 0 && v !== value),
    );
    if (usable.size < 3) return undefined;
    return {
      question: `If ${key.slice(0, 3).join(', ')} and ${key[3]}, what is the value of the following?\n${write(numbers, shownMarks)}`,
      answer: value,
      distractors,
      steps: [
        `With the meanings put in: ${write(numbers, realSigns)}.`,
        `By BODMAS (× and ÷ first, from left to right, then + and −) this is ${num(value)}.`,
      ],
      hi: {
        question: `यदि ${hiListAnd(hiKey)} हो, तो निम्नलिखित का मान क्या होगा?\n${write(numbers, shownMarks)}`,
        steps: [
          `अर्थ रखने पर: ${write(numbers, realSigns)}।`,
          `BODMAS से (पहले × और ÷ बाएँ से दाएँ, फिर + और −) इसका मान ${num(value)} है।`,
        ],
      },
      params: { numbers, marks: shownMarks, key: Object.fromEntries(marks.map((m, i) => [m, meaning[i]!])) },
    };
  });
}

/** A pair of signs as the options write it, in the order + − × ÷. */
export const pairText = (a: Sign, b: Sign): string =>
  SIGNS.indexOf(a) < SIGNS.indexOf(b) ? `${a} and ${b}` : `${b} and ${a}`;

/** The same pair in Hindi (issue 15): "+ और −". */
const hiPairText = (a: Sign, b: Sign): string => pairText(a, b).replace(' and ', ' और ');

export const swapped = (signs: readonly Sign[], a: Sign, b: Sign): Sign[] =>
  signs.map((s) => (s === a ? b : s === b ? a : s));

/** "Which two signs should be interchanged to make the equation correct? 12 + 6 ÷ 3 − 2 × 4 = 6" */
export function signSwap(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const truth = rng.shuffle(SIGNS);
    const numbers = drawNumbers(rng, truth, level);
    if (!numbers) return undefined;
    const rhs = evaluate(numbers, truth);
    if (rhs === undefined || rhs < 0 || rhs > 500) return undefined;
    const [a, b] = rng.sample(SIGNS, 2) as [Sign, Sign];
    const shown = swapped(truth, a, b);
    const pairs = SIGNS.flatMap((x, i) => SIGNS.slice(i + 1).map((y) => [x, y] as [Sign, Sign]));
    // exactly one swap makes it true: the one that undoes the mix-up
    const working = pairs.filter(([x, y]) => evaluate(numbers, swapped(shown, x, y)) === rhs);
    if (working.length !== 1 || evaluate(numbers, shown) === rhs) return undefined;
    const wrong = rng.shuffle(pairs.filter(([x, y]) => pairText(x, y) !== pairText(a, b)));
    const distractors: Distractor[] = wrong.flatMap(([x, y]) => {
      const v = evaluate(numbers, swapped(shown, x, y));
      return v === undefined
        ? []
        : [
            {
              mistake: `a swap that leaves the sides unequal (the left side is then ${num(v)})`,
              value: pairText(x, y),
            },
          ];
    });
    if (distractors.length < 3) return undefined;
    return {
      question: `Which two signs should be interchanged to make the following equation correct?\n${write(numbers, shown)} = ${num(rhs)}`,
      answer: pairText(a, b),
      trap: false,
      distractors,
      steps: [
        `Interchanging ${pairText(a, b)} gives ${write(numbers, truth)}, which by BODMAS is ${num(rhs)}, as required; every other pair of signs leaves the sides unequal.`,
      ],
      hi: {
        question: `निम्नलिखित समीकरण को सही बनाने के लिए किन दो चिह्नों को आपस में बदलना चाहिए?\n${write(numbers, shown)} = ${num(rhs)}`,
        steps: [
          `${hiPairText(a, b)} को आपस में बदलने पर ${write(numbers, truth)} मिलता है, जिसका मान BODMAS से ${num(rhs)} है, जैसा चाहिए; चिह्नों का कोई अन्य जोड़ा दोनों पक्षों को बराबर नहीं करता।`,
        ],
        options: Object.fromEntries(pairs.map(([x, y]) => [pairText(x, y), hiPairText(x, y)])),
      },
      params: { numbers, signs: shown, rhs },
    };
  });
}

/** "Select the signs that, in order, replace the * signs: 16 * 4 * 3 * 2 * 10 = 2" */
export function signFill(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const truth = rng.shuffle(SIGNS);
    const numbers = drawNumbers(rng, truth, level);
    if (!numbers) return undefined;
    const rhs = evaluate(numbers, truth);
    if (rhs === undefined || rhs < 0 || rhs > 500) return undefined;
    const orders: Sign[][] = [];
    const walk = (prefix: Sign[]): void => {
      if (prefix.length === 4) return void orders.push(prefix);
      for (const s of SIGNS) if (!prefix.includes(s)) walk([...prefix, s]);
    };
    walk([]);
    const balancing = orders.filter((o) => evaluate(numbers, o) === rhs);
    if (balancing.length !== 1) return undefined;
    // the orders a slip away from the key first: two signs of it swapped
    const apart = (o: Sign[]): number => o.filter((x, i) => x !== truth[i]).length;
    const nearFirst = rng.shuffle(orders).sort((x, y) => apart(x) - apart(y));
    const distractors: Distractor[] = nearFirst.flatMap((o) => {
      const v = evaluate(numbers, o);
      return v === undefined || v === rhs
        ? []
        : [
            {
              mistake: `signs that leave the sides unequal (the left side is then ${num(v)})`,
              value: o.join(', '),
            },
          ];
    });
    if (distractors.length < 3) return undefined;
    return {
      question: `Select the correct combination of mathematical signs to replace the * signs, in order from left to right, and balance the equation.\n${write(numbers, ['*', '*', '*', '*'])} = ${num(rhs)}`,
      answer: truth.join(', '),
      trap: false,
      distractors,
      steps: [
        `With ${truth.join(', ')}: ${write(numbers, truth)} = ${num(rhs)} by BODMAS; of the 24 orders of the four signs, only this one balances it.`,
      ],
      hi: {
        question: `समीकरण को संतुलित करने के लिए * चिह्नों के स्थान पर बाएँ से दाएँ क्रम में आने वाले गणितीय चिह्नों का सही संयोजन चुनिए।\n${write(numbers, ['*', '*', '*', '*'])} = ${num(rhs)}`,
        steps: [
          `${truth.join(', ')} रखने पर: ${write(numbers, truth)} = ${num(rhs)} (BODMAS से); चारों चिह्नों के 24 क्रमों में से केवल यही समीकरण को संतुलित करता है।`,
        ],
      },
      params: { numbers, rhs },
    };
  });
}
