import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { hasWords } from '../../contract/figure';
import { QuestionFigure, UNANSWERED, type QuestionHindi } from '../../contract/quiz';
import { type LevelNumber } from '../../contract/levels';
import { findCategory, findTopic, type CategorySlug } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { questions } from '../db/schema';

/**
 * The question bank's loader (design §4): reads the data files under server/content/data/
 * ({category}/{topic}.json), checks every row, and writes a topic's questions into the `questions`
 * table. The seed runs it at every start; a content importer (e.g. for generated banks) can call
 * `parseQuestionBank` / `validateQuestionBank` and `importQuestionBank` the same way.
 *
 * A file is all or nothing: one bad row rejects the whole file, and the error names the file, the row
 * (1-based) and its line, so the server refuses to start instead of serving a broken question.
 *
 * File format: `{ category, topic, source, questions: [{ level, question, options[4], answer,
 * explanation, figure?, hi?, source? }] }`; `answer` is the right option's text; `figure` is contract/quiz.ts
 * QuestionFigure (`{ question?: { svg, alt }, options?: [4 × { svg, alt }] }`); `hi` is the question
 * in Hindi (issue 15: `{ question, options[4], explanation, figureAlt?, figureSvg?, optionFigureAlts[4]? }`,
 * the options and option alts in the same order as the English, checked like them); a row's `source` overrides the file's (rows imported from
 * elsewhere). Other fields of a row (a generator's metadata) are ignored.
 */
export const QUESTION_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

/** More rows than this go in several INSERTs (PostgreSQL allows 65,535 parameters a statement). */
const INSERT_BATCH = 500;

export interface BankQuestion {
  readonly level: LevelNumber;
  readonly question: string;
  /** Exactly four distinct texts (checked when a file is read). */
  readonly options: readonly string[];
  readonly answer: string;
  readonly explanation: string;
  readonly figure?: QuestionFigure;
  /** The question in Hindi, the options in the English options' order (issue 15). */
  readonly hi?: QuestionHindi;
  /** Where this question comes from, when it differs from its bank's `source` (a merged bank). */
  readonly source?: string;
}

/**
 * A row as the builders of data files make it (derive/, authoring/): a question without a drawing,
 * written out by `bankFileText`. Its `source` is set where it differs from its file's.
 */
export interface BuiltRow {
  level: LevelNumber;
  question: string;
  options: string[];
  answer: string;
  explanation: string;
  source?: string;
}

export interface QuestionBank {
  readonly category: CategorySlug;
  readonly topic: string;
  readonly source: string;
  readonly questions: readonly BankQuestion[];
}

/** A data file that cannot be loaded; `problems` lists each one ("question 12 (line 130): …"). */
export class QuestionFileError extends Error {
  override name = 'QuestionFileError';
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file} is not a valid question bank:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

/** The comparison of the bank's checks: texts that differ only in case, spacing or Unicode form are the same. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const Text = (what: string) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.check((s) => s.trim() !== '', `${what} is empty`),
  );

const OptionText = v.pipe(
  Text('an option'),
  v.check((s) => s === s.trim(), 'an option has spaces around it'),
  v.check(
    (s) => s !== UNANSWERED,
    `an option cannot be "${UNANSWERED}" (the submit payload's word for a blank)`,
  ),
);

/**
 * A row's Hindi (issue 15), checked like the English: text everywhere, four distinct options (matched
 * to the English by position), an explanation; a drawing's text alternative only where there is a drawing.
 */
const HindiRow = v.pipe(
  v.strictObject({
    question: Text('hi.question'),
    options: v.pipe(
      v.array(OptionText, 'hi.options must be a list of four texts'),
      v.length(4, 'hi.options must be a list of exactly four texts, in the order of the English options'),
    ),
    explanation: Text('hi.explanation'),
    figureAlt: v.optional(Text('hi.figureAlt')),
    figureSvg: v.optional(
      v.pipe(
        v.string('hi.figureSvg must be text'),
        v.startsWith('<svg', 'hi.figureSvg must be an SVG document starting with <svg'),
      ),
    ),
    optionFigureAlts: v.optional(
      v.pipe(
        v.array(Text('a Hindi option alt'), 'hi.optionFigureAlts must be a list of four texts'),
        v.length(4, 'hi.optionFigureAlts must be a list of exactly four texts, in the order of the options'),
      ),
    ),
  }),
  v.check(
    (hi) => new Set(hi.options.map(normaliseText)).size === hi.options.length,
    'the four Hindi options are not distinct (ignoring case and spacing)',
  ),
);

