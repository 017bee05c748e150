/**
 * Coverage audit 4's data-interpretation forms (item 4), drawn kind by kind: each key re-solved by its
 * independent solver (support/qk-form-solvers.ts) with exactly one option meaning it, every named
 * mistake's option recomputed by its trap check, a Hindi twin with the same numbers
 * (support/check-kinds.ts); and each question read as a candidate reads it, from the drawing's text
 * alternative or the printed table.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'qk-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 };
const KINDS = [
  'budgetBars',
  'twoYearBars',
  'passBars',
  'positivityTable',
  'schoolRatio',
  'twoStatements',
] as const;

const draws = (kind: string): GeneratedQuestion[] =>
  kindDraws('aptitude', 'data_interpretation', kind, DRAWS);

/** The numbers in a text ("1,250 and 12.5%" → 1250, 12.5). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

/** "Label: value" pairs of a one-series chart's text alternative. */
const pairsOf = (alt: string): Map<string, number> =>
  new Map([...alt.matchAll(/([A-Za-z]+): (\d+)%/g)].map((m) => [m[1]!, Number(m[2])]));

checkKinds(
  'aptitude',
  KINDS.map((kind) => ['data_interpretation', kind] as const),
  DRAWS,
);

describe('the audit-4 charts, read from the text alternative as a candidate reads the drawing', () => {
  it('keys a head of the budget (or three) from the one amount given', () => {
    const wrong = draws('budgetBars').filter((q) => {
      const shares = pairsOf(q.figure!.question!.alt);
      const given = /The amount for (\w+) is ₹ ([\d,]+) crore/.exec(q.question)!;
      const perCent = Number(given[2]!.replace(/,/g, '')) / shares.get(given[1]!)!;
      const asked = /amount for (.+) \(in ₹ crore\)\?$/.exec(q.question)![1]!.split(/, | and /);
      const expected = asked.reduce((s, h) => s + shares.get(h)! * perCent, 0);
      return Math.abs(parseNumber(q.answer)! - expected) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the average of the asked year, or the crop whose bar grew the most', () => {
    const wrong = draws('twoYearBars').filter((q) => {
      const alt = q.figure!.question!.alt;
      const [y0, y1] = numbersIn(alt) as [number, number];
      const rows = [...alt.matchAll(/(\w+): (\d{4}) (\d+), (\d{4}) (\d+)/g)].map((m) => ({
        crop: m[1]!,
        a: Number(m[3]),
        b: Number(m[5]),
      }));
      if (rows.length !== 5) return true;
      const year = /in (\d{4}) \(in lakh tonnes\)\?$/.exec(q.question);
      if (year) {
        const pick = Number(year[1]) === y0 ? 'a' : 'b';
        return parseNumber(q.answer) !== rows.reduce((s, r) => s + r[pick], 0) / 5;
      }
      const top = Math.max(...rows.map((r) => r.b - r.a));
      return y1 !== y0 + 1 || rows.find((r) => r.b - r.a === top)!.crop !== q.answer;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the pass rate (qualified of appeared) read off the bars', () => {
    const wrong = draws('passBars').filter((q) => {
      const years = [
        ...q.figure!.question!.alt.matchAll(
          /(\d{4}): Applied [\d,]+, Appeared ([\d,]+), Qualified ([\d,]+)/g,
        ),
      ];
      const rate = new Map(
        years.map((m) => [m[1]!, (100 * Number(m[3]!.replace(/,/g, ''))) / Number(m[2]!.replace(/,/g, ''))]),
      );
      const asked = /appeared in (\d{4}) qualified/.exec(q.question);
      if (asked) return Math.abs(parseNumber(q.answer)! - rate.get(asked[1]!)!) > 1e-9;
      const top = Math.max(...rate.values());
      return rate.get(q.answer) !== top || [...rate.values()].filter((r) => r === top).length !== 1;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('the audit-4 tables, read from the printed text', () => {
  it('keys the positive cases (or the day with the most) from the printed tests and per cents', () => {
    const wrong = draws('positivityTable').filter((q) => {
      const rows = q.question
        .split('\n')
        .slice(2, 7)
        .map((l) => {
          const [day, rest] = l.split(': ') as [string, string];
          const [tests, rate] = numbersIn(rest) as [number, number];
          return { day, positives: (tests * rate) / 100 };
        });
      const top = Math.max(...rows.map((r) => r.positives));
      return /which day/.test(q.question)
        ? rows.find((r) => r.positives === top)!.day !== q.answer
        : parseNumber(q.answer) !== rows.reduce((s, r) => s + r.positives, 0);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the ratio of two schools\u2019 girls from the printed shares and ratios', () => {
    const wrong = draws('schoolRatio').filter((q) => {
      const lines = q.question.split('\n');
      const total = numbersIn(lines[0]!)[0]!;
      const girls = new Map(
        lines.slice(2, 7).map((l) => {
          const [share, b, g] = numbersIn(l) as [number, number, number];
          return [l[0]!, ((total * share) / 100) * (g / (b + g))];
        }),
      );
      const [, x, y] = /girls in school (\w) to that in school (\w)/.exec(lines.at(-1)!)!;
      const [a, b] = q.answer.split(' : ').map(Number) as [number, number];
      return Math.abs(a * girls.get(y!)! - b * girls.get(x!)!) > 1e-6;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('spreads the key of the two statements over all four verdicts', () => {
    const keys = new Map<string, number>();
    for (const q of draws('twoStatements')) keys.set(q.answer, (keys.get(q.answer) ?? 0) + 1);
    expect([...keys.keys()].sort()).toEqual(['Both I and II', 'Neither I nor II', 'Only I', 'Only II']);
    const n = draws('twoStatements').length;
    for (const count of keys.values()) expect(count).toBeGreaterThan(n / 8);
  });
  it('keys the verdict that judging each printed statement against the printed table gives', () => {
    const wrong = draws('twoStatements').filter((q) => {
      const lines = q.question.split('\n');
      const table = new Map(
        lines.slice(1, 5).map((l) => {
          const [year, rest] = l.split(': ') as [string, string];
          return [year, new Map([...rest.matchAll(/(\w) (\d+)/g)].map((m) => [m[1]!, Number(m[2])]))];
        }),
      );
      const years = [...table.keys()];
      const total = (f: string): number => years.reduce((s, y) => s + table.get(y)!.get(f)!, 0);
      const judge = (claim: string): boolean => {
        let m = /^The total production of (\w) over the four years is (more|less) than that of (\w)\.$/.exec(
          claim,
        );
        if (m) return m[2] === 'more' ? total(m[1]!) > total(m[3]!) : total(m[1]!) < total(m[3]!);
        m = /^The average production of (\w) over the four years is (more|less) than (\d+)\.$/.exec(claim);
        if (m) return m[2] === 'more' ? total(m[1]!) / 4 > Number(m[3]) : total(m[1]!) / 4 < Number(m[3]);
        m = /^In (\d{4}), (\w) produced (more|less) than (\w) and (\w) together\.$/.exec(claim);
        if (m) {
          const row = table.get(m[1]!)!;
          const [alone, both] = [row.get(m[2]!)!, row.get(m[4]!)! + row.get(m[5]!)!];
          return m[3] === 'more' ? alone > both : alone < both;
        }
        m = /^From (\d{4}) to (\d{4}), the production of (\w) rose by (\d+)%\.$/.exec(claim);
        if (!m) throw new Error(`an unread statement: ${claim}`);
        const [from, to] = [table.get(m[1]!)!.get(m[3]!)!, table.get(m[2]!)!.get(m[3]!)!];
        return Math.abs(((to - from) / from) * 100 - Number(m[4])) < 1e-9;
      };
      const one = judge(lines[5]!.replace('Statement I: ', ''));
      const two = judge(lines[6]!.replace('Statement II: ', ''));
      const expected = one && two ? 'Both I and II' : one ? 'Only I' : two ? 'Only II' : 'Neither I nor II';
      return q.answer !== expected;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
