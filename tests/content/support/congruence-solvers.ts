/**
 * Independent solver and trap-note checks for congruent triangles (geometryCongruence.ts). The rule
 * is read off the stated parts by where they sit (does the angle's vertex lie on both sides, does the
 * side join both angles' vertices, is the right angle opposite a stated side); a part of ΔPQR is found
 * by walking the correspondence backwards from its letters.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { num, text, type Params, type Solver } from './values';

const NOT = 'Not necessarily congruent';

const sidesOf = (p: Params): string[] => (p.parts as string[]).filter((x) => x.length === 2);
const anglesOf = (p: Params): string[] => (p.parts as string[]).filter((x) => x.length === 1);

/** The rule the parts give, or NOT when two triangles with those parts equal can still differ. */
function rule(p: Params): string {
  const sides = sidesOf(p);
  const angles = anglesOf(p);
  if (sides.length === 3) return 'SSS';
  if (angles.length === 3) return NOT;
  if (sides.length === 2) {
    const [at] = angles as [string];
    if (sides.every((s) => s.includes(at))) return 'SAS';
    // a right angle with the side opposite it (the hypotenuse) among the equal sides
    if (p.right === at && sides.some((s) => !s.includes(at))) return 'RHS';
    return NOT;
  }
  const [s] = sides as [string];
  return angles.every((a) => s.includes(a)) ? 'ASA' : 'AAS';
}

/** The ABC letter that a PQR letter comes from, through the correspondence ('QRP': A ↔ Q …). */
const back = (p: Params, x: string): string => 'ABC'[(p.correspondence as string).indexOf(x)]!;
/** The ABC letter in the same place as a PQR letter (the trap: P ↔ A, Q ↔ B, R ↔ C). */
const sameOrder = (x: string): string => 'ABC'['PQR'.indexOf(x)]!;
const sameSide = (a: string, b: string): boolean => [...a].sort().join('') === [...b].sort().join('');

/** The value of an ABC part in the question: a given one, or the third from 180° or the perimeter. */
function partOfAbc(p: Params, part: string): number {
  const given = p.given as Record<string, number>;
  const key = Object.keys(given).find((k) => sameSide(k, part));
  if (key !== undefined) return given[key]!;
  const total = p.ask === 'angle' ? 180 : p.perimeter;
  return total - Object.values(given).reduce((s, v) => s + v, 0);
}

export const CONGRUENCE_SOLVERS: Record<string, Solver> = {
  congruenceRule: (p) => text(rule(p)),
  congruentParts: (p) => num(partOfAbc(p, [...(p.asked as string)].map((x) => back(p, x)).join(''))),
};

/** A name like "∠Q" or "PQ" as its letters. */
const letters = (name: string): string => name.replace('∠', '');

export const CONGRUENCE_CHECKS: Record<string, Checks> = {
  congruenceRule: [
    [/^thinking three equal sides are not enough/, (p) => (rule(p) === 'SSS' ? text(NOT) : misnamed('SSS'))],
    [
      /^not seeing that ∠(\w) lies between (\w\w) and (\w\w) \(taking it for SSA\)$/,
      (p, [, at, s1, s2]) =>
        rule(p) === 'SAS' && s1!.includes(at!) && s2!.includes(at!)
          ? text(NOT)
          : misnamed('an included angle'),
    ],
    [
      /^thinking two angles and a side fix only the shape/,
      (p) => (rule(p) === 'ASA' ? text(NOT) : misnamed('ASA')),
    ],
    [
      /^thinking the equal side must lie between the two equal angles$/,
      (p) => (rule(p) === 'AAS' ? text(NOT) : misnamed('AAS')),
    ],
    [
      /^treating a right angle, the hypotenuse and a side like SSA/,
      (p) => (rule(p) === 'RHS' ? text(NOT) : misnamed('RHS')),
    ],
    [
      /^taking ∠(\w), which is not between (\w\w) and (\w\w), for the included angle$/,
      (p, [, at, s1, s2]) =>
        rule(p) === NOT && !(s1!.includes(at!) && s2!.includes(at!)) ? text('SAS') : misnamed('SSA'),
    ],
    [
      /^taking three equal angles for a congruence rule/,
      (p) => (anglesOf(p).length === 3 ? text('AAA') : misnamed('AAA')),
    ],
  ],
  congruentParts: [
    [
      /^matching (∠?\w+) with (∠?\w+) by the order of the letters$/,
      (p, [, asked, wrong]) => {
        const byOrder = [...letters(asked!)].map(sameOrder).join('');
        return sameSide(byOrder, letters(wrong!))
          ? num(partOfAbc(p, letters(wrong!)))
          : misnamed('another order');
      },
    ],
    [/^matching (∠?\w+) with (∠?\w+)$/, (p, [, , wrong]) => num(partOfAbc(p, letters(wrong!)))],
    [
      /^adding (∠?\w+) and (∠?\w+) instead of subtracting them from (?:the perimeter|180°)$/,
      (p, [, a, b]) => num(partOfAbc(p, letters(a!)) + partOfAbc(p, letters(b!))),
    ],
  ],
};
