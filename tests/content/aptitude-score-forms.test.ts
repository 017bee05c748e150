/**
 * Quantitative aptitude forms of issue 19's fourth round, drawn kind by kind (the topic-wide tests draw
 * them only as often as the draw order allows): each key re-solved by its independent solver with
 * exactly one option meaning it, every named mistake's option recomputed by its trap check, a Hindi
 * twin with the same numbers, and each question read as a candidate reads it, from the printed text.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

/** Some options are filled without a named mistake (UNNAMED), an option no mistake gives. */
const DRAWS = { prefix: 'score-forms', draws: process.env.CONTENT_FULL ? 1000 : 150, unnamedAllowed: true };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers in a text ("1,250 and 12.5%" → 1250, 12.5). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

checkKinds(
  'aptitude',
  [
    ['data_interpretation', 'percentOutOf'],
    ['data_interpretation', 'andAbove'],
    ['data_interpretation', 'attendance'],
    ['average', 'groupsRatio'],
    ['ratio_proportion_partnership', 'coinsByValue'],
    ['simple_compound_interest', 'simpleChange'],
    ['simple_compound_interest', 'successiveRates'],
    ['simple_compound_interest', 'multiplyCI'],
    ['simple_compound_interest', 'compoundedOften'],
  ],
  DRAWS,
);

describe('score and attendance tables, read from the printed table', () => {
  it('keys the marks from the printed percentages and maxima', () => {
    const wrong = draws('data_interpretation', 'percentOutOf').filter((q) => {
      const lines = q.question.split('\n');
      const subjects = lines[1]!
        .replace('Maximum marks: ', '')
        .split(', ')
        .map((x) => x.replace(/ \d+$/, ''));
      const max = numbersIn(lines[1]!);
      const rows = lines.slice(2).filter((l) => /%/.test(l));
      const marks = rows.map((l) => numbersIn(l).map((pc, k) => (pc * max[k]!) / 100));
      const asked = lines.at(-1)!;
      const key = parseNumber(q.answer)!;
      const passLine = lines.find((l) => l.startsWith('The pass marks'));
      if (passLine) {
        const pass = numbersIn(passLine);
        const subject = /passed in (.+)\?$/.exec(asked)![1]!;
        const ks = subject === 'all three subjects' ? [0, 1, 2] : [subjects.indexOf(subject)];
        return key !== marks.filter((m) => ks.every((k) => m[k]! >= pass[k]!)).length;
      }
      const who = rows.findIndex((l) => asked.includes(` ${l.split(':')[0]!} `));
      const got = marks[who]!.reduce((a, b) => a + b, 0);
      const expected = asked.startsWith('What are the total marks')
        ? got
        : (100 * got) / max.reduce((a, b) => a + b, 0);
      return Math.abs(expected - key) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the students of a band from the "and above" rows', () => {
    const wrong = draws('data_interpretation', 'andAbove').filter((q) => {
      const lines = q.question.split('\n');
      const total = numbersIn(lines[0]!)[0]!;
      const asked = lines.at(-1)!;
      const column = asked.endsWith('in the aggregate?')
        ? 3
        : / in Paper (I|II)\?$/.exec(asked)![1] === 'I'
          ? 1
          : 2;
      const atLeast = new Map(lines.slice(1, -1).map((l) => [numbersIn(l)[0]!, numbersIn(l)[column]!]));
      const [x, y] = numbersIn(asked);
      const key = parseNumber(q.answer)!;
      if (asked.includes('less than') && !asked.includes('or more')) return key !== total - atLeast.get(x!)!;
      const band = atLeast.get(x!)! - atLeast.get(y!)!;
      return Math.abs(key - (asked.startsWith('What percentage') ? (100 * band) / total : band)) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the absentees as enrolled less present, year by year', () => {
    const wrong = draws('data_interpretation', 'attendance').filter((q) => {
      const lines = q.question.split('\n');
      const rows = lines.slice(1, -1).map((l) => numbersIn(l) as [number, number, number]);
      const asked = lines.at(-1)!;
      const absent = rows.map(([, e, p]) => e - p);
      if (asked.startsWith('In which year')) {
        const sorted = [...absent].sort((a, b) => b - a);
        const want = asked.includes('second highest')
          ? sorted[1]
          : asked.includes('lowest')
            ? sorted.at(-1)
            : sorted[0];
        return absent[rows.findIndex(([year]) => String(year) === q.answer)] !== want;
      }
      const key = parseNumber(q.answer)!;
      if (asked.startsWith('What percentage of all')) {
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        return Math.abs(key - (100 * sum(absent)) / sum(rows.map((r) => r[1]))) > 1e-9;
      }
      const row = rows.findIndex(([year]) => asked.includes(String(year)));
      const [, e, p] = rows[row]!;
      if (asked.startsWith('How many')) return key !== e - p;
      return Math.abs(key - (100 * (asked.endsWith('present?') ? p : e - p)) / e) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
