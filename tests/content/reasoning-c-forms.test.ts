/**
 * The reasoning kinds of issue 19 (reasoning C) read back from the question as printed, not from
 * `params`: the points and their statements (pointsDirection.ts). Exactly one option is what the
 * test works out from the printed words: the key.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 200;

function draws(topic: string, kind: string, levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', topic)!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`reasoning-c/${kind}/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

const UNIT: Record<string, [number, number]> = {
  North: [0, 1],
  South: [0, -1],
  East: [1, 0],
  West: [-1, 0],
};

/** Places the points the statements name ("Point Q is 6 m West of point P."), the first named at 0. */
function printedPoints(question: string): Map<string, [number, number]> {
  const said = [
    ...question.matchAll(/Point ([A-Z]) is (\d+) (?:km|m) (North|South|East|West) of point ([A-Z])\./g),
  ];
  const at = new Map<string, [number, number]>([[said[0]![4]!, [0, 0]]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [, a, d, dir, b] of said) {
      const [ux, uy] = UNIT[dir!]!;
      const v = [ux * Number(d), uy * Number(d)];
      if (at.has(b!) && !at.has(a!)) at.set(a!, [at.get(b!)![0] + v[0]!, at.get(b!)![1] + v[1]!]);
      else if (at.has(a!) && !at.has(b!)) at.set(b!, [at.get(a!)![0] - v[0]!, at.get(a!)![1] - v[1]!]);
      else continue;
      changed = true;
    }
  }
  return at;
}

function pointsKey(question: string): string {
  const at = printedPoints(question);
  const direction = /In which direction is point ([A-Z]) with respect to point ([A-Z])\?/.exec(question);
  const distance = /shortest distance between point ([A-Z]) and point ([A-Z])\?/.exec(question);
  const [, p, q] = (direction ?? distance)!;
  const [x, y] = [at.get(p!)![0] - at.get(q!)![0], at.get(p!)![1] - at.get(q!)![1]];
  if (distance) return `${Math.sqrt(x * x + y * y)} ${/ km /.test(question) ? 'km' : 'm'}`;
  return `${y > 0 ? 'North' : 'South'}-${x > 0 ? 'East' : 'West'}`;
}

describe('direction and shortest distance between points fixed by statements (pointsDirection)', () => {
  const questions = draws('direction_distance', 'pointsDirection', [1, 2, 3]);

  it('places every point from the printed statements, and exactly one option is the key', () => {
    const failures = questions.flatMap((q) => {
      const key = pointsKey(q.question);
      const hits = q.options.filter((o) => o === key);
      return hits.length === 1 && hits[0] === q.answer ? [] : [`${q.question}: ${key} / ${q.answer}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('asks both forms, with statements printed the other way round at level 3', () => {
    expect(questions.some((q) => q.question.includes('In which direction'))).toBe(true);
    expect(questions.some((q) => q.question.includes('shortest distance'))).toBe(true);
    const reversed = questions.filter(
      (q) => q.level === 3 && (q.params.statements as number[][]).some((s) => s[0]! < s[3]!),
    );
    expect(reversed.length).toBeGreaterThan(0);
  });
});
