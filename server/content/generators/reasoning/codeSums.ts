/**
 * Word-to-number and letter codes by rules the audits found beside `positionSum` (issue 19, audit 2
 * form 4): each letter written as the digit sum of its place (TURNIP → 239597), a word coded as the sum
 * of its letters' places plus (or minus) its length (CARROT = 81) or that sum written backwards
 * (FLOOD = 25, HINT = 15), a count rule read off two examples (FLOOD = 25, HINT = 20: letters × 5), and
 * letters shifted +1, −2, +3, −4, … in turn. Each example is checked to fit only its rule among the
 * family's others. Kinds of coding_and_decoding.
 */
import { aroundKey } from '../aptitude/keyRank';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { letterAt, position, WORDS } from './letters';

const places = (w: string, fromZ = false): number[] =>
  [...w].map((c) => (fromZ ? 27 - position(c) : position(c)));
const digitSum = (n: number): number => [...String(n)].reduce((s, d) => s + Number(d), 0);
const total = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const backwards = (n: number): number => Number([...String(n)].reverse().join(''));
const runTogether = (xs: readonly number[]): string => xs.join('');

/** TURNIP → 2 3 9 5 9 7: each letter's place, its digits added (T = 20 → 2). */
export function digitSumCode(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    // no S: its place 19 has the digit sum 10, which papers never print
    const pool = WORDS.filter((w) => !w.includes('S') && (level === 1 ? w.length <= 5 : w.length >= 5));
    const [given, asked] = rng.sample(pool, 2) as [string, string];
    // the example shows a two-digit place, so the rule is seen, and so does the asked word
    if (!places(given).some((p) => p >= 10) || !places(asked).some((p) => p >= 10)) return undefined;
    const code = (w: string, fromZ = false): string => runTogether(places(w, fromZ).map(digitSum));
    const ans = code(asked);
    const distractors: Distractor[] = rng.shuffle([
      {
        mistake: 'writing each place whole',
        hi: 'हर क्रमांक को पूरा लिखना',
        value: runTogether(places(asked)),
      },
      {
        mistake: 'counting the places from Z',
        hi: 'क्रमांक Z से गिनना',
        value: code(asked, true),
      },
      {
        mistake: 'keeping only the last digit of each place',
        hi: 'हर क्रमांक का केवल अंतिम अंक लेना',
        value: runTogether(places(asked).map((p) => p % 10)),
      },
      {
        mistake: 'writing the digits in reverse order',
        hi: 'अंकों को उलटे क्रम में लिखना',
        value: [...ans].reverse().join(''),
      },
    ]);
    const worked = (w: string): string =>
      [...w]
        .map((c) =>
          position(c) >= 10 ? `${c} = ${position(c)} → ${digitSum(position(c))}` : `${c} = ${position(c)}`,
        )
        .join(', ');
    return {
      question: `In a certain code language, ${given} is written as ${code(given)}. How is ${asked} written in that language?`,
      answer: ans,
      distractors,
      steps: [
        `Each letter is written as the sum of the digits of its place in the alphabet: ${worked(given)}.`,
        `So ${asked}: ${worked(asked)} → ${ans}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${code(given)} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `प्रत्येक अक्षर के स्थान पर वर्णमाला में उसके क्रमांक के अंकों का योग लिखा गया है: ${worked(given)}।`,
          `अतः ${asked}: ${worked(asked)} → ${ans}।`,
        ],
      },
      params: { given, code: code(given), asked },
    };
  });
}

/** Rules of a word's number code that one example must tell apart. */
export const SUM_RULES = {
  plusLength: (w: string) => total(places(w)) + w.length,
  minusLength: (w: string) => total(places(w)) - w.length,
  sumBackwards: (w: string) => backwards(total(places(w))),
  sum: (w: string) => total(places(w)),
  timesLength: (w: string) => total(places(w)) * w.length,
  fromZ: (w: string) => total(places(w, true)),
} as const;
type SumRule = 'plusLength' | 'minusLength' | 'sumBackwards';

const RULE_WORDS: Record<SumRule, { en: string; hi: string }> = {
  plusLength: {
    en: 'the sum of the places of its letters plus the number of letters',
    hi: 'अक्षरों के क्रमांकों का योग + अक्षरों की संख्या',
  },
  minusLength: {
    en: 'the sum of the places of its letters minus the number of letters',
    hi: 'अक्षरों के क्रमांकों का योग − अक्षरों की संख्या',
  },
  sumBackwards: {
    en: 'the sum of the places of its letters written backwards',
    hi: 'अक्षरों के क्रमांकों का योग, उलटे क्रम में लिखा गया',
  },
};

/** CARROT = 81 (75 + 6), FLOOD = 25 (52 written backwards): one example, the asked word's number. */
export function placeSumCode(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const rule = rng.pick(['plusLength', 'minusLength', 'sumBackwards'] as const);
    const [given, asked] = rng.sample(
      WORDS.filter((w) => w.length >= 4),
      2,
    ) as [string, string];
    const value = SUM_RULES[rule];
    // the example fits this rule only
    const others = (Object.keys(SUM_RULES) as (keyof typeof SUM_RULES)[]).filter((r) => r !== rule);
    if (others.some((r) => SUM_RULES[r](given) === value(given))) return undefined;
    const s = total(places(asked));
    if (rule === 'sumBackwards' && (s % 10 === 0 || backwards(s) === s)) return undefined;
    if (rule === 'sumBackwards' && total(places(given)) % 10 === 0) return undefined;
    const n = asked.length;
    const ans = value(asked);
    const zSum = total(places(asked, true));
    const wrong: Distractor[] =
      rule === 'sumBackwards'
        ? [
            { mistake: 'not writing the sum backwards', hi: 'योग को उलटा न लिखना', value: s },
            {
              mistake: 'writing backwards the sum of the places counted from Z',
              hi: 'Z से गिने क्रमांकों के योग को उलटा लिखना',
              value: backwards(zSum),
            },
            {
              mistake: 'writing backwards the sum plus the number of letters',
              hi: 'योग + अक्षरों की संख्या को उलटा लिखना',
              value: backwards(s + n),
            },
            {
              mistake: 'writing backwards the sum minus the number of letters',
              hi: 'योग − अक्षरों की संख्या को उलटा लिखना',
              value: backwards(s - n),
            },
          ]
        : [
            {
              mistake: 'leaving out the number of letters',
              hi: 'अक्षरों की संख्या छोड़ देना',
              value: s,
            },
            rule === 'plusLength'
              ? {
                  mistake: 'subtracting the number of letters',
                  hi: 'अक्षरों की संख्या घटाना',
                  value: s - n,
                }
              : { mistake: 'adding the number of letters', hi: 'अक्षरों की संख्या जोड़ना', value: s + n },
            rule === 'plusLength'
              ? {
                  mistake: 'adding the number of letters twice',
                  hi: 'अक्षरों की संख्या दो बार जोड़ना',
                  value: s + 2 * n,
                }
              : {
                  mistake: 'subtracting the number of letters twice',
                  hi: 'अक्षरों की संख्या दो बार घटाना',
                  value: s - 2 * n,
                },
            {
              mistake: 'counting the places from Z',
              hi: 'क्रमांक Z से गिनना',
              value: rule === 'plusLength' ? zSum + n : zSum - n,
            },
          ];
    const worked = (w: string): string => `${places(w).join(' + ')} = ${total(places(w))}`;
    const finish = (w: string): string =>
      rule === 'plusLength'
        ? `${total(places(w))} + ${w.length} = ${value(w)}`
        : rule === 'minusLength'
          ? `${total(places(w))} − ${w.length} = ${value(w)}`
          : `${total(places(w))} backwards is ${value(w)}`;
    const hiFinish = (w: string): string =>
      rule === 'sumBackwards' ? `${total(places(w))} उलटा ${value(w)}` : finish(w);
    return {
      question: `In a certain code language, ${given} is written as ${value(given)}. How will ${asked} be written in that language?`,
      answer: ans,
      distractors: aroundKey(
        wrong.filter((d) => (d.value as number) > 0),
        ans,
        s,
      ),
      steps: [
        `The code is ${RULE_WORDS[rule].en}: ${given}: ${worked(given)}; ${finish(given)}.`,
        `${asked}: ${worked(asked)}; ${finish(asked)}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${value(given)} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `कूट = ${RULE_WORDS[rule].hi}: ${given}: ${worked(given)}; ${hiFinish(given)}।`,
          `${asked}: ${worked(asked)}; ${hiFinish(asked)}।`,
        ],
      },
      params: { given, code: value(given), asked },
    };
  });
}

