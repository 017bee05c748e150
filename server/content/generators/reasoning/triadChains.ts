/**
 * Number triads whose rule sits in the middle number or runs as a chain (coverage audit 3, item 5):
 * "(18, 378, 7), (19, 456, 6)": the middle number is 3 × (or 4 ×) the product of the outer two;
 * "(16, 33, 67)": each number is 2 × the one before + 1; "(34, 47, 62)": the differences are d and
 * d + 2. The twin of `sameTriad` (numberTriads.ts), whose rules compute only the third number from the
 * first two. The two example sets are drawn until no other rule of MIDDLE_RULES, nor any rule of
 * TRIAD_RULES, fits both, so the rule is the only reading; each wrong set follows a near miss of the
 * rule (another multiplier, another step, the square of the sum for the sum of the squares) on numbers
 * of its own, and never the rule itself.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { TRIAD_RULES } from './numberTriads';

type Triad = [number, number, number];

interface MiddleRule {
  /** The rule over a, b, c (the first, second and third numbers), as the explanation writes it. */
  text: string;
  fits: (a: number, b: number, c: number) => boolean;
  /** A set following the rule (checked by the caller: three different numbers below 1000). */
  make: (rng: Rng) => Triad;
  /** The rule worked on a set: "3 × 18 × 7 = 378". */
  worked: (t: Triad) => string;
  near: readonly string[];
}

const product = (k: number): MiddleRule => ({
  text: `b = ${k} × a × c`,
  fits: (a, b, c) => b === k * a * c,
  make: (rng) => {
    const a = rng.int(4, 24);
    const c = rng.int(2, 9);
    return [a, k * a * c, c];
  },
  worked: ([a, , c]) => `${k} × ${a} × ${c} = ${k * a * c}`,
  near: [k > 2 ? `product${k - 1}` : `product${k + 2}`, `product${k + 1}`, 'sumSquares'].filter(
    (n, i, all) => all.indexOf(n) === i,
  ),
});

const linear = (m: number, k: number): MiddleRule => {
  const step = (x: number): number => m * x + k;
  const sign = k < 0 ? `− ${-k}` : `+ ${k}`;
  return {
    text: `b = ${m} × a ${sign} and c = ${m} × b ${sign}`,
    fits: (a, b, c) => b === step(a) && c === step(b),
    make: (rng) => {
      const a = rng.int(3, m === 2 ? 60 : 24);
      return [a, step(a), step(step(a))];
    },
    worked: ([a, b]) => `${m} × ${a} ${sign} = ${step(a)}, ${m} × ${b} ${sign} = ${step(b)}`,
    // every "2 × before + k" set also has differences d and 2d, so its wrong sets are never another
    // "2 × before + k" set (the examples would fit it too, read as d and 2d)
    near:
      m === 2
        ? [`linear3_${k}`, `linear3_${-k}`, 'diff1', 'diff2']
        : [`linear3_${-k}`, `linear3_${k + (k > 0 ? 1 : -1)}`, `linear2_${k}`],
  };
};

const differences = (s: number): MiddleRule => ({
  text: s === 0 ? 'c − b = b − a' : `c − b = (b − a) + ${s}`,
  fits: (a, b, c) => c - b === b - a + s,
  make: (rng) => {
    const a = rng.int(10, 90);
    const d = rng.int(4, 24);
    return [a, a + d, a + 2 * d + s];
  },
  worked: ([a, b, c]) => `${b} − ${a} = ${b - a}, ${c} − ${b} = ${c - b}`,
  near: [...[0, 1, 2, 3].filter((x) => x !== s).map((x) => `diff${x}`), 'diffDouble'],
});

/** The middle number k × the sum of the outer two: (8, 44, 3) with 4 × (8 + 3) = 44 (coverage audit 4, item 5). */
const sumTimes = (k: number): MiddleRule => ({
  text: `b = ${k} × (a + c)`,
  fits: (a, b, c) => b === k * (a + c),
  make: (rng) => {
    const [a, c] = [rng.int(3, 40), rng.int(2, 30)];
    return [a, k * (a + c), c];
  },
  worked: ([a, , c]) => `${k} × (${a} + ${c}) = ${k * (a + c)}`,
  near: [`sumTimes${k === 2 ? 5 : k - 1}`, `sumTimes${k + 1}`, 'halfSquareOfSum', `product${k}`],
});

