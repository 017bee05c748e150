/**
 * General knowledge translated into Hindi by hand (issue 15, item 2): polity, history, miscellaneous
 * and current affairs. Their rows are all hand-written (no `source` of their own), so the Hindi lives
 * in the data files and no build rewrites it. Each topic-level has at least 25 rows with Hindi, and
 * each Hindi twin is the same question: the loader keeps it, the question and explanation are in
 * Devanagari, no English word is left in the question or options (capital-letter acronyms and codes
 * such as ISRO or PSLV-C57 may stay, as Hindi papers print them), the same numbers are in the question
 * and explanation, the same numbers at every option position (so dates, ages and counts keep their
 * place and the key is at the same position), and the four options are distinct.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTION_DATA_DIR, parseQuestionBank, type BankQuestion } from '../../server/content/load';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';

/** The topics of this group, in the order their Hindi was written. */
const TOPICS = ['polity', 'history', 'miscellaneous', 'current_affairs'] as const;

const MIN_HINDI_PER_LEVEL = 25;

/** The numbers a text holds, in order: 1,25,000 · 12.5 · 243 of 243ZA (digits are international in both). */
const numbersIn = (text: string): string[] => text.match(/\d+(?:,\d+)*(?:\.\d+)?/g) ?? [];

const sameNumbers = (a: string, b: string): boolean =>
  JSON.stringify(numbersIn(a).sort()) === JSON.stringify(numbersIn(b).sort());

const devanagari = /[\u0900-\u097F]/;

/** A word with a small letter is English left untranslated; capital acronyms and Roman numerals are printed so. */
const englishWord = /\b[A-Za-z]*[a-z][A-Za-z]*[A-Za-z]\b/;

const readTopic = (topic: string) => {
  const where = `general_knowledge/${topic}.json`;
  return parseQuestionBank(readFileSync(`${QUESTION_DATA_DIR}/${where}`, 'utf8'), where, {
    category: 'general_knowledge',
    topic,
  });
};

/** What is wrong with a hand-written row's Hindi twin (empty when nothing). */
function authoredHindiProblems(q: BankQuestion): string[] {
  const hi = q.hi;
  if (!hi) return ['no Hindi'];
  const problems: string[] = [];
  // An option may be an acronym or a code alone (ICAN, COVID-19, PSLV-C57), as Hindi papers print it.
  for (const text of [hi.question, hi.explanation])
    if (!devanagari.test(text)) problems.push(`not in Devanagari: ${text}`);
  for (const text of [hi.question, ...hi.options])
    if (englishWord.test(text)) problems.push(`English left in: ${text}`);
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

describe('general knowledge translated by hand (polity, history, miscellaneous, current affairs)', () => {
  it.each(TOPICS)('%s: at least 25 rows a level carry Hindi, kept by the loader', (topic) => {
    const { questions } = readTopic(topic);
    for (const level of LEVEL_NUMBERS) {
      const withHindi = questions.filter((q) => q.level === level && q.hi !== undefined);
      expect(withHindi.length, `level ${level}`).toBeGreaterThanOrEqual(MIN_HINDI_PER_LEVEL);
    }
  });

  it.each(TOPICS)('%s: every Hindi twin is the same question as its English', (topic) => {
    const failures = readTopic(topic)
      .questions.filter((q) => q.hi !== undefined)
      .flatMap((q) => authoredHindiProblems(q).map((problem) => `${q.question}: ${problem}`));
    expect(failures).toEqual([]);
  });

  it('catches a twin with other numbers, swapped options or English left over', () => {
    // A row whose first two options hold different numbers, so that swapping them shows.
    const row = readTopic(TOPICS[0]).questions.find(
      (q) =>
        q.hi !== undefined &&
        numbersIn(q.options[0]!).length > 0 &&
        !sameNumbers(q.options[0]!, q.options[1]!),
    );
    expect(row).toBeDefined();
    const q = row!;
    const hi = q.hi!;
    expect(authoredHindiProblems(q)).toEqual([]);
    const [a, b, c, d] = hi.options;
    expect(authoredHindiProblems({ ...q, hi: { ...hi, options: [b!, a!, c!, d!] } })).not.toEqual([]);
    expect(authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} 7` } })).not.toEqual([]);
    expect(authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} Which?` } })).not.toEqual([]);
    const { hi: _hi, ...english } = q;
    expect(authoredHindiProblems(english)).toEqual(['no Hindi']);
  });
});