/** FLOOD = 25 and HINT = 20: the number of letters × 5 (or squared), read off two examples. */
export function letterCountCode(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const square = rng.chance(0.3);
    const k = rng.pick([2, 3, 4, 6, 7, 8, 9]);
    const [a, b, asked] = rng.sample(WORDS, 3) as [string, string, string];
    if (new Set([a.length, b.length, asked.length]).size < 3) return undefined;
    const value = (w: string): number => (square ? w.length * w.length : w.length * k);
    const n = asked.length;
    const wrong: Distractor[] = square
      ? [
          { mistake: 'squaring one letter too many', hi: 'एक अक्षर अधिक गिनकर वर्ग करना', value: (n + 1) ** 2 },
          { mistake: 'squaring one letter too few', hi: 'एक अक्षर कम गिनकर वर्ग करना', value: (n - 1) ** 2 },
          { mistake: 'doubling the number of letters', hi: 'अक्षरों की संख्या को दोगुना करना', value: 2 * n },
          {
            mistake: 'multiplying the number of letters by the one before it',
            hi: 'अक्षरों की संख्या को उससे एक कम से गुणा करना',
            value: n * (n - 1),
          },
        ]
      : [
          {
            mistake: 'counting one letter too many',
            hi: 'एक अक्षर अधिक गिनना',
            value: (n + 1) * k,
          },
          { mistake: 'counting one letter too few', hi: 'एक अक्षर कम गिनना', value: (n - 1) * k },
          { mistake: 'squaring the number of letters', hi: 'अक्षरों की संख्या का वर्ग करना', value: n * n },
          {
            mistake: `multiplying by ${k + 1}`,
            hi: `${k + 1} से गुणा करना`,
            value: n * (k + 1),
          },
        ];
    const ans = value(asked);
    const how = square ? 'the square of the number of letters' : `the number of letters × ${k}`;
    const hiHow = square ? 'अक्षरों की संख्या का वर्ग' : `अक्षरों की संख्या × ${k}`;
    const each = (w: string): string =>
      square ? `${w}: ${w.length} × ${w.length} = ${value(w)}` : `${w}: ${w.length} × ${k} = ${value(w)}`;
    return {
      question: `In a certain code language, ${a} is written as ${value(a)} and ${b} is written as ${value(b)}. How will ${asked} be written in that language?`,
      answer: ans,
      distractors: aroundKey(
        wrong.filter((d) => (d.value as number) > 0),
        ans,
        k + n,
      ),
      steps: [`The code is ${how}: ${each(a)}; ${each(b)}.`, `So ${each(asked)}.`],
      hi: {
        question: `किसी कूट भाषा में ${a} को ${value(a)} और ${b} को ${value(b)} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [`कूट = ${hiHow}: ${each(a)}; ${each(b)}।`, `अतः ${each(asked)}।`],
      },
      params: { examples: [a, b], codes: [value(a), value(b)], asked },
    };
  });
}

/** +1, −2, +3, −4, …: the i-th letter moves i places, forward and back in turn. */
const turnSteps = (n: number, first: 1 | -1, start: number): number[] =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? first : -first) * (start + i));
const moveBy = (w: string, steps: readonly number[]): string =>
  [...w].map((c, i) => letterAt(position(c) + steps[i]!)).join('');
const signed = (k: number): string => (k > 0 ? `+${k}` : `−${-k}`);

export function stepShiftCode(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const pool = WORDS.filter((w) => w.length >= (level === 2 ? 4 : 5) && w.length <= 6);
    const [given, asked] = rng.sample(pool, 2) as [string, string];
    if (given.length !== asked.length && rng.chance(0.5)) return undefined;
    const first = rng.pick([1, -1] as const);
    const start = level === 3 ? rng.pick([1, 2]) : 1;
    const stepsFor = (w: string): number[] => turnSteps(w.length, first, start);
    const code = moveBy(given, stepsFor(given));
    const steps = stepsFor(asked);
    const ans = moveBy(asked, steps);
    const distractors: Distractor[] = [
      {
        mistake: 'moving every letter the same way',
        hi: 'हर अक्षर को एक ही दिशा में खिसकाना',
        value: moveBy(
          asked,
          steps.map((s) => first * Math.abs(s)),
        ),
      },
      {
        mistake: 'starting the turns the other way',
        hi: 'दिशाओं का क्रम उलटी ओर से शुरू करना',
        value: moveBy(
          asked,
          steps.map((s) => -s),
        ),
      },
      {
        mistake: 'taking the steps from the last letter',
        hi: 'चरण अंतिम अक्षर से लेना',
        value: [...moveBy([...asked].reverse().join(''), steps)].reverse().join(''),
      },
      {
        mistake: 'making every step one place longer',
        hi: 'हर चरण को एक स्थान बड़ा कर देना',
        value: moveBy(
          asked,
          steps.map((s) => s + Math.sign(s)),
        ),
      },
    ];
    const pairs = (w: string, c: string, st: readonly number[]): string =>
      [...w].map((x, i) => `${x} ${signed(st[i]!)} = ${c[i]}`).join(', ');
    return {
      question: `In a certain code language, ${given} is written as ${code}. How is ${asked} written in that language?`,
      answer: ans,
      distractors: rng.shuffle(distractors),
      steps: [
        `The letters move ${stepsFor(given).map(signed).join(', ')} places in turn: ${pairs(given, code, stepsFor(given))}.`,
        `So ${asked}: ${pairs(asked, ans, steps)} → ${ans}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${code} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `अक्षर बारी-बारी से ${stepsFor(given).map(signed).join(', ')} स्थान खिसकाए गए हैं: ${pairs(given, code, stepsFor(given))}।`,
          `अतः ${asked}: ${pairs(asked, ans, steps)} → ${ans}।`,
        ],
      },
      params: { given, code, asked },
    };
  });
}

