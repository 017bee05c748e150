/** The synonym and antonym banks: a curated pair is used only where WordNet confirms it (../README.md). */
import { ANTONYM_BLANKS, ANTONYM_CONTEXTS, ANTONYM_FINDS, SYNONYM_CONTEXTS } from './contexts';
import { createRng, type Rng } from '../../generators/rng';
import type { Pos, Synset } from '../wordnet';
import { shortDefinition, type Words } from './lexicon';
import { byLevel, cap, POS_NAME, sameFamily, WORDNET_SOURCE, type Row } from './rows';
import { VOCABULARY } from './vocabulary';

export interface Target {
  word: string;
  pos: Pos;
  /** The curated synonyms and antonyms, best first. */
  synonyms: string[];
  antonyms: string[];
}

export function targets(): Target[] {
  const seen = new Set<string>();
  const out: Target[] = [];
  for (const entry of VOCABULARY) {
    const [word, pos, syns, ants] = entry.split(':') as [string, Pos, string, string];
    if (seen.has(`${word}:${pos}`)) continue;
    seen.add(`${word}:${pos}`);
    const list = (s: string) => (s === '-' ? [] : s.split('/'));
    out.push({ word, pos, synonyms: list(syns), antonyms: list(ants) });
  }
  return out;
}

export interface Pick {
  word: string;
  /** The target's sense. */
  sense: Synset;
  /** The answer's sense (the same synset for a synonym). */
  answerSense: Synset;
}

/** How many senses of a word (in index order) may be used: a rare sense of a common word is no answer. */
export const SENSES_USED = 3;

const firstSenses = (words: Words, word: string, pos: Pos) =>
  words
    .senses(word, pos)
    .slice(0, SENSES_USED)
    .filter((s) => !words.flagged(s));

/**
 * The first curated synonym WordNet confirms: it shares one of the word's first senses, which is one of
 * its own first senses. A sense of a specialist field does not count; where that was the only sense
 * shared (DORMANT and "sleeping", in heraldry), a curated synonym that has one of the word's first
 * senses among any of its own stands instead (DORMANT and "inactive": "not erupting and not extinct").
 */
export function chooseSynonym(words: Words, t: Target): Pick | undefined {
  const senses = firstSenses(words, t.word, t.pos);
  const common = senses.filter((s) => !words.specialist(s));
  const candidates = t.synonyms.filter((w) => words.common(w, 10) && !sameFamily(w, t.word));
  let onlySpecialist = false;
  for (const w of candidates) {
    const own = firstSenses(words, w, t.pos);
    const shared = common.find((s) => own.some((o) => o.key === s.key));
    if (shared) return { word: w, sense: shared, answerSense: shared };
    if (senses.some((s) => own.some((o) => o.key === s.key))) onlySpecialist = true;
  }
  if (!onlySpecialist) return undefined;
  for (const w of candidates) {
    const own = words.senses(w, t.pos);
    const shared = common.find((s) => own.some((o) => o.key === s.key));
    if (shared) return { word: w, sense: shared, answerSense: shared };
  }
  return undefined;
}

/**
 * The first curated antonym WordNet confirms: one of its first senses is opposite to one of the word's
 * first senses: a direct antonym (`!`), or, for adjectives, the antonym of the word's head or one of
 * that antonym's similar-to satellites.
 */
export function chooseAntonym(words: Words, t: Target): Pick | undefined {
  const senses = firstSenses(words, t.word, t.pos);
  for (const w of t.antonyms) {
    if (!words.common(w, 10)) continue;
    const own = firstSenses(words, w, t.pos);
    for (const sense of senses) {
      if (words.specialist(sense)) continue;
      const { direct, cluster } = words.opposites(sense);
      const hit = [...direct, ...cluster].find((o) => own.some((x) => x.key === o.key));
      if (hit) return { word: w, sense, answerSense: hit };
    }
  }
  return undefined;
}

/** Words a distractor must not be: every word one or two synonym steps from `word`, and the curated lists. */
function synonymClosure(words: Words, word: string, pos: Pos): Set<string> {
  const out = new Set<string>();
  for (const x of words.near(word, pos)) {
    out.add(x);
    if (/^[a-z]+$/.test(x)) for (const y of words.near(x, pos)) out.add(y);
  }
  return out;
}

