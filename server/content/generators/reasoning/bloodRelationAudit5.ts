/**
 * Which coded expression shows a relation (coverage audit 4, item 12), the reverse of `codedChain`:
 * "'A + B' means 'A is the mother of B', 'A − B' means 'A is the brother of B', … Which of the
 * following expressions means P is the mother-in-law of Q?" with four coded expressions as the options.
 * Every expression of two (level 2) or three (level 3) symbols from P to Q is read outwards from Q and
 * reduced to one relation word (a father's wife is a mother, a wife's son a son, a brother's father a
 * father, a son's brother a son); exactly one option gives the relation asked. Wrong options are
 * expressions a candidate picks by a named slip: P's sex turned (the father-in-law), one symbol read
 * with another's meaning, or a relation confused with the one asked (the daughter-in-law).
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { hiChainOf, hiPlainKin, kaKi } from './hindiKinship';

type Step = 'parent' | 'child' | 'sibling' | 'spouse';
const WORDS: Record<Step, [string, string]> = {
  parent: ['father', 'mother'],
  child: ['son', 'daughter'],
  sibling: ['brother', 'sister'],
  spouse: ['husband', 'wife'],
};
const stepOf = (w: string): Step => (Object.keys(WORDS) as Step[]).find((s) => WORDS[s].includes(w))!;
const male = (w: string): boolean => WORDS[stepOf(w)][0] === w;

/** Two steps that merge into one word: a father's wife is a mother, a wife's son a son … */
const MERGE: readonly [Step, Step][] = [
  ['parent', 'spouse'],
  ['spouse', 'child'],
  ['sibling', 'parent'],
  ['child', 'sibling'],
];
/** Two steps that leave the reading open (a father's son: a brother, or Q himself). */
const OPEN: readonly [Step, Step][] = [
  ['parent', 'child'],
  ['child', 'parent'],
  ['sibling', 'sibling'],
  ['spouse', 'spouse'],
];

export interface Relation {
  en: string;
  hi: string;
}

const PAIRS: Record<string, (a: string, b: string) => Relation | undefined> = {
  'parent,parent': (a, b) => ({
    en: male(b) ? 'grandfather' : 'grandmother',
    hi: male(a) ? (male(b) ? 'दादा' : 'दादी') : male(b) ? 'नाना' : 'नानी',
  }),
  'child,child': (a, b) => ({
    en: male(b) ? 'grandson' : 'granddaughter',
    hi: male(a) ? (male(b) ? 'पोता' : 'पोती') : male(b) ? 'नाती' : 'नातिन',
  }),
  'parent,sibling': (a, b) => ({
    en: male(b) ? 'uncle' : 'aunt',
    hi: male(a) ? (male(b) ? 'चाचा' : 'बुआ') : male(b) ? 'मामा' : 'मौसी',
  }),
  'sibling,child': (a, b) => ({
    en: male(b) ? 'nephew' : 'niece',
    hi: male(a) ? (male(b) ? 'भतीजा' : 'भतीजी') : male(b) ? 'भांजा' : 'भांजी',
  }),
  'spouse,parent': (_, b) => ({
    en: male(b) ? 'father-in-law' : 'mother-in-law',
    hi: male(b) ? 'ससुर' : 'सास',
  }),
  'child,spouse': (_, b) => ({
    en: male(b) ? 'son-in-law' : 'daughter-in-law',
    hi: male(b) ? 'दामाद' : 'बहू',
  }),
  'spouse,sibling': (a, b) => ({
    en: male(b) ? 'brother-in-law' : 'sister-in-law',
    hi: male(a) ? (male(b) ? 'देवर' : 'ननद') : male(b) ? 'साला' : 'साली',
  }),
  'sibling,spouse': (_, b) => ({
    en: male(b) ? 'brother-in-law' : 'sister-in-law',
    hi: male(b) ? 'जीजा' : 'भाभी',
  }),
};

/**
 * The relation of the last person to the first of a chain read outwards ("wife", "mother": Q's wife's
 * mother, the mother-in-law), or undefined when the sexes clash or the reading is open.
 */
