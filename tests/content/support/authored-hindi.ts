/**
 * The checks of a general-knowledge row translated into Hindi by hand (issue 15), shared by the tests
 * of each group of topics (hindi-authored-gk1, hindi-authored-gk2): the loader keeps the twin, the
 * question and explanation are in Devanagari, no English word is left in the question or options
 * (capital-letter acronyms, formulae and codes such as ISRO, H₂O or PSLV-C57 may stay, as Hindi papers
 * print them), the same numbers are in the question and explanation, the same numbers at every option
 * position (so dates, ages and counts keep their place and the key is at the same position), and the
 * four options are distinct.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LEVEL_NUMBERS } from '../../../server/content/generators/types';
import { QUESTION_DATA_DIR, parseQuestionBank, type BankQuestion } from '../../../server/content/load';

/** The numbers a text holds, in order: 1,25,000 · 12.5 · 243 of 243ZA (digits are international in both). */
export const numbersIn = (text: string): string[] => text.match(/\d+(?:,\d+)*(?:\.\d+)?/g) ?? [];

export const sameNumbers = (a: string, b: string): boolean =>
  JSON.stringify(numbersIn(a).sort()) === JSON.stringify(numbersIn(b).sort());

const devanagari = /[\u0900-\u097F]/;

/** A word with a small letter is English left untranslated; capital acronyms and Roman numerals are printed so. */
const englishWord = /\b[A-Za-z]*[a-z][A-Za-z]*[A-Za-z]\b/;

export const readGeneralKnowledgeTopic = (topic: string) => {
  const where = `general_knowledge/${topic}.json`;
  return parseQuestionBank(readFileSync(`${QUESTION_DATA_DIR}/${where}`, 'utf8'), where, {
    category: 'general_knowledge',
    topic,
  });
};

const escaped = (text: string): string => text.replace(/[.*+?^$()|[\]{}\\/]/g, '\\$&');

/** A code as a whole token: not a part of a longer Latin word (pH, but not pHase). */
const wholeToken = (code: string): RegExp =>
  new RegExp(`(?<![A-Za-z0-9])${escaped(code)}(?![A-Za-z0-9])`, 'g');

/** Latin with small letters that a group's Hindi papers print as it is. */
export interface LatinCodes {
  /** Tokens taken out before looking for English words, matched whole (pH, .exe, https). */
  readonly anywhere?: readonly string[];
  /** Texts allowed as a whole option only (commands such as `list`, which are English words elsewhere). */
  readonly wholeOption?: readonly string[];
}

/** What is wrong with a row's Hindi twin (empty when nothing). */
export function authoredHindiProblems(q: BankQuestion, codes: LatinCodes = {}): string[] {
  const hi = q.hi;
  if (!hi) return ['no Hindi'];
  const withoutCodes = (text: string): string =>
    // the longest first, so that https://example.com goes whole before https alone
    [...(codes.anywhere ?? [])]
      .sort((a, b) => b.length - a.length)
      .reduce((t, code) => t.replace(wholeToken(code), ' '), text);
  const problems: string[] = [];
  // An option may be an acronym or a code alone (ICAN, COVID-19, PSLV-C57), as Hindi papers print it.
  for (const text of [hi.question, hi.explanation])
    if (!devanagari.test(text)) problems.push(`not in Devanagari: ${text}`);
  const options = hi.options.filter((o) => !(codes.wholeOption ?? []).includes(o));
  for (const text of [hi.question, ...options])
    if (englishWord.test(withoutCodes(text))) problems.push(`English left in: ${text}`);
  if (!sameNumbers(q.question, hi.question)) problems.push(`other numbers than the English: ${hi.question}`);
  if (!sameNumbers(q.explanation, hi.explanation))
    problems.push(`the explanation has other numbers than the English: ${hi.explanation}`);
  if (hi.options.length !== 4 || new Set(hi.options).size !== 4)
    problems.push(`not four distinct options: ${hi.options.join(' | ')}`);
  q.options.forEach((option, i) => {
    const twin = hi.options[i] ?? '';
    if (JSON.stringify(numbersIn(option)) !== JSON.stringify(numbersIn(twin)))
      problems.push(`option ${i + 1} is ${option} in English but ${twin} in Hindi`);
  });
  return problems;
}

/** Hand-written rows with Hindi that each topic-level has at least (issue 15). */
export const MIN_HINDI_PER_LEVEL = 25;

/**
 * The two checks every group of hand-translated topics gets: enough rows with Hindi at each level,
 * kept by the loader, and every Hindi twin the same question as its English.
 */
export function itTranslatesByHand(topics: readonly string[], codes: LatinCodes = {}): void {
  it.each(topics)('%s: at least 25 rows a level carry Hindi, kept by the loader', (topic) => {
    const { questions } = readGeneralKnowledgeTopic(topic);
    for (const level of LEVEL_NUMBERS) {
      const withHindi = questions.filter((q) => q.level === level && q.hi !== undefined);
      expect(withHindi.length, `level ${level}`).toBeGreaterThanOrEqual(MIN_HINDI_PER_LEVEL);
    }
  });

  it.each(topics)('%s: every Hindi twin is the same question as its English', (topic) => {
    const failures = readGeneralKnowledgeTopic(topic)
      .questions.filter((q) => q.hi !== undefined)
      .flatMap((q) => authoredHindiProblems(q, codes).map((problem) => `${q.question}: ${problem}`));
    expect(failures).toEqual([]);
  });
}