/** What is done to each letter's place (A = 1 … Z = 26) in a hyphenated code. */
export const PLACE_OPS = {
  double: { f: (p: number) => 2 * p, en: "each letter's place doubled", hi: 'प्रत्येक अक्षर का क्रमांक × 2' },
  triple: { f: (p: number) => 3 * p, en: "each letter's place times 3", hi: 'प्रत्येक अक्षर का क्रमांक × 3' },
  plusOne: { f: (p: number) => p + 1, en: "each letter's place plus 1", hi: 'प्रत्येक अक्षर का क्रमांक + 1' },
  plusTwo: { f: (p: number) => p + 2, en: "each letter's place plus 2", hi: 'प्रत्येक अक्षर का क्रमांक + 2' },
  plusThree: { f: (p: number) => p + 3, en: "each letter's place plus 3", hi: 'प्रत्येक अक्षर का क्रमांक + 3' },
  minusOne: { f: (p: number) => p - 1, en: "each letter's place minus 1", hi: 'प्रत्येक अक्षर का क्रमांक − 1' },
  square: {
    f: (p: number) => p * p,
    en: "the square of each letter's place",
    hi: 'प्रत्येक अक्षर के क्रमांक का वर्ग',
  },
} as const;
type PlaceOp = keyof typeof PLACE_OPS;
const OPS_OF: Record<Level, PlaceOp[]> = {
  1: ['double', 'plusOne', 'plusTwo', 'minusOne'],
  2: ['double', 'triple', 'plusTwo', 'plusThree', 'minusOne', 'square'],
  3: ['triple', 'plusThree', 'square', 'double'],
};
/** The slip of the operation: one step too far. */
const OP_SLIP: Record<PlaceOp, { op: PlaceOp | 'plusFour' | 'cube' | 'minusTwo'; en: string; hi: string }> = {
  double: { op: 'triple', en: 'multiplying by 3 instead of 2', hi: '2 के स्थान पर 3 से गुणा करना' },
  triple: { op: 'double', en: 'multiplying by 2 instead of 3', hi: '3 के स्थान पर 2 से गुणा करना' },
  plusOne: { op: 'plusTwo', en: 'adding 2 instead of 1', hi: '1 के स्थान पर 2 जोड़ना' },
  plusTwo: { op: 'plusThree', en: 'adding 3 instead of 2', hi: '2 के स्थान पर 3 जोड़ना' },
  plusThree: { op: 'plusTwo', en: 'adding 2 instead of 3', hi: '3 के स्थान पर 2 जोड़ना' },
  minusOne: { op: 'plusOne', en: 'adding 1 instead of subtracting it', hi: '1 घटाने के स्थान पर जोड़ना' },
  square: { op: 'double', en: 'doubling instead of squaring', hi: 'वर्ग करने के स्थान पर दोगुना करना' },
};
const opValue = (op: string, p: number): number =>
  op in PLACE_OPS
    ? PLACE_OPS[op as PlaceOp].f(p)
    : op === 'plusFour'
      ? p + 4
      : op === 'cube'
        ? p ** 3
        : p - 2;
