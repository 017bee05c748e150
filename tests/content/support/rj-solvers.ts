/**
 * Independent solvers and trap checks for the letter, word and logic forms of coverage audit 5 built
 * on branch `rj`: each reads the printed example, series, clusters, statements or word pair from the
 * params and works the answer out its own way, without the generators' tables or helpers.
 */
import { FACTS } from './re-solvers';
import { parseSentence, satisfiable } from './syllogism-solver';
import { type Checks, misnamed } from './trap-expected';
import { type Expected, type Params, text } from './values';

const place = (c: string): number => c.charCodeAt(0) - 64;
const letter = (n: number): string => String.fromCharCode(65 + ((((n - 1) % 26) + 26) % 26));
/** The shift from one letter to another, read the short way round (−12 … 13). */
const gap = (from: string, to: string): number => {
  const d = (((place(to) - place(from)) % 26) + 26) % 26;
  return d > 13 ? d - 26 : d;
};
const shifted = (w: string, d: readonly number[]): string =>
  [...w].map((c, i) => letter(place(c) + d[i]!)).join('');
const backwards = (w: string): string => w.split('').reverse().join('');
/** "+3", "−2" as printed → a number. */
const readSigned = (s: string): number => Number(s.replace('−', '-').replace('+', ''));

// ---- coding_and_decoding / anology: two rules at once ----

/** The rearrangements a candidate tries on an example. */
const ORDERS: Record<string, (w: string) => string> = {
  asIs: (w) => w,
  backwards,
  neighboursSwapped: (w) => {
    const out = w.split('');
    for (let i = 0; i + 1 < out.length; i += 2) [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
    return out.join('');
  },
  halvesSwapped: (w) => {
    const h = Math.ceil(w.length / 2);
    return w.slice(h) + w.slice(0, h);
  },
  middlePairSwapped: (w) => (w.length === 6 ? `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` : w),
};

/** Whether the shifts of the places read as one rule: all alike, growing or shrinking by one, ±k in turn, one per pair. */
function readsAsRule(d: readonly number[]): boolean {
  const same = d.every((x) => x === d[0]);
  const growing = d.every((x, i) => x === d[0]! + i) || d.every((x, i) => x === d[0]! - i);
  const turn = d.every((x, i) => x === (i % 2 === 0 ? d[0]! : -d[0]!));
  const pairs = d.length === 6 && d[0] === d[1] && d[2] === d[3] && d[4] === d[5];
  return same || growing || turn || pairs;
}

/** Every reading (a rearrangement, then a shift per place) that writes the example, applied to the asked word. */
export function twoRuleReadings(given: string, code: string, asked: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, order] of Object.entries(ORDERS)) {
    const arranged = order(given);
    const d = [...arranged].map((c, i) => gap(c, code[i]!));
    // a shift read the short way round; a growing step may run past 13 (+9 … +14), read it long too
    const long = d.map((x, i) => (x < 0 && i > 0 && d[i - 1]! > 0 ? x + 26 : x));
    for (const shifts of [d, long])
      if (readsAsRule(shifts)) out.set(`${name} ${shifts.join(',')}`, shifted(order(asked), shifts));
  }
  return out;
}

export function twoRuleAnswer(p: Params): Expected {
  const answers = new Set(twoRuleReadings(p.given, p.code, p.asked).values());
  if (answers.size !== 1) throw new Error(`${p.given} → ${p.code}: ${answers.size} answers for ${p.asked}`);
  return text([...answers][0]!);
}

const signedList = (s: string): number[] => s.split(', ').map(readSigned);