export function relationOf(outward: readonly string[]): Relation | undefined {
  // a spouse is of the other sex than the person before it
  for (let i = 1; i < outward.length; i += 1)
    if (stepOf(outward[i]!) === 'spouse' && male(outward[i]!) === male(outward[i - 1]!)) return undefined;
  let words = [...outward];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i + 1 < words.length; i += 1) {
      const pair: [Step, Step] = [stepOf(words[i]!), stepOf(words[i + 1]!)];
      if (OPEN.some(([x, y]) => x === pair[0] && y === pair[1])) return undefined;
      if (MERGE.some(([x, y]) => x === pair[0] && y === pair[1])) {
        const into = pair[0] === 'parent' || pair[0] === 'sibling' ? 'parent' : 'child';
        const word = WORDS[into][male(words[i + 1]!) ? 0 : 1];
        words = [...words.slice(0, i), word, ...words.slice(i + 2)];
        merged = true;
        break;
      }
    }
  }
  if (words.length === 1) return { en: words[0]!, hi: hiPlainKin(words[0]!, true) };
  if (words.length === 2) return PAIRS[`${stepOf(words[0]!)},${stepOf(words[1]!)}`]?.(words[0]!, words[1]!);
  if (
    words.length === 3 &&
    stepOf(words[0]!) === 'parent' &&
    stepOf(words[1]!) === 'sibling' &&
    stepOf(words[2]!) === 'spouse'
  ) {
    const [a, b, c] = words.map(male) as [boolean, boolean, boolean];
    return {
      en: c ? 'uncle' : 'aunt',
      hi: a ? (b ? 'चाची' : 'फूफा') : b ? 'मामी' : 'मौसा',
    };
  }
  return undefined;
}

