/**
 * The forms of simplification, algebra, statistics, interest, speed and work that the papers ask and
 * the bank did not (issue 19: audit 3 item 15 and the survey of branch qd), drawn kind by kind: each
 * key re-solved by its independent solver (support/qd-form-solvers.ts) with exactly one option meaning
 * it, every named mistake's option recomputed by its trap check, the Hindi twin carrying the same
 * numbers; and papers' own questions solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { QD_FORM_SOLVERS } from './support/qd-form-solvers';
import { answerProblem } from './support/checks';
import { meets, trapValue } from './support/trap-checks';
import { drawsOfKind } from './support/draws';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

const KINDS: readonly (readonly [string, string])[] = [
  ['simplification', 'fractionExtreme'],
  ['simplification', 'fractionOrder'],
  ['simplification', 'fractionBetween'],
  ['speed_and_distance', 'thiefChase'],
  ['speed_and_distance', 'poleAndPlatform'],
  ['algebraic_expression', 'reciprocalMinus'],
  ['algebraic_expression', 'sumDifference'],
  ['algebraic_expression', 'divisibleK'],
  ['algebraic_expression', 'linesArea'],
  ['statistics_probability', 'meanOfFirst'],
  ['simple_compound_interest', 'siCiTwoYears'],
  ['time_and_work', 'pipesInTurn'],
];

function draws(topic: string, kind: string): GeneratedQuestion[] {
  return drawsOfKind('aptitude', topic, kind, findGenerator('aptitude', topic)!.kinds[kind]!.levels, {
    prefix: 'qd-forms',
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

describe("papers' own questions", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    QD_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // the largest of 3/5, 7/11, 5/8 and 9/14: 9/14
    expect(
      solve('simplification', 'fractionExtreme', {
        fractions: [
          [3, 5],
          [7, 11],
          [5, 8],
          [9, 14],
        ],
        largest: true,
      }),
    ).toEqual({ number: expect.closeTo(9 / 14, 9) });
    // 2/3, 3/5, 7/9, 5/7 in ascending order
    expect(
      solve('simplification', 'fractionOrder', {
        fractions: [
          [2, 3],
          [3, 5],
          [7, 9],
          [5, 7],
        ],
        ascending: true,
      }),
    ).toEqual({ text: '3/5 < 2/3 < 5/7 < 7/9' });
    // between 2/3 and 3/4, of 1/2, 17/24, 4/5 and 1/3: 17/24
    expect(
      solve('simplification', 'fractionBetween', {
        a: 2,
        b: 3,
        c: 3,
        d: 4,
        offered: ['1/2', '17/24', '4/5', '1/3'],
      }),
    ).toEqual({ number: expect.closeTo(17 / 24, 9) });
    // SSC CGL 2023 (24 July, shift 1): police 8 km/h, thief 6 km/h, police 10 minutes late: 4 km
    expect(solve('speed_and_distance', 'thiefChase', { late: true, t: 10, thief: 6, police: 8 })).toEqual({
      number: expect.closeTo(4, 6),
    });
    // SSC GD 2022: spotted 100 m away, thief 8 km/h, policeman 10 km/h: the thief runs 400 m
    expect(solve('speed_and_distance', 'thiefChase', { late: false, d: 100, thief: 8, police: 10 })).toEqual({
      number: expect.closeTo(400, 6),
    });
    // a pole in 15 s, a 100 m platform in 25 s: the train is 150 m long
    expect(
      solve('speed_and_distance', 'poleAndPlatform', { t1: 15, t2: 25, plat: 100, askSpeed: false }),
    ).toEqual({ number: expect.closeTo(150, 6) });
    // x − 1/x = 2: x³ − 1/x³ = 14
    expect(solve('algebraic_expression', 'reciprocalMinus', { a: 2, fourth: false })).toEqual({
      number: expect.closeTo(14, 6),
    });
    // the area between 2x + y = 8, x − y = 1 and the y-axis: (3, 2), cuts (0, 8) and (0, −1): 13.5
    expect(
      solve('algebraic_expression', 'linesArea', {
        lines: [
          [2, 1, 8],
          [1, -1, 1],
        ],
        axis: 'y',
      }),
    ).toEqual({ number: expect.closeTo(13.5, 6) });
    // x³ + 2x² + kx − 6 divisible by (x − 2): 8 + 8 + 2k − 6 = 0, k = −5
    expect(solve('algebraic_expression', 'divisibleK', { a: 1, b: 2, d: -6, r: 2 })).toEqual({ number: -5 });
    // the mean of the first 50 odd natural numbers: 50
    expect(solve('statistics_probability', 'meanOfFirst', { series: 'odd', n: 50 })).toEqual({
      number: expect.closeTo(50, 6),
    });
    // SI for 2 years ₹ 800, CI ₹ 880: 20% a year, on ₹ 2,000
    expect(solve('simple_compound_interest', 'siCiTwoYears', { si: 800, ci: 880, askSum: false })).toEqual({
      number: expect.closeTo(20, 6),
    });
    expect(solve('simple_compound_interest', 'siCiTwoYears', { si: 800, ci: 880, askSum: true })).toEqual({
      number: expect.closeTo(2000, 4),
    });
    // A 12 h and B 15 h on alternate hours, A first: 6 rounds fill 9/10 in 12 h, A's hour 59/60, B ¼ h: 13¼
    expect(solve('time_and_work', 'pipesInTurn', { a: 12, b: 15, c: 0 })).toEqual({
      number: expect.closeTo(13.25, 6),
    });
  });
});
