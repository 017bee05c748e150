/**
 * The reasoning forms of coverage audit 4 built on branch `rg` (item 5: number triads whose middle is
 * (a + c)² ÷ 2 or k × (a + c), or whose first is k × (b + c), added to `triadMiddle`'s rules), drawn
 * kind by kind with the three standard checks, and the audit's own sets solved by the independent
 * solver (support/re-solvers.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkKinds, kindDraws } from './support/check-kinds';
import { triadMiddleAnswer, wordFactAnswer } from './support/re-solvers';
import { leapYearAnswer, numberRootAnswer, twoPlacesAnswer } from './support/rg-solvers';

const OPTIONS = { prefix: 'rg-forms', draws: process.env.CONTENT_FULL ? 600 : 120 };

checkKinds(
  'reasoning',
  [
    ['anology', 'triadMiddle'],
    ['anology', 'numberRoot'],
    ['anology', 'wordFacts'],
    ['clock_calender', 'leapYear'],
    ['coding_and_decoding', 'twoPlaces'],
  ],
  OPTIONS,
);

describe('triadMiddle: the rules of coverage audit 4, item 5', () => {
  const questions = kindDraws('reasoning', 'anology', 'triadMiddle', OPTIONS);

  it('asks each new rule', () => {
    const rules = questions.map((q) => q.explanation.split('\n')[0]!);
    expect(rules.some((r) => r.includes('b = (a + c)² ÷ 2'))).toBe(true);
    expect(rules.some((r) => /b = \d × \(a \+ c\)/.test(r))).toBe(true);
    expect(rules.some((r) => /a = \d × \(b \+ c\)/.test(r))).toBe(true);
  });

  it("solves the audit's own sets as the papers key them", () => {
    // (4, 50, 6): (4 + 6)² ÷ 2 = 50
    expect(
      triadMiddleAnswer({
        examples: [
          [4, 50, 6],
          [3, 32, 5],
        ],
        sets: ['(5, 72, 7)', '(5, 144, 7)', '(5, 74, 7)', '(6, 48, 6)'],
      }),
    ).toEqual({ text: '(5, 72, 7)' });
    // (8, 44, 3): 4 × (8 + 3) = 44
    expect(
      triadMiddleAnswer({
        examples: [
          [8, 44, 3],
          [6, 52, 7],
        ],
        sets: ['(9, 33, 2)', '(9, 44, 2)', '(9, 36, 2)', '(9, 55, 3)'],
      }),
    ).toEqual({ text: '(9, 44, 2)' });
    // (42, 18, 3): 2 × (18 + 3) = 42
    expect(
      triadMiddleAnswer({
        examples: [
          [42, 18, 3],
          [30, 10, 5],
        ],
        sets: ['(36, 12, 6)', '(54, 12, 6)', '(40, 12, 6)', '(72, 12, 6)'],
      }),
    ).toEqual({ text: '(36, 12, 6)' });
  });
});

describe('numberRoot: a number analogy by a root (coverage audit 4, item 13)', () => {
  it("solves the audit's own question: 144 : 36 :: 81 : ? :: 196 : 42", () => {
    expect(
      numberRootAnswer({
        power: 2,
        examples: [
          [144, 36],
          [196, 42],
        ],
        c: 81,
      }),
    ).toEqual({ number: 27 });
  });
});

describe('wordFacts: SI units and specialists (coverage audit 4, item 10)', () => {
  const questions = kindDraws('reasoning', 'anology', 'wordFacts', OPTIONS);

  it('asks both new relations', () => {
    expect(questions.some((q) => q.explanation.includes('the SI unit of'))).toBe(true);
    expect(questions.some((q) => q.explanation.includes('the part of the body'))).toBe(true);
  });

  it("solves the audit's own pairs", () => {
    expect(wordFactAnswer({ a: 'Time', b: 'Second', c: 'Electric current' })).toEqual({ text: 'Ampere' });
    expect(wordFactAnswer({ a: 'Orthopaedist', b: 'Bones', c: 'Cardiologist' })).toEqual({ text: 'Heart' });
  });
});

describe('leapYear: which of four years is a leap year (coverage audit 4, item 16)', () => {
  it('keys the one leap year, a century only when divisible by 400', () => {
    expect(leapYearAnswer({ years: [1900, 2014, 2024, 2030] })).toEqual({ text: '2024' });
    expect(leapYearAnswer({ years: [1900, 2000, 2100, 2018] })).toEqual({ text: '2000' });
    expect(() => leapYearAnswer({ years: [1900, 2100, 2014, 2030] })).toThrow();
  });
});

describe('twoPlaces: a code changing only two places (coverage audit 4, item 14)', () => {
  it("solves the audit's own example: ARTIST → ASTITT", () => {
    expect(twoPlacesAnswer({ given: 'ARTIST', code: 'ASTITT', asked: 'FRIEND' })).toEqual({ text: 'FSIEOD' });
  });
});
