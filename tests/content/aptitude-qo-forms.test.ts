/**
 * Brief qo's mensuration and geometry forms (mensurationAudit6.ts, geometryAudit6.ts), drawn kind by
 * kind: each key re-solved by its independent solver (support/qo-form-solvers.ts) with exactly one
 * option meaning it, every named mistake's option recomputed by its trap check, a Hindi twin with the
 * same numbers (support/check-kinds.ts); some questions read again as a candidate reads them, from the
 * printed numbers; and questions of the papers' own numbers solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { QO_GEOMETRY_SOLVERS, QO_MENSURATION_SOLVERS } from './support/qo-form-solvers';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'qo-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers printed in a text ("1,386" is 1386). */
const printed = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
const misread = (
  topic: string,
  kind: string,
  holds: (q: GeneratedQuestion, n: number[], key: number) => boolean,
) =>
  draws(topic, kind)
    .filter((q) => !holds(q, printed(q.question), parseNumber(q.answer)!))
    .map((q) => `${q.question} → ${q.answer}`)
    .slice(0, 3);

checkKinds(
  'aptitude',
  [
    ['mensuration', 'sphereSurface'],
    ['mensuration', 'coatingCost'],
    ['mensuration', 'cubeCuboid'],
    ['mensuration', 'clockSweep'],
    ['mensuration', 'sectorBackward'],
    ['mensuration', 'solidBackward'],
    ['mensuration', 'equalAreaHeights'],
    ['geometry', 'chordRadius'],
    ['geometry', 'circleStatements'],
    ['geometry', 'polygonSides'],
  ],
  DRAWS,
);

describe('each question read as a candidate reads it', () => {
  it('a sphere: the key and the printed measure belong to one radius', () => {
    expect(
      misread('mensuration', 'sphereSurface', (q, n, key) => {
        const given = n[0]!;
        const pi = 22 / 7;
        if (/of diameter/.test(q.question)) return close(key, pi * given * given);
        if (/volume of a sphere is/.test(q.question))
          return close(key, 4 * pi * Math.cbrt((3 * given) / (4 * pi)) ** 2);
        const r = Math.sqrt(given / (4 * pi));
        if (/its volume\?/.test(q.question)) return close(key, (4 / 3) * pi * r ** 3);
        return close(key, /diameter\?/.test(q.question) ? 2 * r : r);
      }),
    ).toEqual([]);
  });

  it('a clock hand: the key is the printed time gap’s share of the whole circle', () => {
    expect(
      misread('mensuration', 'clockSweep', (q, n, key) => {
        const r = n[0]!;
        const minute = /minute hand/.test(q.question);
        const share = minute ? (n[4]! - n[2]!) / 60 : ((n[2]! - n[1]! + 12) % 12 || 12) / 12;
        const whole = /distance/.test(q.question) ? (2 * 22 * r) / 7 : (22 * r * r) / 7;
        return close(key, share * whole);
      }),
    ).toEqual([]);
  });

  it('a chord: half the printed chord, the printed distance and the key make a right triangle', () => {
    expect(
      misread('geometry', 'chordRadius', (q, n, key) => {
        const r = /diameter of the circle/.test(q.question) ? key / 2 : key;
        return close(r * r, (n[0]! / 2) ** 2 + n[1]! ** 2);
      }),
    ).toEqual([]);
  });

  it('equal areas: ½ × triangle base × height equals parallelogram base × height', () => {
    expect(
      misread('mensuration', 'equalAreaHeights', (q, n, key) => {
        if (/same base/.test(q.question)) {
          const [b, h] = n as [number, number];
          return /height of the triangle\?/.test(q.question)
            ? close((b * key) / 2, b * h)
            : close(b * key, (b * h) / 2);
        }
        const [b, h, base] = n as [number, number, number];
        return close((base * key) / 2, b * h);
      }),
    ).toEqual([]);
  });
});

describe("questions of the papers' own numbers", () => {
  it('solves them as the papers key them', () => {
    // the inner diameter 10.5 cm, tin-plating at ₹ 16 per 100 cm²: ₹ 27.72
    expect(QO_MENSURATION_SOLVERS.coatingCost!({ form: 'bowl', d: 10.5, rate: 16 })).toEqual({
      number: expect.closeTo(27.72, 6),
    });
    // the volume of a sphere 4,851 cm³: its surface 1,386 cm²
    expect(QO_MENSURATION_SOLVERS.sphereSurface!({ form: 'fromVolume', v: 4851 })).toEqual({
      number: expect.closeTo(1386, 6),
    });
    // a chord of 16 cm, 6 cm from the centre: radius 10 cm
    expect(QO_GEOMETRY_SOLVERS.chordRadius!({ chord: 16, d: 6, ask: 'radius' })).toEqual({
      number: expect.closeTo(10, 6),
    });
    // the minute hand 14 cm long, 9:00 to 9:35: 359⅓ cm²
    expect(QO_MENSURATION_SOLVERS.clockSweep!({ hand: 'minute', what: 'area', r: 14, span: 35 })).toEqual({
      number: expect.closeTo(359 + 1 / 3, 6),
    });
    // interior : exterior = 3 : 1: an octagon
    expect(QO_GEOMETRY_SOLVERS.polygonSides!({ form: 'ratio', p: 3, q: 1 })).toEqual({ number: 8 });
  });
});