/** Words opposite to `word` or to any of its synonyms, and their synonyms. */
function oppositeClosure(words: Words, word: string, pos: Pos): Set<string> {
  const out = new Set<string>();
  for (const x of words.near(word, pos)) {
    if (!/^[a-z]+$/.test(x)) continue;
    for (const y of words.oppositeWords(x, pos)) {
      out.add(y);
      if (/^[a-z]+$/.test(y)) for (const z of words.near(y, pos)) out.add(z);
    }
  }
  return out;
}

/** The curated lists read both ways: `a` lists `b` as a synonym or antonym, or `b` lists `a`. */
function curatedRelated(a: string, b: string): boolean {
  const byWord = curatedIndex();
  const listed = (x: string, y: string) =>
    (byWord.get(x) ?? []).some((t) => t.synonyms.includes(y) || t.antonyms.includes(y));
  return listed(a, b) || listed(b, a);
}

let curatedCache: Map<string, Target[]> | undefined;
function curatedIndex(): Map<string, Target[]> {
  if (!curatedCache) {
    curatedCache = new Map();
    for (const t of targets()) curatedCache.set(t.word, [...(curatedCache.get(t.word) ?? []), t]);
  }
  return curatedCache;
}

/** Distractors: other target words of the same part of speech that are neither synonyms nor opposites of `keys`. */
function distractors(
  words: Words,
  t: Target,
  keys: readonly string[],
  rng: Rng,
  n: number,
  first: readonly string[] = [],
): string[] {
  const banned = new Set<string>();
  for (const k of keys) {
    for (const w of synonymClosure(words, k, t.pos)) banned.add(w);
    for (const w of oppositeClosure(words, k, t.pos)) banned.add(w);
  }
  const chosen = [...first];
  const candidates = [
    ...new Set(
      targets()
        .filter((o) => o.pos === t.pos)
        .map((o) => o.word),
    ),
  ]
    .filter((w) => words.common(w, 40))
    .sort();
  for (const d of rng.shuffle(candidates)) {
    if (chosen.length === n) break;
    if (banned.has(d) || keys.some((k) => k === d || sameFamily(k, d) || curatedRelated(k, d))) continue;
    if (
      chosen.some(
        (c) =>
          sameFamily(c, d) ||
          curatedRelated(c, d) ||
          words.near(c, t.pos).has(d) ||
          words.near(d, t.pos).has(c),
      )
    )
      continue;
    chosen.push(d);
  }
  return chosen.length === n ? chosen : [];
}

export interface Made {
  row: Row;
  word: string;
}

const meaningOf = (synset: Synset) => shortDefinition(synset);

export function synonymQuestion(words: Words, t: Target, level: 1 | 2 | 3): Made | undefined {
  const syn = chooseSynonym(words, t);
  if (!syn) return undefined;
  const rng = createRng(`synonyms:${t.word}:${t.pos}`);
  const ant = chooseAntonym(words, t);
  // the word's antonym is a classic distractor; the rest are unrelated exam words
  const antonymOk =
    ant &&
    words.common(ant.word, 25) &&
    !synonymClosure(words, syn.word, t.pos).has(ant.word) &&
    !synonymClosure(words, t.word, t.pos).has(ant.word);
  const first = antonymOk ? [ant.word] : [];
  const others = distractors(words, t, [t.word, syn.word], rng, 3 - first.length);
  if (others.length === 0) return undefined;
  const options = rng.shuffle([syn.word, ...first, ...others]);
  const W = t.word.toUpperCase();
  const plain = rng.pick([
    `Select the synonym of the given word.\n${W}`,
    `Choose the word most similar in meaning to the given word.\n${W}`,
    `Select the word closest in meaning to: ${W}`,
  ]);
  // the papers' newer forms: the word inside a sentence (contexts.ts), marked in capitals, or a blank
  // to fill with a synonym of the bracketed word (every other context word, by its position in the
  // table, unless "a"/"an" before the blank would have to change with the answer)
  const context = SYNONYM_CONTEXTS[t.word];
  const asBlank =
    context !== undefined &&
    Object.keys(SYNONYM_CONTEXTS).indexOf(t.word) % 2 === 1 &&
    !new RegExp(`\\b(a|an) ${W}\\b`, 'i').test(context);
  const stem = !context
    ? plain
    : asBlank
      ? `Select the most appropriate synonym of the bracketed word to fill in the blank.\n${context.replace(W, `____ (${W})`)}`
      : `Select the most appropriate synonym of the word in capitals in the given sentence.\n${context}`;
  const explanation =
    `${cap(t.word)} (${POS_NAME[t.pos]}) means "${meaningOf(syn.sense)}"; '${syn.word}' has this meaning too, so it is the synonym.` +
    (antonymOk ? ` '${cap(ant.word)}' is its opposite.` : '');
  return {
    row: { level, question: stem, options, answer: syn.word, explanation, source: WORDNET_SOURCE },
    word: t.word,
  };
}

