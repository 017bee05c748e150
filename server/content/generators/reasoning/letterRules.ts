/**
 * Letter forms of coverage audit 3:
 * - `vowelCode` (coding_and_decoding, item 21): a code that treats vowels and consonants differently
 *   ("consonants one place forward, vowels kept": MANGO → NAOHO), read off one example word;
 * - `oppositeShift` (anology, item 22): a letter-cluster analogy by the opposite letter then a shift
 *   (F → U → W), from two examples; the examples are drawn until no simpler reading (a plain shift, the
 *   cluster reversed and shifted, reversed opposites) fits them both;
 * - `oddClusterPair` (classification, item 17): the odd one out among pairs of letter clusters with one
 *   rule inside each pair (EJ-OT, KP-UZ, CH-MR: every letter of the first cluster + 10; PF-OI breaks it).
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { letterAt, opposite, position, WORDS } from './letters';
import { letterGroupRivals } from './rivalRules';

const isVowel = (c: string): boolean => 'AEIOU'.includes(c);

/** "1 place forward", "2 places back", "kept as they are". */
const describe = (k: number): string =>
  k === 0
    ? 'kept as they are'
    : `${Math.abs(k)} ${Math.abs(k) === 1 ? 'place' : 'places'} ${k > 0 ? 'forward' : 'back'}`;
const hiDescribe = (k: number): string => (k === 0 ? 'यथावत' : `${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'}`);

/** A word coded with consonants moved c places and vowels v places. */
const vowelCoded = (word: string, c: number, v: number): string =>
  [...word].map((ch) => letterAt(position(ch) + (isVowel(ch) ? v : c))).join('');

const RULES: Record<Level, readonly (readonly [number, number])[]> = {
  1: [
    [1, 0],
    [-1, 0],
    [2, 0],
  ],
  2: [
    [1, 0],
    [2, 0],
    [1, -1],
    [-1, 1],
    [2, 1],
  ],
  3: [
    [2, -1],
    [3, 1],
    [-2, 1],
    [1, 2],
    [3, 0],
  ],
};