const Row = v.pipe(
  v.object({
    level: v.picklist([1, 2, 3], 'level must be 1, 2 or 3'),
    question: Text('question'),
    options: v.pipe(
      v.array(OptionText, 'options must be a list of four texts'),
      v.length(4, 'options must be a list of exactly four texts'),
    ),
    answer: v.string('answer must be the text of the right option'),
    explanation: Text('explanation'),
    figure: v.optional(QuestionFigure),
    hi: v.optional(HindiRow),
    source: v.optional(Text('source')),
  }),
  v.check(
    (q) => q.hi?.figureAlt === undefined || q.figure?.question !== undefined,
    'hi.figureAlt is the text alternative of a question drawing, and this question has none',
  ),
  v.check(
    (q) => !q.hi || !q.figure?.question || !hasWords(q.figure.question.svg) || q.hi.figureSvg !== undefined,
    'the question drawing has words in it, and hi.figureSvg (the drawing with its words in Hindi) is missing',
  ),
  v.check(
    (q) => q.hi?.figureSvg === undefined || q.figure?.question !== undefined,
    'hi.figureSvg redraws the question drawing in Hindi, and this question has none',
  ),
  v.check(
    (q) => q.hi?.optionFigureAlts === undefined || q.figure?.options !== undefined,
    'hi.optionFigureAlts are the text alternatives of option drawings, and this question has none',
  ),
  v.check(
    (q) => new Set(q.options.map(normaliseText)).size === q.options.length,
    'the four options are not distinct (ignoring case and spacing)',
  ),
  v.check(
    (q) => q.options.filter((o) => o === q.answer).length === 1,
    (issue) => {
      const { answer, options } = issue.input as { answer: string; options: string[] };
      return `the answer ${JSON.stringify(answer)} is ${options.includes(answer) ? 'more than one of the options' : 'not one of the options'}`;
    },
  ),
);

const FileShape = v.object({
  category: v.string('category must be a category id'),
  topic: v.string('topic must be a topic id'),
  source: Text('source'),
  questions: v.pipe(v.array(v.unknown(), 'questions must be a list'), v.minLength(1, 'questions is empty')),
});

/**
 * Checks a parsed file. `where` names the file in errors; `lines[i]` is the line row i starts on (for
 * messages); `expected` is the category and topic its path says.
 */
export function validateQuestionBank(
  raw: unknown,
  where: string,
  options: { lines?: readonly number[]; expected?: { category: string; topic: string } } = {},
): QuestionBank {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new QuestionFileError(where, ['the file is not a JSON object']);
  const file = v.safeParse(FileShape, raw);
  if (!file.success) throw new QuestionFileError(where, file.issues.map(describeIssue));
  const { category, topic, source } = file.output;
  const problems: string[] = [];
  const knownCategory = findCategory(category);
  if (!knownCategory) problems.push(`unknown category ${JSON.stringify(category)}`);
  else if (!findTopic(category, topic))
    problems.push(`unknown topic ${JSON.stringify(topic)} in category ${category}`);
  const { expected } = options;
  if (expected && (expected.category !== category || expected.topic !== topic)) {
    problems.push(
      `the file's path says ${expected.category}/${expected.topic} but it holds ${category}/${topic}`,
    );
  }

  const rows: BankQuestion[] = [];
  const firstRowOfKey = new Map<string, number>();
  file.output.questions.forEach((input, index) => {
    const line = options.lines?.[index];
    const at = `question ${index + 1}${line === undefined ? '' : ` (line ${line})`}`;
    const row = v.safeParse(Row, input);
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      problems.push(`${at}: not an object`);
      return;
    }
    if (!row.success) {
      for (const issue of row.issues) problems.push(`${at}: ${describeIssue(issue)}`);
      return;
    }
    const { hi, ...english } = row.output;
    const question: BankQuestion = hi
      ? { ...english, hi: hi as QuestionHindi } // the lists' lengths (4) were checked above
      : english;
    const key = contentKey(category, topic, question);
    const first = firstRowOfKey.get(key);
    if (first !== undefined) problems.push(`${at}: the same question as question ${first + 1}`);
    else firstRowOfKey.set(key, index);
    rows.push(question);
  });
  if (problems.length > 0) throw new QuestionFileError(where, problems);
  return { category: knownCategory!.slug, topic, source, questions: rows };
}

