/**
 * Independent solvers and trap-note checks for coverage audit 4's geometry and mensuration forms of
 * brief qi (geometryAudit5.ts, mensurationAudit5.ts). Each answer is found another way than the
 * generator's: the bisector's foot found in coordinates and the unknown side by bisection; the kite's x
 * and y by bisection on its equations; the congruent triangles built in coordinates (ADE as ABC turned
 * about A) and the asked angle measured; the circumcentre found from two perpendicular bisectors and
 * the angles measured; the star's points from 180°(n − 4); the wire's radius by bisection on the
 * volumes; the shaded areas from the square's side r·cos 45°.
 */
import type { Checks } from './trap-expected';
import { bisect, num, ratio, type Params, type Solver } from './values';

const RAD = Math.PI / 180;
type P2 = [number, number];

/** The angle at Q of P-Q-R, in degrees. */
function angleAt(p: P2, q: P2, r: P2): number {
  const u = [p[0] - q[0], p[1] - q[1]];
  const v = [r[0] - q[0], r[1] - q[1]];
  return (
    Math.acos((u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!))) / RAD
  );
}

/** BD, where the bisector of ∠A meets BC: B = (0, 0), C = (bc, 0), A from the sides, the bisector walked to BC. */
function bisectorFoot(ab: number, ac: number, bc: number): number {
  const ax = (ab * ab - ac * ac + bc * bc) / (2 * bc);
  const ay = Math.sqrt(ab * ab - ax * ax);
  const toB = [-ax / ab, -ay / ab];
  const toC = [(bc - ax) / ac, -ay / ac];
  const d = [toB[0]! + toC[0]!, toB[1]! + toC[1]!];
  return ax + (d[0]! * -ay) / d[1]!;
}
const acFor = (ab: number, bd: number, dc: number): number =>
  bisect((ac) => bd - bisectorFoot(ab, ac, bd + dc), Math.abs(bd + dc - ab) + 1e-6, bd + dc + ab - 1e-6);
const bcFor = (ab: number, ac: number, bd: number): number =>
  bisect((bc) => bisectorFoot(ab, ac, bc) - bd, Math.abs(ab - ac) + 1e-6, ab + ac - 1e-6);

/** Two sides AB, AC of a real triangle whose bisector from A cuts BC into the printed BD and DC. */
function sidesFor(bd: number, dc: number): [number, number] {
  // AB = t × BD makes a triangle for 1 < t < (BD + DC) ÷ |BD − DC|; AC is then found, not assumed
  const t = (1 + (bd + dc) / Math.abs(bd - dc)) / 2;
  const ab = t * bd;
  return [ab, acFor(ab, bd, dc)];
}

/** The kite: x from ∠ABC = ∠ADC, then ∠BCD from the angle sum, then y. */
function kite(p: Params): { b: number; c: number; y: number; yFrom: (angle: number) => number } {
  const x = bisect((t) => p.a1 * t + p.b1 - (p.a2 * t + p.b2), -1000, 1000);
  const b = p.a1 * x + p.b1;
  const c = 360 - p.a - 2 * b;
  const yFrom = (angle: number): number => bisect((t) => p.k * t + p.e - angle, -1000, 1000);
  return { b, c, y: yFrom(c), yFrom };
}

/** ABC from its angles at B and C, ADE as ABC turned about A by φ towards C; every angle at A measured. */
function fan(p: Params): Record<'BAE' | 'DAE' | 'DAC' | 'BAC', number> {
  const B: P2 = [0, 0];
  const C: P2 = [1, 0];
  // A where the rays from B at p° and from C at q° (the angle ∠ACB = ∠AED) meet
  const t = Math.sin(p.q * RAD) / Math.sin((p.p + p.q) * RAD);
  const A: P2 = [t * Math.cos(p.p * RAD), t * Math.sin(p.p * RAD)];
  const turn = (P: P2, deg: number): P2 => {
    const [dx, dy] = [P[0] - A[0], P[1] - A[1]];
    const [c, s] = [Math.cos(deg * RAD), Math.sin(deg * RAD)];
    return [A[0] + c * dx - s * dy, A[1] + s * dx + c * dy];
  };
  // the turn that takes B towards C (D inside ∠BAC)
  const sign = angleAt(turn(B, 1), A, C) < angleAt(B, A, C) ? 1 : -1;
  const D = turn(B, sign * p.phi);
  const E = turn(C, sign * p.phi);
  return { BAE: angleAt(B, A, E), DAE: angleAt(D, A, E), DAC: angleAt(D, A, C), BAC: angleAt(B, A, C) };
}
const edFor = (p: Params): { x: number; len: number } => {
  const x = bisect((t) => p.a * t + p.b - (p.c * t + p.d), -1000, 1000);
  return { x, len: p.c * x + p.d };
};

