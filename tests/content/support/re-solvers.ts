/**
 * Independent solvers and trap checks for the reasoning forms of coverage audit 3 built on branch `re`
 * (items 5, 17, 18, 21, 22): each reads the question's params and works the answer out its own way,
 * without the generator's tables.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { text, type Expected, type Params } from './values';
import { readTriad, TRIAD_RULE_TEXTS, triadThird } from './word-relation-solvers';
import { nounPhrase, verbGroup, voiceSentence, type VoiceParts } from './english-solvers';

type Triad = [number, number, number];

/**
 * The rules a candidate tries on a set (a, b, c), more of them than the generator draws from: the
 * middle number k × a × c (k = 1 … 9), a² + c², (a + c)², a² − c²; each number m × the one before + k
 * (m = 2, 3; k = −5 … 5); differences d and d + s (s = 0 … 5) or d and 2d; and the third number from
 * the first two (sameTriad's rules).
 */
function candidateRules(): { name: string; fits: (t: Triad) => boolean }[] {
  const rules: { name: string; fits: (t: Triad) => boolean }[] = [];
  for (let k = 1; k <= 9; k += 1) rules.push({ name: `b = ${k}ac`, fits: ([a, b, c]) => b === k * a * c });
  rules.push({ name: 'b = a² + c²', fits: ([a, b, c]) => b === a * a + c * c });
  rules.push({ name: 'b = (a + c)²', fits: ([a, b, c]) => b === (a + c) * (a + c) });
  rules.push({ name: 'b = a² − c²', fits: ([a, b, c]) => b === a * a - c * c });
  // coverage audit 4, item 5: half the square of the sum, k × the sum, the first number from the others
  rules.push({ name: '2b = (a + c)²', fits: ([a, b, c]) => 2 * b === (a + c) * (a + c) });
  for (let k = 1; k <= 9; k += 1) {
    rules.push({ name: `b = ${k}(a + c)`, fits: ([a, b, c]) => b === k * (a + c) });
    rules.push({ name: `a = ${k}(b + c)`, fits: ([a, b, c]) => a === k * (b + c) });
  }
  for (const m of [2, 3])
    for (let k = -5; k <= 5; k += 1)
      rules.push({ name: `x → ${m}x + ${k}`, fits: ([a, b, c]) => b === m * a + k && c === m * b + k });
  for (let s = 0; s <= 5; s += 1)
    rules.push({ name: `differences d, d + ${s}`, fits: ([a, b, c]) => c - b - (b - a) === s });
  rules.push({ name: 'differences d, 2d', fits: ([a, b, c]) => c - b === 2 * (b - a) });
  for (const r of TRIAD_RULE_TEXTS)
    rules.push({ name: `c = ${r}`, fits: ([a, b, c]) => triadThird(r, a, b) === c });
  return rules;
}

const CANDIDATES = candidateRules();

export function triadMiddleAnswer(p: Params): Expected {
  const examples = p.examples as Triad[];
  // every rule that fits both examples is a reading of them: one set must fit all readings, none any
  const rules = CANDIDATES.filter((r) => examples.every((e) => r.fits(e)));
  if (rules.length === 0) throw new Error(`${JSON.stringify(examples)} follow no rule`);
  const sets = p.sets as string[];
  const fitsAll = sets.filter((s) => rules.every((r) => r.fits(readTriad(s))));
  const fitsAny = sets.filter((s) => rules.some((r) => r.fits(readTriad(s))));
  if (fitsAll.length !== 1 || fitsAny.length !== 1)
    throw new Error(`${fitsAny.length} sets follow ${rules.map((r) => r.name).join(' | ')}`);
  return text(fitsAll[0]!);
}

/** A rule as the mistake words it ("b = 3 × a × c", "b = 2 × a + 1 and c = 2 × b + 1", "c − b = (b − a) + 2"), judged on a set. */
export function ruleHolds(rule: string, [a, b, c]: Triad): boolean {
  return rule.split(' and ').every((equation) => {
    const sides = equation.split(' = ');
    if (sides.length !== 2) throw new Error(`cannot read ${rule}`);
    const value = (side: string): number => {
      const expression = side
        .replace(/\(([^()]+)\)²/g, '(($1)**2)')
        .replace(/([abc])²/g, '($1**2)')
        .replace(/×/g, '*')
        .replace(/−/g, '-')
        .replace(/÷/g, '/')
        .replace(/\ba\b/g, `(${a})`)
        .replace(/\bb\b/g, `(${b})`)
        .replace(/\bc\b/g, `(${c})`);
      if (!/^[\d\s()+\-*/]+$/.test(expression)) throw new Error(`cannot read ${rule}`);
      return Number(new Function(`return ${expression};`)());
    };
    return value(sides[0]!) === value(sides[1]!);
  });
}

