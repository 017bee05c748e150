/**
 * Quantitative aptitude forms of issue 19's third round, checked as a candidate reads them (their keys
 * are re-solved in independent.test.ts, their trap notes in trap-notes.test.ts): the faster one really
 * reaches the far town before they meet, and they meet before the slower one gets there; every side of
 * a cuboid or carton, in centimetres, is a whole number of the small piece's side, so the pieces pack
 * exactly; two gangs of men and boys (women) fix a man's and a boy's work, both positive and the man's
 * the greater.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { drawsOfKind } from './support/draws';
import { parseNumber } from './support/values';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 200;

function draws(topic: string, kind: string, levels: Level[]): GeneratedQuestion[] {
  return drawsOfKind('aptitude', topic, kind, levels, { prefix: 'group-forms', count: DRAWS });
}

/** The numbers in a question's text, decimals kept ("1.5 m" → 1.5, "1,200" → 1200). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

/** "2 hours 30 minutes" → 2.5. */
const hoursIn = (option: string): number => {
  const h = /(\d+) hours?/.exec(option);
  const m = /(\d+) minutes?/.exec(option);
  return (h ? Number(h[1]) : 0) + (m ? Number(m[1]) / 60 : 0);
};

describe('turning back at the far town', () => {
  it('meets after the faster one reaches the town and before the slower one does', () => {
    const wrong = draws('speed_and_distance', 'turnBack', [2, 3]).filter((q) => {
      const [d, u, v] = numbersIn(q.question) as [number, number, number];
      if (q.params.ask === 'time') {
        const t = hoursIn(q.answer);
        return !(t > d / v && t < d / u);
      }
      const fromFar = parseNumber(q.answer)!;
      return !(fromFar > 0 && fromFar < d);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('how many cubes or boxes fit', () => {
  it('prints sides that are whole numbers of the small piece’s sides, once in centimetres', () => {
    const wrong = draws('mensuration', 'fitCount', [1, 2]).filter((q) => {
      const sides = [...q.question.matchAll(/(\d[\d,]*(?:\.\d+)?) (m|cm)\b/g)].map(
        (m) => Number(m[1]!.replace(/,/g, '')) * (m[2] === 'm' ? 100 : 1),
      );
      // cubes: the side, then the cuboid's three; boxes: the box's three, then the carton's three
      const [small, big] =
        sides.length === 4
          ? [[sides[0]!, sides[0]!, sides[0]!], sides.slice(1)]
          : [sides.slice(0, 3), sides.slice(3)];
      const fits = big.every((length, i) => Number.isInteger(Math.round(length * 1e6) / 1e6 / small[i]!));
      const count = big.reduce((n, length, i) => n * (length / small[i]!), 1);
      return !fits || Math.abs(count - parseNumber(q.answer)!) > 1e-9;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('two gangs of men and boys', () => {
  it('fix a man’s and a boy’s day of work, both positive and the man’s the greater', () => {
    const wrong = draws('time_and_work', 'menAndBoys', [3]).filter((q) => {
      const [a1, b1, d1, a2, b2, d2] = numbersIn(q.question) as number[];
      // a1·M + b1·B = 1/d1 and a2·M + b2·B = 1/d2
      const det = a1! * b2! - a2! * b1!;
      const man = (b2! / d1! - b1! / d2!) / det;
      const boy = (a1! / d2! - a2! / d1!) / det;
      return !(man > 0 && boy > 0 && man > boy);
    });
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});