/** An isosceles acute triangle with apex angle a in coordinates, its circumcentre O and L the foot on BC. */
function circum(a: number): { bol: number; obc: number; boc: number } {
  const B: P2 = [-1, 0];
  const C: P2 = [1, 0];
  const A: P2 = [0, 1 / Math.tan((a / 2) * RAD)];
  // O on the perpendicular bisector of BC (x = 0), equidistant from A and B
  const oy = bisect((y) => Math.hypot(B[0], B[1] - y) - Math.abs(A[1] - y), -100, A[1]);
  const O: P2 = [0, oy];
  const L: P2 = [0, 0];
  return { bol: angleAt(B, O, L), obc: angleAt(O, B, C), boc: angleAt(B, O, C) };
}
const circumGiven = (p: Params): number =>
  p.ask === 'BAC' ? bisect((a) => circum(a).obc - p.given, 1, 179) : p.given;

/** The points of an n-pointed star {n/2} add to 180°(n − 4). */
const starSum = (n: number): number => 180 * (n - 4);

/** The wire's radius in mm: π r² L = the volume, L in cm. */
function wire(p: Params): number {
  const lengthCm = p.length * 100;
  const volume =
    p.from === 'volume'
      ? p.volume / (22 / 7)
      : p.from === 'sphere'
        ? (4 / 3) * p.sphere ** 3
        : p.rod ** 2 * p.rodLength;
  return 10 * bisect((r) => r * r * lengthCm - volume, 0, 100);
}

/** Shaded areas with π = 22/7; the square in the quadrant or circle has side (radius) × cos 45°. */
function shaded(p: Params): { key: number; square: number; round: number } {
  const pi = 22 / 7;
  if (p.form === 'quadrant' || p.form === 'quadrantSide') {
    const r = p.form === 'quadrant' ? p.given : p.given / Math.cos(45 * RAD);
    const side = r * Math.cos(45 * RAD);
    return { key: (pi * r * r) / 4 - side * side, square: side * side, round: (pi * r * r) / 4 };
  }
  if (p.form === 'circle') {
    const side = 2 * p.r * Math.cos(45 * RAD);
    return { key: pi * p.r ** 2 - side * side, square: side * side, round: pi * p.r ** 2 };
  }
  const radius = p.a / 2;
  return { key: p.a ** 2 - pi * radius ** 2, square: p.a ** 2, round: pi * radius ** 2 };
}

export const QI_GEOMETRY_SOLVERS: Record<string, Solver> = {
  bisectorBackward: (p: Params) =>
    p.ask === 'ratio'
      ? ratio(...sidesFor(p.bd, p.dc))
      : p.ask === 'side'
        ? num(acFor(p.ab, p.bd, p.dc))
        : num(bcFor(p.ab, p.ac, p.bd)),
  kiteAngles: (p: Params) => num(kite(p).y),
  congruentFan: (p: Params) => (p.ask === 'ED' ? num(edFor(p).len) : num(fan(p)[p.ask as 'BAE'])),
  circumcentrePerpendicular: (p: Params) => {
    const a = circumGiven(p);
    return num(p.ask === 'OBC' ? circum(a).obc : p.ask === 'BOL' ? circum(a).bol : a);
  },
  markedAngleSum: (p: Params) =>
    p.form === 'star'
      ? num(starSum(5) - p.four.reduce((s: number, v: number) => s + v, 0))
      : num(180 - (180 - (180 - p.x) - (180 - p.y))),
};

const fanAngle = (which: 'BAE' | 'DAE' | 'DAC' | 'BAC') => (p: Params) => num(fan(p)[which]);