const SYMBOLS = ['+', '−', '×', '÷'];
/** The relations the papers ask for. */
const ASKED = new Set([
  'mother-in-law',
  'father-in-law',
  'son-in-law',
  'daughter-in-law',
  'brother-in-law',
  'sister-in-law',
  'uncle',
  'aunt',
  'nephew',
  'niece',
  'grandfather',
  'grandmother',
  'grandson',
  'granddaughter',
]);
/** The same relation for the other sex (the slip of turning P's sex). */
const OTHER_SEX: Record<string, string> = Object.fromEntries(
  [
    ['father', 'mother'],
    ['son', 'daughter'],
    ['brother', 'sister'],
    ['husband', 'wife'],
    ['father-in-law', 'mother-in-law'],
    ['son-in-law', 'daughter-in-law'],
    ['brother-in-law', 'sister-in-law'],
    ['uncle', 'aunt'],
    ['nephew', 'niece'],
    ['grandfather', 'grandmother'],
    ['grandson', 'granddaughter'],
  ].flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

interface Candidate {
  symbols: string[];
  relation: Relation;
}

function codedRelationProblem(rng: Rng, level: Level): Problem | undefined {
  // one word of each step in the legend, each of a sex drawn
  const legend = rng.shuffle(Object.keys(WORDS) as Step[]).map((s) => WORDS[s][rng.int(0, 1)]!);
  const meaning = new Map(SYMBOLS.map((s, i) => [s, legend[i]!]));
  const length = level === 2 ? 2 : 3;
  const all: string[][] = [[]];
  for (let k = 0; k < length; k += 1)
    all.splice(0, all.length, ...all.flatMap((a) => SYMBOLS.map((s) => [...a, s])));
  // the expression P s1 R s2 … Q: P is the meaning(s1) of R …, so read outwards from Q it is reversed
  const candidates: Candidate[] = all.flatMap((symbols) => {
    const relation = relationOf(symbols.map((s) => meaning.get(s)!).reverse());
    return relation ? [{ symbols, relation }] : [];
  });
  const byRelation = new Map<string, Candidate[]>();
  for (const c of candidates) byRelation.set(c.relation.en, [...(byRelation.get(c.relation.en) ?? []), c]);
  const askable = [...byRelation.keys()].filter((r) => ASKED.has(r));
  if (askable.length === 0) return undefined;
  const target = rng.pick(askable);
  const key = rng.pick(byRelation.get(target)!);
  const [p, q] = ['P', 'Q'];
  const middle = rng.sample(['R', 'S', 'T', 'U', 'V', 'W'], length - 1);
  const names = [p, ...middle, q];
  const write = (symbols: readonly string[]): string =>
    names.map((n, i) => (i < symbols.length ? `${n} ${symbols[i]} ` : n)).join('');
  // wrong options: the other sex, one symbol misread, other relations; each relation once
  const others = candidates.filter((c) => c.relation.en !== target);
  const oneOff = (c: Candidate): number => c.symbols.filter((s, i) => s !== key.symbols[i]).length;
  const ranked = rng
    .shuffle(others)
    .sort(
      (a, b) =>
        Number(b.relation.en === OTHER_SEX[target]) - Number(a.relation.en === OTHER_SEX[target]) ||
        Number(oneOff(a) !== 1) - Number(oneOff(b) !== 1),
    );
  // one candidate a relation, the first ranked kept; then three of them such that the key is not the
  // one option a symbol away from the most others (a candidate could pick the centre unread)
  const pool: Candidate[] = [];
  for (const c of ranked)
    if (pool.length < 10 && !pool.some((d) => d.relation.en === c.relation.en)) pool.push(c);
  const near = (x: Candidate, y: Candidate): boolean =>
    x.symbols.filter((s, i) => s !== y.symbols[i]).length === 1;
  const centred = (set: Candidate[]): boolean => {
    const all = [key, ...set];
    const degree = all.map((x) => all.filter((y) => y !== x && near(x, y)).length);
    return degree.slice(1).every((d) => d < degree[0]!);
  };
  let chosen: Candidate[] = [];
  for (let a = 0; a < pool.length && chosen.length === 0; a += 1)
    for (let b = a + 1; b < pool.length && chosen.length === 0; b += 1)
      for (let c = b + 1; c < pool.length && chosen.length === 0; c += 1) {
        const set = [pool[a]!, pool[b]!, pool[c]!];
        if (!centred(set)) chosen = set;
      }
  if (chosen.length < 3) return undefined;
  const distractors: Distractor[] = chosen.map((c) => {
    const what = `this expression makes ${p} the ${c.relation.en} of ${q}`;
    const hiWhat = `इस व्यंजक से ${p}, ${q} ${kaKi(c.relation.hi)} ${c.relation.hi} है`;
    if (c.relation.en === OTHER_SEX[target])
      return {
        mistake: `turning ${p}'s sex (${what})`,
        hi: `${p} का लिंग उलट देना (${hiWhat})`,
        value: write(c.symbols),
      };
    if (oneOff(c) === 1) {
      const i = c.symbols.findIndex((s, k) => s !== key.symbols[k]);
      const [from, to] = [c.symbols[i]!, key.symbols[i]!];
      return {
        mistake: `reading ${from} as ${to} (${what})`,
        hi: `${from} को ${to} समझना (${hiWhat})`,
        value: write(c.symbols),
      };
    }
    return {
      mistake: `confusing the ${c.relation.en} with the ${target} (${what})`,
      hi: `${c.relation.hi} और ${key.relation.hi} में भ्रम (${hiWhat})`,
      value: write(c.symbols),
    };
  });
  const legendText = SYMBOLS.map((s) => `'A ${s} B' means 'A is the ${meaning.get(s)} of B'`).join(', ');
  const hiLegend = SYMBOLS.map((s) => {
    const hw = hiPlainKin(meaning.get(s)!, true);
    return `'A ${s} B' का अर्थ है 'A, B ${kaKi(hw)} ${hw} है'`;
  }).join(', ');
  const read = (c: Candidate): [string, string] => {
    const facts = c.symbols.map((s, i) => `${names[i]} is the ${meaning.get(s)} of ${names[i + 1]}`);
    const hiFacts = c.symbols.map((s, i) => {
      const hw = hiPlainKin(meaning.get(s)!, true);
      return `${names[i]}, ${names[i + 1]} ${kaKi(hw)} ${hw} है`;
    });
    const outward = c.symbols.map((s) => meaning.get(s)!).reverse();
    const chain = outward.map((w, i) => (i < outward.length - 1 ? `${w}'s` : w)).join(' ');
    return [
      `${write(c.symbols)}: ${facts.join(', ')}; so ${p} is ${q}'s ${chain}, the ${c.relation.en} of ${q}.`,
      `${write(c.symbols)}: ${hiFacts.join(', ')}; अतः ${p}, ${hiChainOf(outward, q)} है, अर्थात ${q} ${kaKi(c.relation.hi)} ${c.relation.hi}।`,
    ];
  };
  const options = [key, ...chosen];
  const order = rng.shuffle(options);
  return {
    question: `In a certain code language, ${legendText}. Which of the following expressions means that ${p} is the ${target} of ${q}?`,
    answer: write(key.symbols),
    trap: false,
    distractors,
    steps: [
      `Read each expression from ${p} to ${q}, then go outwards from ${q}.`,
      ...order.map((c) => read(c)[0]),
      `So ${write(key.symbols)} means that ${p} is the ${target} of ${q}.`,
    ],
    hi: {
      question: `एक निश्चित कूट भाषा में, ${hiLegend}। निम्नलिखित में से कौन-सा व्यंजक दर्शाता है कि ${p}, ${q} ${kaKi(key.relation.hi)} ${key.relation.hi} है?`,
      steps: [
        `प्रत्येक व्यंजक को ${p} से ${q} तक पढ़ें, फिर ${q} से बाहर की ओर चलें।`,
        ...order.map((c) => read(c)[1]),
        `अतः ${write(key.symbols)} का अर्थ है कि ${p}, ${q} ${kaKi(key.relation.hi)} ${key.relation.hi} है।`,
      ],
      options: Object.fromEntries(options.map((c) => [write(c.symbols), write(c.symbols)])),
    },
    params: {
      legend: SYMBOLS.map((s) => [s, meaning.get(s)!]),
      relation: target,
      expressions: options.map((c) => write(c.symbols)),
    },
  };
}

export const codedRelation = (rng: Rng, level: Level): Problem =>
  until(() => codedRelationProblem(rng, level));
