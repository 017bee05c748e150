import { defineTopic, UNNAMED, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { MEN, WOMEN } from '../names';
import { byGender, hiName } from '../hindi';
import { codedChain } from './codedChain';
import { codedRelation } from './bloodRelationAudit5';
import { familyCount } from './familyCount';
import { PERSON_LETTERS } from './personLetters';
import { hiCounterpart, hiKinship, hiPlainKin, hiPossessive, kaKi } from './hindiKinship';

/**
 * Blood relations are drawn from a real family tree: three generations, every child with both parents
 * in the tree, every couple married. A chain of true statements ("P is the brother of Q. Q is the
 * daughter of R …") links two people, and the answer is read off the tree, not off the chain.
 */
interface Member {
  male: boolean;
  father?: number;
  mother?: number;
  spouse?: number;
}

type Link = 'parent' | 'child' | 'sibling' | 'spouse';

/** The word for "X is the … of Y" when Y is X's parent (X is a child), etc. */
const WORD: Record<Link, [string, string]> = {
  child: ['son', 'daughter'], // X is the child of Y
  parent: ['father', 'mother'], // X is the parent of Y
  sibling: ['brother', 'sister'],
  spouse: ['husband', 'wife'],
};

const GENDER_PAIRS: [string, string][] = [
  ['father', 'mother'],
  ['son', 'daughter'],
  ['brother', 'sister'],
  ['husband', 'wife'],
  ['grandfather', 'grandmother'],
  ['grandson', 'granddaughter'],
  ['uncle', 'aunt'],
  ['nephew', 'niece'],
  ['father-in-law', 'mother-in-law'],
  ['son-in-law', 'daughter-in-law'],
  ['brother-in-law', 'sister-in-law'],
];

/** A near relation one is easily confused with (a generation off, or a marriage link missed). */
const SLIPS: Record<string, string[]> = {
  father: ['grandfather', 'father-in-law', 'uncle'],
  mother: ['grandmother', 'mother-in-law', 'aunt'],
  son: ['grandson', 'son-in-law', 'nephew'],
  daughter: ['granddaughter', 'daughter-in-law', 'niece'],
  brother: ['cousin', 'brother-in-law', 'father'],
  sister: ['cousin', 'sister-in-law', 'mother'],
  husband: ['brother-in-law', 'father', 'brother'],
  wife: ['sister-in-law', 'mother', 'sister'],
  grandfather: ['father', 'uncle', 'father-in-law'],
  grandmother: ['mother', 'aunt', 'mother-in-law'],
  grandson: ['son', 'nephew', 'son-in-law'],
  granddaughter: ['daughter', 'niece', 'daughter-in-law'],
  uncle: ['father', 'brother', 'cousin'],
  aunt: ['mother', 'sister', 'cousin'],
  nephew: ['son', 'cousin', 'brother'],
  niece: ['daughter', 'cousin', 'sister'],
  cousin: ['brother', 'nephew', 'uncle'],
  'father-in-law': ['father', 'grandfather', 'uncle'],
  'mother-in-law': ['mother', 'grandmother', 'aunt'],
  'son-in-law': ['son', 'brother-in-law', 'nephew'],
  'daughter-in-law': ['daughter', 'sister-in-law', 'niece'],
  'brother-in-law': ['brother', 'husband', 'cousin'],
  'sister-in-law': ['sister', 'wife', 'cousin'],
};

const cap = (term: string): string => term[0]!.toUpperCase() + term.slice(1);

function buildFamily(rng: Rng): Member[] {
  const people: Member[] = [{ male: true }, { male: false }];
  people[0]!.spouse = 1;
  people[1]!.spouse = 0;
  const kids = rng.int(2, 3);
  for (let k = 0; k < kids; k += 1) {
    const child = people.push({ male: rng.chance(0.5), father: 0, mother: 1 }) - 1;
    const partner = people.push({ male: !people[child]!.male }) - 1;
    people[child]!.spouse = partner;
    people[partner]!.spouse = child;
    const [f, m] = people[child]!.male ? [child, partner] : [partner, child];
    const grandkids = rng.int(1, 2);
    for (let g = 0; g < grandkids; g += 1) people.push({ male: rng.chance(0.5), father: f, mother: m });
  }
  return people;
}

const parentsOf = (t: Member[], x: number): number[] =>
  [t[x]!.father, t[x]!.mother].filter((p): p is number => p !== undefined);
const childrenOf = (t: Member[], x: number): number[] =>
  t.flatMap((m, i) => (m.father === x || m.mother === x ? [i] : []));
const siblingsOf = (t: Member[], x: number): number[] =>
  t.flatMap((m, i) =>
    i !== x && m.father !== undefined && m.father === t[x]!.father && m.mother === t[x]!.mother ? [i] : [],
  );

/** How a is related to d, read off the tree (undefined when there is no everyday word for it). */
export function kinship(t: Member[], a: number, d: number): string | undefined {
  const g = (m: string, f: string) => (t[a]!.male ? m : f);
  const sa = t[a]!.spouse;
  const sd = t[d]!.spouse;
  if (sa === d) return g('husband', 'wife');
  if (parentsOf(t, d).includes(a)) return g('father', 'mother');
  if (parentsOf(t, a).includes(d)) return g('son', 'daughter');
  if (siblingsOf(t, a).includes(d)) return g('brother', 'sister');
  if (parentsOf(t, d).some((p) => parentsOf(t, p).includes(a))) return g('grandfather', 'grandmother');
  if (parentsOf(t, a).some((p) => parentsOf(t, p).includes(d))) return g('grandson', 'granddaughter');
  if (parentsOf(t, d).some((p) => siblingsOf(t, p).some((s) => s === a || t[s]!.spouse === a)))
    return g('uncle', 'aunt');
  if (parentsOf(t, a).some((p) => siblingsOf(t, p).some((s) => s === d || t[s]!.spouse === d)))
    return g('nephew', 'niece');
  if (parentsOf(t, a).some((p) => parentsOf(t, d).some((q) => siblingsOf(t, p).includes(q)))) return 'cousin';
  if (sd !== undefined && parentsOf(t, sd).includes(a)) return g('father-in-law', 'mother-in-law');
  if (sa !== undefined && parentsOf(t, sa).includes(d)) return g('son-in-law', 'daughter-in-law');
  if ((sd !== undefined && siblingsOf(t, sd).includes(a)) || siblingsOf(t, d).some((s) => t[s]!.spouse === a))
    return g('brother-in-law', 'sister-in-law');
  return undefined;
}

function neighbours(t: Member[], x: number): { to: number; link: Link }[] {
  // link = what x is to `to`
  const found: { to: number; link: Link }[] = [];
  for (const p of parentsOf(t, x)) found.push({ to: p, link: 'child' });
  for (const c of childrenOf(t, x)) found.push({ to: c, link: 'parent' });
  for (const s of siblingsOf(t, x)) found.push({ to: s, link: 'sibling' });
  if (t[x]!.spouse !== undefined) found.push({ to: t[x]!.spouse!, link: 'spouse' });
  return found;
}

const LETTERS = PERSON_LETTERS;
const SYMBOLS = ['+', '−', '×', '÷', '#', '@', '$', '%'];

function chainProblem(rng: Rng, level: Level): Problem | undefined {
  const tree = buildFamily(rng);
  const links = level === 1 ? 2 : level === 2 ? rng.int(2, 3) : rng.int(3, 4);
  const path = [rng.int(0, tree.length - 1)];
  const words: string[] = [];
  const kinds: Link[] = [];
  for (let i = 0; i < links; i += 1) {
    const here = path[path.length - 1]!;
    const options = neighbours(tree, here).filter((n) => !path.includes(n.to));
    if (options.length === 0) return undefined;
    const step = rng.pick(options);
    words.push(WORD[step.link][tree[here]!.male ? 0 : 1]);
    kinds.push(step.link);
    path.push(step.to);
  }
  const a = path[0]!;
  const d = path[path.length - 1]!;
  const term = kinship(tree, a, d);
  if (!term) return undefined;
  const names = rng.sample(LETTERS, path.length);
  const coded = level === 3 && rng.chance(0.5);
  const reverse = kinship(tree, d, a);
  const pair = GENDER_PAIRS.find((p) => p.includes(term));
  const flipped = pair ? (pair[0] === term ? pair[1] : pair[0]) : undefined;
  const lastOnly = words[words.length - 1]!;
  const male = tree[a]!.male;
  const lastAsA = GENDER_PAIRS.find((p) => p.includes(lastOnly));
  const distractors: Distractor[] = [
    ...(flipped ? [{ mistake: 'getting the gender wrong', hi: 'लिंग उलट देना', value: cap(flipped) }] : []),
    ...(reverse && reverse !== term
      ? [
          {
            mistake: 'reading the relation the wrong way round',
            hi: 'संबंध को उलटी ओर से पढ़ना',
            value: cap(reverse),
          },
        ]
      : []),
    ...(lastAsA
      ? [
          {
            mistake: 'going by the last statement only',
            hi: 'केवल अंतिम कथन से उत्तर देना',
            value: cap(lastAsA[male ? 0 : 1]),
          },
        ]
      : []),
    // a near relation fills the options, but no one slip of the chain gives it (a generation is as
    // often added as missed), so it is not named
    ...(SLIPS[term] ?? []).map((s) => {
      const gendered = GENDER_PAIRS.find((p) => p.includes(s));
      return { mistake: UNNAMED, value: cap(gendered ? gendered[male ? 0 : 1] : s) };
    }),
  ];
  const facts = words.map((w, i) => `${names[i]} is the ${w} of ${names[i + 1]}`);
  // the Hindi answer read off the tree (its side of the family), a near relation in its plain word
  const hiTerm = hiKinship(tree, a, d)!;
  const hiOptions = hiOptionsOf(
    [
      [cap(term), hiTerm],
      [flipped && cap(flipped), hiCounterpart(hiTerm)],
      [reverse && cap(reverse), hiKinship(tree, d, a)],
    ],
    distractors,
    male,
  );
  const hiFact = (w: string, i: number): string => {
    const hw = hiPlainKin(w, true);
    return `${names[i]}, ${names[i + 1]} ${kaKi(hw)} ${hw} है`;
  };
  const hiFacts = words.map(hiFact);
  const hiAnswer = `${names[0]}, ${names[path.length - 1]} ${kaKi(hiTerm)} ${hiTerm} है`;
  const hiAsk = `${names[0]}, ${names[path.length - 1]} से किस प्रकार संबंधित है?`;
  let question: string;
  let steps: string[];
  let hi: Problem['hi'];
  if (coded) {
    const distinct = [...new Set(words)];
    const symbols = rng.sample(SYMBOLS, distinct.length);
    const symbolOf = new Map(distinct.map((w, i) => [w, symbols[i]!]));
    const legend = distinct.map((w) => `'P ${symbolOf.get(w)} Q' means P is the ${w} of Q`).join('; ');
    const expression = names
      .map((n, i) => (i < words.length ? `${n} ${symbolOf.get(words[i]!)} ` : n))
      .join('');
    question = `${legend}. If ${expression}, how is ${names[0]} related to ${names[path.length - 1]}?`;
    steps = [
      `Read the code link by link: ${facts.join('; ')}.`,
      `So ${names[0]} is the ${term} of ${names[path.length - 1]}.`,
    ];
    const hiLegend = distinct.map((w) => {
      const hw = hiPlainKin(w, true);
      return `'P ${symbolOf.get(w)} Q' का अर्थ है P, Q ${kaKi(hw)} ${hw} है`;
    });
    hi = {
      question: `${hiLegend.join('; ')}। यदि ${expression} है, तो ${hiAsk}`,
      steps: [`कूट को एक-एक कड़ी करके पढ़ें: ${hiFacts.join('; ')}।`, `अतः ${hiAnswer}।`],
      options: hiOptions,
    };
  } else {
    question = `${facts.join('. ')}. How is ${names[0]} related to ${names[path.length - 1]}?`;
    steps = [
      `Draw the family: ${facts.join('; ')}. Following the links, ${names[0]} is the ${term} of ${names[path.length - 1]}.`,
    ];
    hi = {
      question: `${hiFacts.join('। ')}। ${hiAsk}`,
      steps: [`परिवार-वृक्ष बनाइए: ${hiFacts.join('; ')}। कड़ियों के अनुसार ${hiAnswer}।`],
      options: hiOptions,
    };
  }
  return {
    question,
    answer: cap(term),
    distractors,
    steps,
    hi,
    // the last person's sex, which no statement gives: the relation read the other way needs it
    params: { words, coded, lastMale: tree[d]!.male },
  };
}

/**
 * "Pointing to a man, Ravi said, 'He is my father's sister's son.'" (issue 19, item 6): a possessive
 * chain walked outwards from the speaker through the tree. Steps that leave the reading open are never
 * taken: up then down ("my grandfather's son": father or uncle?), down then up ("my son's mother") and
 * sibling of a sibling ("my brother's sister").
 */
function possessiveProblem(rng: Rng, level: Level): Problem | undefined {
  const tree = buildFamily(rng);
  const links = level === 1 ? 2 : level === 2 ? rng.int(2, 3) : 3;
  const path = [rng.int(0, tree.length - 1)];
  const words: string[] = [];
  const kinds: Link[] = [];
  const open: Partial<Record<Link, Link>> = { parent: 'child', child: 'parent', sibling: 'sibling' };
  for (let i = 0; i < links; i += 1) {
    const here = path[path.length - 1]!;
    // link = what the next person is to this one
    const options = neighbours(tree, here)
      .map((n) => ({
        to: n.to,
        link: ({ child: 'parent', parent: 'child', sibling: 'sibling', spouse: 'spouse' } as const)[n.link],
      }))
      .filter((n) => !path.includes(n.to) && (i === 0 || open[kinds[i - 1]!] !== n.link));
    if (options.length === 0) return undefined;
    const step = rng.pick(options);
    words.push(WORD[step.link][tree[step.to]!.male ? 0 : 1]);
    kinds.push(step.link);
    path.push(step.to);
  }
  const speaker = path[0]!;
  const pointed = path[path.length - 1]!;
  const term = kinship(tree, pointed, speaker);
  if (!term) return undefined;
  const short = kinship(tree, path[path.length - 2]!, speaker);
  const male = tree[pointed]!.male;
  const name = rng.pick(tree[speaker]!.male ? MEN : WOMEN);
  const chain = words.map((w, i) => (i === words.length - 1 ? w : `${w}'s`)).join(' ');
  const pair = GENDER_PAIRS.find((p) => p.includes(term));
  const flipped = pair ? (pair[0] === term ? pair[1] : pair[0]) : undefined;
  const last = words[words.length - 1]!;
  const distractors: Distractor[] = [
    ...(flipped ? [{ mistake: 'getting the gender wrong', hi: 'लिंग उलट देना', value: cap(flipped) }] : []),
    { mistake: 'going by the last word only', hi: 'केवल अंतिम शब्द से उत्तर देना', value: cap(last) },
    ...(short && links > 2
      ? [
          {
            mistake: 'leaving out the last step of the chain',
            hi: 'शृंखला की अंतिम कड़ी छोड़ देना',
            value: cap(short),
          },
        ]
      : []),
    ...(SLIPS[term] ?? []).map((s) => {
      const gendered = GENDER_PAIRS.find((p) => p.includes(s));
      return { mistake: UNNAMED, value: cap(gendered ? gendered[male ? 0 : 1] : s) };
    }),
  ];
  const who = male ? 'man' : 'woman';
  const he = male ? 'He' : 'She';
  const asked = rng.chance(0.5);
  const hiTerm = hiKinship(tree, pointed, speaker)!;
  const hiOptions = hiOptionsOf(
    [
      [cap(term), hiTerm],
      [flipped && cap(flipped), hiCounterpart(hiTerm)],
      [short && links > 2 ? cap(short) : undefined, hiKinship(tree, path[path.length - 2]!, speaker)],
    ],
    distractors,
    male,
  );
  const hiSpeaker = hiName({ name });
  const hiWho = male ? 'पुरुष' : 'महिला';
  const hiChain = hiPossessive(words);
  const hiAsk = `वह ${hiWho} ${hiSpeaker} से किस प्रकार संबंधित है?`;
  const hiWalk = words.map((w, i) => {
    const hw = hiPlainKin(w, true);
    return `${i === 0 ? hiSpeaker : 'उस व्यक्ति'} ${kaKi(hw)} ${hw}`;
  });
  return {
    question: asked
      ? `Pointing to a ${who}, ${name} said, "${he} is my ${chain}." How is the ${who} related to ${name}?`
      : `${name} introduces a ${who} as "my ${chain}". How is the ${who} related to ${name}?`,
    answer: cap(term),
    distractors,
    steps: [
      `Step by step from ${name}: ${words.map((w, i) => `${i === 0 ? `${name}'s` : `that person's`} ${w}`).join(', then ')}. Drawn as a family, the ${who} is ${name}'s ${term}.`,
    ],
    hi: {
      question: asked
        ? `एक ${hiWho} की ओर इशारा करते हुए ${hiSpeaker} ने कहा, "यह ${hiChain} है।" ${hiAsk}`
        : `${hiSpeaker} एक ${hiWho} का परिचय "${hiChain}" के रूप में ${byGender({ female: !tree[speaker]!.male }, 'कराता', 'कराती')} है। ${hiAsk}`,
      steps: [
        `${hiSpeaker} से चरण दर चरण: ${hiWalk.join(', फिर ')}। परिवार-वृक्ष बनाने पर वह ${hiWho} ${hiSpeaker} ${kaKi(hiTerm)} ${hiTerm} है।`,
      ],
      options: hiOptions,
    },
    params: { words },
  };
}

/**
 * Hindi of every option, keyed by its English: the relations read off the tree first (the answer, its
 * other sex, the reverse or shorter reading), then each other wrong option in its plain word.
 */
function hiOptionsOf(
  read: readonly [string | undefined, string | undefined][],
  distractors: readonly Distractor[],
  male: boolean,
): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [english, hindi] of read)
    if (english && hindi && !(english in options)) options[english] = hindi;
  for (const d of distractors) {
    const english = String(d.value);
    if (!(english in options)) options[english] = hiPlainKin(english, male);
  }
  return options;
}

export const bloodRelation = defineTopic({
  chain: {
    levels: [1, 2, 3],
    make: (rng, level) => until(() => chainProblem(rng, level)),
  },
  possessive: {
    levels: [1, 2, 3],
    make: (rng, level) => until(() => possessiveProblem(rng, level)),
  },
  // coded relations whose options are possessive chains (codedChain.ts, issue 19 item 13)
  codedChain: { levels: [2, 3], make: codedChain },
  // how many males (females) a chain of relations fixes in a family (familyCount.ts, audit 2 form 18)
  familyCount: { levels: [2, 3], make: (rng, level) => familyCount(rng, level) },
  // which coded expression shows a relation, the reverse of codedChain (bloodRelationAudit5.ts,
  // coverage audit 4 item 12)
  codedRelation: { levels: [2, 3], make: (rng, level) => codedRelation(rng, level) },
});
