/**
 * Quantitative aptitude forms of issue 19's third round, drawn kind by kind (the topic-wide tests draw
 * them only as often as the draw order allows): each key re-solved by its independent solver with
 * exactly one option meaning it, every named mistake's option recomputed by its trap check, a Hindi
 * twin with the same numbers (support/check-kinds.ts), and each question read as a candidate reads it,
 * from the printed numbers.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

/** Some options are filled without a named mistake (UNNAMED), an option no mistake gives. */
const DRAWS = { prefix: 'group-forms', draws: process.env.CONTENT_FULL ? 1000 : 200, unnamedAllowed: true };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The whole numbers in a question's text ("160 and 2,200" → 160, 2200). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));

checkKinds(
  'aptitude',
  [
    ['ratio_proportion_partnership', 'groupsTogether'],
    ['percentage', 'twoRatesWhole'],
    ['percentage', 'twoRatesOther'],
    ['trigonometry', 'simplifyExpression'],
    ['data_interpretation', 'marksOutOf'],
    ['data_interpretation', 'lessThan'],
    ['hcf_and_lcm', 'unitDigit'],
  ],
  DRAWS,
);

describe('a ratio of totals from two groups, read from the question', () => {
  it('keys the members of both groups added, each group split by its own ratio', () => {
    const wrong = draws('ratio_proportion_partnership', 'groupsTogether').filter((q) => {
      const [a1, b1, a2, b2, t1, t2] = numbersIn(q.question) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const first = (t1 * a1) / (a1 + b1) + (t2 * a2) / (a2 + b2);
      const second = t1 + t2 - first;
      const [x, y] = q.answer.split(' : ').map(Number) as [number, number];
      return Math.abs(first * y - second * x) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('a whole from two rates on its parts, read from the question', () => {
  it('keys a whole whose two parts, taxed at the two rates, come to the overall rate', () => {
    const wrong = draws('percentage', 'twoRatesWhole').filter((q) => {
      const [r1, r2, r, , known] = numbersIn(q.question) as number[];
      const whole = parseNumber(q.answer)!;
      // the known part's rate is the one printed with it (the boys take the first, the girls the second)
      const mine = /girls\.|at (\d+)% (discount|is)/.exec(q.question);
      const rate = mine?.[0] === 'girls.' ? r2! : mine?.[1] ? Number(mine[1]) : r1!;
      const other = rate === r1 ? r2! : r1!;
      const part =
        q.question.includes('boys.') || q.question.includes('girls.') ? numbersIn(q.question)[3]! : known!;
      return Math.abs(part * rate + (whole - part) * other - whole * r!) > 1e-6;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('data tables of other shapes, read from the printed table', () => {
  it('keys a percentage of marks from the printed maxima, not out of 100', () => {
    const wrong = draws('data_interpretation', 'marksOutOf').filter((q) => {
      const lines = q.question.split('\n');
      const max = numbersIn(lines[1]!);
      const rows = new Map(lines.slice(2, -1).map((l) => [l.split(':')[0]!, numbersIn(l)]));
      const asked = lines.at(-1)!;
      const key = parseNumber(q.answer)!;
      const subject = /students in (.+)\?$/.exec(asked)?.[1];
      if (subject) {
        const j = lines[1]!
          .split(', ')
          .findIndex((part) => part.replace('Maximum marks: ', '').startsWith(`${subject} `));
        const percents = [...rows.values()].map((r) => (100 * r[j]!) / max[j]!);
        return Math.abs(percents.reduce((a, b) => a + b, 0) / percents.length - key) > 1e-9;
      }
      const who = [...rows.keys()].find((n) => asked.includes(` ${n} `))!;
      const marks = rows.get(who)!;
      const expected = asked.startsWith('What is the average of the percentages')
        ? marks.reduce((a, m, k) => a + (100 * m) / max[k]!, 0) / 3
        : (100 * marks.reduce((a, b) => a + b, 0)) / max.reduce((a, b) => a + b, 0);
      return Math.abs(expected - key) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the students between two marks, or at least a mark, from the "less than" rows', () => {
    const wrong = draws('data_interpretation', 'lessThan').filter((q) => {
      const lines = q.question.split('\n');
      const total = numbersIn(lines[0]!)[0]!;
      const column = / in Paper (I|II)\?$/.exec(lines.at(-1)!)![1] === 'I' ? 1 : 2;
      const below = new Map(lines.slice(1, -1).map((l) => [numbersIn(l)[0]!, numbersIn(l)[column]!]));
      const asked = numbersIn(lines.at(-1)!);
      const key = parseNumber(q.answer)!;
      return lines.at(-1)!.includes('at least')
        ? key !== total - below.get(asked[0]!)!
        : key !== below.get(asked[1]!)! - below.get(asked[0]!)!;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('the unit digit of a product of powers, read from the question', () => {
  const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  it('keys the last digit of the printed product, multiplied out factor by factor', () => {
    const wrong = draws('hcf_and_lcm', 'unitDigit').filter((q) => {
      const powers = [...q.question.matchAll(/(\d+)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g)].map((m) => [
        Number(m[1]),
        Number([...m[2]!].map((c) => SUPERSCRIPT.indexOf(c)).join('')),
      ]);
      let digit = 1;
      for (const [base, exponent] of powers)
        for (let k = 0; k < exponent!; k += 1) digit = (digit * base!) % 10;
      return powers.length < 2 || parseNumber(q.answer) !== digit;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