export const QI_GEOMETRY_CHECKS: Record<string, Checks> = {
  bisectorBackward: [
    [/^inverting the ratio \(DC : BD\)$/, (p) => ratio(...sidesFor(p.bd, p.dc).reverse())],
    [/^taking AB : AC = BD : BC$/, (p) => ratio(p.bd, p.bd + p.dc)],
    [/^taking AB : AC = BC : DC$/, (p) => ratio(p.bd + p.dc, p.dc)],
    [/^squaring the ratio of the segments$/, (p) => ratio(p.bd ** 2, p.dc ** 2)],
    [/^inverting the ratio \(AC = AB × BD ÷ DC\)$/, (p) => num((p.ab * p.bd) / p.dc)],
    [/^taking AC : AB = BC : BD$/, (p) => num((p.ab * (p.bd + p.dc)) / p.bd)],
    [/^taking AC : AB = DC : BC$/, (p) => num((p.ab * p.dc) / (p.bd + p.dc))],
    [/^adding the difference of the segments to AB$/, (p) => num(p.ab + p.dc - p.bd)],
    [/^giving DC, not BC$/, (p) => num(bcFor(p.ab, p.ac, p.bd) - p.bd)],
    [/^inverting the ratio \(DC = BD × AB ÷ AC\)$/, (p) => num(p.bd + (p.bd * p.ab) / p.ac)],
    [/^taking BC : BD = AC : AB$/, (p) => num((p.bd * p.ac) / p.ab)],
    [/^adding AB and AC and subtracting BD$/, (p) => num(p.ab + p.ac - p.bd)],
  ],
  kiteAngles: [
    [/^counting the equal angles/, (p) => num(kite(p).yFrom(360 - p.a - kite(p).b))],
    [/^taking ∠BCD = ∠BAD/, (p) => num(kite(p).yFrom(p.a))],
    [/^taking ∠BAD and ∠BCD supplementary/, (p) => num(kite(p).yFrom(180 - p.a))],
    [/^giving ∠BCD, not y$/, (p) => num(kite(p).c)],
    [/^taking ∠BCD = ∠ABC$/, (p) => num(kite(p).yFrom(kite(p).b))],
    [/^giving x, not y$/, (p) => num(bisect((t) => p.a1 * t + p.b1 - (p.a2 * t + p.b2), -1000, 1000))],
    [
      /^moving the constant of ∠BCD across/,
      (p) => num(bisect((t) => p.k * t - p.e - kite(p).c, -1000, 1000)),
    ],
  ],
  congruentFan: [
    [/^giving x, not ED$/, (p) => num(edFor(p).x)],
    [/^moving a constant across/, (p) => num(p.c * ((p.d + p.b) / (p.a - p.c)) + p.d)],
    [/^adding the coefficients of x/, (p) => num(p.c * ((p.d - p.b) / (p.a + p.c)) + p.d)],
    [/^adding BC and ED$/, (p) => num(2 * edFor(p).len)],
    [/^leaving out ∠BAD \(giving ∠BAC\)$|^not subtracting ∠BAD \(giving ∠BAC\)$/, fanAngle('BAC')],
    [/^subtracting ∠BAD instead of adding it$|^subtracting ∠BAD \(giving ∠DAC\)$/, fanAngle('DAC')],
    [/^adding ∠BAD instead of subtracting it$|^adding ∠BAD \(giving ∠BAE\)$/, fanAngle('BAE')],
    [/^adding both ∠BAD and ∠CAE to ∠BAC$/, (p) => num(fan(p).BAC + 2 * p.phi)],
    [/^adding ∠BAC and ∠DAE$/, (p) => num(fan(p).BAC + fan(p).DAE)],
    [/^giving ∠BAD \+ ∠CAE$/, (p) => num(2 * p.phi)],
    [/^subtracting only ∠ABC from 180°$/, (p) => num(180 - p.p)],
    [/^subtracting only ∠AED from 180°$/, (p) => num(180 - p.q)],
    [/^taking ∠DAE = ∠BAD$|^giving ∠BAD$/, (p) => num(p.phi)],
    [/^subtracting both ∠BAD and ∠CAE$/, (p) => num(fan(p).BAC - 2 * p.phi)],
  ],
  circumcentrePerpendicular: [
    [/^taking ∠BOL as ∠BOC/, (p) => num(circum(circumGiven(p)).boc)],
    [/^halving ∠A$/, (p) => num(circumGiven(p) / 2)],
    [/^giving ∠OBL/, (p) => num(circum(circumGiven(p)).obc)],
    [/^taking ∠BOL = 180° − ∠A$/, (p) => num(180 - circumGiven(p))],
    [/^taking ∠BOL = 90° \+ ∠A\/2$/, (p) => num(90 + circumGiven(p) / 2)],
    [/^giving ∠BOL \(= ∠A\)$/, (p) => num(circum(circumGiven(p)).bol)],
    [/^taking ∠BOL as ∠A\/2/, (p) => num(90 - circumGiven(p) / 2)],
    [/^taking ∠OBC = 180° − ∠BOC$/, (p) => num(180 - circum(circumGiven(p)).boc)],
    [/^halving 90° − ∠A$/, (p) => num(circum(circumGiven(p)).obc / 2)],
    [/^adding ∠A to 90°$/, (p) => num(90 + circumGiven(p))],
    [/^taking ∠BAC = ∠OBC$/, (p) => num(p.given)],
    [/^giving ∠BOC \(180° − 2∠OBC\)$/, (p) => num(circum(circumGiven(p)).boc)],
    [/^adding ∠OBC to 90°$/, (p) => num(90 + p.given)],
    [/^halving ∠BOL/, (p) => num(circum(circumGiven(p)).bol / 2)],
  ],
  markedAngleSum: [
    [
      /^taking the sum of the points as (\d+)°/,
      (p, m) => num(Number(m[1]) - p.four.reduce((s: number, v: number) => s + v, 0)),
    ],
    [/^taking every point as (36|72)°/, (_p, m) => num(m[1] === '36' ? 180 / 5 : 360 / 5)],
    [
      /^taking the average of the four given angles$/,
      (p) => num(p.four.reduce((s: number, v: number) => s + v, 0) / 4),
    ],
    [
      /^leaving out one of the given angles$/,
      (p) => num(starSum(5) - p.four.reduce((s: number, v: number) => s + v, 0) + Math.min(...p.four)),
    ],
    [/^giving the interior angle at R$/, (p) => num(180 - (180 - p.x) - (180 - p.y))],
    [/^taking the sum of the exterior angles as 540°$/, (p) => num(540 - p.x - p.y)],
    [/^taking z as the sum of x and y$/, (p) => num(p.x + p.y)],
    [/^averaging x and y$/, (p) => num((p.x + p.y) / 2)],
    [/^taking z as the difference of x and y$/, (p) => num(Math.abs(p.x - p.y))],
  ],
};