export function antonymQuestion(words: Words, t: Target, level: 1 | 2 | 3): Made | undefined {
  const ant = chooseAntonym(words, t);
  if (!ant) return undefined;
  const rng = createRng(`antonyms:${t.word}:${t.pos}`);
  const others = distractors(words, t, [t.word, ant.word], rng, 3);
  if (others.length === 0) return undefined;
  const options = rng.shuffle([ant.word, ...others]);
  const W = t.word.toUpperCase();
  const plain = rng.pick([
    `Select the antonym of the given word.\n${W}`,
    `Choose the word most nearly OPPOSITE in meaning to: ${W}`,
    `Select the word opposite in meaning to the given word.\n${W}`,
  ]);
  const context = ANTONYM_CONTEXTS[t.word];
  // the papers' newer form: a sentence written for the antonym, the word bracketed after its blank
  const blank = ANTONYM_BLANKS[t.word];
  if (blank !== undefined && (context !== undefined || /\b(a|an) \{\}/i.test(blank)))
    throw new Error(`${t.word}: an antonym blank needs no other context and no "a"/"an" before it`);
  const stem = context
    ? `Select the most appropriate antonym of the word in capitals in the given sentence.\n${context}`
    : blank
      ? `Select the most appropriate antonym of the bracketed word to fill in the blank.\n${blank.replace('{}', `____ (${W})`)}`
      : plain;
  const syn = chooseSynonym(words, t);
  const explanation =
    `${cap(t.word)} (${POS_NAME[t.pos]}) means "${meaningOf(ant.sense)}"${syn ? ` (like '${syn.word}')` : ''}; '${ant.word}' means "${meaningOf(ant.answerSense)}", the opposite.` +
    (blank ? ` Filled: ${blank.replace('{}', ant.word)}` : '');
  return {
    row: { level, question: stem, options, answer: ant.word, explanation, source: WORDNET_SOURCE },
    word: t.word,
  };
}

/**
 * "Select the word from the sentence that is opposite in meaning to CAREFUL": the answer is the word's
 * WordNet antonym (chosen as for an antonym question), which the authored sentence must use; the
 * wrong options are three other words of the sentence.
 */
export function antonymFindRows(words: Words): Row[] {
  const all = targets();
  return ANTONYM_FINDS.map((f) => {
    const t = all.find((x) => x.word === f.word);
    const ant = t && chooseAntonym(words, t);
    if (!t || !ant) throw new Error(`${f.word}: no WordNet antonym`);
    const inSentence = (w: string) =>
      f.sentence
        .toLowerCase()
        .split(/[^a-z]+/)
        .includes(w);
    if (!inSentence(ant.word))
      throw new Error(`${f.word}: the sentence does not use its antonym "${ant.word}"`);
    for (const o of f.others) if (!inSentence(o)) throw new Error(`${f.word}: "${o}" is not in the sentence`);
    const W = t.word.toUpperCase();
    const rng = createRng(`antonym-find:${t.word}`);
    return {
      level: f.level,
      question: `Select the word in the given sentence that is opposite in meaning to ${W}.\n${f.sentence}`,
      options: rng.shuffle([ant.word, ...f.others]),
      answer: ant.word,
      explanation: `${cap(t.word)} (${POS_NAME[t.pos]}) means "${meaningOf(ant.sense)}"; '${ant.word}' in the sentence means "${meaningOf(ant.answerSense)}", the opposite. The other words are not opposites of ${t.word}.`,
      source: WORDNET_SOURCE,
    };
  });
}

