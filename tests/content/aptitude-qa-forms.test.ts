/**
 * The forms of the third coverage audit's items 1, 14 and 16 (issue 19) built on branch `qa`, drawn
 * kind by kind: a pie whose total follows from a marked price and a markup, boys and girls by
 * discipline read as per cents of a row, a week's distances turned into calories (data
 * interpretation); the least number to subtract or add for divisibility by 7, 8, 9, 11 or 12 (HCF and
 * LCM); the equilateral triangle asked every way (mensuration). Each key re-solved by its independent
 * solver (support/aptitude-qa-form-solvers.ts) with exactly one option meaning it, every named
 * mistake's option recomputed by its trap check, the Hindi twin carrying the same numbers; and the
 * audit's own questions solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { QA_FORM_SOLVERS } from './support/aptitude-qa-form-solvers';
import { answerProblem } from './support/checks';
import { meets, trapValue } from './support/trap-checks';
import { drawsOfKind } from './support/draws';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

const KINDS: readonly (readonly [string, string])[] = [
  ['data_interpretation', 'pieMarkup'],
  ['data_interpretation', 'genderTable'],
  ['data_interpretation', 'weekRate'],
  ['hcf_and_lcm', 'leastToDivisible'],
  ['hcf_and_lcm', 'floorTiles'],
  ['hcf_and_lcm', 'sectionRows'],
  ['mensuration', 'equilateralTriangle'],
];

/** How many forms (level and ask) each kind asks. */
const FORMS: Record<string, number> = {
  pieMarkup: 3,
  genderTable: 3,
  weekRate: 3,
  leastToDivisible: 4,
  floorTiles: 2,
  sectionRows: 2,
  equilateralTriangle: 10,
};

function draws(topic: string, kind: string): GeneratedQuestion[] {
  return drawsOfKind('aptitude', topic, kind, findGenerator('aptitude', topic)!.kinds[kind]!.levels, {
    prefix: 'qa-forms',
    count: DRAWS,
  });
}

/** Numbers as printed, √ read as a separator (81√3 is 81 and 3). */
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

  it('asks every form it is built for', () => {
    const asks = new Set(questions.map((q) => `${q.level}:${String(q.params.ask ?? q.params.subtract)}`));
    expect(asks.size).toBeGreaterThanOrEqual(FORMS[kind]!);
  });
});

describe("the audit's own questions", () => {
  const solve = (topic: keyof typeof QA_FORM_SOLVERS, kind: string, p: Record<string, unknown>): unknown =>
    (QA_FORM_SOLVERS[topic] as Record<string, (p: never) => unknown>)[kind]!(p as never);

  it('solves them as the papers key them', () => {
    // Q3: the least number to subtract from 7278745 to make it divisible by 11: 1
    expect(solve('hcf_and_lcm', 'leastToDivisible', { n: 7278745, d: 11, subtract: true })).toEqual({
      number: 1,
    });
    // Q62: the area of an equilateral triangle of side 18 cm: 81√3 cm²
    expect(solve('mensuration', 'equilateralTriangle', { ask: 'areaFromSide', given: 18, root: 1 })).toEqual({
      number: expect.closeTo(81 * Math.sqrt(3), 6),
    });
    // Q74: marked price ₹ 270, 20% above the cost; paper 20% of the cost: ₹ 45 a copy
    expect(
      solve('data_interpretation', 'pieMarkup', {
        ask: 'head',
        shares: [20, 25, 15, 10, 20, 10],
        m: 20,
        marked: 270,
        x: 0,
      }),
    ).toEqual({ number: expect.closeTo(45, 6) });
    // Q15: 300 calories for every 6 km, km jogged over a week
    expect(
      solve('data_interpretation', 'weekRate', { ask: 'total', values: [5, 6, 4, 7, 8, 6, 6], c: 300, k: 6 }),
    ).toEqual({ number: expect.closeTo(2100, 6) });
    // Q53: what per cent of Medical students are boys (boys 240, girls 360): 40%
    expect(
      solve('data_interpretation', 'genderTable', {
        ask: 'rowShare',
        names: ['Engineering', 'Medical'],
        boys: [400, 240],
        girls: [100, 360],
        girlsAsked: false,
        i: 1,
      }),
    ).toEqual({ number: expect.closeTo(40, 6) });
  });
});
