import { readCsv } from '../files/csv';
import { JOB_FIELDS } from './job-schema';

/**
 * Reads a jobs file for `npm run jobs -- import`: CSV (a header row naming the fields; read by
 * files/csv.ts, RFC 4180 quoting) or JSON (an array of objects). Each record keeps the line it starts on, so a bad row is reported where the editor will
 * find it. Pure: no file or network access.
 */
export interface FileRow {
  /** 1-based line of the file where the record starts. */
  readonly line: number;
  readonly record: Record<string, unknown>;
}

export type ParsedFile =
  { ok: true; rows: FileRow[] } | { ok: false; problems: { line: number; message: string }[] };

export type FileFormat = 'csv' | 'json';

export function formatOf(path: string): FileFormat | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

export function parseJobsFile(text: string, format: FileFormat): ParsedFile {
  if (format === 'csv') return parseJobsCsv(text); // readCsv drops a BOM itself
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text; // a BOM, as spreadsheet programs write
  return parseJobsJson(content);
}

function parseJobsCsv(text: string): ParsedFile {
  const parsed = readCsv(text);
  if (!parsed.ok) return { ok: false, problems: [{ line: parsed.line, message: parsed.message }] };
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, problems: [{ line: 1, message: 'the file is empty' }] };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const missing = JOB_FIELDS.filter((field) => !names.includes(field));
  if (missing.length > 0) {
    return {
      ok: false,
      problems: [
        {
          line: header.line,
          message: `the header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
        },
      ],
    };
  }
  const problems: { line: number; message: string }[] = [];
  const rows: FileRow[] = [];
  for (const { line, cells } of records) {
    if (cells.length !== names.length) {
      problems.push({
        line,
        message: `has ${cells.length} fields, the header has ${names.length} (a comma inside a field needs double quotes)`,
      });
      continue;
    }
    rows.push({ line, record: Object.fromEntries(names.map((name, index) => [name, cells[index]!])) });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (rows.length === 0)
    return { ok: false, problems: [{ line: header.line, message: 'the file has no jobs below its header' }] };
  return { ok: true, rows };
}

function parseJobsJson(text: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ line: 1, message: `the file is not valid JSON: ${(error as Error).message}` }],
    };
  }
  if (!Array.isArray(data))
    return {
      ok: false,
      problems: [
        { line: 1, message: 'the file must hold a JSON array of jobs: [ { "organisation": … }, … ]' },
      ],
    };
  if (data.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file has no jobs' }] };
  const lines = arrayElementLines(text);
  return {
    ok: true,
    rows: data.map((record: unknown, index) => ({
      line: lines[index] ?? 1,
      record: record as Record<string, unknown>,
    })),
  };
}

/** The line each element of a (valid) top-level JSON array starts on. */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectingElement = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectingElement && !/\s/.test(ch) && ch !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) expectingElement = true;
    } else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}
