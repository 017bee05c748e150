/**
 * Audit 3's items 9, 10, 12 and 13 (issue 19) and the survey's forms of average, ratio, mixture,
 * percentage and profit, drawn kind by kind: each key re-solved by its independent solver
 * (support/aptitude-qc-form-solvers.ts) with exactly one option meaning it, every named mistake's
 * option recomputed by its trap check, the Hindi twin carrying the same numbers; and the audit's own
 * questions solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { QC_FORM_SOLVERS } from './support/aptitude-qc-form-solvers';
import { answerProblem } from './support/checks';
import { meets, trapValue } from './support/trap-checks';
import { drawsOfKind } from './support/draws';
import { type Expected, matches } from './support/values';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

const KINDS: readonly (readonly [string, string])[] = [
  ['ratio_proportion_partnership', 'coinsFromOptions'],
  ['average', 'groupsRemaining'],
  ['mixture_alligation', 'addBoth'],
  ['ratio_proportion_partnership', 'savingsThree'],
  ['percentage', 'failedBoth'],
];

function draws(topic: string, kind: string): GeneratedQuestion[] {
  return drawsOfKind('aptitude', topic, kind, findGenerator('aptitude', topic)!.kinds[kind]!.levels, {
    prefix: 'qc-forms',
    count: DRAWS,
  });
}

const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,.]*/g)].map((m) => Number(m[0].replace(/,/g, '').replace(/\.$/, '')));

describe.each(KINDS)('aptitude/%s %s', (topic, kind) => {
  const questions = draws(topic, kind);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem('aptitude', topic, q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes
        .filter((m) => !UNNAMED.includes(m.mistake))
        .flatMap(({ mistake, option }) => {
          const expected = trapValue('aptitude', topic, q.params, mistake);
          if (expected === undefined) return [`no check reads "${mistake}"`];
          return meets(option, expected) ? [] : [`"${q.question}": ${mistake} is not "${option}"`];
        }),
    );
    expect([...new Set(failures)].slice(0, 3)).toEqual([]);
  });

  it('has four distinct options, only named mistakes, and a Hindi twin with the same numbers', () => {
    const wrong = questions.filter(
      (q) =>
        new Set(q.options).size !== 4 ||
        q.mistakes.some((m) => UNNAMED.includes(m.mistake)) ||
        !q.hi ||
        !/[\u0900-\u097F]/.test(q.hi.question) ||
        numbersIn(q.hi.question).join() !== numbersIn(q.question).join(),
    );
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});

describe("questions of the papers' shape", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): Expected =>
    QC_FORM_SOLVERS[topic]![kind]!(p as never);

  it('are solved as the papers key them', () => {
    // 12 numbers average 15; the first 5 average 14, the next 4 average 15; 10th = 11th − 10 = 12th + 5:
    // the last three add to 180 − 70 − 60 = 50, so 10th 15, 11th 25, 12th 10
    expect(
      solve('average', 'groupsRemaining', {
        n: 12,
        k1: 5,
        k2: 4,
        all: 15,
        p: 14,
        q: 15,
        e: 10,
        f: 5,
        ask: 1,
      }),
    ).toEqual({ number: expect.closeTo(25, 6) });
    // 60 L of milk and water 7 : 5; x L of water and 3x L of milk added make 2 : 1: 35 + 3x = 2(25 + x)
    expect(
      solve('mixture_alligation', 'addBoth', {
        total: 60,
        m: 7,
        w: 5,
        c: 2,
        d: 1,
        lx: 3,
        wx: 1,
        liquid: 'milk',
      }),
    ).toEqual({ number: expect.closeTo(15, 6) });
    // incomes 3 : 4 : 5, expenditures 2 : 3 : 4, the first saves 25%: 300 − 225, 400 − 337.5, 500 − 450
    const savings = solve('ratio_proportion_partnership', 'savingsThree', {
      ask: 'ratio',
      inc: [3, 4, 5],
      exp: [2, 3, 4],
      s: 25,
      j: 0,
    });
    expect(matches('6 : 5 : 4', savings)).toBe(true);
    // 50 coins of ₹ 1, 50 paise and 25 paise worth ₹ 30: 20, 15, 15 is ₹ 31.25, 16, 18, 16 is ₹ 29,
    // 14, 20, 16 is ₹ 28; only 18, 16, 16 makes 50 coins and ₹ 30
    expect(
      solve('ratio_proportion_partnership', 'coinsFromOptions', {
        paise: [100, 50, 25],
        coins: 50,
        total: 30,
        candidates: ['20, 15, 15', '16, 18, 16', '18, 16, 16', '14, 20, 16'],
      }),
    ).toEqual({ text: '18, 16, 16' });
  });
});