const TWO_RULE_CHECKS: Checks = [
  [
    /^leaving the middle pair unswapped \(first pair ([+−]\d), last pair ([+−]\d)\)$/,
    (p, m) => {
      const [a, b] = [readSigned(m[1]!), readSigned(m[2]!)];
      return text(shifted(p.asked, [a, a, 0, 0, b, b]));
    },
  ],
  [
    /^moving the first pair ([+−]\d) and the last pair ([+−]\d)$/,
    (p, m) => {
      const [a, b] = [readSigned(m[1]!), readSigned(m[2]!)];
      return text(shifted(ORDERS.middlePairSwapped!(p.asked), [a, a, 0, 0, b, b]));
    },
  ],
  [
    /^moving both outer pairs ([+−]\d)$/,
    (p, m) => {
      const a = readSigned(m[1]!);
      return text(shifted(ORDERS.middlePairSwapped!(p.asked), [a, a, 0, 0, a, a]));
    },
  ],
  [
    /^moving the letters ([+−\d, ]+) without writing the word backwards$/,
    (p, m) => text(shifted(p.asked, signedList(m[1]!))),
  ],
  [
    /^moving the letters ([+−\d, ]+) first and then writing the word backwards$/,
    (p, m) => text(backwards(shifted(p.asked, signedList(m[1]!)))),
  ],
  [
    /^moving every letter of the backward word ([+−]\d+)$/,
    (p, m) =>
      text(
        shifted(
          backwards(p.asked),
          p.asked.split('').map(() => readSigned(m[1]!)),
        ),
      ),
  ],
  [
    /^moving the letters of the backward word ([+−\d, ]+)$/,
    (p, m) => {
      const d = signedList(m[1]!);
      return d.length === p.asked.length ? text(shifted(backwards(p.asked), d)) : misnamed(m[0]!);
    },
  ],
  [/^writing the word backwards without moving the letters$/, (p) => text(backwards(p.asked))],
];

// ---- series: one letter running through the vowels ----

const VOWEL_ORDER = 'AEIOU';

/** The letters of one place across the series (undefined at the missing term). */
const column = (shown: readonly string[], i: number): (string | undefined)[] =>
  shown.map((t) => (t === '?' ? undefined : t[i]));

/** Fills one place of the missing term: a letter kept, a fixed step, or the next vowel in turn. */
function fillColumn(col: readonly (string | undefined)[]): {
  letter: string;
  how: 'kept' | 'step' | 'vowels';
} {
  const m = col.indexOf(undefined);
  const known = col.map((c, n) => [n, c] as const).filter(([, c]) => c !== undefined) as [number, string][];
  if (known.every(([, c]) => c === known[0]![1])) return { letter: known[0]![1], how: 'kept' };
  // consecutive vowels, forwards or backwards
  for (const dir of [1, -1]) {
    const idx = known.map(([n, c]) => VOWEL_ORDER.indexOf(c) - dir * n);
    if (known.every(([, c]) => VOWEL_ORDER.includes(c)) && idx.every((x) => x === idx[0])) {
      const v = VOWEL_ORDER[idx[0]! + dir * m];
      if (v) return { letter: v, how: 'vowels' };
    }
  }
  // a fixed step: read it off two neighbours
  const pairs = known.filter(([n]) => known.some(([k]) => k === n + 1));
  const steps = new Set(pairs.map(([n, c]) => gap(c, known.find(([k]) => k === n + 1)![1])));
  if (steps.size !== 1) throw new Error(`no rule for ${col.join('')}`);
  const step = [...steps][0]!;
  const [n0, c0] = known[0]!;
  if (!known.every(([n, c]) => letter(place(c0) + step * (n - n0)) === c)) throw new Error('steps differ');
  return { letter: letter(place(c0) + step * (m - n0)), how: 'step' };
}

export function vowelSeriesAnswer(p: Params): Expected {
  const shown = p.shown as string[];
  const size = shown.find((t) => t !== '?')!.length;
  const filled = Array.from({ length: size }, (_, i) => fillColumn(column(shown, i)));
  if (filled.filter((f) => f.how === 'vowels').length !== 1)
    throw new Error('no one place runs through the vowels');
  return text(filled.map((f) => f.letter).join(''));
}

/** The key with one place changed. */
function keyWith(p: Params, i: number, ch: string): string {
  const key = (vowelSeriesAnswer(p) as { text: string }).text;
  return [...key].map((c, j) => (j === i ? ch : c)).join('');
}
const vowelPlace = (p: Params): number => {
  const shown = p.shown as string[];
  const size = shown.find((t) => t !== '?')!.length;
  return Array.from({ length: size }, (_, i) => i).find(
    (i) => fillColumn(column(shown, i)).how === 'vowels',
  )!;
};
const ORDINAL_WORDS = ['1st', '2nd', '3rd', '4th'];

