/**
 * Independent solver of positions on a road from pairwise distances (issue 19, item 6): every object
 * is placed by spreading out from one object along the statements (east as +), whatever order they
 * come in; a statement that disagrees with positions already fixed fails. Trap notes are recomputed by
 * solving again with the one statement the mistake names read the other way.
 */
import { type Expected, num, type Params } from './values';
import { type Checks, misnamed } from './trap-expected';

type Statement = [object: number, metres: number, sign: number, against: number];

export function positions(n: number, statements: readonly Statement[]): number[] {
  const at: (number | undefined)[] = Array.from({ length: n });
  at[0] = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (const [x, m, sign, y] of statements) {
      if (at[y] !== undefined && at[x] === undefined) at[x] = at[y]! + sign * m;
      else if (at[x] !== undefined && at[y] === undefined) at[y] = at[x]! - sign * m;
      else continue;
      changed = true;
    }
  }
  for (const [x, m, sign, y] of statements)
    if (at[x] === undefined || at[y] === undefined || at[x]! - at[y]! !== sign * m)
      throw new Error('the statements do not fix the positions');
  return at as number[];
}

const apart = (p: Params, statements: Statement[]): number => {
  const at = positions(p.names.length, statements);
  return Math.abs(at[p.a]! - at[p.b]!);
};

export const rowPositionsAnswer = (p: Params): Expected => num(apart(p, p.statements));

/** The statements on the way from one object to another (a tree: one way only). */
function route(
  statements: Statement[],
  from: number,
  to: number,
  seen: number[] = [],
): Statement[] | undefined {
  if (from === to) return [];
  for (const s of statements) {
    const next = s[0] === from ? s[3] : s[3] === from ? s[0] : undefined;
    if (next === undefined || seen.includes(next)) continue;
    const rest = route(statements, next, to, [...seen, from]);
    if (rest) return [s, ...rest];
  }
  return undefined;
}

export const ROW_POSITION_TRAPS: Checks = [
  [
    /^adding the distances on the way without minding their directions$/,
    (p) => num(route(p.statements, p.a, p.b)!.reduce((s, st) => s + st[1], 0)),
  ],
  [
    /^reading "the (.+) is (\d+) m (east|west) of the (.+)" the wrong way round$/,
    (p, m) => {
      const names: string[] = p.names;
      const i = (p.statements as Statement[]).findIndex(
        ([x, metres, sign, y]) =>
          names[x] === m[1] &&
          metres === Number(m[2]) &&
          sign === (m[3] === 'east' ? 1 : -1) &&
          names[y] === m[4],
      );
      if (i < 0) return misnamed('a statement the question lacks');
      const flipped = (p.statements as Statement[]).map((s, k): Statement =>
        k === i ? [s[0], s[1], -s[2], s[3]] : s,
      );
      return num(apart(p, flipped));
    },
  ],
];