/** The first number k × the sum of the other two: (42, 18, 3) with 2 × (18 + 3) = 42 (coverage audit 4, item 5). */
const firstTimes = (k: number): MiddleRule => ({
  text: `a = ${k} × (b + c)`,
  fits: (a, b, c) => a === k * (b + c),
  make: (rng) => {
    const [b, c] = [rng.int(4, 40), rng.int(2, 20)];
    return [k * (b + c), b, c];
  },
  worked: ([, b, c]) => `${k} × (${b} + ${c}) = ${k * (b + c)}`,
  near: [`firstTimes${k === 2 ? 5 : k - 1}`, `firstTimes${k + 1}`, `sumTimes${k}`],
});

export const MIDDLE_RULES: Readonly<Record<string, MiddleRule>> = {
  product2: product(2),
  product3: product(3),
  product4: product(4),
  product5: product(5),
  product6: product(6),
  sumSquares: {
    text: 'b = a² + c²',
    fits: (a, b, c) => b === a * a + c * c,
    make: (rng) => {
      const [a, c] = [rng.int(2, 24), rng.int(2, 24)];
      return [a, a * a + c * c, c];
    },
    worked: ([a, , c]) => `${a}² + ${c}² = ${a * a + c * c}`,
    near: ['squareOfSum', 'diffSquares', 'product2'],
  },
  squareOfSum: {
    text: 'b = (a + c)²',
    fits: (a, b, c) => b === (a + c) ** 2,
    make: (rng) => {
      const [a, c] = [rng.int(2, 20), rng.int(2, 20)];
      return [a, (a + c) ** 2, c];
    },
    worked: ([a, , c]) => `(${a} + ${c})² = ${(a + c) ** 2}`,
    near: ['sumSquares', 'diffSquares', 'product2'],
  },
  diffSquares: {
    text: 'b = a² − c²',
    fits: (a, b, c) => b === a * a - c * c,
    make: (rng) => {
      const [a, c] = [rng.int(6, 31), rng.int(2, 20)];
      return [a, a * a - c * c, c];
    },
    worked: ([a, , c]) => `${a}² − ${c}² = ${a * a - c * c}`,
    near: ['sumSquares', 'squareOfSum', 'product2'],
  },
  // (4, 50, 6): (4 + 6)² ÷ 2 = 50 (coverage audit 4, item 5); a + c even, so b is whole
  halfSquareOfSum: {
    text: 'b = (a + c)² ÷ 2',
    fits: (a, b, c) => 2 * b === (a + c) ** 2,
    make: (rng) => {
      const a = rng.int(2, 20);
      const c = 2 * rng.int(1, 10) + (a % 2);
      return [a, (a + c) ** 2 / 2, c];
    },
    worked: ([a, , c]) => `(${a} + ${c})² ÷ 2 = ${(a + c) ** 2 / 2}`,
    near: ['squareOfSum', 'sumSquares', 'sumTimes4'],
  },
  sumTimes2: sumTimes(2),
  sumTimes3: sumTimes(3),
  sumTimes4: sumTimes(4),
  sumTimes5: sumTimes(5),
  firstTimes2: firstTimes(2),
  firstTimes3: firstTimes(3),
  firstTimes4: firstTimes(4),
  firstTimes5: firstTimes(5),
  linear2_1: linear(2, 1),
  'linear2_-1': linear(2, -1),
  linear2_2: linear(2, 2),
  'linear2_-2': linear(2, -2),
  linear2_3: linear(2, 3),
  linear3_1: linear(3, 1),
  'linear3_-1': linear(3, -1),
  linear3_2: linear(3, 2),
  'linear3_-2': linear(3, -2),
  linear3_3: linear(3, 3),
  diff0: differences(0),
  diff1: differences(1),
  diff2: differences(2),
  diff3: differences(3),
  diffDouble: {
    text: 'c − b = 2 × (b − a)',
    fits: (a, b, c) => c - b === 2 * (b - a),
    make: (rng) => {
      const a = rng.int(10, 90);
      const d = rng.int(4, 24);
      return [a, a + d, a + 3 * d];
    },
    worked: ([a, b, c]) => `${b} − ${a} = ${b - a}, ${c} − ${b} = ${c - b}`,
    near: ['diff0', 'diff2', 'diff3'],
  },
};

