/**
 * The reasoning kinds of issue 19 (reasoning C) read back from the question as printed, not from
 * `params`: the points and their statements (pointsDirection.ts), the comparison clues
 * (rankingComparison.ts). Exactly one option is what the
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

const MORE = ['taller', 'heavier', 'older'];
const LESS = ['shorter', 'lighter', 'younger'];
const MOST = ['tallest', 'heaviest', 'oldest'];
const PLACES = ['', 'second', 'third'];

/** Every "X is taller than Y" the printed clues say, as [above, below] ("but" clauses included). */
function printedClues(question: string): [string, string][] {
  const clues: [string, string][] = [];
  for (const sentence of question.split(/(?<=\.) /)) {
    const m = /^([A-Z]) is (\w+) than ([A-Z])(?: but (\w+) than ([A-Z]))?\.$/.exec(sentence);
    if (!m) continue;
    const [, x, w1, y, w2, z] = m;
    for (const [w, other] of [
      [w1, y],
      [w2, z],
    ] as const) {
      if (!w) continue;
      if (MORE.includes(w)) clues.push([x!, other!]);
      else if (LESS.includes(w)) clues.push([other!, x!]);
      else throw new Error(`unread clue: ${sentence}`);
    }
  }
  return clues;
}

function comparisonKey(question: string): string {
  const names = /friends ([A-Z, ]+) and ([A-Z]) are compared/.exec(question)!;
  const people = [...names[1]!.split(', '), names[2]!];
  const clues = printedClues(question);
  const fits: string[][] = [];
  const build = (row: string[]): void => {
    if (row.length === people.length) {
      if (clues.every(([u, l]) => row.indexOf(u) < row.indexOf(l))) fits.push(row);
      return;
    }
    for (const p of people) if (!row.includes(p)) build([...row, p]);
  };
  build([]);
  if (fits.length !== 1) return `${fits.length} orders`;
  const [, place, word] = /Who is the (?:(second|third) )?(\w+)\?$/.exec(question)!;
  const k = PLACES.indexOf(place ?? '') + 1;
  const order = fits[0]!;
  return MOST.includes(word!) ? order[k - 1]! : order[order.length - k]!;
}

describe('order by comparison (comparison)', () => {
  const questions = draws('time_sequence_number_ranking', 'comparison', [1, 2, 3]);

  it('reads the clues as printed: exactly one order fits them, and its asked place is the key', () => {
    const failures = questions.flatMap((q) => {
      const key = comparisonKey(q.question);
      const hits = q.options.filter((o) => o === key);
      return hits.length === 1 && hits[0] === q.answer ? [] : [`${q.question}: ${key} / ${q.answer}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('joins clues with "but" at levels 2–3 and asks from both ends', () => {
    expect(questions.some((q) => q.level >= 2 && q.question.includes(' but '))).toBe(true);
    expect(questions.some((q) => q.level === 1 && q.question.includes(' but '))).toBe(false);
    expect(
      questions.some((q) => /Who is the (second |third )?(shortest|lightest|youngest)\?/.test(q.question)),
    ).toBe(true);
    expect(
      questions.some((q) => /Who is the (second |third )?(tallest|heaviest|oldest)\?/.test(q.question)),
    ).toBe(true);
  });
});
