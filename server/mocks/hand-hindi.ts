import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { StoredHindi, type StoredMock, type StoredQuestion } from './paper-file';

/**
 * Hand translations of published questions (issue 18): the papers' questions the bank no longer asks
 * word for word and no generator twin reaches, translated by hand. One JSON file a category under
 * server/mocks/hindi/ (general_knowledge.json, aptitude.json, reasoning.json); each entry names its
 * question by the English text and the four options in the PAPER's order, and gives its `hi`
 * (StoredHindi: options in the same paper order). `npm run content -- mocks` (build-papers.ts
 * withHandHindi) gives that Hindi to every paper question of the category with exactly that text and
 * those options, in that order, unless the bank or a generator twin gives it one: a translation of
 * the question asked, never a change to it.
 */
export const HAND_HINDI_DIR = fileURLToPath(new URL('./hindi', import.meta.url));

export const HAND_HINDI_CATEGORIES = ['general_knowledge', 'aptitude', 'reasoning'] as const;

export const HandHindiEntry = v.strictObject({
  question: v.pipe(v.string(), v.nonEmpty()),
  options: v.strictTuple([v.string(), v.string(), v.string(), v.string()]),
  hi: StoredHindi,
});
export type HandHindiEntry = v.InferOutput<typeof HandHindiEntry>;

/** The entries of every category, each with its category (the file it came from). */
export type HandHindi = readonly (HandHindiEntry & { category: string })[];

export const handHindiFile = (category: string, dir = HAND_HINDI_DIR) => join(dir, `${category}.json`);

/** Every category's entries, checked for shape (a bad file stops the build with its name). */
export async function readHandHindi(dir = HAND_HINDI_DIR): Promise<HandHindi> {
  const entries: (HandHindiEntry & { category: string })[] = [];
  for (const category of HAND_HINDI_CATEGORIES) {
    const file = handHindiFile(category, dir);
    const parsed = v.safeParse(v.array(HandHindiEntry), JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`${file} is not a valid hand-translation file: ${v.summarize(parsed.issues)}`);
    entries.push(...parsed.output.map((entry) => ({ ...entry, category })));
  }
  return entries;
}

/** Which paper question an entry is for: its category, English text and options in the paper's order. */
export const handKey = (q: { category: string; question: string; options: readonly string[] }) =>
  JSON.stringify([q.category, q.question, q.options]);

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * What is wrong with the entries, one line each: an entry twice, English options that are not four
 * distinct texts, Hindi options that are not four distinct non-empty texts, or a question or
 * explanation without Devanagari. (That every entry matches a paper question is the test's to check.)
 */
export function handHindiProblems(entries: HandHindi): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const where = `${entry.category}: "${entry.question.slice(0, 60)}"`;
    const key = handKey(entry);
    if (seen.has(key)) problems.push(`${where}: given twice`);
    seen.add(key);
    if (new Set(entry.options).size !== 4)
      problems.push(`${where}: the English options are not four distinct texts`);
    const options = entry.hi.options.map((o) => o.trim());
    if (options.some((o) => o === '') || new Set(options).size !== 4)
      problems.push(`${where}: the Hindi options are not four distinct non-empty texts`);
    if (!DEVANAGARI.test(entry.hi.question)) problems.push(`${where}: the Hindi question has no Devanagari`);
    if (!DEVANAGARI.test(entry.hi.explanation))
      problems.push(`${where}: the Hindi explanation has no Devanagari`);
    if (entry.hi.figureAlt !== undefined && !DEVANAGARI.test(entry.hi.figureAlt))
      problems.push(`${where}: the Hindi figure alt has no Devanagari`);
  }
  return problems;
}

/**
 * The hand translations taken into the papers: a question with an entry (same category, text and
 * options in the same order) takes its `hi`, unless `hasTwin` says the bank or a generator twin gives
 * it its Hindi (those come first). Text, options, answer, id and drawing stay as published.
 */
export function withHandHindi(
  mocks: readonly StoredMock[],
  entries: HandHindi,
  hasTwin: (q: StoredQuestion) => boolean = () => false,
): { mocks: StoredMock[]; translated: number } {
  const byKey = new Map(entries.map((entry) => [handKey(entry), entry.hi] as const));
  let translated = 0;
  const take = (q: StoredQuestion): StoredQuestion => {
    const hi = byKey.get(handKey(q));
    if (!hi || hasTwin(q)) return q;
    if (JSON.stringify(hi) === JSON.stringify(q.hi)) return q;
    translated += 1;
    return { ...q, hi };
  };
  const done = mocks.map((mock) => ({
    ...mock,
    sections: mock.sections.map((section) => ({ ...section, questions: section.questions.map(take) })),
  }));
  return { mocks: done, translated };
}