const VOWEL_SERIES_CHECKS: Checks = [
  [
    /^taking the letter (after|before) ([A-Z]) in the alphabet instead of the (?:next vowel|vowel before it)$/,
    (p, m) => text(keyWith(p, vowelPlace(p), letter(place(m[2]!) + (m[1] === 'after' ? 1 : -1)))),
  ],
  [
    /^moving ([A-Z]) as many places as from ([A-Z]) to ([A-Z]) \(\d+ places?\)$/,
    (p, m) => text(keyWith(p, vowelPlace(p), letter(place(m[1]!) + place(m[3]!) - place(m[2]!)))),
  ],
  [
    /^taking the letter midway between ([A-Z]) and ([A-Z])$/,
    (p, m) => text(keyWith(p, vowelPlace(p), letter((place(m[1]!) + place(m[2]!)) / 2))),
  ],
  [
    /^changing the (1st|2nd|3rd|4th) letter, ([A-Z]), to the new vowel too$/,
    (p, m) => {
      const i = ORDINAL_WORDS.indexOf(m[1]!);
      const key = (vowelSeriesAnswer(p) as { text: string }).text;
      return key[i] === m[2] ? text(keyWith(p, i, key[vowelPlace(p)]!)) : misnamed(m[0]!);
    },
  ],
  [
    /^moving the (1st|2nd|3rd|4th) letter one place too (many|few)$/,
    (p, m) => {
      const i = ORDINAL_WORDS.indexOf(m[1]!);
      const shown = p.shown as string[];
      if (fillColumn(column(shown, i)).how !== 'step') return misnamed(m[0]!);
      // the step's way, read off two neighbouring terms shown
      const n = shown.findIndex((t, k) => t !== '?' && shown[k + 1] !== undefined && shown[k + 1] !== '?');
      const way = Math.sign(gap(shown[n]![i]!, shown[n + 1]![i]!));
      const key = (vowelSeriesAnswer(p) as { text: string }).text;
      return text(keyWith(p, i, letter(place(key[i]!) + way * (m[2] === 'many' ? 1 : -1))));
    },
  ],
];

// ---- syllogism: conclusions that are possibilities ----

type Categorical = ReturnType<typeof parseSentence>;
const contrary = (x: Categorical): Categorical => ({
  ...x,
  kind: x.kind === 'all' ? 'someNot' : x.kind === 'someNot' ? 'all' : x.kind === 'no' ? 'some' : 'no',
});

/** A conclusion read: a possibility ("All A being B is a possibility.") or a definite sentence. */
function readConclusion(line: string): { sentence: Categorical; possibility: boolean } {
  const m = /^(All|Some) (\w+) being (\w+) is a possibility\.$/.exec(line);
  if (m)
    return { sentence: { kind: m[1] === 'All' ? 'all' : 'some', s: m[2]!, p: m[3]! }, possibility: true };
  return { sentence: parseSentence(line), possibility: false };
}

/** Each conclusion judged: a possibility by SOME model of the statements, a definite one by every model. */
export function possibilityJudged(
  p: Params,
  asDefinite: readonly boolean[] = [false, false],
): { follows: boolean[]; certain: boolean[] } {
  const statements = (p.statements as string[]).map(parseSentence);
  const conclusions = (p.conclusions as string[]).map(readConclusion);
  const classes = [
    ...new Set([...statements, ...conclusions.map((c) => c.sentence)].flatMap((x) => [x.s, x.p])),
  ];
  if (!satisfiable(statements, classes)) throw new Error('the statements contradict each other');
  const certain = conclusions.map((c) => !satisfiable([...statements, contrary(c.sentence)], classes));
  const follows = conclusions.map((c, i) =>
    c.possibility && !asDefinite[i] ? satisfiable([...statements, c.sentence], classes) : certain[i]!,
  );
  return { follows, certain };
}

const twoVerdict = ([a, b]: readonly boolean[]): string =>
  a && b
    ? 'Both I and II follow'
    : a
      ? 'Only conclusion I follows'
      : b
        ? 'Only conclusion II follows'
        : 'Neither I nor II follows';

export function possibilityAnswer(p: Params): Expected {
  return text(twoVerdict(possibilityJudged(p).follows));
}

const POSSIBILITY_CHECKS: Checks = [
  [
    /^judging the possibility in (I|II) as a definite conclusion$/,
    (p, m) => {
      const i = m[1] === 'I' ? 0 : 1;
      if (!readConclusion((p.conclusions as string[])[i]!).possibility) return misnamed(m[0]!);
      return text(twoVerdict(possibilityJudged(p, [i === 0, i === 1]).follows));
    },
  ],
  [
    /^judging (I|II) wrongly$/,
    (p, m) => {
      const f = possibilityJudged(p).follows;
      return text(twoVerdict(f.map((x, i) => (i === (m[1] === 'I' ? 0 : 1) ? !x : x))));
    },
  ],
  [
    /^judging both conclusions wrongly$/,
    (p) => text(twoVerdict(possibilityJudged(p).follows.map((x) => !x))),
  ],
];