const LEVEL_RULES: Record<Level, readonly string[]> = {
  1: ['product2', 'product3', 'linear2_1', 'linear2_-1', 'diff2', 'diff1', 'sumTimes4', 'firstTimes2'],
  2: [
    ...['product3', 'product4', 'product5', 'linear2_1', 'linear3_1', 'linear2_2', 'diff2', 'diff3'],
    ...['sumTimes3', 'sumTimes4', 'firstTimes2', 'firstTimes3'],
  ],
  3: [
    ...[
      'product4',
      'product5',
      'sumSquares',
      'squareOfSum',
      'linear3_-1',
      'linear3_2',
      'diffDouble',
      'diff3',
    ],
    ...['halfSquareOfSum', 'sumTimes5', 'firstTimes4'],
  ],
};

/** What the rule says, in words, for the explanation's first step. */
function saying(name: string, hindi: boolean): string {
  if (name.startsWith('firstTimes'))
    return hindi ? 'पहली संख्या बाकी दो संख्याओं से बनती है' : 'the first number is made from the other two';
  if (
    name.startsWith('product') ||
    name.startsWith('sumTimes') ||
    ['sumSquares', 'squareOfSum', 'diffSquares', 'halfSquareOfSum'].includes(name)
  )
    return hindi ? 'बीच की संख्या बाहरी दो संख्याओं से बनती है' : 'the middle number is made from the outer two';
  if (name.startsWith('linear'))
    return hindi ? 'प्रत्येक संख्या अपने से पहले वाली संख्या से बनती है' : 'each number is made from the one before it';
  return hindi ? 'क्रमागत संख्याओं के अंतर एक नियम से बढ़ते हैं' : 'the differences between neighbours follow one rule';
}

const setText = ([a, b, c]: Triad): string => `(${a}, ${b}, ${c})`;

const NOTE =
  '(NOTE: Operations should be performed on the whole numbers, without breaking down the numbers into their constituent digits.)';
const HI_NOTE = '(ध्यान दें: संक्रियाएँ पूर्ण संख्याओं पर की जानी चाहिए, संख्याओं को उनके घटक अंकों में तोड़े बिना।)';

/** Every rule a candidate might read into a set: the middle and chain rules, and sameTriad's. */
function rulesFitting(t: Triad): string[] {
  const [a, b, c] = t;
  return [
    ...Object.keys(MIDDLE_RULES).filter((n) => MIDDLE_RULES[n]!.fits(a, b, c)),
    ...Object.keys(TRIAD_RULES).filter((n) => TRIAD_RULES[n]!.f(a, b) === c),
  ];
}