export function vowelCode(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [c, v] = rng.pick(RULES[level]);
    const [given, asked] = rng.sample(
      WORDS.filter((w) => w.length >= 5),
      2,
    ) as [string, string];
    const vowels = (w: string): number => [...w].filter(isVowel).length;
    // both words have at least two vowels and two consonants, so the example shows both rules
    if ([given, asked].some((w) => vowels(w) < 2 || w.length - vowels(w) < 2)) return undefined;
    // the vowels of the example are not exactly its odd or its even places (then "alternate letters
    // moved differently" would read the example as well)
    const places = [...given].map((ch, i) => (isVowel(ch) ? i % 2 : -1)).filter((x) => x >= 0);
    const alternate = [0, 1].some(
      (parity) =>
        places.length === [...given].filter((_, i) => i % 2 === parity).length &&
        places.every((x) => x === parity),
    );
    if (alternate) return undefined;
    const code = vowelCoded(given, c, v);
    const answer = vowelCoded(asked, c, v);
    const named = (why: string, hiWhy: string, cc: number, vv: number): Distractor => ({
      mistake: `${why}: consonants ${describe(cc)}, vowels ${describe(vv)}`,
      hi: `${hiWhy}: व्यंजन ${hiDescribe(cc)}, स्वर ${hiDescribe(vv)}`,
      value: vowelCoded(asked, cc, vv),
    });
    const distractors: Distractor[] = [
      named('treating the vowels like the consonants', 'स्वरों को भी व्यंजनों की तरह बदलना', c, c),
      named('swapping the two rules', 'दोनों नियमों को आपस में बदल देना', v, c),
      named('moving the consonants the wrong way', 'व्यंजनों को उलटी दिशा में खिसकाना', -c, v),
      named('moving the consonants one place too far', 'व्यंजनों को एक स्थान अधिक खिसकाना', c + Math.sign(c), v),
    ];
    const consonantPairs = [...given]
      .map((ch, i) => [ch, code[i]!] as const)
      .filter(([ch]) => !isVowel(ch))
      .map(([a, b]) => `${a}→${b}`)
      .join(', ');
    const vowelPairs = [...given]
      .map((ch, i) => [ch, code[i]!] as const)
      .filter(([ch]) => isVowel(ch))
      .map(([a, b]) => `${a}→${b}`)
      .join(', ');
    return {
      question: `In a certain code language, ${given} is written as ${code}. How will ${asked} be written in that language?`,
      answer,
      distractors,
      steps: [
        `In ${given} the consonants ${c === 0 ? 'are kept as they are' : `move ${describe(c)}`} (${consonantPairs}) and the vowels ${v === 0 ? 'are kept as they are' : `move ${describe(v)}`} (${vowelPairs}).`,
        `So ${asked} becomes ${answer}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${code} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `${given} में व्यंजन ${hiDescribe(c)} (${consonantPairs}) और स्वर ${hiDescribe(v)} (${vowelPairs}) हैं।`,
          `अतः ${asked} का कूट ${answer} होगा।`,
        ],
      },
      params: { given, code, asked },
    };
  });
}

// ---- opposite letter, then a shift ---------------------------------------------------------------

const oppositeThen = (cluster: string, s: number): string =>
  [...cluster].map((ch) => letterAt(position(opposite(ch)) + s)).join('');
const shifted = (cluster: string, s: number): string =>
  [...cluster].map((ch) => letterAt(position(ch) + s)).join('');
const reversed = (cluster: string): string => [...cluster].reverse().join('');

/** Every simple reading of a → b: a plain shift, opposite then shift, reversed then either. */
export function clusterReadings(a: string, b: string): string[] {
  const readings: string[] = [];
  // shifts taken round the alphabet (s and s − 26 are one shift)
  for (let s = 0; s < 26; s += 1) {
    if (shifted(a, s) === b) readings.push(`shift ${s}`);
    if (oppositeThen(a, s) === b) readings.push(`opposite ${s}`);
    if (shifted(reversed(a), s) === b) readings.push(`reversed shift ${s}`);
    if (oppositeThen(reversed(a), s) === b) readings.push(`reversed opposite ${s}`);
  }
  return readings;
}

const SHIFTS: Record<Level, readonly number[]> = { 1: [1, 2], 2: [1, 2, -1, -2], 3: [2, 3, -2, -3] };

export function oppositeShift(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const s = rng.pick(SHIFTS[level]);
    const size = level === 3 ? 4 : rng.pick([3, 4]);
    const draw = (): string =>
      rng
        .sample(
          Array.from({ length: 26 }, (_, i) => i + 1),
          size,
        )
        .sort((x, y) => x - y)
        .map(letterAt)
        .join('');
    const [e1, e2, q] = [draw(), draw(), draw()];
    if (new Set([e1, e2, q]).size < 3) return undefined;
    const [c1, c2] = [oppositeThen(e1, s), oppositeThen(e2, s)];
    // the two examples admit this reading only (the asked cluster too, so every reading keys it)
    const both = clusterReadings(e1, c1).filter((r) => clusterReadings(e2, c2).includes(r));
    if (both.length !== 1) return undefined;
    const answer = oppositeThen(q, s);
    const distractors: Distractor[] = [
      {
        mistake: 'taking the opposite letters without the shift',
        hi: 'खिसकाए बिना केवल विपरीत अक्षर लेना',
        value: oppositeThen(q, 0),
      },
      {
        mistake: `moving the opposite letters ${describe(-s)} instead of ${describe(s)}`,
        hi: `विपरीत अक्षरों को ${hiDescribe(s)} के बजाय ${hiDescribe(-s)} खिसकाना`,
        value: oppositeThen(q, -s),
      },
      {
        mistake: `moving the letters themselves ${describe(s)}, without taking opposites`,
        hi: `विपरीत अक्षर लिए बिना अक्षरों को ही ${hiDescribe(s)} खिसकाना`,
        value: shifted(q, s),
      },
      {
        mistake: `moving the opposite letters ${describe(s + Math.sign(s))}`,
        hi: `विपरीत अक्षरों को ${hiDescribe(s + Math.sign(s))} खिसकाना`,
        value: oppositeThen(q, s + Math.sign(s)),
      },
    ];
    const work = (x: string): string =>
      [...x].map((ch) => `${ch}→${opposite(ch)}→${letterAt(position(opposite(ch)) + s)}`).join(', ');
    return {
      question: `${e1} is related to ${c1} in a certain way. In the same way, ${e2} is related to ${c2}. To which of the following is ${q} related following the same logic?`,
      answer,
      distractors,
      steps: [
        `Each letter is replaced by its opposite letter (A↔Z, B↔Y …), which is then moved ${describe(s)}: ${work(e1)}.`,
        `So ${q} gives ${work(q)}: ${answer}.`,
      ],
      hi: {
        question: `${e1} एक निश्चित प्रकार से ${c1} से संबंधित है। उसी प्रकार ${e2}, ${c2} से संबंधित है। समान तर्क का अनुसरण करते हुए ${q} निम्नलिखित में से किससे संबंधित है?`,
        steps: [
          `प्रत्येक अक्षर के स्थान पर उसका विपरीत अक्षर (A↔Z, B↔Y …) लिया जाता है, जिसे फिर ${hiDescribe(s)} खिसकाया जाता है: ${work(e1)}।`,
          `अतः ${q} से ${work(q)}: ${answer} मिलता है।`,
        ],
      },
      params: { examples: [e1, c1, e2, c2], asked: q },
    };
  });
}

// ---- odd pair of letter clusters -------------------------------------------------------------------

/** "EJ-OT": a two-letter cluster (letters g apart) and the same moved k places. */
const clusterPair = (start: number, g: number, k1: number, k2: number): string =>
  `${letterAt(start)}${letterAt(start + g)}-${letterAt(start + k1)}${letterAt(start + g + k2)}`;

export function oddClusterPair(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const g = rng.pick(level === 1 ? [2, 3, 4, 5] : [2, 3, 4, 5, 6, 7]);
    const k = rng.pick(level === 1 ? [2, 3, 4, 5] : [4, 5, 6, 7, 8, 9, 10, 11]);
    const starts = rng.sample(
      Array.from({ length: 26 }, (_, i) => i + 1),
      4,
    );
    // the odd pair moves one of its letters a place too far or too short
    const which = rng.pick([1, 2]);
    const off = k + rng.pick([1, -1]);
    const fits = starts.slice(0, 3).map((st) => clusterPair(st, g, k, k));
    const odd = clusterPair(starts[3]!, g, which === 1 ? off : k, which === 2 ? off : k);
    // no wrap past Z at level 1 (level 2 and 3 may wrap round, as papers do)
    if (level === 1 && starts.some((st) => st + g + k + 1 > 26)) return undefined;
    const options = [...fits, odd];
    if (new Set(options).size < 4 || new Set(options.map((o) => o.slice(0, 2))).size < 4) return undefined;
    // no other simple rule (vowels, a vowel first) singles out another pair, on either cluster
    for (const side of [0, 1])
      if (
        letterGroupRivals(
          options.map((o) => o.split('-')[side]!),
          odd.split('-')[side]!,
        ).length > 0
      )
        return undefined;
    const shownOptions = rng.shuffle(options);
    const moved = (o: string): string => {
      const [a, b] = o.split('-') as [string, string];
      const step = (x: string, y: string): number => (((position(y) - position(x)) % 26) + 26) % 26;
      return `${a[0]}→${b[0]} +${step(a[0]!, b[0]!)}, ${a[1]}→${b[1]} +${step(a[1]!, b[1]!)}`;
    };
    return {
      question: `Three of the following letter-cluster pairs are alike in some manner and hence form a group. Which letter-cluster pair does NOT belong to that group?\n(Note: The odd one out is not based on the number of consonants/vowels or their position in the letter cluster.)\n${shownOptions.join(', ')}`,
      answer: odd,
      trap: false,
      distractors: fits.map((f) => ({
        mistake: `picking a pair that follows the rule (each letter of the first cluster + ${k} gives the second)`,
        hi: `नियम का पालन करने वाला युग्म चुनना (पहले समूह का प्रत्येक अक्षर + ${k} दूसरा समूह देता है)`,
        value: f,
      })),
      steps: [
        `In ${fits.join(', ')} each letter of the first cluster moves ${k} places forward to give the second (the alphabet wraps round after Z): ${fits.map(moved).join('; ')}.`,
        `In ${odd}: ${moved(odd)}, so ${odd} is the odd one.`,
      ],
      hi: {
        question: `निम्नलिखित में से तीन अक्षर-समूह युग्म किसी प्रकार से एक समान हैं और इस प्रकार एक समूह बनाते हैं। कौन-सा अक्षर-समूह युग्म उस समूह से संबंधित नहीं है?\n(ध्यान दें: असंगत युग्म व्यंजनों/स्वरों की संख्या या अक्षर-समूह में उनके स्थान पर आधारित नहीं है।)\n${shownOptions.join(', ')}`,
        steps: [
          `${fits.join(', ')} में पहले समूह का प्रत्येक अक्षर ${k} स्थान आगे चलकर दूसरा समूह देता है (Z के बाद फिर A आता है): ${fits.map(moved).join('; ')}।`,
          `${odd} में: ${moved(odd)}, अतः ${odd} असंगत है।`,
        ],
      },
      params: { options: shownOptions },
    };
  });
}
