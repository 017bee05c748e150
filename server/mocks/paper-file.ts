import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { OPTION_IDS, OptionId } from '../../contract/ids';
import { QuestionFigure } from '../../contract/quiz';
import type { BankQuestion } from '../content/load';

/**
 * The published papers (issue 18 §2): server/mocks/papers/<exam>.json, written once by
 * `npm run content -- mocks` (build-papers.ts) and never rewritten, so a later change to the bank
 * never alters a paper someone has taken or its review. Each question is stored whole: its text,
 * options (printed order), answer (an option id), explanation, drawing and source. One question a line,
 * so a diff shows what was published.
 */
export const PAPERS_DIR = fileURLToPath(new URL('./papers', import.meta.url));

export const paperFile = (exam: string, dir = PAPERS_DIR) => join(dir, `${exam}.json`);

const FourTexts = v.strictTuple([v.string(), v.string(), v.string(), v.string()]);

/**
 * A published question's Hindi (issue 15), as the bank's twin of the same question has it, but its
 * options and option drawings' alts in the PAPER's option order (a, b, c, d), which may differ from the
 * bank's (printed order: "No error" last, a sentence's parts in order). Added after publication by
 * `npm run content -- mocks` (build-papers.ts withBankHindi; or by hand: server/mocks/hindi,
 * hand-hindi.ts): a translation of the same question, never a change to it.
 */
export const StoredHindi = v.strictObject({
  question: v.pipe(v.string(), v.nonEmpty()),
  options: FourTexts,
  explanation: v.pipe(v.string(), v.nonEmpty()),
  figureAlt: v.optional(v.string()),
  figureSvg: v.optional(v.string()),
  optionFigureAlts: v.optional(FourTexts),
});
export type StoredHindi = v.InferOutput<typeof StoredHindi>;

export const StoredQuestion = v.strictObject({
  /** Its number in the published paper (1…N across the sections, in order). */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  category: v.string(),
  topic: v.string(),
  level: v.picklist([1, 2, 3]),
  question: v.pipe(v.string(), v.nonEmpty()),
  options: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.length(4)),
  answer: OptionId,
  explanation: v.pipe(v.string(), v.nonEmpty()),
  figure: v.optional(QuestionFigure),
  source: v.string(),
  /** Its Hindi, where the bank's twin has one (StoredHindi). */
  hi: v.optional(StoredHindi),
});
export type StoredQuestion = v.InferOutput<typeof StoredQuestion>;

export const StoredMock = v.strictObject({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The seed it was drawn with ('ssc-cgl-tier1/mock-1'), and the day it was published. */
  seed: v.string(),
  published: v.pipe(v.string(), v.isoDate()),
  sections: v.array(v.strictObject({ key: v.string(), questions: v.array(StoredQuestion) })),
});
export type StoredMock = v.InferOutput<typeof StoredMock>;

export const StoredPapers = v.strictObject({
  exam: v.string(),
  note: v.string(),
  mocks: v.array(StoredMock),
});
export type StoredPapers = v.InferOutput<typeof StoredPapers>;

export const PAPERS_NOTE =
  "Published mock papers (issue 18). Written by `npm run content -- mocks`; never edit or redraw a published mock: attempts and reviews point at it. Only explanations follow the bank's corrections, and the Hindi of a question the bank still asks word for word is added.";

/** What makes two questions the same for "no repeat within an exam": text, options and drawings. */
export function questionKey(q: { question: string; options: readonly string[]; figure?: unknown }): string {
  const normal = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256')
    .update(JSON.stringify([normal(q.question), q.options.map(normal).sort(), q.figure ?? null]))
    .digest('base64url');
}

/** The same question, exactly: text, the same four option texts, the same right option and drawing. */
export function sameQuestion(stored: StoredQuestion, q: BankQuestion): boolean {
  const answer = stored.options[OPTION_IDS.indexOf(stored.answer)];
  return (
    stored.question === q.question &&
    stored.options.length === q.options.length &&
    stored.options.every((o) => q.options.includes(o)) &&
    answer === q.answer &&
    JSON.stringify(stored.figure ?? null) === JSON.stringify(q.figure ?? null)
  );
}

/** The file as written: the header, then one mock per block and one question a line. */
export function papersFileText(papers: StoredPapers): string {
  const mocks = papers.mocks.map((mock) => {
    const sections = mock.sections.map(
      (s) =>
        `        { "key": ${JSON.stringify(s.key)}, "questions": [\n${s.questions
          .map((q) => `          ${JSON.stringify(q)}`)
          .join(',\n')}\n        ] }`,
    );
    return `    { "number": ${mock.number}, "seed": ${JSON.stringify(mock.seed)}, "published": ${JSON.stringify(mock.published)}, "sections": [\n${sections.join(',\n')}\n      ] }`;
  });
  return `{\n  "exam": ${JSON.stringify(papers.exam)},\n  "note": ${JSON.stringify(papers.note)},\n  "mocks": [\n${mocks.join(',\n')}\n  ]\n}\n`;
}

/** The stored papers of an exam, checked for shape; undefined when none are published yet. */
export async function readPapers(exam: string, dir = PAPERS_DIR): Promise<StoredPapers | undefined> {
  let text: string;
  try {
    text = await readFile(paperFile(exam, dir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = v.safeParse(StoredPapers, JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${paperFile(exam, dir)} is not a valid papers file: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}