// ---- classification: four letters, two pairs of opposites ----

/** The three ways of splitting four places into two pairs. */
const SPLITS: [number, number][][] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];
const opposites = (w: string, [i, j]: [number, number]): boolean => place(w[i]!) + place(w[j]!) === 27;

export function oppositeFourAnswer(p: Params): Expected {
  const options = p.options as string[];
  const odd = new Set(
    SPLITS.flatMap((split) => {
      const out = options.filter((o) => !split.every((pair) => opposites(o, pair)));
      return out.length === 1 ? out : [];
    }),
  );
  if (odd.size !== 1) throw new Error(`${odd.size} clusters left out in ${options.join(', ')}`);
  return text([...odd][0]!);
}

const NTH = ['1st', '2nd', '3rd', '4th'];

const OPPOSITE_FOUR_CHECKS: Checks = [
  [
    /^picking a cluster that follows the rule \(the (1st|2nd|3rd|4th) letter is the opposite of the (1st|2nd|3rd|4th) and the (1st|2nd|3rd|4th) is the opposite of the (1st|2nd|3rd|4th)\)$/,
    (p, m) => {
      const [a, b, c, d] = [m[1], m[2], m[3], m[4]].map((x) => NTH.indexOf(x!)) as [
        number,
        number,
        number,
        number,
      ];
      return {
        oneOf: (p.options as string[]).filter((o) => opposites(o, [a, b]) && opposites(o, [c, d])).map(text),
      };
    },
  ],
];

// ---- classification: the odd word out by meaning ----

/** Classes of words, written again here: "class: members | words of the class beside it". */
const CLASS_LINES = [
  'planets: Mercury Venus Mars Jupiter Saturn Neptune | Moon Sun',
  'string instruments: Violin Sitar Guitar Veena Sarod Cello | Flute Shehnai Tabla',
  'metals: Iron Copper Zinc Aluminium Silver Lead | Sulphur Carbon',
  'oceans: Pacific Atlantic Indian Arctic Southern | Mediterranean Caspian',
  'units of length: Metre Kilometre Mile Inch Foot Yard | Kilogram Litre',
  'sense organs: Eye Ear Nose Tongue Skin | Heart Liver',
  'rivers of India: Ganga Yamuna Godavari Krishna Kaveri Narmada | Nile Volga',
  'states of India: Kerala Punjab Gujarat Bihar Assam Odisha | Lucknow Bhopal',
  'quadrilaterals: Square Rectangle Rhombus Trapezium Parallelogram | Triangle Pentagon',
  'gases at room temperature: Oxygen Nitrogen Hydrogen Helium Neon | Petrol Bromine',
  'months of 31 days: January March May July August October December | April June September November',
  'birds that cannot fly: Ostrich Emu Kiwi Penguin | Eagle Sparrow',
  'mammals: Whale Bat Dolphin Elephant Tiger | Shark Crocodile',
].map((line) => {
  const [name, rest] = line.split(': ') as [string, string];
  const [members, outside] = rest.split(' | ').map((x) => new Set(x.split(' '))) as [
    Set<string>,
    Set<string>,
  ];
  return { name, members, outside };
});

export function oddWordAnswer(p: Params): Expected {
  const options = p.options as string[];
  const odd = new Set(
    CLASS_LINES.flatMap(({ members }) => {
      const out = options.filter((o) => !members.has(o));
      return out.length === 1 ? out : [];
    }),
  );
  if (odd.size !== 1) throw new Error(`${odd.size} words left out of a class in ${options.join(', ')}`);
  return text([...odd][0]!);
}

const ODD_WORD_CHECKS: Checks = [
  [
    /^picking (\w+), one of the (.+) like two of the others$/,
    (p, m) => {
      const cls = CLASS_LINES.find((c) => c.name === m[2]);
      const options = p.options as string[];
      return cls?.members.has(m[1]!) && options.filter((o) => cls.members.has(o)).length === 3
        ? text(m[1]!)
        : misnamed(m[0]!);
    },
  ],
];

// ---- alphabet_test: letters changed, then arranged ----

/** The word with vowels moved v places and consonants c places, its letters then put in order. */
function changedWord(word: string, v: number, c: number): string {
  return [...word].map((x) => letter(place(x) + ('AEIOU'.includes(x) ? v : c))).join('');
}
const inOrder = (w: string): string => [...w].sort((a, b) => place(a) - place(b)).join('');
const nth = (row: string, k: number, fromRight: boolean): string =>
  (fromRight ? backwards(row) : row)[k - 1]!;

