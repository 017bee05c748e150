/**
 * Code forms the papers set beside letter shifts (issue 19, item 3): phrase code languages ("do or
 * die" is written as "ka pa ta" …; which code means "die"?), words written as the places of their
 * letters ("CAT" → 3120), and letters rearranged by place (pairs swapped, halves swapped or reversed),
 * the last both as a code and as an analogy. Kinds of coding_and_decoding and anology.
 */
import { listAnd } from '../format';
import { hiListAnd, inHindi } from '../hindi';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { position, shiftWord, WORDS } from './letters';

const PHRASE_WORDS = [
  'do',
  'or',
  'die',
  'go',
  'home',
  'we',
  'play',
  'here',
  'good',
  'boys',
  'eat',
  'sweet',
  'fruits',
  'sky',
  'is',
  'blue',
  'birds',
  'fly',
  'high',
  'run',
  'fast',
  'now',
  'tea',
  'hot',
  'red',
  'ball',
] as const;
const SYLLABLES = [
  'ka',
  'pa',
  'ta',
  'zo',
  'mi',
  'lu',
  'ne',
  'ri',
  'so',
  'vu',
  'de',
  'gi',
  'fo',
  'ba',
  'ye',
  'ju',
];

const quote = (words: readonly string[]): string => `"${words.join(' ')}"`;

/**
 * The phrases and codes as Hindi papers set them (issue 15): Devanagari words ("करो या मरो") written
 * as Devanagari syllables, one Hindi word for each English word and one syllable for each code, so
 * the Hindi puzzle has the same solution and its options stay as distinct as the English.
 */
const HI_PHRASE_WORDS: Readonly<Record<(typeof PHRASE_WORDS)[number], string>> = {
  do: 'करो',
  or: 'या',
  die: 'मरो',
  go: 'जाओ',
  home: 'घर',
  we: 'हम',
  play: 'खेलें',
  here: 'यहाँ',
  good: 'अच्छे',
  boys: 'लड़के',
  eat: 'खाओ',
  sweet: 'मीठे',
  fruits: 'फल',
  sky: 'आकाश',
  is: 'है',
  blue: 'नीला',
  birds: 'पक्षी',
  fly: 'उड़ें',
  high: 'ऊँचा',
  run: 'दौड़ो',
  fast: 'तेज़',
  now: 'अभी',
  tea: 'चाय',
  hot: 'गरम',
  red: 'लाल',
  ball: 'गेंद',
};
const HI_SYLLABLES: Readonly<Record<string, string>> = {
  ka: 'का',
  pa: 'पा',
  ta: 'टा',
  zo: 'ज़ो',
  mi: 'मी',
  lu: 'लू',
  ne: 'नै',
  ri: 'री',
  so: 'सो',
  vu: 'वू',
  de: 'डे',
  gi: 'गी',
  fo: 'फ़ो',
  ba: 'बा',
  ye: 'यो',
  ju: 'जू',
};
/** A phrase word or a code in Hindi. */
const hiItem = (x: string): string => inHindi(x in HI_SYLLABLES ? HI_SYLLABLES : HI_PHRASE_WORDS, x);
const hiQuote = (items: readonly string[]): string => `"${items.map(hiItem).join(' ')}"`;

/**
 * Three phrases and their codes, each code written in a shuffled order. The asked word (or code) is
 * fixed because the phrases holding it share exactly one code (word) between them.
 */