/**
 * The fact pairs of the word analogies (coverage audit 3, item 18), written again here from general
 * knowledge, not imported: a country's chief river and its parliament, a state's dance, an
 * instrument's player.
 */
const FACT_TABLE: Record<string, string> = {
  river:
    'Egypt=Nile, Myanmar=Irrawaddy, China=Yangtze, Brazil=Amazon, USA=Mississippi, England=Thames, France=Seine, Italy=Tiber, Russia=Volga, Australia=Murray, Iraq=Tigris, India=Ganga',
  parliament:
    'India=Sansad, Japan=Diet, Israel=Knesset, Russia=Duma, Iran=Majlis, Norway=Storting, Denmark=Folketing, Sweden=Riksdag, USA=Congress, Poland=Sejm, Spain=Cortes, Germany=Bundestag, Iceland=Althing',
  dance:
    'Kerala=Kathakali, Tamil Nadu=Bharatanatyam, Manipur=Manipuri, Odisha=Odissi, Andhra Pradesh=Kuchipudi, Punjab=Bhangra, Gujarat=Garba, Rajasthan=Ghoomar, Maharashtra=Lavani, Karnataka=Yakshagana, Assam=Bihu',
  player:
    'Violin=Violinist, Piano=Pianist, Guitar=Guitarist, Flute=Flautist, Drum=Drummer, Harp=Harpist, Cello=Cellist, Trumpet=Trumpeter, Organ=Organist, Saxophone=Saxophonist',
  // coverage audit 4, item 10 (branch rg): SI units, and the part of the body a specialist treats
  unit: 'Time=Second, Electric current=Ampere, Length=Metre, Mass=Kilogram, Temperature=Kelvin, Force=Newton, Energy=Joule, Power=Watt, Pressure=Pascal, Frequency=Hertz, Electric charge=Coulomb, Luminous intensity=Candela, Amount of substance=Mole',
  specialist:
    'Orthopaedist=Bones, Cardiologist=Heart, Neurologist=Brain, Nephrologist=Kidneys, Hepatologist=Liver, Dermatologist=Skin, Ophthalmologist=Eyes, Pulmonologist=Lungs, Dentist=Teeth',
};
export const FACTS: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(FACT_TABLE).map(([r, line]) => [
    r,
    new Map(line.split(', ').map((p) => p.split('=') as [string, string])),
  ]),
);
/** How a mistake names "relation of word", read back to the word it gives. */
const FACT_PHRASES: [string, RegExp][] = [
  ['river', /^the chief river of (.+)$/],
  ['parliament', /^the name of the parliament of (.+)$/],
  ['dance', /^a dance form of (.+)$/],
  ['player', /^one who plays the (.+)$/],
  ['unit', /^the SI unit of (.+)$/],
  ['specialist', /^the part of the body an? (.+) treats$/],
];
function factNamed(phrase: string): string | undefined {
  for (const [r, re] of FACT_PHRASES) {
    const m = re.exec(phrase);
    if (m) {
      const key = [...FACTS[r]!.keys()].find((k) => k.toLowerCase() === m[1]!.toLowerCase());
      return key ? FACTS[r]!.get(key) : undefined;
    }
  }
  return undefined;
}

export function wordFactAnswer(p: Params): Expected {
  const holding = Object.keys(FACTS).filter((r) => FACTS[r]!.get(p.a) === p.b);
  if (holding.length !== 1) throw new Error(`${p.a} : ${p.b} stands in ${holding.length} relations`);
  const d = FACTS[holding[0]!]!.get(p.c);
  if (!d) throw new Error(`${p.c} has no ${holding[0]}`);
  return text(d);
}

// ---- letter forms (coverage audit 3, items 17, 21, 22) ---------------------------------------------