/** Parses and checks a data file's text (JSON syntax errors are reported with their line and column). */
export function parseQuestionBank(
  text: string,
  where: string,
  expected?: { category: string; topic: string },
): QuestionBank {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const at = position ? ` at ${lineAndColumn(text, Number(position[1]))}` : '';
    throw new QuestionFileError(where, [`not valid JSON${at}: ${message}`]);
  }
  return validateQuestionBank(raw, where, { lines: questionLines(text), expected });
}

/** Every `*.json` under `dir` ({category}/{topic}.json), parsed and checked; all bad files are reported at once. */
export async function readQuestionBanks(dir: string = QUESTION_DATA_DIR): Promise<QuestionBank[]> {
  const files = await jsonFilesUnder(dir);
  const banks: QuestionBank[] = [];
  const errors: string[] = [];
  for (const path of files) {
    const name = relative(dir, path);
    const parts = name.split(sep);
    try {
      if (parts.length !== 2)
        throw new QuestionFileError(name, ['a bank file must be at {category}/{topic}.json']);
      const expected = { category: parts[0]!, topic: parts[1]!.replace(/\.json$/, '') };
      banks.push(parseQuestionBank(await readFile(path, 'utf8'), name, expected));
    } catch (error) {
      if (!(error instanceof QuestionFileError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length > 0)
    throw new Error(`The question bank in ${dir} could not be loaded:\n${errors.join('\n')}`);
  const seen = new Set<string>();
  for (const bank of banks) {
    const id = `${bank.category}/${bank.topic}`;
    if (seen.has(id)) throw new Error(`Two files hold the bank of ${id}`);
    seen.add(id);
  }
  return banks;
}

/**
 * What identifies a question across loads: its category, topic and level, its text and its options
 * (ignoring case, spacing and the options' order) and its figure. A corrected answer, explanation or
 * source keeps the question's id; a reworded question or option is a new question (the old one is
 * retired, and stays for the attempts that used it). The options are part of it because exams reuse
 * one stem ("Find the odd one out.") with different options.
 */
export function contentKey(
  category: string,
  topic: string,
  question: Pick<BankQuestion, 'level' | 'question' | 'options' | 'figure'>,
): string {
  const parts = [
    category,
    topic,
    String(question.level),
    normaliseText(question.question),
    ...question.options.map(normaliseText).sort(),
    question.figure ? canonicalJson(question.figure) : '',
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

type Executor = Pick<AppDatabase, 'insert' | 'update' | 'select'>;

/** The columns a re-import may change (everything but the id and the content key). */
const UPDATABLE = [
  'category',
  'topic',
  'level',
  'question',
  'options',
  'answer',
  'explanation',
  'figure',
  'hi',
  'source',
  'active',
] as const;

/**
 * Writes one topic's bank: every question inserted or, when its content key is known, updated in place
 * (only when something differs, so a restart rewrites nothing); questions of this topic missing from
 * the bank are retired (`active = false`: never drawn again). Run it inside a transaction.
 *
 * The topic's stored rows are read first and compared here, so a restart (nothing changed) sends no
 * rows at all: the bank holds thousands of generated questions and start-up time matters.
 */
export async function importQuestionBank(tx: Executor, bank: QuestionBank): Promise<{ questions: number }> {
  const rows = bank.questions.map((q) => ({
    contentKey: contentKey(bank.category, bank.topic, q),
    category: bank.category,
    topic: bank.topic,
    level: q.level,
    question: q.question,
    options: [...q.options],
    answer: q.answer,
    explanation: q.explanation,
    figure: q.figure ?? null,
    hi: q.hi ?? null,
    source: q.source ?? bank.source,
    active: true,
  }));
  const columns = getTableColumns(questions);
  const stored = await tx
    .select({
      contentKey: questions.contentKey,
      category: questions.category,
      topic: questions.topic,
      level: questions.level,
      question: questions.question,
      options: questions.options,
      answer: questions.answer,
      explanation: questions.explanation,
      figure: questions.figure,
      hi: questions.hi,
      source: questions.source,
      active: questions.active,
    })
    .from(questions)
    .where(and(eq(questions.category, bank.category), eq(questions.topic, bank.topic)));
  const storedByKey = new Map<string, Record<(typeof UPDATABLE)[number], unknown>>(
    stored.map((row) => [row.contentKey, row]),
  );
  const changed = rows.filter((row) => {
    const old = storedByKey.get(row.contentKey);
    return (
      !old ||
      UPDATABLE.some(
        (property) => canonicalJson(old[property] ?? null) !== canonicalJson(row[property] ?? null),
      )
    );
  });

  const excluded = (property: (typeof UPDATABLE)[number]): SQL =>
    sql`excluded.${sql.identifier(columns[property].name)}`;
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  for (let start = 0; start < changed.length; start += INSERT_BATCH) {
    await tx
      .insert(questions)
      .values(changed.slice(start, start + INSERT_BATCH))
      .onConflictDoUpdate({
        target: questions.contentKey,
        set: Object.fromEntries(UPDATABLE.map((property) => [property, excluded(property)])),
        // a second server seeding at the same moment may have written the same row already
        setWhere: sql`(${list(UPDATABLE.map((property) => sql`${columns[property]}`))}) is distinct from (${list(UPDATABLE.map(excluded))})`,
      });
  }
  const keys = new Set(rows.map((r) => r.contentKey));
  const retiring = stored.some((row) => row.active === true && !keys.has(row.contentKey));
  if (retiring) {
    await tx
      .update(questions)
      .set({ active: false })
      .where(
        and(
          eq(questions.category, bank.category),
          eq(questions.topic, bank.topic),
          eq(questions.active, true),
          rows.length > 0
            ? notInArray(
                questions.contentKey,
                rows.map((r) => r.contentKey),
              )
            : undefined,
        ),
      );
  }
  return { questions: rows.length };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  if (path && issue.type === 'object' && issue.received === 'undefined') return `${path} is missing`;
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** The line each element of the top-level `questions` array starts on, by a scan of the JSON text. */
export function questionLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastString = '';
  let key: string | undefined;
  let inQuestions = false;
  let expectingElement = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') {
        inString = false;
        lastString = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (expectingElement && !/\s/.test(ch)) {
      if (ch !== ']') lines.push(line);
      expectingElement = false;
    }
    switch (ch) {
      case '"':
        inString = true;
        stringStart = i;
        break;
      case ':':
        if (depth === 1) key = lastString;
        break;
      case '{':
      case '[':
        depth += 1;
        if (ch === '[' && depth === 2 && key === 'questions') {
          inQuestions = true;
          expectingElement = true;
        }
        break;
      case '}':
      case ']':
        if (ch === ']' && depth === 2) inQuestions = false;
        depth -= 1;
        break;
      case ',':
        if (inQuestions && depth === 2) expectingElement = true;
        break;
    }
  }
  return lines;
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
}

/** JSON with object keys sorted, so the same figure always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFilesUnder(path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat().sort();
}

/** A bank as a data file's text: the file format of load.ts, two-space JSON, a final newline. */
export function bankFileText(bank: QuestionBank): string {
  const questions = bank.questions.map((q) => ({
    level: q.level,
    question: q.question,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    ...(q.figure ? { figure: q.figure } : {}),
    ...(q.hi ? { hi: q.hi } : {}),
    ...(q.source && q.source !== bank.source ? { source: q.source } : {}),
  }));
  return `${JSON.stringify({ category: bank.category, topic: bank.topic, source: bank.source, questions }, null, 2)}\n`;
}
