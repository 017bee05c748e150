import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadQuestionBanks } from './bank';
import { CSV_COLUMNS } from './import';
import { bankFileText, type QuestionBank } from './load';

/**
 * `npm run content -- export [DIR]` (scripts/content.ts): the whole bank the server serves — data files
 * and generated questions, merged as at start — written to DIR (default ./content-export) as one data
 * file per topic ({category}/{topic}.json, the format of server/content/data, each row with its source
 * where it differs from the file's) and as one `questions.csv` in the import's columns, for review in a
 * spreadsheet. Questions with drawings are left out of the CSV (a cell is no place for an SVG).
 */

/** A CSV field, always quoted, quotes doubled (RFC 4180). */
const field = (value: string | number): string => `"${String(value).replace(/"/g, '""')}"`;

export function banksToCsv(banks: readonly QuestionBank[]): {
  text: string;
  rows: number;
  withFigures: number;
} {
  const lines = [CSV_COLUMNS.join(',')];
  let withFigures = 0;
  for (const bank of banks) {
    for (const q of bank.questions) {
      if (q.figure) {
        withFigures += 1;
        continue;
      }
      lines.push(
        [
          bank.category,
          bank.topic,
          q.level,
          q.question,
          ...q.options,
          q.answer,
          q.explanation,
          q.source ?? bank.source,
        ]
          .map(field)
          .join(','),
      );
    }
  }
  return { text: `${lines.join('\r\n')}\r\n`, rows: lines.length - 1, withFigures };
}

export async function exportQuestions(
  dir: string,
  banks?: readonly QuestionBank[],
): Promise<{ files: number; questions: number; csvRows: number; withFigures: number }> {
  const all = banks ?? (await loadQuestionBanks());
  for (const bank of all) {
    await mkdir(join(dir, bank.category), { recursive: true });
    await writeFile(join(dir, bank.category, `${bank.topic}.json`), bankFileText(bank));
  }
  const csv = banksToCsv(all);
  await writeFile(join(dir, 'questions.csv'), csv.text);
  return {
    files: all.length,
    questions: all.reduce((n, b) => n + b.questions.length, 0),
    csvRows: csv.rows,
    withFigures: csv.withFigures,
  };
}
