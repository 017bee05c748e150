/**
 * Independent solvers and trap-note checks for geometryFacts.ts: the angle set that sums to 180°, a
 * written-out table of which conditions give congruence, the chords' distances by Pythagoras (and the
 * diameter by solving for the nearer chord's distance), similar triangles' sides by the perimeters.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { num, ratio, sum, text, type Params, type Solver } from './values';

const NUMERALS = ['I', 'II', 'III', 'IV'];

// ── geometry ─────────────────────────────────────────────────────────────────────────────────────

/** Which stated conditions make two triangles congruent (SSS, SAS, ASA, RHS in words), written out here. */
const ENOUGH: Readonly<Record<string, boolean>> = {
  'Two sides of one are equal to two sides of the other, and their perimeters are equal': true,
  'Two sides and the angle between them are equal': true,
  'Two angles and the side between them are equal': true,
  'Both are right-angled, and the hypotenuse and one other side are equal': true,
  'Both are equilateral and their perimeters are equal': true,
  'All three angles of one are equal to the three angles of the other': false,
  'Two sides and an angle not between them are equal': false,
  'Their areas are equal': false,
  'Their perimeters are equal': false,
  'Both are right-angled and their hypotenuses are equal': false,
};

/** The statement each mistake names (taking it the wrong way). */
const CONDITION_MISTAKES: readonly [RegExp, string][] = [
  [
    /^not seeing that equal perimeters make the third sides equal/,
    'Two sides of one are equal to two sides of the other, and their perimeters are equal',
  ],
  [
    /^not counting two sides and the included angle \(SAS\)/,
    'Two sides and the angle between them are equal',
  ],
  [
    /^not counting two angles and the included side \(ASA\)/,
    'Two angles and the side between them are equal',
  ],
  [
    /^not counting a right angle, the hypotenuse and a side \(RHS\)/,
    'Both are right-angled, and the hypotenuse and one other side are equal',
  ],
  [
    /^not seeing that equilateral triangles of equal perimeter/,
    'Both are equilateral and their perimeters are equal',
  ],
  [
    /^taking three equal angles \(AAA\) as enough/,
    'All three angles of one are equal to the three angles of the other',
  ],
  [
    /^taking two sides and an angle not between them \(SSA\) for SAS$/,
    'Two sides and an angle not between them are equal',
  ],
  [/^taking equal areas as enough/, 'Their areas are equal'],
  [/^taking equal perimeters alone as enough/, 'Their perimeters are equal'],
  [
    /^taking a right angle and the hypotenuse alone for RHS$/,
    'Both are right-angled and their hypotenuses are equal',
  ],
];

const labelOf = (p: Params, statement: string): string => {
  const i = (p.statements as string[]).indexOf(statement);
  return i < 0 ? '(not listed)' : NUMERALS[i]!;
};

/** Distance of a chord from the centre. */
const fromCentre = (r: number, chord: number): number => Math.sqrt(r * r - (chord / 2) ** 2);

/** The radius from two parallel chords and the distance between them. */
function chordRadius(p: Params): number {
  if (p.radius !== undefined) return p.radius;
  const [c1, c2] = p.chords as [number, number];
  const [hBig, hSmall] = [Math.max(c1, c2) / 2, Math.min(c1, c2) / 2];
  const D = p.apart as number;
  // d_far² − d_near² = hBig² − hSmall²; same side: d_far − d_near = D; opposite: d_far + d_near = D
  const u = hBig * hBig - hSmall * hSmall;
  const near = p.opposite ? (D - u / D) / 2 : (u / D - D) / 2;
  return Math.sqrt(hBig * hBig + near * near);
}

function chordGap(p: Params, opposite: boolean): number {
  const r = chordRadius(p);
  const [d1, d2] = (p.chords as number[]).map((c) => fromCentre(r, c)) as [number, number];
  return opposite ? d1 + d2 : Math.abs(d1 - d2);
}

function specialSide(p: Params): number {
  switch (p.ask) {
    case 'equilateralPerimeter':
      return p.perimeter / 3;
    case 'equilateralSum':
      return p.perimeterAsked ? (3 * p.total) / 2 : p.total / 2;
    case 'isoscelesLeg':
      return (p.perimeter - p.base) / 2;
    default:
      return p.perimeter - 2 * p.leg;
  }
}

/** [the given side's triangle's perimeter, the asked one's] */
const perimeters = (p: Params): [number, number] => (p.fromBig ? [p.big, p.small] : [p.small, p.big]);