export function phraseCode(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const size = level === 2 ? 3 : rng.pick([3, 4]);
    const vocabulary = rng.sample(PHRASE_WORDS, size === 3 ? 6 : 7);
    const codes = rng.sample(SYLLABLES, vocabulary.length);
    const codeOf = new Map(vocabulary.map((w, i) => [w, codes[i]!]));
    const phrases = Array.from({ length: 3 }, () => rng.sample(vocabulary, size));
    if (new Set(phrases.map((p) => [...p].sort().join(' '))).size < 3) return undefined;
    // every word of the vocabulary in some phrase
    if (vocabulary.some((w) => !phrases.some((p) => p.includes(w)))) return undefined;
    const written = phrases.map((p) => rng.shuffle(p.map((w) => codeOf.get(w)!)));
    const reverse = level === 3 && rng.chance(0.4);
    const asked = rng.pick(vocabulary);
    const holding = phrases.flatMap((p, i) => (p.includes(asked) ? [i] : []));
    if (holding.length < 2) return undefined;
    // the codes the phrases holding the word all have
    const shared = written[holding[0]!]!.filter((c) => holding.every((i) => written[i]!.includes(c)));
    if (shared.length !== 1) return undefined;
    const [first, second] = holding as [number, number];
    const others = phrases.flatMap((_, i) => (holding.includes(i) ? [] : [i]));
    const code = codeOf.get(asked)!;
    // what a candidate takes from a phrase: its codes, or (asked for a code's word) its words
    const items = (i: number): string[] => (reverse ? phrases[i]! : written[i]!);
    const thing = reverse ? 'word' : 'code';
    const notIn = (a: number, b: number): Distractor[] =>
      items(a)
        .filter((x) => !items(b).includes(x))
        .map((x) => ({
          mistake: `taking a ${thing} of ${quote(phrases[a]!)} that ${quote(phrases[b]!)} does not have`,
          hi: `${hiQuote(phrases[a]!)} का ऐसा ${reverse ? 'शब्द' : 'कूट'} लेना जो ${hiQuote(phrases[b]!)} में नहीं है`,
          value: x,
        }));
    const distractors: Distractor[] = [
      ...notIn(first, second),
      ...notIn(second, first),
      ...others.flatMap((i) =>
        items(i)
          .filter((x) => x !== (reverse ? asked : code))
          .map((x) => ({
            mistake: reverse
              ? `taking a word of ${quote(phrases[i]!)}, whose code does not have "${code}"`
              : `taking a code of ${quote(phrases[i]!)}, which does not hold "${asked}"`,
            hi: reverse
              ? `ऐसे वाक्यांश ${hiQuote(phrases[i]!)} का कोई शब्द लेना जिसके कूट में "${hiItem(code)}" नहीं है`
              : `"${hiItem(asked)}" से रहित वाक्यांश ${hiQuote(phrases[i]!)} का कोई कूट लेना`,
            value: x,
          })),
      ),
    ];
    if (new Set(distractors.map((d) => d.value)).size < 3) return undefined;
    const given = listAnd(phrases.map((p, i) => `${quote(p)} is written as ${quote(written[i]!)}`));
    const ask = reverse
      ? `Which word is written as "${code}" in that language?`
      : `How is "${asked}" written in that language?`;
    return {
      question: `In a certain code language, ${given}. ${ask}`,
      answer: reverse ? asked : code,
      distractors: rng.shuffle(distractors),
      steps: reverse
        ? [
            `"${code}" is in the codes of ${listAnd(holding.map((i) => quote(phrases[i]!)))}, and the only word these share is "${asked}".`,
            `So "${code}" means ${asked}.`,
          ]
        : [
            `"${asked}" is in ${listAnd(holding.map((i) => quote(phrases[i]!)))}, and the only code these share is "${code}".`,
            `So "${asked}" is written as ${code}.`,
          ],
      hi: {
        question: `किसी कूट भाषा में ${hiListAnd(phrases.map((p, i) => `${hiQuote(p)} को ${hiQuote(written[i]!)} लिखा जाता है`))}। ${
          reverse
            ? `उसी भाषा में "${hiItem(code)}" किस शब्द का कूट है?`
            : `उसी भाषा में "${hiItem(asked)}" को कैसे लिखा जाएगा?`
        }`,
        steps: reverse
          ? [
              `"${hiItem(code)}" ${hiListAnd(holding.map((i) => hiQuote(phrases[i]!)))} के कूटों में है, और इन वाक्यांशों में केवल "${hiItem(asked)}" शब्द समान है।`,
              `अतः "${hiItem(code)}" का अर्थ ${hiItem(asked)} है।`,
            ]
          : [
              `"${hiItem(asked)}" ${hiListAnd(holding.map((i) => hiQuote(phrases[i]!)))} में है, और इनके कूटों में केवल "${hiItem(code)}" समान है।`,
              `अतः "${hiItem(asked)}" को ${hiItem(code)} लिखा जाता है।`,
            ],
        options: Object.fromEntries([...vocabulary, ...codes].map((x) => [x, hiItem(x)])),
      },
      params: {
        phrases: phrases.map((p) => p.join(' ')),
        written: written.map((w) => w.join(' ')),
        asked: reverse ? code : asked,
        reverse,
      },
    };
  });
}

