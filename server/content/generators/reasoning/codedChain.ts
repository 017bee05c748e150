/**
 * Coded blood relations answered by a possessive chain (issue 19, coverage audit item 13): "'P + Q'
 * means P is the father of Q; 'P − Q' means P is the wife of Q; … If A + B − C × D, how is A related
 * to D?", with options such as "Brother's wife's father". The chain is drawn outwards from the last
 * person (D's brother, his wife, her father) and the code written from the first person inwards, so
 * the key is the code read from its right end. A chain never takes a step a single word would replace
 * or leave open (a father's wife, a wife's son, a son's brother, a brother's father, up then down),
 * so every option is a chain papers would print. Wrong options are the code read from the left end,
 * the first person's sex turned, one symbol read with another's meaning, or both of the last two, each
 * a chain of the same length that also makes sense; the three are chosen so that the key is not the
 * one option a word away from most others.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { hiChainOf, hiPlainKin, kaKi } from './hindiKinship';
import { PERSON_LETTERS } from './personLetters';

/** A step outwards: the next person is the parent, child, sibling or spouse of the one before. */
type Step = 'parent' | 'child' | 'sibling' | 'spouse';

const WORDS: Record<Step, [string, string]> = {
  parent: ['father', 'mother'],
  child: ['son', 'daughter'],
  sibling: ['brother', 'sister'],
  spouse: ['husband', 'wife'],
};

const stepOf = (word: string): Step => (Object.keys(WORDS) as Step[]).find((s) => WORDS[s].includes(word))!;
const isMale = (word: string): boolean => WORDS[stepOf(word)][0] === word;

/** Steps after which a next step collapses into one word or leaves the reading open. */
const COLLAPSE: readonly [Step, Step][] = [
  ['parent', 'child'], // father's son: brother or self
  ['child', 'parent'], // son's mother: wife or self
  ['sibling', 'sibling'], // brother's sister: sister or self
  ['spouse', 'spouse'], // wife's husband: self
  ['parent', 'spouse'], // father's wife: mother
  ['spouse', 'child'], // wife's son: son
  ['child', 'sibling'], // son's brother: son
  ['sibling', 'parent'], // brother's father: father
];

/**
 * Whether a chain (words outwards from the last person) is one a paper would print: no collapsing
 * pair of steps, each spouse of the other sex than the person before (the last person's sex is not
 * given), no word twice running but a parent's parent or a child's child.
 */
export function printable(words: readonly string[]): boolean {
  return words.every((w, i) => {
    if (i === 0) return true;
    const [a, b] = [stepOf(words[i - 1]!), stepOf(w)];
    if (COLLAPSE.some(([x, y]) => x === a && y === b)) return false;
    return b !== 'spouse' || isMale(w) !== isMale(words[i - 1]!);
  });
}

const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
/** "Brother's wife's father". */
export const chainText = (words: readonly string[]): string =>
  cap(words.map((w, i) => (i === words.length - 1 ? w : `${w}'s`)).join(' '));

const SYMBOLS = ['+', '−', '×', '÷'];
/** Person letters of the expression: A to W of the blood-relation letters (the chains' draws use these). */
const LETTERS = PERSON_LETTERS.slice(0, PERSON_LETTERS.indexOf('X'));
const flip = (word: string): string => {
  const pair = WORDS[stepOf(word)];
  return pair[0] === word ? pair[1] : pair[0];
};

