/**
 * Builds the English data files (server/content/data/english/{topic}.json) from the authored source
 * tables beside this file (*.txt). The tables are what a writer edits; this turns them into questions
 * (the passage copied into every question of a passage, cloze blanks numbered, jumbled parts labelled
 * and their wrong orders chosen, options placed in a seeded order). tests/content/english.test.ts
 * rebuilds every file and checks it is identical to the committed one, so the two cannot drift.
 *
 *   npx tsx server/content/authoring/english/build.ts        # rewrites the six data files
 *
 * The tables' format and the shared rules are in tables.ts; the idiom builders in idioms.ts.
 */
import { bankFileText } from '../../load';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng } from '../../generators/rng';
import { cliArgsOrExit } from '../../../cli-args';
import { idioms, idiomUses, idiomWords } from './idioms';
import { capitalise, fields, placed, readTable, sentenceEnd, type Row } from './tables';

export const SOURCE = 'Original questions written for ParikshaPath.';
const DATA = fileURLToPath(new URL('../../data/english/', import.meta.url));

export type EnglishTopic =
  | 'reading_comprehension'
  | 'close_test'
  | 'jubmled_sentence'
  | 'sentence_comletion'
  | 'idoms_phrases'
  | 'sentence_improvement';
export const ENGLISH_TOPICS: readonly EnglishTopic[] = [
  'reading_comprehension',
  'close_test',
  'jubmled_sentence',
  'sentence_comletion',
  'idoms_phrases',
  'sentence_improvement',
];
/**
 * Topics whose authored file adds a form to a generated topic (the bank merges the two): they hold
 * fewer than 50 questions a level of their own.
 */
export const ADDS_TO_GENERATED: readonly EnglishTopic[] = ['sentence_improvement'];

export interface Bank {
  category: 'english';
  topic: EnglishTopic;
  source: string;
  questions: Row[];
}

// ---------------------------------------------------------------------------------------------------
// Single words scrambled into a sentence (served in jubmled_sentence; coverage audit 3, item 24):
// `right sentence | wrong | wrong | wrong`, each wrong sentence made of exactly the right one's words.

export const WORD_JUMBLE_QUESTION =
  'Select the option that arranges the given words in a meaningful and grammatically correct sentence.';

/** A sentence's words, in small letters (except "I"), without punctuation. */
export const wordsOf = (sentence: string): string[] =>
  sentence
    .replace(/[.,;!?]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w === 'I' ? w : w.toLowerCase()));

