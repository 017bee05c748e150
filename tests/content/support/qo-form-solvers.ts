/**
 * Independent solvers and trap-note checks for brief qo's mensuration and geometry forms
 * (mensurationAudit6.ts, geometryAudit6.ts). Each answer is found another way than the generator's:
 * a length by bisection on the printed measure (a sphere's radius from its volume or surface, a cone's
 * or cylinder's height from its volume, a sector's radius from its area), a cube by searching whole
 * edges, a clock hand's angle from its hand's rate (360° in an hour or in twelve), a chord's radius by
 * bisection on Pythagoras, a circle fact from a table written out here, a polygon's sides by trying
 * every n until its angles fit.
 */
import type { Checks } from './trap-expected';
import { bisect, num, text, type Params, type Solver } from './values';

const PI = 22 / 7;

// ── mensuration ──────────────────────────────────────────────────────────────────────────────────

const sphereArea = (r: number): number => 4 * PI * r * r;
const sphereVolume = (r: number): number => (4 / 3) * PI * r ** 3;
/** The radius with the given surface (or volume), by bisection. */
const radiusOfArea = (s: number): number => bisect((r) => sphereArea(r) - s, 0, 1e4);
const radiusOfVolume = (v: number): number => bisect((r) => sphereVolume(r) - v, 0, 1e4);

function sphereRadius(p: Params): number {
  if (p.form === 'diameter') return p.d / 2;
  if (p.form === 'fromVolume') return radiusOfVolume(p.v);
  return radiusOfArea(p.s);
}
function sphereKey(p: Params): number {
  const r = sphereRadius(p);
  if (p.form === 'diameter' || p.form === 'fromVolume') return sphereArea(r);
  if (p.form === 'volumeFromSurface') return sphereVolume(r);
  return p.ask === 'diameter' ? 2 * r : r;
}

/** The coated area: the share of a whole sphere's 4πr² each surface is (a bowl or dome half, a solid hemisphere ¾). */
const COATED: Record<string, number> = { bowl: 0.5, dome: 0.5, solid: 0.75, ball: 1 };
const coatCost = (p: Params, area: number): number => (area * p.rate) / (p.form === 'dome' ? 1 : 100);
const coating = (p: Params): number => coatCost(p, COATED[p.form]! * sphereArea(p.d / 2));

/** The whole edge of the cube of the cuboid's volume, by search. */
function cubeOfVolume(v: number): number {
  for (let a = 1; a <= 100; a += 1) if (a * a * a === v) return a;
  return NaN;
}
function cubeOfSurface(s: number): number {
  for (let a = 1; a <= 100; a += 1) if (6 * a * a === s) return a;
  return NaN;
}
const box = (p: Params) => {
  const volume = p.l * p.b * p.h;
  const surface = 2 * (p.l * p.b + p.b * p.h + p.h * p.l);
  return { volume, surface };
};
function cubeCuboidKey(p: Params): number {
  const { volume, surface } = box(p);
  if (p.form === 'volumeGap') return p.l ** 3 - volume;
  if (p.form === 'sameSurface') return cubeOfSurface(surface) ** 3;
  const a = cubeOfVolume(volume);
  return p.form === 'meltSurface' ? 6 * a * a : surface - 6 * a * a;
}

/** A clock hand's turn: the minute hand 360° in 60 minutes, the hour hand 360° in 12 hours. */
const turn = (p: Params): number => (p.hand === 'minute' ? (360 * p.span) / 60 : (360 * p.span) / 12);
const sweepOf = (p: Params, deg: number, r: number = p.r): number =>
  p.what === 'arc' ? (deg / 360) * 2 * PI * r : (deg / 360) * PI * r * r;

/** A sector's radius from its area and angle, by bisection; its angle from its area and radius. */
const sectorRadius = (p: Params): number => bisect((r) => (p.theta / 360) * PI * r * r - p.area, 0, 1e4);
const sectorAngle = (p: Params): number => (360 * p.area) / (PI * p.r * p.r);
const sectorArc = (p: Params): number => (p.theta / 360) * 2 * PI * p.r;

