/**
 * Trap-note checks of the code forms (issue 19, item 3) and of the analogies by meaning (item 6), read from the mistakes' words (trap-checks.ts):
 * the phrase named is looked up in the question's own phrases, the slip made on the test's own reading
 * of the example (code-form-solvers.ts).
 */
import {
  digitCounting,
  digitTableAnswer,
  placesFrom,
  readDigitTable,
  readPartRule,
  writePart,
  readRearrangement,
  rearrange,
  letterCountRule,
  placeSumRule,
  turnStepsOf,
  placeMathRule,
} from './code-form-solvers';
import { shift } from './sequence-terms';
import {
  named,
  PAIR_RULE_TEXTS,
  readPair,
  readTriad,
  TRIAD_RULE_TEXTS,
  triadThird,
} from './word-relation-solvers';
import { capitalOf, classOf, HOLDS, isClass, isWhole, stepsOf, wholeOf } from './sense-solvers';
import { type Expected, num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

/** The words and the codes of the phrase quoted in a mistake. */
function phrase(p: Params, quoted: string): { words: string[]; codes: string[] } | undefined {
  const i = (p.phrases as string[]).indexOf(quoted);
  return i < 0 ? undefined : { words: quoted.split(' '), codes: (p.written as string[])[i]!.split(' ') };
}
const oneOf = (values: string[]): { oneOf: Expected[] } => ({ oneOf: values.map(text) });

/** Each rearrangement a mistake can name, written again here. */
const REARRANGE: Record<string, (w: string) => string> = {
  'swapping each pair of neighbouring letters': (w) =>
    [...w].map((_, i) => w[i % 2 === 0 ? i + 1 : i - 1]!).join(''),
  'swapping the two halves': (w) => w.slice(w.length / 2) + w.slice(0, w.length / 2),
  'writing each half backwards': (w) =>
    [...w.slice(0, w.length / 2)].reverse().join('') + [...w.slice(w.length / 2)].reverse().join(''),
  'writing the whole word backwards': (w) => [...w].reverse().join(''),
  'moving the first letter to the end': (w) => w.slice(1) + w[0],
};

const REARRANGED: Checks = [
  [
    /^(.+) instead$/,
    (p, m) => {
      const f = REARRANGE[m[1]!];
      if (!f) return misnamed(m[1]!);
      return text(shift(f(p.asked), readRearrangement(p.given, p.code).k));
    },
  ],
  [
    /^rearranging the letters without moving them$/,
    (p) => text(rearrange(p.asked, readRearrangement(p.given, p.code).order)),
  ],
  [
    /^moving the letters the wrong way$/,
    (p) => {
      const { order, k } = readRearrangement(p.given, p.code);
      return text(shift(rearrange(p.asked, order), -k));
    },
  ],
];

const placeList = (w: string, fromZ = false): number[] =>
  [...w].map((c) => (fromZ ? 27 - (c.charCodeAt(0) - 64) : c.charCodeAt(0) - 64));
const digitsAdded = (n: number): number => [...String(n)].reduce((s, d) => s + Number(d), 0);
const backwardsOf = (n: number): number => Number([...String(n)].reverse().join(''));
const added = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
/** The asked word moved by the example's turn steps, each changed by `f`. */
const turned = (p: Params, f: (step: number) => number, word = p.asked as string): string => {
  const steps = turnStepsOf(p.given, p.code, word.length);
  return [...word].map((c, i) => shift(c, f(steps[i]!))).join('');
};

/** Mistakes of the sum-and-count codes (codeSums.ts). */
const SUM_CODE_CHECKS: Record<string, Checks> = {
  digitSum: [
    [/^writing each place whole$/, (p) => text(placeList(p.asked).join(''))],
    [/^counting the places from Z$/, (p) => text(placeList(p.asked, true).map(digitsAdded).join(''))],
    [
      /^keeping only the last digit of each place$/,
      (p) =>
        text(
          placeList(p.asked)
            .map((x) => x % 10)
            .join(''),
        ),
    ],
    [
      /^writing the digits in reverse order$/,
      (p) => text(placeList(p.asked).map(digitsAdded).reverse().join('')),
    ],
  ],
  placeSum: [
    [/^not writing the sum backwards$/, (p) => num(added(placeList(p.asked)))],
    [
      /^writing backwards the sum of the places counted from Z$/,
      (p) => num(backwardsOf(added(placeList(p.asked, true)))),
    ],
    [
      /^writing backwards the sum (plus|minus) the number of letters$/,
      (p, m) => num(backwardsOf(added(placeList(p.asked)) + (m[1] === 'plus' ? 1 : -1) * p.asked.length)),
    ],
    [/^leaving out the number of letters$/, (p) => num(added(placeList(p.asked)))],
    [
      /^(adding|subtracting) the number of letters( twice)?$/,
      (p, m) =>
        num(added(placeList(p.asked)) + (m[1] === 'adding' ? 1 : -1) * (m[2] ? 2 : 1) * p.asked.length),
    ],
    [
      /^counting the places from Z$/,
      (p) => {
        const rule = placeSumRule(p);
        const z = added(placeList(p.asked, true));
        return rule === 'plusLength'
          ? num(z + p.asked.length)
          : rule === 'minusLength'
            ? num(z - p.asked.length)
            : misnamed('a length rule');
      },
    ],
  ],
  letterCount: [
    [
      /^counting one letter too (many|few)$/,
      (p, m) => num(letterCountRule(p)(p.asked.length + (m[1] === 'many' ? 1 : -1))),
    ],
    [
      /^squaring one letter too (many|few)$/,
      (p, m) => num((p.asked.length + (m[1] === 'many' ? 1 : -1)) ** 2),
    ],
    [/^squaring the number of letters$/, (p) => num(p.asked.length ** 2)],
    [/^doubling the number of letters$/, (p) => num(2 * p.asked.length)],
    [
      /^multiplying the number of letters by the one before it$/,
      (p) => num(p.asked.length * (p.asked.length - 1)),
    ],
    [/^multiplying by (\d+)$/, (p, m) => num(p.asked.length * Number(m[1]))],
  ],
  stepShift: [
    [
      /^moving every letter the same way$/,
      (p) => {
        const first = Math.sign(turnStepsOf(p.given, p.code, 1)[0]!);
        return text(turned(p, (s) => first * Math.abs(s)));
      },
    ],
    [/^starting the turns the other way$/, (p) => text(turned(p, (s) => -s))],
    [
      /^taking the steps from the last letter$/,
      (p) => text([...turned(p, (s) => s, [...(p.asked as string)].reverse().join(''))].reverse().join('')),
    ],
    [/^making every step one place longer$/, (p) => text(turned(p, (s) => s + Math.sign(s)))],
  ],
};

/** The asked word's places (from A), each put through `f`, hyphenated. */
const hyphenOf = (w: string, f: (p: number) => number): Expected => text(placeList(w).map(f).join('-'));
/** The operation the example shows on a place (the example is read from A: the slips count from Z). */
const opOf = (p: Params): ((x: number) => number) => {
  const { f, fromZ } = placeMathRule(p.given, p.code);
  return fromZ ? () => NaN : f;
};
const PLACE_MATH: Checks = [
  [/^counting the places from Z$/, (p) => hyphenOf(p.asked, (x) => opOf(p)(27 - x))],
  [/^writing the codes in reverse order$/, (p) => text(placeList(p.asked).map(opOf(p)).reverse().join('-'))],
  [/^counting every place one too many$/, (p) => hyphenOf(p.asked, (x) => opOf(p)(x + 1))],
  [/^multiplying by (\d) instead of \d$/, (p, m) => hyphenOf(p.asked, (x) => x * Number(m[1]))],
  [/^adding (\d) instead of \d$/, (p, m) => hyphenOf(p.asked, (x) => x + Number(m[1]))],
  [/^adding 1 instead of subtracting it$/, (p) => hyphenOf(p.asked, (x) => x + 1)],
  [/^doubling instead of squaring$/, (p) => hyphenOf(p.asked, (x) => 2 * x)],
];

export const CODING_FORMS: Record<string, Checks> = {
  ...SUM_CODE_CHECKS,
  placeMath: PLACE_MATH,
  phrase: [
    [
      /^taking a (code|word) of "(.+)" that "(.+)" does not have$/,
      (p, m) => {
        const [a, b] = [phrase(p, m[2]!), phrase(p, m[3]!)];
        if (!a || !b) return misnamed('a phrase the question lacks');
        const pick = (x: { words: string[]; codes: string[] }) => (m[1] === 'code' ? x.codes : x.words);
        return oneOf(pick(a).filter((x) => !pick(b).includes(x)));
      },
    ],
    [
      /^taking a code of "(.+)", which does not hold "(.+)"$/,
      (p, m) => {
        const a = phrase(p, m[1]!);
        return a && !a.words.includes(m[2]!) ? oneOf(a.codes) : misnamed('a phrase holding the word');
      },
    ],
    [
      /^taking a word of "(.+)", whose code does not have "(.+)"$/,
      (p, m) => {
        const a = phrase(p, m[1]!);
        return a && !a.codes.includes(m[2]!) ? oneOf(a.words) : misnamed('a phrase holding the code');
      },
    ],
  ],
  letterDigits: [
    [
      /^counting the places from (A|Z)$/,
      (p, m) =>
        m[1] !== digitCounting(p.given, p.code)
          ? text(placesFrom(p.asked, m[1] as 'A' | 'Z').join(''))
          : misnamed('the right counting'),
    ],
    [
      /^writing the places in reverse order$/,
      (p) => text(placesFrom(p.asked, digitCounting(p.given, p.code)).reverse().join('')),
    ],
    [
      /^counting every place one too (many|few)$/,
      (p, m) =>
        text(
          placesFrom(p.asked, digitCounting(p.given, p.code))
            .map((x) => x + (m[1] === 'many' ? 1 : -1))
            .join(''),
        ),
    ],
  ],
  rearranged: REARRANGED,
  digitTable: [
    [
      /^reading each example code from the right$/,
      (p) => {
        // each letter paired with the digit at the other end of the first example code holding it
        const examples = p.examples as string[];
        const codes = p.codes as string[];
        return text(
          [...(p.asked as string)]
            .map((c) => {
              const i = examples.findIndex((w) => w.includes(c));
              return [...codes[i]!].reverse()[examples[i]!.indexOf(c)]!;
            })
            .join(''),
        );
      },
    ],
    [
      /^writing the code backwards$/,
      (p) => text([...(digitTableAnswer(p) as { text: string }).text].reverse().join('')),
    ],
    [
      /^giving the (first|last) two letters each other's digits$/,
      (p, m) => {
        const table = readDigitTable(p.examples, p.codes);
        const letters = [...(p.asked as string)];
        const [i, j] = m[1] === 'first' ? [0, 1] : [letters.length - 2, letters.length - 1];
        [letters[i], letters[j]] = [letters[j]!, letters[i]!];
        // the letters stay in place; their digits change places
        return text([...(p.asked as string)].map((_, k) => table.get(letters[k]!)!).join(''));
      },
    ],
  ],
  partReversed: [
    [
      /^reversing (the whole word|all but the last letter|all but the first letter|all but the first and last letters) instead$/,
      (p, m) => {
        const [head, tail] = {
          'the whole word': [0, 0],
          'all but the last letter': [0, 1],
          'all but the first letter': [1, 0],
          'all but the first and last letters': [1, 1],
        }[m[1]!]!;
        return text(writePart(p.asked, { ...readPartRule(p.examples, p.codes), head: head!, tail: tail! }));
      },
    ],
    [
      /^shifting the letters the wrong way$/,
      (p) => {
        const r = readPartRule(p.examples, p.codes);
        return r.k === 0 ? misnamed('a shift') : text(writePart(p.asked, { ...r, k: -r.k }));
      },
    ],
    [
      /^leaving out the shift$/,
      (p) => text(writePart(p.asked, { ...readPartRule(p.examples, p.codes), k: 0 })),
    ],
    [
      /^leaving out the opposites$/,
      (p) => text(writePart(p.asked, { ...readPartRule(p.examples, p.codes), opposite: false })),
    ],
  ],
};

/** Rearranged letters, analogies by meaning and number pairs (word-relation-solvers.ts). */
/** The example's order of places (letterMap): code[i] = word[order[i]]. */
const mapOf = (p: Params): number[] => readRearrangement(p.given, p.code).order;
const LETTER_MAP: Checks = [
  [
    /^applying the map the other way round$/,
    (p) => {
      const order = mapOf(p);
      return text(order.map((_, i) => (p.asked as string)[order.indexOf(i)]!).join(''));
    },
  ],
  [/^applying the map twice$/, (p) => text(rearrange(rearrange(p.asked, mapOf(p)), mapOf(p)))],
  [/^writing the word backwards$/, (p) => text([...(p.asked as string)].reverse().join(''))],
  [
    /^swapping the (first|last) two letters of the answer$/,
    (p, m) => {
      const a = [...rearrange(p.asked, mapOf(p))];
      const [i, j] = m[1] === 'first' ? [0, 1] : [a.length - 2, a.length - 1];
      [a[i], a[j]] = [a[j]!, a[i]!];
      return text(a.join(''));
    },
  ],
];

export const ANALOGY_FORMS: Record<string, Checks> = {
  rearranged: REARRANGED,
  letterMap: LETTER_MAP,
  meaning: [
    [
      /^giving (.+?),? (?:instead of|not) (.+)$/,
      (_p, m) => {
        const given = named(m[1]!);
        return given && named(m[2]!) !== undefined ? text(given) : misnamed(m[1]!);
      },
    ],
  ],
  samePair: [
    [
      /^a pair following the rule (.+) instead$/,
      (p, m) => {
        const f = PAIR_RULE_TEXTS[m[1]!];
        if (!f) return misnamed(m[1]!);
        return { oneOf: (p.pairs as string[]).filter((x) => f(readPair(x)[0]) === readPair(x)[1]).map(text) };
      },
    ],
  ],
  sameTriad: [
    [
      /^a set following the rule (.+) instead$/,
      (p, m) => {
        if (!TRIAD_RULE_TEXTS.includes(m[1]!)) return misnamed(m[1]!);
        const follows = (set: string): boolean => {
          const [a, b, c] = readTriad(set);
          return triadThird(m[1]!, a, b) === c;
        };
        return { oneOf: (p.sets as string[]).filter(follows).map(text) };
      },
    ],
  ],
  senses: [
    [
      /^taking an? (synonym|antonym) of (.+) for its (synonym|antonym)$/,
      (p, m) =>
        m[2] === p.c && m[1] !== m[3]
          ? { oneOf: (p.options as string[]).filter((o) => HOLDS[`${m[1]}s`]!(p.c, o)).map(text) }
          : misnamed(m[0]!),
    ],
    [
      /^taking (.+), the capital of (.+), for the capital of (.+)$/,
      (p, m) =>
        capitalOf(m[2]!) === m[1] && m[3] === p.c && capitalOf(p.c) !== m[1] ? text(m[1]!) : misnamed(m[1]!),
    ],
    [
      /^taking (.+) for the capital of (.+)$/,
      (p, m) =>
        m[1] === p.c && capitalOf(m[2]!) !== undefined && capitalOf(m[2]!) !== m[1]
          ? text(m[2]!)
          : misnamed(m[2]!),
    ],
    [
      /^taking the (\w+) for a part of the (\w+)$/,
      (p, m) => {
        const [part, whole] = [cap(m[1]!), cap(m[2]!)];
        return part === p.c && isWhole(whole) && wholeOf(part) !== whole ? text(whole) : misnamed(whole);
      },
    ],
    [
      /^classing the (\w+) as an? (\w+)$/,
      (p, m) => {
        const [animal, group] = [cap(m[1]!), cap(m[2]!)];
        return animal === p.c && isClass(group) && classOf(animal) !== group ? text(group) : misnamed(group);
      },
    ],
  ],
  pairOptions: [
    [
      /^a pair whose letters move (.+) instead$/,
      (p, m) => {
        const steps = m[1]!.split(', ').map((s) => Number(s.replace('−', '-')));
        return { oneOf: (p.options as string[]).filter((o) => stepsOf(o).join() === steps.join()).map(text) };
      },
    ],
    [
      /^picking (.+) instead$/,
      (p, m) => {
        const holds = HOLDS[m[1]!];
        if (!holds) return misnamed(m[1]!);
        return {
          oneOf: (p.options as string[])
            .filter((o) => holds(...(o.split(' : ') as [string, string])))
            .map(text),
        };
      },
    ],
  ],
};

const cap = (w: string): string => w[0]!.toUpperCase() + w.slice(1);
