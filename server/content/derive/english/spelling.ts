/** The spelling bank: misspellings by named rules, never a real word (../README.md). */
import { createRng, type Rng } from '../../generators/rng';
import { shortDefinition, type Words } from './lexicon';
import { byLevel, PER_LEVEL, SPELLING_SOURCE, type Row } from './rows';
import { SPELLING_SENTENCES } from './spelling-sentences';
import { SPELLING_MEANINGS, SPELLING_WORDS } from './spelling-words';

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
    // not "soft 'c'": in "official" or "special" the c sounds "sh"; this wording is true of every word
    [/(?<=.)c(?=[ei])/, 's', "'c' before 'e' or 'i' written as 's'"],
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

export function spellingRows(words: Words): Row[] {
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

export const SPELLING_IN_SENTENCE_QUESTION =
  'Four words of the given sentence are in capitals. Select the word that is misspelt.';
export const CORRECT_SPELLING_IN_SENTENCE_QUESTION =
  'Select the correct spelling of the misspelt word in capitals in the given sentence.';

/** A sentence of SPELLING_SENTENCES read: the text without braces, and its four marked words. */
export function markedSentence(sentence: string): { plain: string; marked: string[] } {
  const marked = [...sentence.matchAll(/\{([a-z]+)\}/g)].map((m) => m[1]!);
  if (marked.length !== 4 || sentence.startsWith('{'))
    throw new Error(`spelling sentence "${sentence}": four marked words, none first`);
  return { plain: sentence.replace(/[{}]/g, ''), marked };
}

/** The sentence with `shown` in place of the marked `word`, and the words in `capitals` in capitals. */
function printed(sentence: string, replace: Record<string, string>, capitals: readonly string[]): string {
  return sentence.replace(/\{([a-z]+)\}/g, (_, w: string) => {
    const shown = replace[w] ?? w;
    return capitals.includes(w) ? shown.toUpperCase() : shown;
  });
}

/**
 * Spelling inside a sentence (SPELLING_SENTENCES): of four words in capitals one is misspelt (a word of
 * SPELLING_WORDS, by a named rule), and, from the same sentence with another of its list words
 * misspelt, the correct spelling of the one misspelt word in capitals (the options the word and three
 * other misspellings of it, never the one shown). Graded by the misspelt word's frequency.
 */
export function sentenceSpellingRows(words: Words): Row[] {
  const listed = new Set(SPELLING_WORDS);
  const items: { form: 'find' | 'correct'; sentence: string; word: string }[] = [];
  for (const sentence of SPELLING_SENTENCES) {
    const { marked } = markedSentence(sentence);
    for (const w of marked) if (!isWord(words, w)) throw new Error(`"${w}" (in "${sentence}") is not a word`);
    const rng = createRng(`spelling:sentence:${sentence}`);
    const misspellable = marked.filter(
      (w) => listed.has(w) && chooseMisspellings(words, w, 1, createRng(`spelling:${w}`)).length === 1,
    );
    if (misspellable.length === 0) throw new Error(`"${sentence}": no word of the spelling list to misspell`);
    const find = rng.pick(misspellable);
    items.push({ form: 'find', sentence, word: find });
    const correctable = misspellable.filter(
      (w) => w !== find && chooseMisspellings(words, w, 4, createRng(`spelling:${w}`)).length === 4,
    );
    if (correctable.length > 0) items.push({ form: 'correct', sentence, word: rng.pick(correctable) });
  }
  const levels = byLevel(
    items,
    (i) => words.count(i.word),
    (i) => `${i.form}:${i.sentence}`,
  );
  return levels.flatMap((group, i) =>
    group.map((item): Row => {
      const level = (i + 1) as 1 | 2 | 3;
      const { marked } = markedSentence(item.sentence);
      const rng = createRng(`spelling:sentence:${item.form}:${item.sentence}`);
      const [shown, ...rest] = rng.shuffle(
        chooseMisspellings(words, item.word, 4, createRng(`spelling:${item.word}`)),
      );
      if (item.form === 'find') {
        const question = `${SPELLING_IN_SENTENCE_QUESTION}\n${printed(item.sentence, { [item.word]: shown!.spelling }, marked)}`;
        const options = marked.map((w) => (w === item.word ? shown!.spelling : w));
        return {
          level,
          question,
          options,
          answer: shown!.spelling,
          explanation: `'${shown!.spelling}' should be spelt '${item.word}' (${shown!.rule}). ${marked
            .filter((w) => w !== item.word)
            .map((w) => `'${w}'`)
            .join(', ')
            .replace(/, ([^,]+)$/, ' and $1')} are spelt correctly.`,
          source: SPELLING_SOURCE,
        };
      }
      const wrong = rest.slice(0, 3);
      return {
        level,
        question: `${CORRECT_SPELLING_IN_SENTENCE_QUESTION}\n${printed(item.sentence, { [item.word]: shown!.spelling }, [item.word])}`,
        options: rng.shuffle([item.word, ...wrong.map((m) => m.spelling)]),
        answer: item.word,
        explanation:
          `'${shown!.spelling}' should be spelt '${item.word}' (${shown!.rule}). The other misspellings: ` +
          wrong.map((m) => `'${m.spelling}': ${m.rule}`).join('; ') +
          '.',
        source: SPELLING_SOURCE,
      };
    }),
  );
}
