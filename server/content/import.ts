import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { findCategory, findTopic } from '../../contract/topics';
import { readCsv, type CsvRecord } from '../files/csv';
import {
  bankFileText,
  contentKey,
  parseQuestionBank,
  QuestionFileError,
  QUESTION_DATA_DIR,
  questionLines as questionLinesOf,
  validateQuestionBank,
  type BankQuestion,
  type QuestionBank,
} from './load';

/**
 * `npm run content -- import FILE.csv|FILE.json` (scripts/content.ts): questions from elsewhere are
 * checked row by row and merged into the data files under server/content/data/{category}/{topic}.json,
 * which the server loads at its next start. The database is not opened: a running server holds the
 * embedded database's folder, and the files are what the repository reviews and ships.
 *
 * All or nothing: every bad row is reported with its line, and if there is one, no file is written.
 * A row whose question and options (ignoring case, spacing and option order) are already in the
 * topic's file replaces that row (a corrected answer or explanation); any other row is added.
 *
 * Input columns (CSV header, or the keys of each JSON object): category, topic, level (1–3), question,
 * option_a … option_d (or `options`: a list of four in JSON), answer (the right option's exact text),
 * explanation, source (optional when the command is given `--source`). JSON may also be a data file
 * itself: `{ category, topic, source, questions: [...] }`.
 */

/** One input row before checking, with the line it starts on. */
export interface ImportRow {
  readonly line: number;
  readonly fields: Record<string, unknown>;
}