const place = (c: string): number => c.charCodeAt(0) - 64;
const letter = (n: number): string => String.fromCharCode(65 + ((((n - 1) % 26) + 26) % 26));
const step = (from: string, to: string): number => (((place(to) - place(from)) % 26) + 26) % 26;
const VOWEL = (c: string): boolean => /[AEIOU]/.test(c);

/** The one shift (0–25) every pair of letters shows, or undefined. */
function oneShift(pairs: [string, string][]): number | undefined {
  const shifts = new Set(pairs.map(([a, b]) => step(a, b)));
  return shifts.size === 1 ? [...shifts][0] : undefined;
}

export function vowelCodeAnswer(p: Params): Expected {
  const pairs = [...(p.given as string)].map((c, i) => [c, (p.code as string)[i]!] as [string, string]);
  const c = oneShift(pairs.filter(([a]) => !VOWEL(a)));
  const v = oneShift(pairs.filter(([a]) => VOWEL(a)));
  if (c === undefined || v === undefined)
    throw new Error(`${p.given} → ${p.code}: no one shift for each kind`);
  if (c === v) throw new Error('vowels and consonants move alike');
  return text([...(p.asked as string)].map((x) => letter(place(x) + (VOWEL(x) ? v : c))).join(''));
}

/** "2 places forward", "1 place back", "kept as they are" → a shift. */
function shiftNamed(words: string): number | undefined {
  if (words === 'kept as they are') return 0;
  const m = /^(\d+) places? (forward|back)$/.exec(words);
  return m ? Number(m[1]) * (m[2] === 'forward' ? 1 : -1) : undefined;
}

type Reading = (x: string) => string;
/** Every simple reading of one cluster into another: a shift, the opposite letters shifted, either reversed. */
function readingsOf(a: string, b: string): Map<string, Reading> {
  const out = new Map<string, Reading>();
  for (let t = 0; t < 26; t += 1)
    for (const opposite of [false, true])
      for (const reverse of [false, true]) {
        const f: Reading = (x) =>
          [...(reverse ? [...x].reverse() : [...x])]
            .map((c) => letter((opposite ? 27 - place(c) : place(c)) + t))
            .join('');
        if (f(a) === b) out.set(`${opposite ? 'opposite' : 'letter'} ${reverse ? 'reversed ' : ''}+${t}`, f);
      }
  return out;
}

export function oppositeShiftAnswer(p: Params): Expected {
  const [e1, c1, e2, c2] = p.examples as string[];
  const first = readingsOf(e1!, c1!);
  const second = readingsOf(e2!, c2!);
  const both = [...first.keys()].filter((k) => second.has(k));
  const answers = new Set(both.map((k) => first.get(k)!(p.asked as string)));
  if (answers.size !== 1) throw new Error(`${both.length} readings give ${answers.size} answers`);
  return text([...answers][0]!);
}

const opp = (x: string): string => [...x].map((c) => letter(27 - place(c))).join('');
const moved = (x: string, t: number): string => [...x].map((c) => letter(place(c) + t)).join('');

/** The odd pair: three share one shift for both letters, the fourth does not. */
export function clusterPairsAnswer(p: Params): Expected {
  const shifts = (o: string): [number, number] => {
    const [a, b] = o.split('-') as [string, string];
    return [step(a[0]!, b[0]!), step(a[1]!, b[1]!)];
  };
  const options = p.options as string[];
  const rules = new Set(options.flatMap((o) => shifts(o).filter((d, _, all) => d === all[0])));
  const odd = [...rules]
    .map((k) => options.filter((o) => !shifts(o).every((d) => d === k)))
    .filter((misfits) => misfits.length === 1);
  if (odd.length !== 1) throw new Error(`${odd.length} rules leave one pair out`);
  return text(odd[0]![0]!);
}