const hyphened = (xs: readonly number[]): string => xs.join('-');

/** PEARL → 32-10-2-36-24: each letter's place doubled (plus 1, squared …), read off one example. */
export function placeMathCode(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const op = rng.pick(OPS_OF[level]);
    const [given, asked] = rng.sample(
      WORDS.filter((w) => w.length >= 4),
      2,
    ) as [string, string];
    const code = (w: string, o: string = op, fromZ = false): string =>
      hyphened(places(w, fromZ).map((p) => opValue(o, p)));
    // the example fits this operation only, counted from A or from Z
    const rivals = (Object.keys(PLACE_OPS) as PlaceOp[]).flatMap((o) =>
      [false, true].filter((z) => (o !== op || z) && code(given, o, z) === code(given)),
    );
    if (rivals.length > 0) return undefined;
    const ans = code(asked);
    const slip = OP_SLIP[op];
    const distractors: Distractor[] = rng.shuffle([
      { mistake: 'counting the places from Z', hi: 'क्रमांक Z से गिनना', value: code(asked, op, true) },
      {
        mistake: 'writing the codes in reverse order',
        hi: 'कूटों को उलटे क्रम में लिखना',
        value: hyphened([...places(asked)].reverse().map((p) => opValue(op, p))),
      },
      { mistake: slip.en, hi: slip.hi, value: code(asked, slip.op) },
      {
        mistake: 'counting every place one too many',
        hi: 'हर क्रमांक एक अधिक गिनना',
        value: hyphened(places(asked).map((p) => opValue(op, p + 1))),
      },
    ]);
    const worked = (w: string): string =>
      [...w].map((c) => `${c} = ${position(c)} → ${opValue(op, position(c))}`).join(', ');
    return {
      question: `In a certain code language, ${given} is written as ${code(given)}. How will ${asked} be written in that language?`,
      answer: ans,
      distractors,
      steps: [
        `The code is ${PLACE_OPS[op].en}: ${worked(given)}.`,
        `So ${asked}: ${worked(asked)}; the code is ${ans}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${code(given)} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `कूट = ${PLACE_OPS[op].hi}: ${worked(given)}।`,
          `अतः ${asked}: ${worked(asked)}; कूट ${ans} है।`,
        ],
      },
      params: { given, code: code(given), asked },
    };
  });
}