function solidKey(p: Params): number {
  if (p.form === 'coneHeight') return bisect((h) => (PI * p.r * p.r * h) / 3 - p.v, 0, 1e5);
  if (p.form === 'cylinderHeight') return bisect((h) => PI * p.r * p.r * h - p.v, 0, 1e5);
  if (p.form === 'cylinderRadius') return bisect((r) => 2 * PI * r * p.h - p.curved, 0, 1e5);
  return bisect((l) => PI * p.r * l - p.curved, 0, 1e5);
}
const solidHeight = solidKey;

function equalAreaKey(p: Params): number {
  if (p.form === 'triangle') return bisect((t) => (p.b * t) / 2 - p.b * p.h, 0, 1e4);
  if (p.form === 'parallelogram') return bisect((t) => p.b * t - (p.b * p.big) / 2, 0, 1e4);
  return bisect((t) => (p.base * t) / 2 - p.b * p.h, 0, 1e4);
}

export const QO_MENSURATION_SOLVERS: Record<string, Solver> = {
  sphereSurface: (p) => num(sphereKey(p)),
  coatingCost: (p) => num(coating(p)),
  cubeCuboid: (p) => num(cubeCuboidKey(p)),
  clockSweep: (p) => num(sweepOf(p, turn(p))),
  sectorBackward: (p) =>
    num(
      p.form === 'radius'
        ? (p.ask === 'diameter' ? 2 : 1) * sectorRadius(p)
        : p.form === 'angle'
          ? sectorAngle(p)
          : sectorArc(p) + 2 * p.r,
    ),
  solidBackward: (p) => num(solidKey(p)),
  equalAreaHeights: (p) => num(equalAreaKey(p)),
};

const sphereR = (p: Params): number => sphereRadius(p);