export const RE_REASONING_TRAPS: Record<string, Record<string, Checks>> = {
  coding_and_decoding: {
    vowelCode: [
      [
        /^.+: consonants (.+), vowels (.+)$/,
        (p, m) => {
          const [c, v] = [shiftNamed(m[1]!), shiftNamed(m[2]!)];
          if (c === undefined || v === undefined) return misnamed(m[0]!);
          return text([...(p.asked as string)].map((x) => letter(place(x) + (VOWEL(x) ? v : c))).join(''));
        },
      ],
    ],
  },
  classification: {
    clusterPairs: [
      [
        /^picking a pair that follows the rule \(each letter of the first cluster \+ (\d+) gives the second\)$/,
        (p, m) => ({
          oneOf: (p.options as string[])
            .filter((o) => {
              const [a, b] = o.split('-') as [string, string];
              return moved(a, Number(m[1])) === b;
            })
            .map(text),
        }),
      ],
    ],
  },
  anology: {
    oppositeShift: [
      [/^taking the opposite letters without the shift$/, (p) => text(opp(p.asked))],
      [
        /^moving the opposite letters (.+?)(?: instead of .+)?$/,
        (p, m) => {
          const t = shiftNamed(m[1]!);
          return t === undefined ? misnamed(m[0]!) : text(moved(opp(p.asked), t));
        },
      ],
      [
        /^moving the letters themselves (.+), without taking opposites$/,
        (p, m) => {
          const t = shiftNamed(m[1]!);
          return t === undefined ? misnamed(m[0]!) : text(moved(p.asked, t));
        },
      ],
    ],
    wordFacts: [
      [
        /^giving (.+?),? (?:instead of|not) (.+)$/,
        (p, m) => {
          const given = factNamed(m[1]!);
          // the mistake names the third word's own relation as what it should have given
          return given !== undefined && factNamed(m[2]!) === (wordFactAnswer(p) as { text: string }).text
            ? text(given)
            : misnamed(m[0]!);
        },
      ],
    ],
    triadMiddle: [
      [
        /^a set following the rule (.+) instead$/,
        (p, m) => {
          let following: string[];
          try {
            following = (p.sets as string[]).filter((s) => ruleHolds(m[1]!, readTriad(s)));
          } catch {
            return misnamed(m[1]!);
          }
          return { oneOf: following.map(text) };
        },
      ],
    ],
  },
};

// ---- active and passive voice beyond one clause (coverage audit 3, item 7) ----------------------

const TENSE_KEYS: Record<string, string> = {
  'simple present': 'presentSimple',
  'simple past': 'pastSimple',
  'simple future': 'future',
  'present continuous': 'presentContinuous',
  'past continuous': 'pastContinuous',
  'present perfect': 'presentPerfect',
  'past perfect': 'pastPerfect',
  'future perfect': 'futurePerfect',
};
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "We are told by historians how …", with any one part changed as a mistake names it. */
function toldSentence(
  p: Params,
  parts: { subject?: string; group?: string[]; by?: string; clause?: string } = {},
): Expected {
  const hearer = nounPhrase(p.hearer);
  const agent = nounPhrase(p.agent);
  const group = parts.group ?? verbGroup(p.tense, true, hearer.cls, p.verb);
  const words = [
    parts.subject ?? hearer.nom,
    ...group,
    parts.by ?? `by ${agent.acc}`,
    parts.clause ?? p.clause,
  ];
  return text(`${capital(words.join(' '))}.`);
}

/** One clause of a two-clause sentence as a clause (no capital, unless a name; no full stop). */
function clausePart(c: Params, passive: boolean, parts: VoiceParts = {}): string {
  const sentence = voiceSentence(c, passive, parts).replace(/\.$/, '');
  const subject = (passive ? c.object : c.agent) as { text?: string };
  return subject.text && subject.text[0] === subject.text[0]!.toLowerCase()
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}
const joinClauses = (p: Params, first: string, second: string): Expected =>
  text(`${capital(first)}${p.link === 'and' ? ',' : ''} ${p.link} ${second}.`);
const WHICH = { first: 0, second: 1 } as const;

/** The two-clause passive with one clause changed (the other in the passive, as it should be). */
function twoClauseSentence(p: Params, which: 0 | 1, changed: string): Expected {
  const [c1, c2] = p.clauses as Params[];
  return which === 0
    ? joinClauses(p, changed, clausePart(c2!, true))
    : joinClauses(p, clausePart(c1!, true), changed);
}

export const RE_VOICE_SOLVERS: Record<string, (p: Params) => Expected> = {
  clauseObject: (p) => toldSentence(p),
  twoClauses: (p) => {
    const [c1, c2] = p.clauses as Params[];
    return joinClauses(p, clausePart(c1!, true), clausePart(c2!, true));
  },
};