function codedChainProblem(rng: Rng, level: Level): Problem | undefined {
  const links = level === 2 ? 3 : 4;
  // four meanings in the legend: every word of the chain and others to fill it, of four steps
  const legend = rng.shuffle(Object.keys(WORDS) as Step[]).map((s) => WORDS[s][rng.int(0, 1)]!);
  const outward = Array.from({ length: links }, () => rng.pick(legend));
  // no chain of one word over and over ("mother's mother's mother's mother")
  if (!printable(outward) || new Set(outward).size < links - 1) return undefined;
  // the code from the first person inwards: A is the w_n of B, B is the w_{n-1} of C …
  const inward = [...outward].reverse();
  const names = rng.sample(LETTERS, links + 1);
  const [first, last] = [names[0]!, names[links]!];
  const symbolOf = new Map(legend.map((w, i) => [w, SYMBOLS[i]!]));
  const expression = names.map((n, i) => (i < links ? `${n} ${symbolOf.get(inward[i]!)} ` : n)).join('');

  const wrong: (Distractor & { words: string[] })[] = [];
  const add = (mistake: string, hi: string, words: string[]): void => {
    const value = chainText(words);
    if (!printable(words) || value === chainText(outward) || wrong.some((d) => d.value === value)) return;
    wrong.push({ mistake, hi, value, words });
  };
  const sexWrong = (words: string[]): string[] => [...words.slice(0, -1), flip(words[links - 1]!)];
  add('reading the code from the left end', 'कूट को बाईं ओर से पढ़ना', inward);
  add(`getting ${first}'s sex wrong`, `${first} का लिंग उलट देना`, sexWrong(outward));
  // one symbol read with the meaning of another in the legend, alone or with the sex turned as well
  for (const i of rng.shuffle(Array.from({ length: links }, (_, k) => k)))
    for (const other of rng.shuffle(legend.filter((w) => w !== outward[i]))) {
      const [from, to] = [symbolOf.get(outward[i]!)!, symbolOf.get(other)!];
      const misread = outward.map((w, k) => (k === i ? other : w));
      add(`reading ${from} as ${to}`, `${from} को ${to} समझना`, misread);
      add(
        `getting ${first}'s sex wrong and reading ${from} as ${to}`,
        `${first} का लिंग उलट देना और ${from} को ${to} समझना`,
        sexWrong(misread),
      );
    }
  // three wrong options such that the key is not the one option a word away from the most others (a
  // candidate could pick the centre of the options without reading the code)
  const near = (x: string[], y: string[]): boolean => x.filter((w, k) => w !== y[k]).length === 1;
  const centred = (set: (typeof wrong)[number][]): boolean => {
    const all = [outward, ...set.map((d) => d.words)];
    const degree = all.map((x) => all.filter((y) => y !== x && near(x, y)).length);
    return degree.slice(1).every((dg) => dg < degree[0]!);
  };
  let distractors: Distractor[] | undefined;
  for (let a = 0; a < wrong.length && !distractors; a += 1)
    for (let b = a + 1; b < wrong.length && !distractors; b += 1)
      for (let c = b + 1; c < wrong.length && !distractors; c += 1) {
        const set = [wrong[a]!, wrong[b]!, wrong[c]!];
        if (!centred(set)) distractors = set.map(({ mistake, hi, value }) => ({ mistake, hi, value }));
      }
  if (!distractors) return undefined;

  const legendText = legend.map((w) => `'P ${symbolOf.get(w)} Q' means 'P is the ${w} of Q'`).join(', ');
  const hiLegend = legend.map((w) => {
    const hw = hiPlainKin(w, true);
    return `'P ${symbolOf.get(w)} Q' का अर्थ है 'P, Q ${kaKi(hw)} ${hw} है'`;
  });
  const facts = inward.map((w, i) => `${names[i]} is the ${w} of ${names[i + 1]}`);
  const hiFacts = inward.map((w, i) => {
    const hw = hiPlainKin(w, true);
    return `${names[i]}, ${names[i + 1]} ${kaKi(hw)} ${hw} है`;
  });
  // outwards from the last person: C is D's brother, B is D's brother's wife …
  const built = outward.map((_, k) => {
    const who = names[links - 1 - k]!;
    return `${who} is ${last}'s ${chainText(outward.slice(0, k + 1)).toLowerCase()}`;
  });
  const hiBuilt = outward.map((_, k) => {
    const who = names[links - 1 - k]!;
    return `${who}, ${hiChainOf(outward.slice(0, k + 1), last)} है`;
  });
  const options: Record<string, string> = {
    [chainText(outward)]: hiChainOf(outward),
  };
  for (const d of distractors) {
    const words = String(d.value)
      .toLowerCase()
      .split(' ')
      .map((w) => w.replace(/'s$/, ''));
    options[String(d.value)] = hiChainOf(words);
  }
  return {
    question: `In a certain code language, ${legendText}. If ${expression}, then how is ${first} related to ${last}?`,
    answer: chainText(outward),
    distractors,
    steps: [
      `Read the code: ${facts.join('; ')}.`,
      `Start from ${last} and go outwards: ${built.join('; ')}.`,
      `So ${first} is ${last}'s ${chainText(outward).toLowerCase()}.`,
    ],
    hi: {
      question: `एक निश्चित कूट भाषा में, ${hiLegend.join(', ')}। यदि ${expression} है, तो ${first}, ${last} से किस प्रकार संबंधित है?`,
      steps: [
        `कूट पढ़ें: ${hiFacts.join('; ')}।`,
        `${last} से आरंभ करके बाहर की ओर चलें: ${hiBuilt.join('; ')}।`,
        `अतः ${first}, ${hiChainOf(outward, last)} है।`,
      ],
      options,
    },
    params: { legend: legend.map((w) => [symbolOf.get(w)!, w]), expression },
  };
}

export const codedChain = (rng: Rng, level: Level): Problem => until(() => codedChainProblem(rng, level));
