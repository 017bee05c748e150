/**
 * Data-interpretation forms of the third coverage audit (dataForms.ts), drawn kind by kind: each key
 * re-solved by its independent solver with exactly one option meaning it, every named mistake's option
 * recomputed by its trap check, a Hindi twin with the same numbers, and the tables' keys read again
 * from the printed text as a candidate reads them.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

/** Some options are filled without a named mistake (UNNAMED), an option no mistake gives. */
const DRAWS = { prefix: 'data-forms', draws: process.env.CONTENT_FULL ? 1000 : 150, unnamedAllowed: true };
const KINDS = ['pieOneSector', 'cellsSum', 'nearestAverage', 'changeBars'] as const;

const draws = (kind: string): GeneratedQuestion[] =>
  kindDraws('aptitude', 'data_interpretation', kind, DRAWS);

/** The numbers in a text ("1,250 and 12.5%" → 1250, 12.5). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

checkKinds(
  'aptitude',
  KINDS.map((kind) => ['data_interpretation', kind] as const),
  DRAWS,
);

describe('the audit-3 tables, read from the printed text', () => {
  it('keys the sum of two cells against a third from the printed grid', () => {
    const wrong = draws('cellsSum').filter((q) => {
      const lines = q.question.split('\n');
      const months = lines[1]!.replace('Company: ', '').split(', ');
      const grid = new Map(lines.slice(2, 6).map((l) => [l[0]!, numbersIn(l)]));
      const cells = [...lines[6]!.matchAll(/of ([PQRS]) in (\w+)/g)].map(
        (m) => grid.get(m[1]!)![months.indexOf(m[2]!)]!,
      );
      const [a, b, c] = cells as [number, number, number];
      return Math.abs(parseNumber(q.answer)! - (100 * (a + b - c)) / c) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the year nearest the asked crop’s average, every other year further from it', () => {
    const wrong = draws('nearestAverage').filter((q) => {
      const lines = q.question.split('\n');
      const crop = / production of (\w+) nearest/.exec(lines.at(-1)!)![1]!;
      const rows = lines.slice(1, -1).map((l) => ({
        year: l.slice(0, 4),
        value: Number(new RegExp(`${crop} (\\d+)`).exec(l)![1]),
      }));
      const mean = rows.reduce((s, r) => s + r.value, 0) / rows.length;
      const key = rows.find((r) => r.year === q.answer)!;
      return rows.some((r) => r !== key && Math.abs(r.value - mean) <= Math.abs(key.value - mean));
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('states one sector’s amount and not the total in the pie questions', () => {
    const wrong = draws('pieOneSector').filter((q) => !/The amount for .+ is /.test(q.question) || !q.figure);
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});
