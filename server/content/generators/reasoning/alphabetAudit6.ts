/**
 * The alphabet test's change-then-arrange form (systematic round after coverage audit 5: the bank
 * arranged a word's letters, `lettersInPlace`, but never changed them first): "If each vowel of the
 * word ORANGES is changed to the next letter and each consonant to the previous letter, and the
 * letters so formed are arranged in alphabetical order, which letter will be third from the left?"
 * At level 1 every letter moves to the next one; at levels 2 and 3 vowels and consonants move
 * opposite ways, and level 3 counts from the right too. A kind of alphabet_test.
 */
import { ordinal } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { hiNth } from './hindiLetters';
import { letterAt, position } from './letters';

const WORDS = [
  'ORANGES',
  'MONARCHY',
  'PLANETS',
  'FRIENDS',
  'CAPITAL',
  'GARDENS',
  'PICTURE',
  'STATION',
  'BALANCE',
  'COMPUTER',
  'EDUCATION',
  'MOUNTAIN',
  'TEACHERS',
  'FACTORY',
  'HISTORY',
  'KINGDOM',
  'WEATHER',
  'LIBRARY',
];

const isVowel = (c: string): boolean => 'AEIOU'.includes(c);
const changed = (w: string, v: number, c: number): string =>
  [...w].map((x) => letterAt(position(x) + (isVowel(x) ? v : c))).join('');
const sorted = (w: string): string => [...w].sort().join('');

const RULE_WORDS = (v: number, c: number): { en: string; hi: string } =>
  v === c
    ? {
        en: `each letter is changed to the ${v > 0 ? 'next' : 'previous'} letter in the English alphabetical order`,
        hi: `प्रत्येक अक्षर को अंग्रेज़ी वर्णमाला क्रम में उसके ${v > 0 ? 'अगले' : 'पिछले'} अक्षर से बदल दिया जाए`,
      }
    : {
        en: `each vowel is changed to the ${v > 0 ? 'next' : 'previous'} letter and each consonant is changed to the ${c > 0 ? 'next' : 'previous'} letter in the English alphabetical order`,
        hi: `प्रत्येक स्वर को अंग्रेज़ी वर्णमाला क्रम में उसके ${v > 0 ? 'अगले' : 'पिछले'} अक्षर से और प्रत्येक व्यंजन को उसके ${c > 0 ? 'अगले' : 'पिछले'} अक्षर से बदल दिया जाए`,
      };

export function changeThenArrange(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const word = rng.pick(WORDS);
    const [v, c] =
      level === 1
        ? rng.pick([
            [1, 1],
            [-1, -1],
          ])
        : rng.pick([
            [1, -1],
            [-1, 1],
          ]);
    const fromRight = level === 3 && rng.chance(0.5);
    const k = rng.int(2, Math.min(5, word.length - 1));
    const at = (row: string, right = fromRight): string => (right ? row[row.length - k]! : row[k - 1]!);
    const formed = changed(word, v!, c!);
    const arranged = sorted(formed);
    const ans = at(arranged);
    const wrongs: Distractor[] = [
      {
        mistake: 'arranging the letters of the word without changing them',
        hi: 'अक्षरों को बदले बिना ही शब्द के अक्षरों को व्यवस्थित करना',
        value: at(sorted(word)),
      },
      {
        mistake: 'changing the letters but not arranging them',
        hi: 'अक्षरों को बदलना किंतु उन्हें वर्णानुक्रम में व्यवस्थित न करना',
        value: at(formed),
      },
      {
        mistake: `counting from the ${fromRight ? 'left' : 'right'} instead`,
        hi: `इसके बजाय ${fromRight ? 'बाएँ' : 'दाएँ'} छोर से गिनना`,
        value: at(arranged, !fromRight),
      },
    ];
    if (v !== c)
      wrongs.splice(1, 0, {
        mistake: 'changing the vowels and the consonants the other way round',
        hi: 'स्वरों और व्यंजनों को उलटी दिशा में बदलना',
        value: at(sorted(changed(word, c!, v!))),
      });
    else
      wrongs.push({
        mistake: `changing each letter to the ${v! > 0 ? 'previous' : 'next'} letter instead`,
        hi: `इसके बजाय प्रत्येक अक्षर को उसके ${v! > 0 ? 'पिछले' : 'अगले'} अक्षर से बदलना`,
        value: at(sorted(changed(word, -v!, -c!))),
      });
    const distractors: Distractor[] = [];
    for (const w of wrongs)
      if (w.value !== ans && !distractors.some((d) => d.value === w.value) && distractors.length < 3)
        distractors.push(w);
    if (distractors.length < 3) return undefined;
    const side = fromRight ? 'right' : 'left';
    const hiSide = fromRight ? 'दाएँ' : 'बाएँ';
    const rule = RULE_WORDS(v!, c!);
    return {
      question: `If ${rule.en} in the word ${word}, and then the letters so formed are arranged in alphabetical order from left to right, which letter will be ${ordinal(k)} from the ${side}?`,
      answer: ans,
      distractors,
      steps: [
        `Changing the letters: ${[...word].map((x, i) => `${x}→${formed[i]}`).join(', ')}, so ${word} becomes ${formed}.`,
        `Arranged alphabetically: ${arranged}; the ${ordinal(k)} letter from the ${side} is ${ans}.`,
      ],
      hi: {
        question: `यदि शब्द ${word} में ${rule.hi}, और फिर इस प्रकार बने अक्षरों को बाएँ से दाएँ वर्णानुक्रम में व्यवस्थित किया जाए, तो ${hiSide} छोर से ${hiNth(k)} अक्षर कौन-सा होगा?`,
        steps: [
          `अक्षरों को बदलने पर: ${[...word].map((x, i) => `${x}→${formed[i]}`).join(', ')}, अतः ${word} से ${formed} बनता है।`,
          `वर्णानुक्रम में: ${arranged}; ${hiSide} छोर से ${hiNth(k)} अक्षर ${ans} है।`,
        ],
      },
      params: { word, vowels: v!, consonants: c!, k, fromRight },
    };
  });
}
