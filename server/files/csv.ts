import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';

/**
 * The one CSV reader of the project (csv-parse), for both importers: government jobs
 * (`npm run jobs -- import`, server/jobs/import-file.ts) and questions (`npm run content -- import`,
 * server/content/import.ts). RFC 4180: fields in double quotes may hold commas, line breaks and "" for a
 * quote. Also what spreadsheet programs and people write: a byte-order mark, CRLF, LF or CR line ends
 * (mixed, too), blank lines (skipped), spaces around a field (ignored outside quotes, so `a, "b, c"`
 * is two fields), and a quote inside an unquoted field (kept as text). Rows may have different numbers
 * of fields: each importer says what its header expects.
 *
 * Each record comes with the line it starts on, so a bad row is reported where an editor finds it.
 */
export interface CsvRecord {
  /** 1-based line of the text where the record starts. */
  readonly line: number;
  readonly cells: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export const CSV_MESSAGES = {
  quoteNeverClosed: 'a quoted field is never closed (a " is missing)',
  textAfterQuote: 'a quoted field must end at a comma or at the end of the line',
} as const;

const BOM = '\uFEFF';
const LINE_BREAK = /\r\n|\n|\r/g;

export function readCsv(text: string): CsvResult {
  const content = text.startsWith(BOM) ? text.slice(1) : text;
  // csv-parse counts what it has read in bytes; lines are counted in the same bytes.
  const bytes = Buffer.from(content, 'utf8');
  const lineBreaksBefore = lineCounter(bytes);
  const records: CsvRecord[] = [];
  let recordStart = 0;
  try {
    parse(bytes, {
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      ltrim: true,
      rtrim: true,
      // Blank lines come through as records so that every record's first byte is known.
      skip_empty_lines: false,
      on_record: (cells: string[], context) => {
        const end = context.bytes;
        const raw = bytes.subarray(recordStart, end).toString('utf8');
        if (raw.replace(LINE_BREAK, '') !== '' || cells.length > 1) {
          records.push({ line: lineBreaksBefore(recordStart) + 1, cells });
        }
        recordStart = end;
        return null; // collected here; csv-parse keeps nothing
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const message =
      error.code === 'CSV_QUOTE_NOT_CLOSED' ? CSV_MESSAGES.quoteNeverClosed : CSV_MESSAGES.textAfterQuote;
    return { ok: false, line: lineBreaksBefore(recordStart) + 1, message };
  }
  return { ok: true, records };
}

/** How many line breaks (CRLF, LF or CR) come before a byte offset; offsets only grow. */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let counted = 0;
  let lines = 0;
  return (offset) => {
    for (; counted < offset; counted++) {
      const byte = bytes[counted];
      if (byte === 0x0a) lines++;
      else if (byte === 0x0d && bytes[counted + 1] !== 0x0a) lines++;
    }
    return lines;
  };
}