function wordJumbles(): Row[] {
  return readTable('wordJumbles.txt').map((line) => {
    const [right, ...wrong] = fields(line, 4);
    const bag = (s: string): string => [...wordsOf(s)].sort().join(' ');
    for (const w of wrong)
      if (bag(w) !== bag(right!))
        throw new Error(`${line.at}: "${w}" is not made of the words of "${right}"`);
    // shown as written, only the first word in small letters (names keep their capitals)
    const words = right!
      .replace(/[.,;!?]/g, '')
      .split(/\s+/)
      .map((w, i) => (i === 0 && w !== 'I' ? w.toLowerCase() : w));
    const rng = createRng(`word-jumble:${right}`);
    let shown = rng.shuffle(words);
    while (shown.join(' ') === words.join(' ')) shown = rng.shuffle(words);
    return {
      level: line.level,
      question: `${WORD_JUMBLE_QUESTION}\n${shown.join(' / ')}`,
      options: placed(`word-jumble:${right}`, right!, wrong, line.at),
      answer: right!,
      explanation: `"${right}" uses every word once, in an order that is grammatical and makes sense; the other orders are ungrammatical or say something absurd.`,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Sentence completion: `sentence with ____ | answer | wrong | wrong | wrong | explanation`

function completion(): Row[] {
  return readTable('completion.txt').map((line) => {
    const [sentence, answer, w1, w2, w3, explanation] = fields(line, 6);
    if ((sentence!.match(/____/g) ?? []).length !== 1)
      throw new Error(`${line.at}: needs exactly one ____ blank`);
    return {
      level: line.level,
      question: `Fill in the blank with the most appropriate word or phrase.\n${sentence}`,
      options: placed(sentence!, answer!, [w1!, w2!, w3!], line.at),
      answer: answer!,
      explanation: explanation!,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Misused homophones (served in sentence_comletion):
// `sentence with {wrong} | right | wrong's meaning | right's meaning | other | other | other[ | look-alikes]`
// With the look-alikes (three words that look like the right word but sound like neither), the pair is
// asked a second time without its sentence: the homophone of the given word.

export const HOMOPHONE_QUESTION =
  'One word in the sentence is wrongly used in place of a word that sounds the same. Select that word.';
export const HOMOPHONE_OF_WORD_QUESTION = 'Select the most appropriate homophone of the given word.';

function homophones(): Row[] {
  return readTable('homophones.txt').flatMap((line) => {
    const [marked, right, wrongMeaning, rightMeaning, ...rest] = fields(line, 7, 8);
    const others = rest.slice(0, 3);
    const braces = [...marked!.matchAll(/\{([^}]+)\}/g)];
    if (braces.length !== 1) throw new Error(`${line.at}: needs exactly one {misused word}`);
    const misused = braces[0]![1]!;
    const sentence = marked!.replace(/[{}]/g, '');
    const wordsOf = new Set(sentence.split(/[^A-Za-z'-]+/).filter(Boolean));
    for (const o of others)
      if (!wordsOf.has(o!) || o === misused)
        throw new Error(`${line.at}: "${o}" is not another word of the sentence`);
    const inSentence: Row = {
      level: line.level,
      question: `${HOMOPHONE_QUESTION}\n${sentence}`,
      options: placed(`homophone:${sentence}`, misused, others, line.at),
      answer: misused,
      explanation: `"${misused}" (${wrongMeaning}) is wrongly used for "${right}" (${rightMeaning}). Correct: ${marked!.replace(`{${misused}}`, right!)}`,
    };
    if (rest.length === 3) return [inSentence];
    const lookAlikes = rest[3]!.split(',').map((w) => w.trim());
    if (
      lookAlikes.length !== 3 ||
      lookAlikes.some((w) => !/^[a-z]+$/.test(w) || w === misused || w === right)
    )
      throw new Error(
        `${line.at}: the look-alikes are three other words in small letters, separated by commas`,
      );
    const [given, key] = [capitalise(misused), capitalise(right!)];
    const wrong = lookAlikes.map(capitalise);
    return [
      inSentence,
      {
        level: line.level,
        question: `${HOMOPHONE_OF_WORD_QUESTION}\n${given}`,
        options: placed(`homophone-of:${misused}`, key, wrong, line.at),
        answer: key,
        explanation: `"${key}" (${rightMeaning}) sounds the same as "${given}" (${wrongMeaning}) but is spelt differently and means something else. ${wrong[0]}, ${wrong[1]} and ${wrong[2]} only look like it; they do not sound the same.`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------------
// Homophones to fill a blank (served in sentence_comletion; coverage audit 3, item 6):
// `sentence with ____ | right | its meaning | homophone: meaning[; homophone: meaning] | other[, other]`
// The wrong options are the right word's homophones and words that only look like it, three in all.

export const HOMOPHONE_BLANK_QUESTION = 'Select the most appropriate homophone to fill in the blank.';

function homophoneBlanks(): Row[] {
  return readTable('homophoneBlanks.txt').map((line) => {
    const [sentence, right, meaning, sounding, others] = fields(line, 5);
    if ((sentence!.match(/____/g) ?? []).length !== 1)
      throw new Error(`${line.at}: needs exactly one ____ blank`);
    const homophones = sounding!.split('; ').map((h) => {
      const m = /^([a-z]+): (.+)$/.exec(h);
      if (!m) throw new Error(`${line.at}: a homophone is "word: what it means", found "${h}"`);
      return { word: m[1]!, meaning: m[2]! };
    });
    const rest = others!.split(', ').map((w) => w.trim());
    const wrong = [...homophones.map((h) => h.word), ...rest];
    const sounds = homophones.map((h) => `"${h.word}" (${h.meaning})`);
    const soundText =
      sounds.length === 1
        ? `${sounds[0]} sounds the same but means something else`
        : `${sounds.slice(0, -1).join(', ')} and ${sounds.at(-1)} sound the same but mean something else`;
    const restText =
      rest.length === 1
        ? `"${rest[0]}" only looks like it`
        : `${rest.map((w) => `"${w}"`).join(' and ')} only look like it`;
    return {
      level: line.level,
      question: `${HOMOPHONE_BLANK_QUESTION}\n${sentence}`,
      options: placed(`homophone-blank:${sentence}`, right!, wrong, line.at),
      answer: right!,
      explanation: `"${right}" (${meaning}) fits the sentence: ${sentence!.replace('____', right!)} ${capitalise(soundText)}; ${restText}.`,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary replacement (served in sentence_improvement, beside its generated grammar forms):
// `R | sentence with one [part] | right | wrong | wrong | wrong | why`. The bracketed part is replaced
// by a word or phrase that means it (a phrase by its term, a term by a phrase, a verb by a phrasal
// verb), not corrected for grammar.

export const REPLACEMENT_QUESTION =
  'Select the most appropriate option that can substitute the bracketed words in the given sentence without changing its meaning.';

function replacements(): Row[] {
  return readTable('replacements.txt').map((line) => {
    if (!line.text.startsWith('R | ')) throw new Error(`${line.at}: a record starts with R`);
    const [, sentence, right, w1, w2, w3, why] = fields(line, 7);
    const parts = [...sentence!.matchAll(/\[([^\]]+)\]/g)];
    if (parts.length !== 1) throw new Error(`${line.at}: needs exactly one [bracketed part]`);
    const part = parts[0]![1]!;
    const wrong = [w1!, w2!, w3!];
    if ([right!, ...wrong].some((o) => o.toLowerCase() === part.toLowerCase()))
      throw new Error(`${line.at}: an option repeats the bracketed part`);
    // at the start of the sentence the option is printed as it would stand there (capitalised)
    const atStart = sentence!.startsWith('[');
    if (atStart && [right!, ...wrong].some((o) => o !== capitalise(o)))
      throw new Error(`${line.at}: options replacing the sentence's first words start with a capital`);
    const corrected = sentence!.replace(`[${part}]`, right!);
    return {
      level: line.level,
      question: `${REPLACEMENT_QUESTION}\n${sentence}`,
      options: placed(`replace:${sentence}`, right!, wrong, line.at),
      answer: right!,
      explanation: `"${part}" means "${right}": ${sentenceEnd(why!)} Correct: ${corrected}`,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Jumbled sentences. Levels 1–2: `opening / p1 / p2 / p3 / p4 | why` (opening fixed; the four parts in
// the right order). Level 3: `s1 / s2 / s3 / s4 | why` (four sentences of a paragraph, none fixed).
// The parts are labelled P, Q, R, S in a seeded shuffle; the wrong orders are seeded permutations.

export const LABELS = ['P', 'Q', 'R', 'S'] as const;
/** The labels of a five-sentence paragraph (`E:` records), as papers print them today. */
export const FIVE_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;

export interface Jumble {
  level: 1 | 2 | 3;
  /** Five sentences labelled A–E (an `E:` record) rather than four parts labelled P–S. */
  five?: boolean;
  opening: string | undefined;
  /** The parts in the right order. */
  parts: string[];
  why: string;
  at: string;
}

export function jumbles(): Jumble[] {
  return readTable('jumbled.txt').map((line) => {
    if (line.text.startsWith('E: ')) {
      const [body, why] = fields({ ...line, text: line.text.slice(3) }, 2);
      const pieces = body!.split(' / ').map((p) => p.trim());
      if (pieces.length !== 5 || pieces.some((p) => p === ''))
        throw new Error(`${line.at}: expected 5 sentences separated by " / "`);
      return { level: line.level, five: true, opening: undefined, parts: pieces, why: why!, at: line.at };
    }
    const [body, why] = fields(line, 2);
    const pieces = body!.split(' / ').map((p) => p.trim());
    const expect = line.level === 3 ? 4 : 5;
    if (pieces.length !== expect || pieces.some((p) => p === ''))
      throw new Error(`${line.at}: expected ${expect} pieces separated by " / "`);
    return line.level === 3
      ? { level: line.level, opening: undefined, parts: pieces, why: why!, at: line.at }
      : { level: line.level, opening: pieces[0], parts: pieces.slice(1), why: why!, at: line.at };
  });
}

function permutations(items: readonly string[]): string[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function jumbled(): Row[] {
  return jumbles().map((j) => {
    const labels: readonly string[] = j.five ? FIVE_LABELS : LABELS;
    const rng = createRng(`jumble:${j.parts.join(' ')}`);
    // shown[k] is the part labelled labels[k]; never in the right order already.
    let shown = rng.shuffle(j.parts);
    while (shown.every((p, k) => p === j.parts[k])) shown = rng.shuffle(j.parts);
    const labelOf = (part: string) => labels[shown.indexOf(part)]!;
    const answer = j.parts.map(labelOf).join('');
    // five sentences: wrong orders that start like the right one or end like it, as papers choose them
    const orders = permutations([...labels])
      .map((p) => p.join(''))
      .filter((o) => o !== answer);
    const alike = orders.filter((o) => j.five && (o[0] === answer[0] || o.at(-1) === answer.at(-1)));
    const wrong = rng.sample(j.five ? alike : orders, 3);
    const listing = shown.map((p, k) => `${labels[k]}: ${p}`).join('\n');
    const question = j.five
      ? `Rearrange the sentences A, B, C, D and E to form a coherent paragraph.\n\n${listing}`
      : j.level === 3
        ? `Rearrange the sentences P, Q, R and S to form a coherent paragraph.\n\n${listing}`
        : `Rearrange the parts P, Q, R and S to form a meaningful sentence. The first part is fixed.\n\n${j.opening}\n${listing}`;
    const whole = [...(j.opening ? [j.opening] : []), ...j.parts].join(' ');
    return {
      level: j.level,
      question,
      options: placed(question, answer, wrong, j.at),
      answer,
      explanation: `${answer} gives: "${whole}" ${sentenceEnd(j.why)}`,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Cloze: one passage a line; each blank is `[right|wrong|wrong|wrong|why]`, five blanks a passage.

export interface Blank {
  right: string;
  wrong: string[];
  why: string;
}

export interface ClozePassage {
  level: 1 | 2 | 3;
  /** Text between the blanks (length = blanks + 1). */
  texts: string[];
  blanks: Blank[];
  at: string;
}

export function clozePassages(): ClozePassage[] {
  return readTable('cloze.txt').map((line) => {
    const texts: string[] = [];
    const blanks: Blank[] = [];
    let rest = line.text;
    for (;;) {
      const open = rest.indexOf('[');
      if (open < 0) break;
      const close = rest.indexOf(']', open);
      if (close < 0) throw new Error(`${line.at}: an unclosed [`);
      texts.push(rest.slice(0, open));
      const parts = rest
        .slice(open + 1, close)
        .split('|')
        .map((p) => p.trim());
      if (parts.length !== 5 || parts.some((p) => p === ''))
        throw new Error(`${line.at}: a blank needs right|wrong|wrong|wrong|why`);
      blanks.push({ right: parts[0]!, wrong: parts.slice(1, 4), why: parts[4]! });
      rest = rest.slice(close + 1);
    }
    texts.push(rest);
    if (blanks.length !== 5)
      throw new Error(`${line.at}: a passage needs five blanks, found ${blanks.length}`);
    return { level: line.level, texts, blanks, at: line.at };
  });
}

function cloze(): Row[] {
  return clozePassages().flatMap((p) =>
    p.blanks.map((blank, asked) => {
      const passage = p.texts
        .map((t, i) => (i < p.blanks.length ? t + (i === asked ? `(${i + 1}) ____` : p.blanks[i]!.right) : t))
        .join('');
      return {
        level: p.level,
        question: `Read the passage and select the most appropriate option to fill blank (${asked + 1}).\n\n${passage}\n\nSelect the most appropriate option to fill blank (${asked + 1}).`,
        options: placed(`${passage}#${asked}`, blank.right, blank.wrong, p.at),
        answer: blank.right,
        explanation: `"${blank.right}" fits blank (${asked + 1}): ${sentenceEnd(blank.why)}`,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Reading comprehension: `P: passage` then five `Q: question | answer | wrong | wrong | wrong | explanation`.

function comprehension(): Row[] {
  const rows: Row[] = [];
  let passage: string | undefined;
  let count = 0;
  const lines = readTable('comprehension.txt');
  for (const line of lines) {
    if (line.text.startsWith('P: ')) {
      if (passage !== undefined && count !== 5)
        throw new Error(`${line.at}: the previous passage has ${count} questions, not 5`);
      passage = line.text.slice(3).trim();
      count = 0;
      const words = passage.split(/\s+/).length;
      if (words < 120 || words > 220)
        throw new Error(`${line.at}: a passage of ${words} words (120–220 wanted)`);
      continue;
    }
    if (!line.text.startsWith('Q: ') || passage === undefined)
      throw new Error(`${line.at}: expected P: or Q:`);
    const [q, answer, w1, w2, w3, explanation] = fields({ ...line, text: line.text.slice(3) }, 6);
    count += 1;
    rows.push({
      level: line.level,
      question: `Read the passage and answer the question.\n\n${passage}\n\nQuestion: ${q}`,
      options: placed(`${passage}#${q}`, answer!, [w1!, w2!, w3!], line.at),
      answer: answer!,
      explanation: explanation!,
    });
  }
  if (count !== 5) throw new Error('comprehension.txt: the last passage does not have 5 questions');
  return rows;
}

const BUILDERS: Record<EnglishTopic, () => Row[]> = {
  reading_comprehension: comprehension,
  close_test: cloze,
  jubmled_sentence: () => [...jumbled(), ...wordJumbles()],
  sentence_comletion: () => [...completion(), ...homophones(), ...homophoneBlanks()],
  idoms_phrases: () => [...idioms(), ...idiomWords(), ...idiomUses()],
  sentence_improvement: replacements,
};

export function buildEnglishBank(topic: EnglishTopic): Bank {
  const questions = BUILDERS[topic]().sort((a, b) => a.level - b.level);
  return { category: 'english', topic, source: SOURCE, questions };
}

export const dataFile = (topic: EnglishTopic) => `${DATA}${topic}.json`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { positionals } = cliArgsOrExit(
    `Usage: npx tsx server/content/authoring/english/build.ts [TOPIC …]\n(topics: ${ENGLISH_TOPICS.join(', ')}; default all)`,
    {},
    { positionals: true },
  );
  const unknown = positionals.filter((topic) => !(ENGLISH_TOPICS as readonly string[]).includes(topic));
  if (unknown.length > 0) {
    console.error(`Unknown topic: ${unknown.join(', ')} (topics: ${ENGLISH_TOPICS.join(', ')})`);
    process.exit(2);
  }
  const only = positionals as EnglishTopic[];
  for (const topic of only.length > 0 ? only : ENGLISH_TOPICS) {
    const bank = buildEnglishBank(topic);
    writeFileSync(dataFile(topic), bankFileText(bank));
    const per = [1, 2, 3].map((l) => bank.questions.filter((q) => q.level === l).length);
    console.log(`${topic}: ${per.join(' / ')}`);
  }
}
