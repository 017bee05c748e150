/**
 * Quantitative aptitude forms of issue 19's fourth round, drawn kind by kind (the topic-wide tests draw
 * them only as often as the draw order allows): each key re-solved by its independent solver with
 * exactly one option meaning it, every named mistake's option recomputed by its trap check, a Hindi
 * twin with the same numbers, and each question read as a candidate reads it, from the printed text.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { answerProblem } from './support/checks';
import { drawsOfKind } from './support/draws';
import { meets, trapValue } from './support/trap-checks';
import { parseNumber } from './support/values';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

function draws(category: string, topic: string, kind: string): GeneratedQuestion[] {
  return drawsOfKind(category, topic, kind, findGenerator(category, topic)!.kinds[kind]!.levels, {
    prefix: 'score-forms',
    count: DRAWS,
  });
}

/** The numbers in a text ("1,250 and 12.5%" → 1250, 12.5). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

const FORMS = [
  ['aptitude', 'data_interpretation', 'percentOutOf'],
  ['aptitude', 'data_interpretation', 'andAbove'],
  ['aptitude', 'data_interpretation', 'attendance'],
  ['aptitude', 'average', 'groupsRatio'],
  ['aptitude', 'ratio_proportion_partnership', 'coinsByValue'],
  ['aptitude', 'simple_compound_interest', 'simpleChange'],
  ['aptitude', 'simple_compound_interest', 'successiveRates'],
  ['aptitude', 'simple_compound_interest', 'multiplyCI'],
  ['aptitude', 'simple_compound_interest', 'compoundedOften'],
] as const;

describe.each(FORMS)('%s/%s %s', (category, topic, kind) => {
  const questions = draws(category, topic, kind);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem(category, topic, q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes
        .filter((m) => !UNNAMED.includes(m.mistake))
        .flatMap(({ mistake, option }) => {
          const expected = trapValue(category, topic, q.params, mistake);
          if (expected === undefined) return [`no check reads "${mistake}"`];
          return meets(option, expected) ? [] : [`"${q.question}": ${mistake} is not "${option}"`];
        }),
    );
    expect([...new Set(failures)].slice(0, 3)).toEqual([]);
  });

  it('has four distinct options and a Hindi twin with the same numbers and options', () => {
    const wrong = questions.filter(
      (q) =>
        new Set(q.options).size !== 4 ||
        !q.hi ||
        numbersIn(q.hi.options.join(' | ')).join() !== numbersIn(q.options.join(' | ')).join() ||
        numbersIn(q.hi.question).join() !== numbersIn(q.question).join(),
    );
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});

describe('score and attendance tables, read from the printed table', () => {
  it('keys the marks from the printed percentages and maxima', () => {
    const wrong = draws('aptitude', 'data_interpretation', 'percentOutOf').filter((q) => {
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
    const wrong = draws('aptitude', 'data_interpretation', 'andAbove').filter((q) => {
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
    const wrong = draws('aptitude', 'data_interpretation', 'attendance').filter((q) => {
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