export function changeThenArrangeAnswer(p: Params): Expected {
  return text(nth(inOrder(changedWord(p.word, p.vowels, p.consonants)), p.k, p.fromRight));
}

const CHANGE_CHECKS: Checks = [
  [
    /^arranging the letters of the word without changing them$/,
    (p) => text(nth(inOrder(p.word), p.k, p.fromRight)),
  ],
  [
    /^changing the letters but not arranging them$/,
    (p) => text(nth(changedWord(p.word, p.vowels, p.consonants), p.k, p.fromRight)),
  ],
  [
    /^counting from the (left|right) instead$/,
    (p, m) =>
      (m[1] === 'right') === !p.fromRight
        ? text(nth(inOrder(changedWord(p.word, p.vowels, p.consonants)), p.k, !p.fromRight))
        : misnamed(m[0]!),
  ],
  [
    /^changing the vowels and the consonants the other way round$/,
    (p) => text(nth(inOrder(changedWord(p.word, p.consonants, p.vowels)), p.k, p.fromRight)),
  ],
  [
    /^changing each letter to the (previous|next) letter instead$/,
    (p, m) => {
      const d = m[1] === 'next' ? 1 : -1;
      return p.vowels === p.consonants && p.vowels === -d
        ? text(nth(inOrder(changedWord(p.word, d, d)), p.k, p.fromRight))
        : misnamed(m[0]!);
    },
  ],
];

/** classification's trap checks, read by rj-forms.test.ts itself (as rh-forms.test.ts does). */
export const RJ_CLASSIFICATION_TRAPS: Record<string, Checks> = {
  oppositeFour: OPPOSITE_FOUR_CHECKS,
  oddWord: ODD_WORD_CHECKS,
};

// ---- anology: word pairs of audit 5 (subjects and scientists, places and the people they serve, raw materials) ----

/**
 * Written again here from general knowledge, not imported: subject=scientist=what it studies, and
 * place=people it serves=one who works there, and product=raw material.
 */
const SCIENCE_LINES =
  'Botany=Botanist=Plants; Zoology=Zoologist=Animals; Geology=Geologist=Rocks; Astronomy=Astronomer=Stars; Ornithology=Ornithologist=Birds; Entomology=Entomologist=Insects; Seismology=Seismologist=Earthquakes; Mycology=Mycologist=Fungi; Anthropology=Anthropologist=Mankind; Meteorology=Meteorologist=Weather';
const PLACE_LINES =
  'School=Students=Teacher; Hospital=Patients=Doctor; Hotel=Guests=Manager; Library=Readers=Librarian; Prison=Prisoners=Jailer; Bank=Customers=Cashier; Airport=Passengers=Pilot; Temple=Devotees=Priest; Stadium=Spectators=Players';
const RAW_LINES =
  'Paper=Pulp; Butter=Milk; Glass=Sand; Jaggery=Sugarcane; Raisin=Grapes; Cloth=Yarn; Leather=Hide; Silk=Cocoon; Steel=Iron; Brick=Clay; Bread=Flour';
const rows = (lines: string): string[][] => lines.split('; ').map((r) => r.split('='));
const WORD_TABLES: Record<string, Map<string, string>> = {
  scientist: new Map(rows(SCIENCE_LINES).map(([s, x]) => [s!, x!])),
  studiedBy: new Map(rows(SCIENCE_LINES).map(([, x, o]) => [o!, x!])),
  serves: new Map(rows(PLACE_LINES).map(([pl, s]) => [pl!, s!])),
  rawMaterial: new Map(rows(RAW_LINES).map(([a, b]) => [a!, b!])),
};
const NEIGHBOURS: Record<string, Map<string, string>> = {
  studies: new Map(rows(SCIENCE_LINES).map(([s, , o]) => [s!, o!])),
  science: new Map(rows(SCIENCE_LINES).map(([s, , o]) => [o!, s!])),
  worker: new Map(rows(PLACE_LINES).map(([pl, , w]) => [pl!, w!])),
};

