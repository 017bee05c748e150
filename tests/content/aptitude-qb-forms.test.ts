/**
 * Geometry and trigonometry forms the third coverage audit found missing (issue 19, audit 3, items 2
 * and 3), drawn kind by kind: each key re-solved by its independent solver (support/qb-form-solvers.ts)
 * with exactly one option meaning it, every named mistake's option recomputed by its trap check, the
 * Hindi twin carrying the same numbers; and the papers' own questions solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { QB_GEOMETRY_SOLVERS, QB_TRIGONOMETRY_SOLVERS } from './support/qb-form-solvers';
import { answerProblem } from './support/checks';
import { meets, trapValue } from './support/trap-checks';
import { drawsOfKind } from './support/draws';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

const KINDS: readonly (readonly [string, string])[] = [
  ['geometry', 'longestChord'],
  ['geometry', 'altitudeSquares'],
  ['geometry', 'congruentArcs'],
  ['geometry', 'chordProduced'],
  ['geometry', 'congruenceFurther'],
  ['geometry', 'externalTangents'],
  ['trigonometry', 'equationAngle'],
  ['trigonometry', 'squareExtremes'],
  ['trigonometry', 'depression'],
  ['trigonometry', 'kiteString'],
];

function draws(topic: string, kind: string): GeneratedQuestion[] {
  return drawsOfKind('aptitude', topic, kind, findGenerator('aptitude', topic)!.kinds[kind]!.levels, {
    prefix: 'qb-forms',
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

describe("the papers' own questions", () => {
  const geometry = (kind: string, p: Record<string, unknown>): unknown =>
    QB_GEOMETRY_SOLVERS[kind]!(p as never);
  const trigonometry = (kind: string, p: Record<string, unknown>): unknown =>
    QB_TRIGONOMETRY_SOLVERS[kind]!(p as never);

  it('solves them as the papers key them', () => {
    // the longest chord of a circle of radius 7 cm is 14 cm from... no: its distance from the centre is 0
    expect(geometry('longestChord', { ask: 'distance', r: 7 })).toEqual({ number: 0 });
    expect(geometry('longestChord', { ask: 'length', r: 7 })).toEqual({ number: expect.closeTo(14, 6) });
    // PS ⟂ QR in triangle PQR: PR² + QS² = PQ² + SR²
    expect(
      geometry('altitudeSquares', {
        ask: 'relation',
        letters: ['P', 'Q', 'R', 'S'],
        statements: ['PQ² + QS² = PR² + SR²', 'PR² + QS² = PQ² + SR²', 'PQ² + PR² = QR²', 'PS² = QS × SR'],
      }),
    ).toEqual({ text: 'PR² + QS² = PQ² + SR²' });
    // congruent arcs have equal chords
    expect(
      geometry('congruentArcs', {
        ask: 'statement',
        statement: 'If two arcs of a circle are congruent, then their corresponding chords are',
        options: ['equal', 'parallel', 'perpendicular to each other', 'in the ratio 1 : 2'],
      }),
    ).toEqual({ text: 'equal' });
    // BC = radius, ∠BCO = 25°: ∠AOD = 75°; and back
    expect(geometry('chordProduced', { given: 'BCO', bco: 25 })).toEqual({ number: expect.closeTo(75, 4) });
    expect(geometry('chordProduced', { given: 'AOD', aod: 75 })).toEqual({ number: expect.closeTo(25, 4) });
    // AB = DE (PQ) and BC = EF (QR): SAS needs ∠B = ∠Q
    expect(
      geometry('congruenceFurther', {
        rule: 'SAS',
        given: ['AB = PQ', 'BC = QR'],
        options: ['∠B = ∠Q', '∠A = ∠P', '∠C = ∠R', 'CA = RP'],
      }),
    ).toEqual({ text: '∠B = ∠Q' });
    // tangents PA, PB with ∠APB = 50°: ∠AOB = 130°, ∠OAB = 25°
    expect(geometry('externalTangents', { ask: 'AOB', apb: 50 })).toEqual({ number: expect.closeTo(130, 4) });
    expect(geometry('externalTangents', { ask: 'OAB', apb: 50 })).toEqual({ number: expect.closeTo(25, 4) });
    // 2 cosec²θ + 3 cot²θ = 17: θ = 30°
    expect(trigonometry('equationAngle', { form: 'cosec', a: 2, b: 3, c: 17 })).toEqual({ number: 30 });
    // 5 sin²θ + 3 cos²θ lies between 3 and 5
    expect(trigonometry('squareExtremes', { a: 5, b: 3, k: 0, maximum: true })).toEqual({ number: 5 });
    // a cliff 150 m high, boats on one side at 30° and 60° of depression: 100√3 m apart
    expect(trigonometry('depression', { ask: 'boats', h: 150, opposite: false })).toEqual({
      number: expect.closeTo(100 * Math.sqrt(3), 6),
    });
    // a kite 60 m high, its string at 60°: 40√3 m of string
    expect(trigonometry('kiteString', { ask: 'string', angle: 60, h: 60 })).toEqual({
      number: expect.closeTo(40 * Math.sqrt(3), 6),
    });
  });
});
