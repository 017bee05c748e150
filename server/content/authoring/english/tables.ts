/**
 * Reading the authored English tables (*.txt beside this file) and the small rules every builder
 * shares: a table's records with their levels, a record's fields, options placed in a seeded order.
 * Source format (all tables): `#` starts a comment line, `@level N` sets the level of what follows,
 * fields are separated by ` | `.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuiltRow } from '../../load';
import { createRng } from '../../generators/rng';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** An authored row: its source is its file's. */
export type Row = Omit<BuiltRow, 'source'>;

export interface Line {
  level: 1 | 2 | 3;
  text: string;
  at: string;
}

/** The table's records: one per non-empty, non-comment line, each with the level in force. */
export function readTable(file: string): Line[] {
  const lines: Line[] = [];
  let level: 1 | 2 | 3 | undefined;
  readFileSync(HERE + file, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const text = raw.trim();
      const at = `${file}:${index + 1}`;
      if (text === '' || text.startsWith('#')) return;
      const set = /^@level ([123])$/.exec(text);
      if (set) {
        level = Number(set[1]) as 1 | 2 | 3;
        return;
      }
      if (!level) throw new Error(`${at}: no @level before the first record`);
      lines.push({ level, text, at });
    });
  return lines;
}

export function fields(line: Line, min: number, max = min): string[] {
  const parts = line.text.split(' | ').map((p) => p.trim());
  if (parts.length < min || parts.length > max || parts.some((p) => p === '')) {
    throw new Error(
      `${line.at}: expected ${min === max ? min : `${min}–${max}`} fields separated by " | ", found ${parts.length}`,
    );
  }
  return parts;
}

/** The four options in a seeded order (the quiz shuffles again; this only keeps the file varied). */
export function placed(seed: string, answer: string, wrong: readonly string[], at: string): string[] {
  if (wrong.length !== 3) throw new Error(`${at}: needs three wrong options`);
  const options = createRng(seed).shuffle([answer, ...wrong]);
  const norm = new Set(options.map((o) => o.toLowerCase().replace(/\s+/g, ' ')));
  if (norm.size !== 4) throw new Error(`${at}: options are not distinct`);
  return options;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const sentenceEnd = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