export const RE_VOICE_TRAPS: Record<string, Checks> = {
  clauseObject: [
    [
      /^keeping the object form "(\w+)" as the subject \(it must be "(\w+)"\)$/,
      (p, m) => {
        const h = nounPhrase(p.hearer);
        return m[1] === h.acc && m[2] === h.nom ? toldSentence(p, { subject: h.acc }) : misnamed(m[0]!);
      },
    ],
    [
      /^making "(\w+)" agree with the doer "(.+)" instead of the subject "(\w+)"$/,
      (p, m) => {
        const a = nounPhrase(p.agent);
        return m[2] === a.acc && m[3] === nounPhrase(p.hearer).nom
          ? toldSentence(p, { group: verbGroup(p.tense, true, a.cls, p.verb) })
          : misnamed(m[0]!);
      },
    ],
    [
      /^putting the clause in question order \("(.+)"\)$/,
      (p, m) => {
        // the same wh-word first, an auxiliary moved before the subject: not the clause itself
        const [wh] = (p.clause as string).split(' ');
        return m[1] === p.questionOrder && m[1]!.startsWith(`${wh} `) && m[1] !== p.clause
          ? toldSentence(p, { clause: m[1]! })
          : misnamed(m[0]!);
      },
    ],
    [/^leaving out "by" before the doer$/, (p) => toldSentence(p, { by: nounPhrase(p.agent).acc })],
    [
      /^changing the (.+) to the (.+)$/,
      (p, m) =>
        TENSE_KEYS[m[1]!] === p.tense && TENSE_KEYS[m[2]!]
          ? toldSentence(p, { group: verbGroup(TENSE_KEYS[m[2]!]!, true, nounPhrase(p.hearer).cls, p.verb) })
          : misnamed(m[0]!),
    ],
    [
      /^using the simple past "(\w+)" instead of the past participle "(\w+)"$/,
      (p, m) => {
        const group = verbGroup(p.tense, true, nounPhrase(p.hearer).cls, p.verb);
        return m[2] === group.at(-1) && m[1] !== m[2]
          ? toldSentence(p, { group: [...group.slice(0, -1), m[1]!] })
          : misnamed(m[0]!);
      },
    ],
  ],
  twoClauses: [
    [
      /^putting the (first|second) clause in the (.+) of the (first|second)$/,
      (p, m) => {
        const which = WHICH[m[1] as keyof typeof WHICH];
        const other = (p.clauses as Params[])[WHICH[m[3] as keyof typeof WHICH]]!;
        if (which === WHICH[m[3] as keyof typeof WHICH] || TENSE_KEYS[m[2]!] !== other.tense)
          return misnamed(m[0]!);
        const c = (p.clauses as Params[])[which]!;
        return twoClauseSentence(p, which, clausePart({ ...c, tense: other.tense }, true));
      },
    ],
    [
      /^leaving the (first|second) clause in the active$/,
      (p, m) => {
        const which = WHICH[m[1] as keyof typeof WHICH];
        return twoClauseSentence(p, which, clausePart((p.clauses as Params[])[which]!, false));
      },
    ],
    [
      /^leaving out "(being|been)" in the (first|second) clause$/,
      (p, m) => {
        const which = WHICH[m[2] as keyof typeof WHICH];
        const c = (p.clauses as Params[])[which]!;
        const group = verbGroup(c.tense, true, nounPhrase(c.object).cls, c.verb);
        if (!group.includes(m[1]!)) return misnamed(m[0]!);
        return twoClauseSentence(p, which, clausePart(c, true, { group: group.filter((w) => w !== m[1]) }));
      },
    ],
  ],
};

/** The active sentence a question of these kinds quotes, rebuilt from its params. */
export const RE_VOICE_SOURCES: Record<string, (p: Params) => string> = {
  clauseObject: (p) => {
    const agent = nounPhrase(p.agent);
    const words = [
      agent.nom,
      ...verbGroup(p.tense, false, agent.cls, p.verb),
      nounPhrase(p.hearer).acc,
      p.clause,
    ];
    return `${capital(words.join(' '))}.`;
  },
  twoClauses: (p) => {
    const [c1, c2] = p.clauses as Params[];
    return (joinClauses(p, clausePart(c1!, false), clausePart(c2!, false)) as { text: string }).text;
  },
};