export class ImportError extends Error {
  override name = 'ImportError';
  constructor(readonly problems: readonly string[]) {
    super(`Nothing was imported:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

/** The header (trimmed, lower case) and the records of a CSV text (files/csv.ts), each with its line. */
export function csvTable(text: string): { header: string[]; records: CsvRecord[] } {
  const parsed = readCsv(text);
  if (!parsed.ok) throw new ImportError([`line ${parsed.line}: ${parsed.message}`]);
  const [head, ...rest] = parsed.records;
  if (!head) throw new ImportError(['the file is empty (it needs a header row)']);
  return { header: head.cells.map((h) => h.trim().toLowerCase()), records: rest };
}

/** The columns of a question CSV, in the order `export` writes them; only `source` may be left out. */
export const CSV_COLUMNS = [
  'category',
  'topic',
  'level',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
  'source',
] as const;
const REQUIRED_COLUMNS: readonly string[] = CSV_COLUMNS.filter((c) => c !== 'source');
const KNOWN_COLUMNS: ReadonlySet<string> = new Set(CSV_COLUMNS);

export function rowsFromCsv(text: string): ImportRow[] {
  const { header, records } = csvTable(text);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => !KNOWN_COLUMNS.has(c));
  const problems = [
    ...(missing.length ? [`line 1: the header lacks the column(s) ${missing.join(', ')}`] : []),
    ...(unknown.length
      ? [`line 1: unknown column(s) ${unknown.join(', ')} (known: ${[...KNOWN_COLUMNS].join(', ')})`]
      : []),
  ];
  if (problems.length) throw new ImportError(problems);
  return records.map(({ line, cells }) => {
    if (cells.length !== header.length)
      return { line, fields: { __cells: `${cells.length} fields where the header has ${header.length}` } };
    const fields: Record<string, unknown> = Object.fromEntries(header.map((name, i) => [name, cells[i]]));
    // CSV holds text only: the level is read as a number here
    fields.level = /^\s*[123]\s*$/.test(String(fields.level)) ? Number(fields.level) : fields.level;
    return { line, fields };
  });
}

/** The line each element of a top-level JSON array starts on. */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let escaped = false;
  let expecting = false;
  for (const ch of text) {
    if (ch === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (expecting && !/\s/.test(ch)) {
      if (ch !== ']') lines.push(line);
      expecting = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth += 1;
      if (ch === '[' && depth === 1) expecting = true;
    } else if (ch === ']' || ch === '}') depth -= 1;
    else if (ch === ',' && depth === 1) expecting = true;
  }
  return lines;
}

/**
 * Rows of a JSON file: an array of row objects, or a data file ({ category, topic, source, questions }),
 * whose rows take the file's category, topic and source.
 */
export function rowsFromJson(text: string): ImportRow[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ImportError([`not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (Array.isArray(raw)) {
    const lines = arrayElementLines(text);
    return raw.map((fields, i) => ({
      line: lines[i] ?? 0,
      fields: isRecord(fields) ? fields : { __notObject: true },
    }));
  }
  if (isRecord(raw) && Array.isArray(raw.questions)) {
    const lines = questionLinesOf(text);
    const { category, topic, source } = raw;
    return raw.questions.map((row, i) => ({
      line: lines[i] ?? 0,
      fields: isRecord(row) ? { category, topic, source, ...row } : { __notObject: true },
    }));
  }
  throw new ImportError([
    'a JSON import is a list of question rows, or a data file { category, topic, source, questions }',
  ]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const Where = v.object({
  category: v.string('category must be a category id'),
  topic: v.string('topic must be a topic id'),
});

/** A checked row: where it goes and the question (with its own source). */
interface CheckedRow {
  readonly line: number;
  readonly category: string;
  readonly topic: string;
  readonly question: BankQuestion & { source: string };
}

/** Checks every row; throws an ImportError listing every problem with its line. */
export function checkRows(rows: readonly ImportRow[], defaultSource?: string): CheckedRow[] {
  const problems: string[] = [];
  const checked: CheckedRow[] = [];
  const firstLineOfKey = new Map<string, number>();
  if (rows.length === 0) throw new ImportError(['the file holds no question rows']);
  for (const { line, fields } of rows) {
    const at = `line ${line}`;
    if (fields.__notObject) {
      problems.push(`${at}: not an object`);
      continue;
    }
    if (typeof fields.__cells === 'string') {
      problems.push(`${at}: ${fields.__cells}`);
      continue;
    }
    const where = v.safeParse(Where, fields);
    if (!where.success) {
      problems.push(...where.issues.map((issue) => `${at}: ${issue.message}`));
      continue;
    }
    const { category, topic } = where.output;
    if (!findCategory(category)) {
      problems.push(`${at}: unknown category ${JSON.stringify(category)}`);
      continue;
    }
    if (!findTopic(category, topic)) {
      problems.push(`${at}: unknown topic ${JSON.stringify(topic)} in category ${category}`);
      continue;
    }
    const letters = ['option_a', 'option_b', 'option_c', 'option_d'];
    const options = Array.isArray(fields.options)
      ? fields.options
      : letters.some((k) => k in fields)
        ? letters.map((k) => fields[k])
        : undefined;
    const source = fields.source === undefined || fields.source === '' ? defaultSource : fields.source;
    const row = {
      level: fields.level,
      question: fields.question,
      options,
      answer: fields.answer,
      explanation: fields.explanation,
      ...(fields.figure === undefined ? {} : { figure: fields.figure }),
      source,
    };
    const missingSource = source === undefined;
    if (missingSource)
      problems.push(`${at}: source is missing (give the column, or --source "…" for every row without one)`);
    try {
      // the data files' own rules (load.ts), so an imported row can never stop the server at start
      const bank = validateQuestionBank(
        { category, topic, source: String(source ?? '-'), questions: [row] },
        at,
      );
      if (missingSource) continue;
      const question = { ...bank.questions[0]!, source: String(source) };
      const key = contentKey(category, topic, question);
      const first = firstLineOfKey.get(key);
      if (first !== undefined) {
        problems.push(`${at}: the same question as line ${first}`);
        continue;
      }
      firstLineOfKey.set(key, line);
      checked.push({ line, category, topic, question });
    } catch (error) {
      if (!(error instanceof QuestionFileError)) throw error;
      problems.push(...error.problems.map((p) => `${at}: ${p.replace(/^question 1: /, '')}`));
    }
  }
  if (problems.length > 0) throw new ImportError(problems);
  return checked;
}

export interface PlannedFile {
  readonly path: string;
  readonly bank: QuestionBank;
  readonly added: number;
  readonly replaced: number;
}

/** The data files after the import: each topic's file (or a new one) with the rows merged in. */
export async function planImport(
  rows: readonly CheckedRow[],
  dir: string = QUESTION_DATA_DIR,
): Promise<PlannedFile[]> {
  const byTopic = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const key = `${row.category}/${row.topic}`;
    byTopic.set(key, [...(byTopic.get(key) ?? []), row]);
  }
  const planned: PlannedFile[] = [];
  const problems: string[] = [];
  for (const [name, topicRows] of byTopic) {
    const [category, topic] = name.split('/') as [string, string];
    const path = join(dir, category, `${topic}.json`);
    const existing = existsSync(path)
      ? parseQuestionBank(await readFile(path, 'utf8'), `${name}.json`, { category, topic })
      : undefined;
    const fileSource = existing?.source ?? topicRows[0]!.question.source;
    const questions: BankQuestion[] = [...(existing?.questions ?? [])];
    const indexOfKey = new Map(questions.map((q, i) => [contentKey(category, topic, q), i]));
    let added = 0;
    let replaced = 0;
    for (const row of topicRows) {
      const { source, ...rest } = row.question;
      const question: BankQuestion = source === fileSource ? rest : { ...rest, source };
      const index = indexOfKey.get(contentKey(category, topic, question));
      if (index === undefined) {
        questions.push(question);
        added += 1;
      } else {
        questions[index] = question;
        replaced += 1;
      }
    }
    try {
      const bank = validateQuestionBank({ category, topic, source: fileSource, questions }, `${name}.json`);
      planned.push({ path, bank, added, replaced });
    } catch (error) {
      if (!(error instanceof QuestionFileError)) throw error;
      problems.push(...error.problems.map((p) => `${name}.json after the import: ${p}`));
    }
  }
  if (problems.length > 0) throw new ImportError(problems);
  return planned;
}

/** Writes the planned files (each to a temporary name first, then renamed over the old one). */
export async function writePlannedFiles(files: readonly PlannedFile[]): Promise<void> {
  const texts = files.map((file) => ({ path: file.path, text: bankFileText(file.bank) }));
  for (const { path, text } of texts) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.tmp`, text);
  }
  for (const { path } of texts) await rename(`${path}.tmp`, path);
}

/** Reads, checks and merges FILE into the data files; writes nothing unless every row is good. */
export async function importQuestions(
  file: string,
  options: { dir?: string; source?: string; dryRun?: boolean } = {},
): Promise<PlannedFile[]> {
  const text = await readFile(file, 'utf8');
  const rows = /\.csv$/i.test(file)
    ? rowsFromCsv(text)
    : /\.json$/i.test(file)
      ? rowsFromJson(text)
      : undefined;
  if (!rows) throw new ImportError([`${file}: the file name must end in .csv or .json`]);
  const planned = await planImport(checkRows(rows, options.source), options.dir);
  if (!options.dryRun) await writePlannedFiles(planned);
  return planned;
}