export const QO_MENSURATION_CHECKS: Record<string, Checks> = {
  sphereSurface: [
    [
      /^using the diameter as the radius$/,
      (p) =>
        num(
          p.form === 'diameter'
            ? sphereArea(p.d)
            : p.form === 'fromVolume'
              ? sphereArea(2 * sphereR(p))
              : sphereVolume(2 * sphereR(p)),
        ),
    ],
    [/^using 2πr², a hemisphere’s curved surface$/, (p) => num(2 * PI * sphereR(p) ** 2)],
    [/^using 3πr², a hemisphere’s total surface$/, (p) => num(3 * PI * sphereR(p) ** 2)],
    [/^using πr², the area of a circle$/, (p) => num(PI * sphereR(p) ** 2)],
    [/^using 2πd² \(the diameter in 2πr²\)$/, (p) => num(2 * PI * p.d * p.d)],
    [/^finding the volume instead$/, (p) => num(sphereVolume(sphereR(p)))],
    [/^giving the diameter, not the radius$/, (p) => num(2 * sphereR(p))],
    [/^giving the radius, not the diameter$/, (p) => num(sphereR(p))],
    [/^forgetting the square root \(giving r²\)$/, (p) => num(sphereR(p) ** 2)],
    [/^forgetting the square root \(giving 2r²\)$/, (p) => num(2 * sphereR(p) ** 2)],
    [/^halving the radius( found)?, as if it were the diameter$/, (p) => num(sphereR(p) / 2)],
    [/^doubling the diameter$/, (p) => num(4 * sphereR(p))],
    [
      /^dividing by 4 × 7\/22 \(π upside down\)$/,
      (p) => num((p.ask === 'diameter' ? 2 : 1) * Math.sqrt(p.s / (4 * (7 / 22)))),
    ],
    [/^using 2\/3 πr³, a hemisphere’s volume$/, (p) => num((2 / 3) * PI * sphereR(p) ** 3)],
    [/^using 4πr³ \(no ⅓\)$/, (p) => num(4 * PI * sphereR(p) ** 3)],
    [/^using πr³$/, (p) => num(PI * sphereR(p) ** 3)],
    [/^using ⅓πr³, as for a cone$/, (p) => num((PI * sphereR(p) ** 3) / 3)],
  ],
  coatingCost: [
    [/^using the diameter as the radius$/, (p) => num(coatCost(p, COATED[p.form]! * sphereArea(p.d)))],
    [/^using 2πr², half the sphere$/, (p) => num(coatCost(p, 2 * PI * (p.d / 2) ** 2))],
    [/^using 4πr², the whole sphere$/, (p) => num(coatCost(p, sphereArea(p.d / 2)))],
    [/^leaving out the flat face \(2πr²\)$/, (p) => num(coatCost(p, 2 * PI * (p.d / 2) ** 2))],
    [/^using 3πr², adding the flat face$/, (p) => num(coatCost(p, 3 * PI * (p.d / 2) ** 2))],
    [/^using πr², the area of a circle$/, (p) => num(coatCost(p, PI * (p.d / 2) ** 2))],
    [
      /^forgetting to square the radius$/,
      (p) => num(coatCost(p, (COATED[p.form]! * sphereArea(p.d / 2)) / (p.d / 2))),
    ],
  ],
  cubeCuboid: [
    [/^giving the cube's volume$/, (p) => num(p.l ** 3)],
    [/^adding the two volumes$/, (p) => num(p.l ** 3 + box(p).volume)],
    [/^giving the cuboid's volume$/, (p) => num(box(p).volume)],
    [/^taking the cube’s volume as 6l²$/, (p) => num(Math.abs(6 * p.l ** 2 - box(p).volume))],
    [/^taking the cube’s volume as l²$/, (p) => num(Math.abs(p.l ** 2 - box(p).volume))],
    [/^comparing the total surfaces$/, (p) => num(Math.abs(6 * p.l ** 2 - box(p).surface))],
    [/^giving the cuboid's total surface area$/, (p) => num(box(p).surface)],
    [/^giving the four side faces only \(4a²\)$/, (p) => num(4 * cubeOfVolume(box(p).volume) ** 2)],
    [/^forgetting to square the edge \(6a\)$/, (p) => num(6 * cubeOfVolume(box(p).volume))],
    [/^giving the cube’s volume$/, (p) => num(box(p).volume)],
    [
      /^taking the cuboid's length as the edge$/,
      (p) => num(p.form === 'sameSurface' ? p.l ** 3 : 6 * p.l ** 2),
    ],
    [
      /^taking the edge as the mean of the three sides$/,
      (p) => num(p.form === 'sameSurface' ? ((p.l + p.b + p.h) / 3) ** 3 : 6 * ((p.l + p.b + p.h) / 3) ** 2),
    ],
    [/^using lb \+ bh \+ hl, half the surface$/, (p) => num(cubeCuboidKey(p) / 2)],
    [/^giving the cube's surface area$/, (p) => num(6 * cubeOfVolume(box(p).volume) ** 2)],
    [/^giving the cuboid's surface area$/, (p) => num(box(p).surface)],
    [
      /^taking four faces of the cube \(4a²\)$/,
      (p) => num(box(p).surface - 4 * cubeOfVolume(box(p).volume) ** 2),
    ],
    [
      /^comparing the side faces only$/,
      (p) => num(Math.abs(2 * p.h * (p.l + p.b) - 4 * cubeOfVolume(box(p).volume) ** 2)),
    ],
    [/^giving the area of one face \(a²\)$/, (p) => num(box(p).surface / 6)],
    [/^dividing the surface by 4 faces, not 6$/, (p) => num((box(p).surface / 4) ** 1.5)],
  ],
  clockSweep: [
    [/^using the length as the diameter$/, (p) => num(sweepOf(p, turn(p), p.r / 2))],
    [/^using πr instead of 2πr$/, (p) => num(sweepOf(p, turn(p)) / 2)],
    [/^using 2πr² instead of πr²$/, (p) => num(2 * sweepOf(p, turn(p)))],
    [/^giving the whole circle$/, (p) => num(sweepOf(p, 360))],
    [/^finding the part of the circle not swept$/, (p) => num(sweepOf(p, 360 - turn(p)))],
    [/^counting 30° a minute, as between hour marks$/, (p) => num(sweepOf(p, 30 * p.span))],
    [/^turning the minute hand at the hour hand's 0\.5° a minute$/, (p) => num(sweepOf(p, 0.5 * p.span))],
    [/^turning the hour hand at 15° an hour$/, (p) => num(sweepOf(p, 15 * p.span))],
    [/^finding the area instead$/, (p) => num(sweepOf({ ...p, what: 'area' }, turn(p)))],
    [/^finding the arc instead$/, (p) => num(sweepOf({ ...p, what: 'arc' }, turn(p)))],
  ],
  sectorBackward: [
    [/^giving the diameter, not the radius$/, (p) => num(2 * sectorRadius(p))],
    [/^giving the radius, not the diameter$/, (p) => num(sectorRadius(p))],
    [/^forgetting the square root \(giving r²\)$/, (p) => num(sectorRadius(p) ** 2)],
    [/^forgetting the square root \(giving 2r²\)$/, (p) => num(2 * sectorRadius(p) ** 2)],
    [
      /^dividing by 7\/22 \(π upside down\)$/,
      (p) => num((p.ask === 'diameter' ? 2 : 1) * Math.sqrt((360 * p.area) / (p.theta * (7 / 22)))),
    ],
    [/^halving the radius( found)?, as if it were the diameter$/, (p) => num(sectorRadius(p) / 2)],
    [/^doubling the diameter$/, (p) => num(4 * sectorRadius(p))],
    [
      /^using θ\/180° in place of θ\/360°$/,
      (p) => num(p.form === 'angle' ? (180 * p.area) / (PI * p.r * p.r) : 2 * p.r + 2 * sectorArc(p)),
    ],
    [
      /^using the diameter as the radius$/,
      (p) => num(p.form === 'angle' ? (360 * p.area) / (PI * 4 * p.r * p.r) : 4 * p.r + 2 * sectorArc(p)),
    ],
    [/^using the arc formula 2πr × θ\/360°$/, (p) => num((360 * p.area) / (2 * PI * p.r))],
    [/^forgetting to square the radius$/, (p) => num((360 * p.area) / (PI * p.r))],
    [/^using θ\/720°$/, (p) => num((720 * p.area) / (PI * p.r * p.r))],
    [/^giving the arc only$/, (p) => num(sectorArc(p))],
    [/^adding one radius only$/, (p) => num(sectorArc(p) + p.r)],
    [/^adding the whole circumference$/, (p) => num(2 * p.r + 2 * PI * p.r)],
  ],
  solidBackward: [
    [/^forgetting the ⅓$/, (p) => num(p.v / (PI * p.r * p.r))],
    [/^dividing by 3 instead of multiplying$/, (p) => num(p.v / (3 * PI * p.r * p.r))],
    [/^using r in place of r²$/, (p) => num(((p.form === 'coneHeight' ? 3 : 1) * p.v) / (PI * p.r))],
    [/^using 2πr in place of πr²$/, (p) => num(((p.form === 'coneHeight' ? 3 : 1) * p.v) / (2 * PI * p.r))],
    [
      /^using the diameter as the radius$/,
      (p) => num(((p.form === 'coneHeight' ? 3 : 1) * p.v) / (PI * 4 * p.r * p.r)),
    ],
    [/^using 2πr²h$/, (p) => num(p.v / (2 * PI * p.r * p.r))],
    [/^using ⅓πr²h, a cone’s volume$/, (p) => num((3 * p.v) / (PI * p.r * p.r))],
    [/^using πrh, giving the diameter$/, (p) => num(p.curved / (PI * p.h))],
    [/^leaving out π$/, (p) => num(p.form === 'cylinderRadius' ? p.curved / (2 * p.h) : p.curved / p.r)],
    [/^dividing by the height only$/, (p) => num(p.curved / p.h)],
    [/^halving the radius found, as if it were the diameter$/, (p) => num(solidHeight(p) / 2)],
    [/^using 2πrl$/, (p) => num(p.curved / (2 * PI * p.r))],
    [/^giving the height √\(l² − r²\)$/, (p) => num(Math.sqrt(solidKey(p) ** 2 - p.r ** 2))],
    [/^using πr\(l \+ r\), the total surface$/, (p) => num(p.curved / (PI * p.r) - p.r)],
    [/^adding the radius to the slant height$/, (p) => num(solidKey(p) + p.r)],
  ],
  equalAreaHeights: [
    [/^taking the same height$/, (p) => num(p.form === 'triangle' ? p.h : p.big)],
    [
      /^halving instead of doubling$/,
      (p) => num(p.form === 'triangle' ? p.h / 2 : (p.b * p.h) / (2 * p.base)),
    ],
    [/^dividing twice the area by half the base$/, (p) => num((2 * p.b * p.h) / (p.b / 2))],
    [/^giving the common area$/, (p) => num(p.form === 'triangle' ? p.b * p.h : (p.b * p.big) / 2)],
    [/^doubling instead of halving$/, (p) => num(2 * p.big)],
    [/^halving twice$/, (p) => num(p.big / 4)],
    [/^forgetting the ½ in the triangle’s area$/, (p) => num((p.b * p.h) / p.base)],
    [/^dividing by half the base as well$/, (p) => num((2 * p.b * p.h) / (p.base / 2))],
    [/^doubling the parallelogram's height$/, (p) => num(2 * p.h)],
    [/^taking the parallelogram's height$/, (p) => num(p.h)],
  ],
};

// ── geometry ─────────────────────────────────────────────────────────────────────────────────────

/** The radius whose half-chord and distance make a right triangle, by bisection. */
const chordCircle = (p: Params): number => bisect((r) => r * r - (p.chord / 2) ** 2 - p.d * p.d, 0, 1e4);
const chordKey = (p: Params): number => (p.ask === 'diameter' ? 2 : 1) * chordCircle(p);

/** Circle statements, true or false, written out here. */
const CIRCLE_TRUTH: Readonly<Record<string, boolean>> = {
  'The tangents drawn at the ends of a diameter of a circle are parallel.': true,
  'The tangents drawn at the ends of a diameter of a circle meet at right angles.': false,
  'The tangent at any point of a circle is perpendicular to the radius through the point of contact.': true,
  'The tangent at any point of a circle makes an angle of 45° with the radius through the point of contact.': false,
  'The lengths of the two tangents drawn from an external point to a circle are equal.': true,
  'The lengths of the two tangents drawn from an external point to a circle are always unequal.': false,
  'Equal chords of a circle are equidistant from the centre.': true,
  'Of two chords of a circle, the longer one is farther from the centre.': false,
  'The perpendicular from the centre of a circle to a chord bisects the chord.': true,
  'A chord of a circle can be longer than its diameter.': false,
  'The angle in a semicircle is a right angle.': true,
  'The angle in a semicircle is an obtuse angle.': false,
  'The opposite angles of a cyclic quadrilateral are supplementary.': true,
  'The opposite angles of a cyclic quadrilateral are always equal.': false,
  'Angles in the same segment of a circle are equal.': true,
  'Angles in the same segment of a circle are supplementary.': false,
  'The angle an arc subtends at the centre is double the angle it subtends at any point on the remaining part of the circle.': true,
  'The angle an arc subtends at the centre is half the angle it subtends at any point on the remaining part of the circle.': false,
  'Exactly one circle passes through three points that are not in a straight line.': true,
  'A circle can be drawn through any three points in a straight line.': false,
  'If two circles touch each other externally, the distance between their centres is the sum of their radii.': true,
  'If two circles touch each other externally, the distance between their centres is the difference of their radii.': false,
};

/** The statement a mistake's words point at: its key words (the statement's subject) looked up. */
const STATEMENT_WORDS: readonly [RegExp, string][] = [
  [/tangents at the ends of a diameter/, 'tangents drawn at the ends of a diameter'],
  [/tangent (is perpendicular to|makes 45° with) the radius/, 'tangent at any point'],
  [/two tangents from an external point/, 'two tangents drawn from an external point'],
  [/equal chords|longer chord/, 'chord'],
  [/perpendicular from the centre bisects|chord can be longer/, 'chord'],
  [/angle in a semicircle/, 'angle in a semicircle'],
  [/cyclic quadrilateral/, 'cyclic quadrilateral'],
  [/same segment/, 'same segment'],
  [/angle at the centre/, 'subtends at the centre'],
  [/three points/, 'three points'],
  [/touching externally/, 'touch each other externally'],
];

/** The statement of the truth asked that a doubted fact (true) or a believed myth (false) names. */
function namedStatement(p: Params, phrase: string, truth: boolean): string {
  const statements = p.statements as string[];
  const found = statements.filter((s) => {
    if (CIRCLE_TRUTH[s] !== truth) return false;
    return STATEMENT_WORDS.some(
      ([re, words]) => re.test(phrase) && s.includes(words) && (words !== 'chord' || chordMatch(phrase, s)),
    );
  });
  return found.length === 1 ? found[0]! : '(no single statement)';
}
const chordMatch = (phrase: string, s: string): boolean =>
  /equal chords|longer chord/.test(phrase)
    ? /Equal chords|longer one/.test(s)
    : /perpendicular from the centre|longer than its diameter/.test(s);

function polygonOf(fits: (e: number, i: number) => boolean): number {
  for (let n = 3; n <= 400; n += 1) {
    const e = 360 / n;
    if (fits(e, 180 - e)) return n;
  }
  return NaN;
}
const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
function polygonKey(p: Params): number {
  if (p.form === 'exterior') return polygonOf((e) => near(e, p.e));
  if (p.form === 'ratio') return polygonOf((e, i) => near(i * p.q, e * p.p));
  return polygonOf((e, i) => near(i - e, p.gap));
}
/** The exterior angle the question gives or implies. */
const exteriorOf = (p: Params): number => 360 / polygonKey(p);

export const QO_GEOMETRY_SOLVERS: Record<string, Solver> = {
  chordRadius: (p) => num(chordKey(p)),
  circleStatements: (p) =>
    text((p.statements as string[]).find((s) => CIRCLE_TRUTH[s] === (p.ask === 'correct')) ?? '(none)'),
  polygonSides: (p) => num(polygonKey(p)),
};

export const QO_GEOMETRY_CHECKS: Record<string, Checks> = {
  chordRadius: [
    [
      /^using the whole chord in place of half of it(, then doubling)?$/,
      (p, m) => num((m[1] ? 2 : 1) * Math.hypot(p.chord, p.d)),
    ],
    [
      /^adding the half-chord and the distance(, then doubling)?$/,
      (p, m) => num((m[1] ? 2 : 1) * (p.chord / 2 + p.d)),
    ],
    [/^giving the diameter, not the radius$/, (p) => num(2 * chordCircle(p))],
    [/^giving the radius, not the diameter$/, (p) => num(chordCircle(p))],
    [
      /^subtracting the squares(, then doubling)?$/,
      (p, m) => num((m[1] ? 2 : 1) * Math.sqrt(Math.abs((p.chord / 2) ** 2 - p.d ** 2))),
    ],
    [/^taking half the chord as the radius$/, (p) => num(p.chord / 2)],
    [/^taking the distance as the radius$/, (p) => num(p.d)],
    [/^forgetting the square root$/, (p) => num((p.chord / 2) ** 2 + p.d ** 2)],
    [/^forgetting the square root, then doubling$/, (p) => num(2 * ((p.chord / 2) ** 2 + p.d ** 2))],
    [/^subtracting the distance from the half-chord$/, (p) => num(Math.abs(p.chord / 2 - p.d))],
    [/^taking the chord as the diameter$/, (p) => num(p.chord)],
    [/^taking twice the distance as the diameter$/, (p) => num(2 * p.d)],
  ],
  circleStatements: [
    [/^doubting that (.+)$/, (p, m) => text(namedStatement(p, m[1]!, true))],
    [/^believing that (.+)$/, (p, m) => text(namedStatement(p, m[1]!, false))],
  ],
  polygonSides: [
    [/^dividing 180° by the exterior angle$/, (p) => num(180 / exteriorOf(p))],
    [/^dividing 360° by the interior angle$/, (p) => num(360 / (180 - exteriorOf(p)))],
    [
      /^dividing the interior angle by the exterior angle$/,
      (p) => num((180 - exteriorOf(p)) / exteriorOf(p)),
    ],
    [/^adding the terms of the ratio$/, (p) => num(p.p + p.q)],
    [/^reading the ratio the other way round$/, (p) => num(360 / ((180 * p.p) / (p.p + p.q)))],
    [/^sharing 360° in the ratio$/, (p) => num(360 / ((360 * p.q) / (p.p + p.q)))],
    [/^not halving 180° − the difference$/, (p) => num(360 / (180 - p.gap))],
    [/^taking the difference as the exterior angle$/, (p) => num(360 / p.gap)],
    [/^taking the angle sum as 720°$/, (p) => num(720 / exteriorOf(p))],
    [/^giving the number of diagonals$/, (p) => num((polygonKey(p) * (polygonKey(p) - 3)) / 2)],
    [/^subtracting 2, as in the interior angle sum$/, (p) => num(polygonKey(p) - 2)],
    [/^adding 2, as in the interior angle sum$/, (p) => num(polygonKey(p) + 2)],
  ],
};