export const GEOMETRY_FACT_SOLVERS: Record<string, Solver> = {
  angleSets: (p) => text(NUMERALS[(p.sets as number[][]).findIndex((s) => sum(s) === 180)]!),
  congruenceCondition: (p) =>
    text(NUMERALS[(p.statements as string[]).findIndex((s) => ENOUGH[s] === p.askEnough)]!),
  specialSides: (p) => num(specialSide(p)),
  parallelChords: (p) => num(p.radius !== undefined ? chordGap(p, p.opposite) : 2 * chordRadius(p)),
  similarPerimeters: (p) => {
    if (p.ask === 'areas') return ratio(p.small ** 2, p.big ** 2);
    const [mine, theirs] = perimeters(p);
    return num((p.given * theirs) / mine);
  },
};

export const GEOMETRY_FACT_CHECKS: Record<string, Checks> = {
  angleSets: [
    [
      /^taking set (I|II|III|IV), whose angles add up to (\d+)°, for a triangle's$/,
      (p, [, label, total]) => {
        const set = (p.sets as number[][])[NUMERALS.indexOf(label!)]!;
        return sum(set) === Number(total) && sum(set) !== 180 ? text(label!) : misnamed('another sum');
      },
    ],
  ],
  congruenceCondition: CONDITION_MISTAKES.map(
    ([pattern, statement]) =>
      [
        pattern,
        (p: Params) =>
          ENOUGH[statement] !== p.askEnough ? text(labelOf(p, statement)) : misnamed('a right one'),
      ] as const,
  ),
  specialSides: [
    [/^dividing the perimeter by 2$/, (p) => num(p.perimeter / 2)],
    [/^dividing the perimeter by 4, as for a square$/, (p) => num(p.perimeter / 4)],
    [/^dividing the perimeter by 6$/, (p) => num(p.perimeter / 6)],
    [/^taking two-thirds of the perimeter$/, (p) => num((2 * p.perimeter) / 3)],
    [/^giving the sum of the two sides$/, (p) => num(p.total)],
    [/^doubling the sum of the two sides$/, (p) => num(2 * p.total)],
    [/^tripling the sum of the two sides$/, (p) => num(3 * p.total)],
    [/^giving one side$/, (p) => num(p.total / 2)],
    [/^dividing the sum of two sides by 3/, (p) => num(p.total / 3)],
    [/^dividing the sum of two sides by 4$/, (p) => num(p.total / 4)],
    [/^giving the perimeter$/, (p) => num((3 * p.total) / 2)],
    [/^forgetting to halve the difference$/, (p) => num(p.perimeter - p.base)],
    [/^dividing the perimeter by 3, as if the triangle were equilateral$/, (p) => num(p.perimeter / 3)],
    [/^subtracting the base twice before halving$/, (p) => num((p.perimeter - 2 * p.base) / 2)],
    [/^halving the perimeter$/, (p) => num(p.perimeter / 2)],
    [/^subtracting the equal side only once$/, (p) => num(p.perimeter - p.leg)],
    [/^halving what is left after subtracting both equal sides$/, (p) => num((p.perimeter - 2 * p.leg) / 2)],
    [/^giving the equal side$/, (p) => num(p.leg)],
  ],
  parallelChords: [
    [/^subtracting the distances, as for chords on the same side$/, (p) => num(chordGap(p, false))],
    [/^adding the distances, as for chords on opposite sides$/, (p) => num(chordGap(p, true))],
    [/^adding the half-chords instead of the distances$/, (p) => num(sum(p.chords) / 2)],
    [
      /^subtracting the half-chords instead of the distances$/,
      (p) => num(Math.abs(p.chords[0] - p.chords[1]) / 2),
    ],
    [/^giving the radius$/, (p) => num(chordRadius(p))],
    [/^giving the diameter$/, (p) => num(2 * chordRadius(p))],
    [/^taking the longer chord for a diameter$/, (p) => num(Math.max(...(p.chords as number[])))],
    [/^adding the distance to the longer chord$/, (p) => num(Math.max(...(p.chords as number[])) + p.apart)],
    [/^adding the two chords$/, (p) => num(sum(p.chords))],
  ],
  similarPerimeters: [
    [/^taking the ratio of the perimeters for the ratio of the areas$/, (p) => ratio(p.small, p.big)],
    [/^cubing the ratio of the perimeters$/, (p) => ratio(p.small ** 3, p.big ** 3)],
    [/^squaring the ratio the wrong way round$/, (p) => ratio(p.big ** 2, p.small ** 2)],
    [
      /^using the ratio of the perimeters the wrong way round$/,
      (p) => {
        const [mine, theirs] = perimeters(p);
        return num((p.given * mine) / theirs);
      },
    ],
    [
      /^adding the difference of the perimeters to the side$/,
      (p) => {
        const [mine, theirs] = perimeters(p);
        return num(p.given + theirs - mine);
      },
    ],
    [
      /^squaring the ratio of the perimeters$/,
      (p) => {
        const [mine, theirs] = perimeters(p);
        return num((p.given * theirs ** 2) / mine ** 2);
      },
    ],
  ],
};