export function triadMiddle(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(LEVEL_RULES[level]);
    const rule = MIDDLE_RULES[name]!;
    // three different numbers in a set, each a positive whole below 1000
    const fine = (t: Triad | undefined): t is Triad =>
      !!t && new Set(t).size === 3 && t.every((n) => Number.isInteger(n) && n > 0 && n < 1000);
    const sets = [rule.make(rng), rule.make(rng), rule.make(rng)];
    if (!sets.every(fine)) return undefined;
    const [first, second, key] = sets as Triad[];
    if (new Set(sets.map((t) => t!.join())).size !== 3) return undefined;
    // the examples step differently (two sets with the same differences 4 and 8 read as "d, 2d" and
    // as "d, d + 4" alike)
    const gaps = (t: Triad): string => `${t[1] - t[0]},${t[2] - t[1]}`;
    if (gaps(first!) === gaps(second!)) return undefined;
    // every reading of the examples (the rule, and any other rule of either table fitting both) keys
    // the same set: the key fits them all, and no wrong set fits any of them
    const readings = rulesFitting(first!).filter((n) => rulesFitting(second!).includes(n));
    if (!readings.includes(name) || !readings.every((n) => rulesFitting(key!).includes(n))) return undefined;
    // every option's largest number about as large as the examples' (a far larger one gives itself away)
    const tops = [first!, second!].map((t) => Math.max(...t));
    const plausible = (t: Triad): boolean =>
      Math.max(...t) >= Math.min(...tops) / 2 && Math.max(...t) <= Math.max(...tops) * 2;
    if (!plausible(key!)) return undefined;
    const answer = setText(key!);

    const distractors: Distractor[] = [];
    const used = new Set(sets.map((t) => t!.join()));
    const notes: string[] = [];
    const hiNotes: string[] = [];
    for (const miss of rng.shuffle(rule.near.filter((n) => n in MIDDLE_RULES))) {
      if (distractors.length === 3) break;
      const other = MIDDLE_RULES[miss]!;
      let t: Triad | undefined;
      for (let tries = 0; tries < 12 && !t; tries += 1) {
        const drawn = other.make(rng);
        // a wrong set never follows the rule, and is no other set again
        if (
          fine(drawn) &&
          plausible(drawn) &&
          !rulesFitting(drawn).some((n) => readings.includes(n)) &&
          !used.has(drawn.join())
        )
          t = drawn;
      }
      if (!t) continue;
      used.add(t.join());
      const value = setText(t);
      distractors.push({
        mistake: `a set following the rule ${other.text} instead`,
        hi: `इसके बजाय नियम ${other.text} वाला समुच्चय चुनना`,
        value,
      });
      notes.push(`${value}: ${other.worked(t)}`);
      hiNotes.push(`${value}: ${other.worked(t)}`);
    }
    if (distractors.length < 3) return undefined;
    const examples = [first!, second!];
    const shown = examples.map(setText).join(', ');
    const exampleWork = examples.map((t) => rule.worked(t)).join('; ');
    // "2 × before + 1" read as differences d and 2d: the same key, said so
    const also = readings.filter((n) => n !== name && n in MIDDLE_RULES).map((n) => MIDDLE_RULES[n]!.text);
    const alsoText = also.length ? ` (Read as ${also.join(', ')}, the sets give the same answer.)` : '';
    const hiAlsoText = also.length ? ` (${also.join(', ')} के रूप में पढ़ने पर भी यही उत्तर मिलता है।)` : '';
    return {
      question: `Select the set in which the numbers are related in the same way as are the numbers of the following sets.\n${NOTE}\n${shown}`,
      answer,
      trap: false,
      distractors,
      steps: [
        `Here ${saying(name, false)}: ${rule.text}, where a, b and c are the first, second and third numbers of a set. ${exampleWork}.`,
        `Only ${answer} follows it: ${rule.worked(key!)}.${alsoText}`,
        `The other sets follow other rules: ${notes.join('; ')}.`,
      ],
      hi: {
        question: `उस समुच्चय का चयन कीजिए जिसमें संख्याएँ उसी प्रकार संबंधित हैं, जिस प्रकार निम्नलिखित समुच्चयों की संख्याएँ संबंधित हैं।\n${HI_NOTE}\n${shown}`,
        steps: [
          `यहाँ ${saying(name, true)}: ${rule.text}, जहाँ a, b और c किसी समुच्चय की पहली, दूसरी और तीसरी संख्याएँ हैं। ${exampleWork}।`,
          `केवल ${answer} इस नियम का पालन करता है: ${rule.worked(key!)}।${hiAlsoText}`,
          `अन्य समुच्चय दूसरे नियमों का पालन करते हैं: ${hiNotes.join('; ')}।`,
        ],
      },
      params: {
        examples: examples.map((t) => [...t]),
        sets: [answer, ...distractors.map((d) => String(d.value))],
      },
    };
  });
}