export function wordPairsAnswer(p: Params): Expected {
  const holding = Object.keys(WORD_TABLES).filter((r) => WORD_TABLES[r]!.get(p.a) === p.b);
  if (holding.length !== 1) throw new Error(`${p.a} : ${p.b} stands in ${holding.length} relations`);
  const d = WORD_TABLES[holding[0]!]!.get(p.c);
  if (!d) throw new Error(`${p.c} has no ${holding[0]}`);
  return text(d);
}

const cap = (w: string): string => w.replace(/^./, (x) => x.toUpperCase());
/** The word a phrase of a mistake names: "a specialist in zoology" → Zoologist. */
function wordNamed(phrase: string): string | undefined {
  const forms: [RegExp, Map<string, string>][] = [
    [/^a specialist in (.+)$/, WORD_TABLES.scientist!],
    [/^the scientist who studies (.+)$/, WORD_TABLES.studiedBy!],
    [/^the people an? (.+) serves$/, WORD_TABLES.serves!],
    [/^the raw material of (.+)$/, WORD_TABLES.rawMaterial!],
    [/^what (.+) studies$/, NEIGHBOURS.studies!],
    [/^the science of (.+)$/, NEIGHBOURS.science!],
    [/^the one who works in an? (.+)$/, NEIGHBOURS.worker!],
  ];
  for (const [re, table] of forms) {
    const m = re.exec(phrase);
    if (m) return table.get(cap(m[1]!));
  }
  return undefined;
}

/**
 * The same pairs asked the other way round (Botanist : Botany :: Zoologist : ?): the relation whose
 * table pairs the example's second word with its first, then the word that table pairs with the third.
 * The tables of wordFacts are re-solvers.ts's (written from general knowledge there).
 */
const ALL_TABLES: Record<string, Map<string, string>> = { ...WORD_TABLES, ...FACTS };

export function reversedPairsAnswer(p: Params): Expected {
  const holding = Object.keys(ALL_TABLES).filter((r) => ALL_TABLES[r]!.get(p.b) === p.a);
  if (holding.length !== 1) throw new Error(`${p.b} : ${p.a} stands in ${holding.length} relations`);
  const table = ALL_TABLES[holding[0]!]!;
  const firsts = [...table.keys()].filter((k) => table.get(k) === p.c);
  if (firsts.length !== 1) throw new Error(`${firsts.length} words pair with ${p.c}`);
  return text(firsts[0]!);
}

const REVERSED_CHECKS: Checks = [
  [
    /^giving the word paired with (.+), not with (.+)$/,
    (p, m) => {
      const holding = Object.keys(ALL_TABLES).filter((r) => ALL_TABLES[r]!.get(p.b) === p.a);
      const table = ALL_TABLES[holding[0]!];
      if (holding.length !== 1 || m[2] !== p.c || !table) return misnamed(m[0]!);
      const firsts = [...table.keys()].filter((k) => table.get(k) === m[1]);
      return firsts.length === 1 ? text(firsts[0]!) : misnamed(m[0]!);
    },
  ],
];

const WORD_PAIR_CHECKS: Checks = [
  [
    /^giving (.+?),? (?:instead of|not) (.+)$/,
    (p, m) => {
      const given = wordNamed(m[1]!);
      // the mistake names the third word's own relation as what it should have given
      return given !== undefined && wordNamed(m[2]!) === (wordPairsAnswer(p) as { text: string }).text
        ? text(given)
        : misnamed(m[0]!);
    },
  ],
];

export const RJ_SOLVERS: Record<string, Record<string, (p: Params) => Expected>> = {
  coding_and_decoding: { twoRuleCode: twoRuleAnswer },
  anology: { twoRuleAnalogy: twoRuleAnswer, wordPairs: wordPairsAnswer, reversedPairs: reversedPairsAnswer },
  series: { vowelSeries: vowelSeriesAnswer },
  alphabet_test: { changeThenArrange: changeThenArrangeAnswer },
  syllogism: { possibility: possibilityAnswer },
  classification: { oppositeFour: oppositeFourAnswer, oddWord: oddWordAnswer },
};

export const RJ_TRAPS: Record<string, Record<string, Checks>> = {
  coding_and_decoding: { twoRuleCode: TWO_RULE_CHECKS },
  anology: { twoRuleAnalogy: TWO_RULE_CHECKS, wordPairs: WORD_PAIR_CHECKS, reversedPairs: REVERSED_CHECKS },
  series: { vowelSeries: VOWEL_SERIES_CHECKS },
  alphabet_test: { changeThenArrange: CHANGE_CHECKS },
  syllogism: { possibility: POSSIBILITY_CHECKS },
};
