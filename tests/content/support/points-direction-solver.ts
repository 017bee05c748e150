/**
 * Independent solver of directions between points fixed by statements (pointsDirection.ts): each
 * statement "a is d towards dir of b" read as a vector (angles clockwise from North), the points
 * placed by spreading out from the first along the statements in any order, then the asked pair
 * compared. Trap notes are recomputed from the same placement.
 */
import { type Expected, num, type Params, text } from './values';
import type { Checks } from './trap-expected';

type Statement = [a: number, dist: number, dir: number, b: number];

export function placePoints(n: number, statements: readonly Statement[]): [number, number][] {
  const at: ([number, number] | undefined)[] = Array.from({ length: n });
  at[0] = [0, 0];
  for (let changed = true; changed;) {
    changed = false;
    for (const [a, d, dir, b] of statements) {
      const rad = (dir * 45 * Math.PI) / 180;
      const v: [number, number] = [Math.round(Math.sin(rad)) * d, Math.round(Math.cos(rad)) * d];
      if (at[b] && !at[a]) at[a] = [at[b]![0] + v[0], at[b]![1] + v[1]];
      else if (at[a] && !at[b]) at[b] = [at[a]![0] - v[0], at[a]![1] - v[1]];
      else continue;
      changed = true;
    }
  }
  if (at.some((p) => !p)) throw new Error('the statements do not fix every point');
  return at as [number, number][];
}

const gap = (p: Params): [number, number] => {
  const at = placePoints(p.names.length, p.statements);
  return [at[p.first]![0] - at[p.last]![0], at[p.first]![1] - at[p.last]![1]];
};

const named = (x: number, y: number): Expected =>
  text(
    [y > 0 ? 'North' : y < 0 ? 'South' : '', x > 0 ? 'East' : x < 0 ? 'West' : ''].filter(Boolean).join('-'),
  );

export const pointsDirectionAnswer = (p: Params): Expected => {
  const [x, y] = gap(p);
  return p.ask === 'distance' ? num(Math.sqrt(x * x + y * y)) : named(x, y);
};

export const POINTS_DIRECTION_TRAPS: Checks = [
  [
    /^adding up all the distances in the statements$/,
    (p) => num(p.statements.reduce((s: number, st: Statement) => s + st[1], 0)),
  ],
  [
    /^adding the east–west and north–south gaps instead of using Pythagoras$/,
    (p) => num(gap(p).reduce((s, v) => s + Math.abs(v), 0)),
  ],
  [/^taking only the larger gap$/, (p) => num(Math.max(...gap(p).map(Math.abs)))],
  [
    /^subtracting the gaps$/,
    (p) => {
      const [x, y] = gap(p);
      return num(Math.abs(Math.abs(x) - Math.abs(y)));
    },
  ],
  [
    /^giving the direction of the second point from the first$/,
    (p) => {
      const [x, y] = gap(p);
      return named(-x, -y);
    },
  ],
  [
    /^mixing up East and West$/,
    (p) => {
      const [x, y] = gap(p);
      return named(-x, y);
    },
  ],
  [
    /^mixing up North and South$/,
    (p) => {
      const [x, y] = gap(p);
      return named(x, -y);
    },
  ],
];
