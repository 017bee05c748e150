/**
 * Coverage audit 4's geometry and mensuration forms (items 2 and 3), drawn kind by kind: each key
 * re-solved by its independent solver (support/qg-form-solvers.ts) with exactly one option meaning it,
 * every named mistake's option recomputed by its trap check, a Hindi twin with the same numbers
 * (support/check-kinds.ts); and each question read as a candidate reads it, from the printed numbers.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'qg-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers in a question's text. */
const numbersIn = (text: string): number[] => [...text.matchAll(/\d+(\.\d+)?/g)].map((m) => Number(m[0]));

checkKinds(
  'aptitude',
  [
    ['geometry', 'incentreVertex'],
    ['geometry', 'medianHalf'],
    ['mensuration', 'sphereToCone'],
  ],
  DRAWS,
);

describe('the vertex angle from the angle at the incentre', () => {
  it('keys the ∠A whose half-angles at B and C leave the printed ∠BIC, an angle of a real triangle', () => {
    const wrong = draws('geometry', 'incentreVertex').filter((q) => {
      const [bic] = numbersIn(q.question) as [number];
      const a = parseNumber(q.answer)!;
      return !(a > 0 && a < 180) || Math.abs(180 - (180 - a) / 2 - bic) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('a median equal to half the side it meets', () => {
  it('keys the angle that makes ∠BAC = 90° with the printed ∠ABC', () => {
    const wrong = draws('geometry', 'medianHalf').filter((q) => {
      const [x] = numbersIn(q.question.replace(/triangle ABC/, '')) as [number];
      return parseNumber(q.answer)! + x !== 90;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('a sphere recast into a cone', () => {
  it('keys a height for which the cone holds exactly the sphere', () => {
    const wrong = draws('mensuration', 'sphereToCone').filter((q) => {
      const [r, base] = numbersIn(q.question) as [number, number];
      const h = parseNumber(q.answer)!;
      return Math.abs((Math.PI * base * base * h) / 3 - (4 / 3) * Math.PI * r ** 3) > 1e-6;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