/** The words the authored synonym questions already ask about ("… meaning to CANDID."). */
export function authoredWords(rows: readonly Row[]): Set<string> {
  return new Set(
    rows
      .map((r) => /meaning to ([A-Z]+)\b/.exec(r.question)?.[1]?.toLowerCase())
      .filter((w): w is string => !!w),
  );
}

export function levelled(
  words: Words,
  make: (t: Target, level: 1 | 2 | 3) => Made | undefined,
  perLevel: number,
  skip: Set<string>,
): Row[] {
  // make each target's question once, grade the targets that have one, then take up to perLevel from each third
  const made = new Map<Target, Made>();
  for (const t of targets()) {
    if (skip.has(t.word)) continue;
    const m = make(t, 1);
    if (m) made.set(t, m);
  }
  const levels = byLevel(
    [...made.keys()],
    (t) => words.count(t.word),
    (t) => `${t.word}:${t.pos}`,
  );
  const rows: Row[] = [];
  const pairs = new Set<string>();
  levels.forEach((group, i) => {
    const level = (i + 1) as 1 | 2 | 3;
    const rng = createRng(`level:${level}:${perLevel}`);
    const asked = new Set<string>();
    for (const t of rng.shuffle(group)) {
      if (asked.size === perLevel) break;
      const answer = made.get(t)!.row.answer;
      // a word once, and never both ways round (ALLOW → forbid and FORBID → allow)
      if (asked.has(t.word) || pairs.has(`${answer}>${t.word}`)) continue;
      asked.add(t.word);
      pairs.add(`${t.word}>${answer}`);
      rows.push({ ...made.get(t)!.row, level });
    }
  });
  return rows;
}

export const MEANING_QUESTION = 'Select the most appropriate meaning of the given word.';

/** How many "meaning of the given word" questions a level. */
export const MEANINGS_PER_LEVEL = 12;

/**
 * "Select the most appropriate meaning of the given word", the options definitions: the key is
 * WordNet's definition of the sense the word shares with its curated synonym (as for a synonym
 * question), the wrong options the definitions of the first senses of three other exam words of the
 * same part of speech that are neither its synonyms nor its opposites (the distractors of a synonym
 * question). Asked of words the synonym questions do not ask, graded by frequency like them.
 */
export function meaningRows(words: Words, asked: ReadonlySet<string>): Row[] {
  const made: { t: Target; row: Omit<Row, 'level'> }[] = [];
  for (const t of targets()) {
    if (asked.has(t.word)) continue;
    const syn = chooseSynonym(words, t);
    if (!syn) continue;
    const rng = createRng(`meaning:${t.word}:${t.pos}`);
    const others = distractors(words, t, [t.word, syn.word], rng, 3);
    if (others.length === 0) continue;
    const right = meaningOf(syn.sense);
    const wrong = others.map((o) => ({ word: o, sense: firstSenses(words, o, t.pos)[0] }));
    if (wrong.some((w) => !w.sense)) continue;
    const definitions = [right, ...wrong.map((w) => meaningOf(w.sense!))];
    // distinct, none naming the word or its family, none so long it stands out
    if (new Set(definitions).size !== 4) continue;
    if (
      definitions.some(
        (d) => d.length > 70 || d.split(/[^a-z]+/).some((x) => x !== '' && sameFamily(x, t.word)),
      )
    )
      continue;
    made.push({
      t,
      row: {
        question: `${MEANING_QUESTION}\n${t.word.toUpperCase()}`,
        options: rng.shuffle(definitions),
        answer: right,
        explanation:
          `${cap(t.word)} (${POS_NAME[t.pos]}) means "${right}", as '${syn.word}' does. ` +
          wrong.map((w) => `"${meaningOf(w.sense!)}" is '${w.word}'`).join('; ') +
          '.',
        source: WORDNET_SOURCE,
      },
    });
  }
  const levels = byLevel(
    made,
    (m) => words.count(m.t.word),
    (m) => `${m.t.word}:${m.t.pos}`,
  );
  return levels.flatMap((group, i) => {
    const level = (i + 1) as 1 | 2 | 3;
    const seen = new Set<string>();
    return createRng(`meaning:level:${level}`)
      .shuffle(group)
      .filter((m) => !seen.has(m.t.word) && seen.add(m.t.word))
      .slice(0, MEANINGS_PER_LEVEL)
      .map((m) => ({ ...m.row, level }));
  });
}