/** A word's letters written as their places, run together: CAT → 3120 (from A) or 24267 (from Z). */
const placesOf = (word: string, fromZ: boolean): number[] =>
  [...word].map((c) => (fromZ ? 27 - position(c) : position(c)));
const run = (places: readonly number[]): string => places.join('');

export function letterDigits(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [given, asked] = rng.sample(
      WORDS.filter((w) => w.length <= 5),
      2,
    );
    const fromZ = level === 2 && rng.chance(0.6);
    const places = placesOf(asked!, fromZ);
    const ans = run(places);
    const distractors: Distractor[] = [
      {
        mistake: `counting the places from ${fromZ ? 'A' : 'Z'}`,
        hi: `क्रमांक ${fromZ ? 'A' : 'Z'} से गिनना`,
        value: run(placesOf(asked!, !fromZ)),
      },
      {
        mistake: 'writing the places in reverse order',
        hi: 'क्रमांकों को उलटे क्रम में लिखना',
        value: run([...places].reverse()),
      },
      {
        mistake: 'counting every place one too many',
        hi: 'हर क्रमांक एक अधिक गिनना',
        value: run(places.map((p) => p + 1)),
      },
      {
        mistake: 'counting every place one too few',
        hi: 'हर क्रमांक एक कम गिनना',
        value: run(places.map((p) => p - 1)),
      },
    ];
    if (places.some((p) => p === 1 || p === 26)) return undefined; // a 0 or 27 makes no letter
    return {
      question: `In a certain code, ${given} is written as ${run(placesOf(given!, fromZ))}. How is ${asked} written in that code?`,
      answer: ans,
      distractors,
      steps: [
        fromZ
          ? `Each letter is written as its place counted from Z (Z = 1, Y = 2, …, A = 26): ${[...given!].map((c) => `${c} = ${27 - position(c)}`).join(', ')}.`
          : `Each letter is written as its place in the alphabet (A = 1, …, Z = 26): ${[...given!].map((c) => `${c} = ${position(c)}`).join(', ')}.`,
        `So ${asked} → ${places.join(', ')} → ${ans}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${run(placesOf(given!, fromZ))} लिखा जाता है। उसी कूट भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          fromZ
            ? `प्रत्येक अक्षर के स्थान पर Z से गिना गया उसका क्रमांक लिखा गया है (Z = 1, Y = 2, …, A = 26): ${[...given!].map((c) => `${c} = ${27 - position(c)}`).join(', ')}।`
            : `प्रत्येक अक्षर के स्थान पर वर्णमाला में उसका क्रमांक लिखा गया है (A = 1, …, Z = 26): ${[...given!].map((c) => `${c} = ${position(c)}`).join(', ')}।`,
          `अतः ${asked} → ${places.join(', ')} → ${ans}।`,
        ],
      },
      params: { given: given!, code: run(placesOf(given!, fromZ)), asked: asked! },
    };
  });
}

/** Letters rearranged by place: what is done to a word, as a function of its letters. */
export const REARRANGEMENTS: Record<string, { words: string; hi: string; f: (w: string) => string }> = {
  pairs: {
    words: 'each pair of neighbouring letters is swapped',
    hi: 'पास-पास के अक्षरों का हर जोड़ा आपस में बदला गया है',
    f: (w) => w.replace(/(.)(.)/g, '$2$1'),
  },
  halves: {
    words: 'the two halves of the word change places',
    hi: 'शब्द के दोनों आधे भागों ने आपस में स्थान बदला है',
    f: (w) => w.slice(w.length / 2) + w.slice(0, w.length / 2),
  },
  halvesReversed: {
    words: 'each half of the word is written backwards',
    hi: 'शब्द का हर आधा भाग उलटा लिखा गया है',
    f: (w) =>
      [...w.slice(0, w.length / 2)].reverse().join('') + [...w.slice(w.length / 2)].reverse().join(''),
  },
  backwards: {
    words: 'the word is written backwards',
    hi: 'शब्द उलटा लिखा गया है',
    f: (w) => [...w].reverse().join(''),
  },
  firstToEnd: {
    words: 'the first letter moves to the end',
    hi: 'पहला अक्षर अंत में चला गया है',
    f: (w) => w.slice(1) + w[0],
  },
};
const MISTAKE_OF: Record<string, string> = {
  pairs: 'swapping each pair of neighbouring letters',
  halves: 'swapping the two halves',
  halvesReversed: 'writing each half backwards',
  backwards: 'writing the whole word backwards',
  firstToEnd: 'moving the first letter to the end',
};
const HI_MISTAKE_OF: Record<string, string> = {
  pairs: 'पास-पास के अक्षरों के हर जोड़े को आपस में बदलना',
  halves: 'दोनों आधे भागों को आपस में बदलना',
  halvesReversed: 'हर आधे भाग को उलटा लिखना',
  backwards: 'पूरे शब्द को उलटा लिखना',
  firstToEnd: 'पहले अक्षर को अंत में ले जाना',
};

/** The analogy stem as Hindi-medium papers print it (issue 15), shared with analogy.ts. */
export const HI_ANALOGY_STEM =
  'उस विकल्प का चयन कीजिए जो तीसरे पद से उसी प्रकार संबंधित है, जिस प्रकार दूसरा पद पहले पद से संबंधित है।';

/** Even-length words with no letter repeated, so a rearrangement can be read off one example. */
const EVEN_WORDS = WORDS.filter((w) => w.length % 2 === 0 && new Set(w).size === w.length);

export function rearranged(rng: Rng, level: Level, as: 'code' | 'analogy'): Problem {
  return until((): Problem | undefined => {
    const [given, asked] = rng.sample(EVEN_WORDS, 2);
    if (given!.length !== asked!.length) return undefined;
    // in a word of four letters, writing each half backwards is swapping the pairs
    const type = rng.pick(
      given!.length === 4 ? (['pairs', 'halves'] as const) : (['pairs', 'halves', 'halvesReversed'] as const),
    );
    const k = as === 'code' && level === 3 ? rng.pick([1, -1, 2]) : 0;
    const code = (w: string): string => shiftWord(REARRANGEMENTS[type]!.f(w), k);
    const ans = code(asked!);
    const distractors: Distractor[] = Object.keys(MISTAKE_OF)
      .filter((t) => t !== type)
      .map((t) => ({
        mistake: `${MISTAKE_OF[t]} instead`,
        hi: `इसके बजाय ${HI_MISTAKE_OF[t]}`,
        value: shiftWord(REARRANGEMENTS[t]!.f(asked!), k),
      }));
    if (k !== 0)
      distractors.unshift(
        {
          mistake: 'rearranging the letters without moving them',
          hi: 'अक्षरों को खिसकाए बिना केवल उनका क्रम बदलना',
          value: REARRANGEMENTS[type]!.f(asked!),
        },
        {
          mistake: 'moving the letters the wrong way',
          hi: 'अक्षरों को उलटी दिशा में खिसकाना',
          value: shiftWord(REARRANGEMENTS[type]!.f(asked!), -k),
        },
      );
    const moved =
      k === 0
        ? ''
        : `, then each letter moves ${Math.abs(k)} ${Math.abs(k) === 1 ? 'place' : 'places'} ${k > 0 ? 'forward' : 'back'}`;
    return {
      question:
        as === 'code'
          ? `In a certain code, ${given} is written as ${code(given!)}. How is ${asked} written in that code?`
          : `Select the option that is related to the third word in the same way as the second word is related to the first word. ${given} : ${code(given!)} :: ${asked} : ?`,
      answer: ans,
      distractors,
      steps: [
        `In ${given} → ${code(given!)}, ${REARRANGEMENTS[type]!.words}${moved}.`,
        `So ${asked} → ${ans}.`,
      ],
      hi: {
        question:
          as === 'code'
            ? `किसी कूट भाषा में ${given} को ${code(given!)} लिखा जाता है। उसी कूट भाषा में ${asked} को कैसे लिखा जाएगा?`
            : `${HI_ANALOGY_STEM} ${given} : ${code(given!)} :: ${asked} : ?`,
        steps: [
          `${given} → ${code(given!)} में ${REARRANGEMENTS[type]!.hi}${k === 0 ? '' : `, फिर प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} खिसकाया गया है`}।`,
          `अतः ${asked} → ${ans}।`,
        ],
      },
      params: { given: given!, asked: asked!, code: code(given!) },
    };
  });
}
