/**
 * Two spelling forms of coverage audit 4 (item 11), built on branch `ef` from the same sentences and
 * misspelling rules as the other sentence forms (spelling-sentences.ts, spelling.ts):
 * - the sentence with no spelling error: four sentences labelled A–D, three of them with one word of
 *   the spelling list misspelt by a named rule; the options are the letters;
 * - one word of the spelling list in capitals in a sentence, shown misspelt or spelt right; the options
 *   are spellings of it (the right one among them only when the shown one is misspelt) and "No error".
 * Graded, like the others, by how common the spelling-list word is.
 */
import { createRng } from '../../generators/rng';
import type { Words } from './lexicon';
import { byLevel, SPELLING_SOURCE, type Row } from './rows';
import { SPELLING_SENTENCES } from './spelling-sentences';
import { SPELLING_WORDS } from './spelling-words';
import { chooseMisspellings, markedSentence } from './spelling';

export const NO_SPELLING_ERROR_QUESTION = 'Select the sentence that has no spelling error.';
export const SPELLING_OR_NO_ERROR_QUESTION =
  'Select the correct spelling of the word in capitals in the given sentence. If it is spelt correctly, select "No error".';
export const NO_ERROR = 'No error';
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The sentence printed with `word` spelt as `shown` (and in capitals when `capitals`). */
const withWord = (sentence: string, word: string, shown: string, capitals = false): string =>
  sentence.replace(/\{([a-z]+)\}/g, (_, w: string) =>
    w === word ? (capitals ? shown.toUpperCase() : shown) : w,
  );

/** The sentences' words of the spelling list that the rules can misspell four ways. */
function spellable(words: Words): { sentence: string; word: string }[] {
  const listed = new Set(SPELLING_WORDS);
  return SPELLING_SENTENCES.flatMap((sentence) =>
    markedSentence(sentence)
      .marked.filter(
        (w) => listed.has(w) && chooseMisspellings(words, w, 4, createRng(`spelling:${w}`)).length === 4,
      )
      .map((word) => ({ sentence, word })),
  );
}

/** The sentence with no spelling error, 12 a level. */
export function noErrorSentenceRows(words: Words): Row[] {
  // each sentence once, with its rarest spellable word (the one that grades it)
  const bySentence = new Map<string, string>();
  for (const { sentence, word } of spellable(words)) {
    const had = bySentence.get(sentence);
    if (!had || words.count(word) < words.count(had)) bySentence.set(sentence, word);
  }
  const items = [...bySentence].map(([sentence, word]) => ({ sentence, word }));
  const levels = byLevel(
    items,
    (i) => words.count(i.word),
    (i) => i.sentence,
  );
  return levels.flatMap((group, i) => {
    const level = (i + 1) as 1 | 2 | 3;
    const rows: Row[] = [];
    const seen = new Set<string>();
    for (let k = 0; rows.length < 12 && k < 200; k += 1) {
      const rng = createRng(`spelling:no-error:${level}:${k}`);
      const four = rng.sample(group, 4);
      const key = four.map((x) => x.sentence).join('|');
      if (seen.has(key) || seen.has(four[0]!.sentence)) continue;
      seen.add(key);
      seen.add(four[0]!.sentence); // each sentence the right one at most once a level
      const [right, ...wrong] = four;
      const misspelt = wrong.map((x) => ({
        ...x,
        miss: rng.pick(chooseMisspellings(words, x.word, 3, createRng(`spelling:${x.word}`))),
      }));
      const printed = rng.shuffle([
        { text: markedSentence(right!.sentence).plain, right: true, note: '' },
        ...misspelt.map((m) => ({
          text: withWord(m.sentence, m.word, m.miss.spelling),
          right: false,
          note: `'${m.miss.spelling}' should be spelt '${m.word}' (${m.miss.rule})`,
        })),
      ]);
      const answer = LETTERS[printed.findIndex((p) => p.right)]!;
      rows.push({
        level,
        question: `${NO_SPELLING_ERROR_QUESTION}\n${printed.map((p, j) => `${LETTERS[j]}. ${p.text}`).join('\n')}`,
        options: [...LETTERS],
        answer,
        explanation: `Sentence ${answer} has no spelling error. ${printed
          .map((p, j) => (p.right ? null : `In ${LETTERS[j]}, ${p.note}.`))
          .filter(Boolean)
          .join(' ')}`,
        source: SPELLING_SOURCE,
      });
    }
    return rows;
  });
}

/** One word in capitals, misspelt or not; its spellings and "No error" as the options. */
export function spellingOrNoErrorRows(words: Words): Row[] {
  const items = spellable(words);
  const levels = byLevel(
    items,
    (i) => words.count(i.word),
    (i) => `${i.word}:${i.sentence}`,
  );
  // Sentences already printed spelt right: a second word of the same sentence, also spelt right,
  // would print the same sentence (only the word in capitals differs), so it is shown misspelt.
  const printedRight = new Set<string>();
  return levels.flatMap((group, i) => {
    const level = (i + 1) as 1 | 2 | 3;
    const asked = createRng(`spelling:or-no-error:${level}`).shuffle(group).slice(0, 16);
    return asked.map((item, k): Row => {
      const rng = createRng(`spelling:or-no-error:${item.word}:${item.sentence}`);
      const misses = rng.shuffle(chooseMisspellings(words, item.word, 4, createRng(`spelling:${item.word}`)));
      // one in three shown spelt right: then "No error" is the key and no option is the right spelling
      if (k % 3 === 2 && !printedRight.has(item.sentence)) {
        printedRight.add(item.sentence);
        const wrong = misses.slice(0, 3);
        return {
          level,
          question: `${SPELLING_OR_NO_ERROR_QUESTION}\n${withWord(item.sentence, item.word, item.word, true)}`,
          options: [...rng.shuffle(wrong.map((m) => m.spelling)), NO_ERROR],
          answer: NO_ERROR,
          explanation: `The correct spelling is '${item.word}', as printed, so the answer is "No error". ${wrong
            .map((m) => `'${m.spelling}': ${m.rule}`)
            .join('; ')}.`,
          source: SPELLING_SOURCE,
        };
      }
      const [shown, ...rest] = misses;
      const wrong = rest.slice(0, 2);
      return {
        level,
        question: `${SPELLING_OR_NO_ERROR_QUESTION}\n${withWord(item.sentence, item.word, shown!.spelling, true)}`,
        options: [...rng.shuffle([item.word, ...wrong.map((m) => m.spelling)]), NO_ERROR],
        answer: item.word,
        explanation: `'${shown!.spelling}' should be spelt '${item.word}' (${shown!.rule}), so "No error" is wrong. The other misspellings: ${wrong
          .map((m) => `'${m.spelling}': ${m.rule}`)
          .join('; ')}.`,
        source: SPELLING_SOURCE,
      };
    });
  });
}