export const QI_MENSURATION_SOLVERS: Record<string, Solver> = {
  wireRadius: (p: Params) => num(wire(p)),
  shadedInscribed: (p: Params) => num(shaded(p).key),
};

export const QI_MENSURATION_CHECKS: Record<string, Checks> = {
  wireRadius: [
    [/^not converting the length from metres/, (p) => num(wire({ ...p, length: p.length / 100 }))],
    [/^giving the diameter, not the radius$/, (p) => num(2 * wire(p))],
    [/^forgetting the square root/, (p) => num(wire(p) ** 2)],
    [/^halving the value found/, (p) => num(wire(p) / 2)],
    [/^giving the radius in cm as if it were in mm$/, (p) => num(wire(p) / 10)],
  ],
  shadedInscribed: [
    [/^finding one of the two shaded parts only$/, (p) => num(shaded(p).key / 2)],
    [/^finding one of the four shaded parts only$|^finding one corner only$/, (p) => num(shaded(p).key / 4)],
    [/^finding two of the four corners only$/, (p) => num(shaded(p).key / 2)],
    [/^giving the quadrant's area$|^giving the circle's area$/, (p) => num(shaded(p).round)],
    [/^giving the square's area$/, (p) => num(shaded(p).square)],
    [/^taking the whole circle, not a quarter of it$/, (p) => num(4 * shaded(p).round - shaded(p).square)],
    [/^taking the square's side as half the radius$/, (p) => num(shaded(p).round - p.given ** 2 / 4)],
    [
      /^taking the radius equal to the square's side$/,
      (p) => num(shaded({ form: 'quadrant', given: p.given }).key),
    ],
    [/^subtracting half the square$/, (p) => num(shaded(p).round - shaded(p).square / 2)],
    [/^taking the square's side as the radius$/, (p) => num(shaded(p).round - p.r ** 2)],
    [/^finding the square around the circle minus the circle$/, (p) => num((2 * p.r) ** 2 - shaded(p).round)],
    [
      /^finding the circle around the square minus the square$/,
      (p) => num((22 / 7) * (p.a / Math.cos(45 * RAD) / 2) ** 2 - p.a ** 2),
    ],
  ],
};
