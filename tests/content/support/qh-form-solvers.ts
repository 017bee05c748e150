/**
 * Independent solvers and trap-note checks for coverage audit 4's algebra and trigonometry forms
 * (algebraAudit5.ts, trigonometryAudit5.ts). Each answer is found another way than the generator's:
 * x itself solved from x ± 1/x = k (or from x⁴ + 1/x⁴ by bisection) and the asked expression evaluated
 * at it; the product multiplied out term by term and the trinomial's root found by search; sin(A ± B)
 * by the expansion formula with a table of standard values; the quotient of tangents, and the powers
 * of sin θ and cos θ at two angles, evaluated with Math; a ratio beyond 90° by the quadrant rule (ASTC)
 * and a table of acute values.
 */
import type { Checks } from './trap-expected';
import { bisect, num, text, type Params, type Solver } from './values';

const RAD = Math.PI / 180;
const MINUS = '−';

// ---- algebra -------------------------------------------------------------------------------------

/** The root x > 1 of x + 1/x = k (or x − 1/x = k). */
const rootOf = (p: Params): number =>
  p.minus ? bisect((x) => x - 1 / x - p.k, 1, 1e4) : bisect((x) => x + 1 / x - p.k, 1, 1e4);
const quotientAt = (p: Params, x: number): number => p.m / (x * x - p.k * x + p.c);

/** x > 1 with x⁴ + 1/x⁴ = f, and the sum or difference with its reciprocal at each power. */
function fromFourth(p: Params): { t: number; s2: number; cube: number } {
  const x = bisect((y) => y ** 4 + y ** -4 - p.f, 1, 100);
  const sgn = p.minus ? -1 : 1;
  return { t: x + sgn / x, s2: x * x + 1 / (x * x), cube: x ** 3 + sgn / x ** 3 };
}

/** "5x³ + 8y³" from the coefficients, a 1 left out. */
const pair = (a: number, b: number, x: string, y: string): string =>
  `${a === 1 ? '' : a}${x} ${b < 0 ? MINUS : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}${y}`;

/** (px ± qy)(p²x² ∓ pqxy + q²y²) multiplied out: coefficients of x³, x²y, xy², y³. */
function product(p: Params): number[] {
  const s = p.minus ? -1 : 1;
  const first = [p.p, s * p.q]; // x, y
  const second = [p.p * p.p, -s * p.p * p.q, p.q * p.q]; // x², xy, y²
  const out = [0, 0, 0, 0];
  first.forEach((u, i) => second.forEach((v, j) => (out[i + j]! += u * v)));
  return out;
}
const cubes = (p: Params): string => {
  const [x3, x2y, xy2, y3] = product(p);
  if (x2y !== 0 || xy2 !== 0) throw new Error('not a sum of cubes');
  return pair(x3!, y3!, 'x³', 'y³');
};

/** r x + s y with (r x + s y)² = a x² + b xy + c y², r > 0. */
function trinomialRoot(p: Params): [number, number] {
  for (let r = 1; r <= 30; r += 1)
    for (let s = -40; s <= 40; s += 1) if (r * r === p.a && 2 * r * s === p.b && s * s === p.c) return [r, s];
  throw new Error('not a perfect square');
}

export const QH_ALGEBRA_SOLVERS: Record<string, Solver> = {
  relationQuotient: (p) => num(quotientAt(p, rootOf(p))),
  fourthToCubes: (p) => num(fromFourth(p).cube),
  cubeProduct: (p) => text(cubes(p)),
  trinomialRoot: (p) => {
    const [r, s] = trinomialRoot(p);
    return text(pair(r, s, 'x', 'y'));
  },
};

export const QH_ALGEBRA_CHECKS: Record<string, Checks> = {
  relationQuotient: [
    // x² − kx taken as v: the denominator is v + c
    [/^taking x² − \d+x as (−?\d+)/, (p, m) => num(p.m / (Number(m[1]!.replace(MINUS, '-')) + p.c))],
    [
      /^multiplying \d+ by the denominator instead of dividing$/,
      (p) => num((p.m * p.m) / quotientAt(p, rootOf(p))),
    ],
    [/^turning the quotient upside down$/, (p) => num(1 / quotientAt(p, rootOf(p)))],
  ],
  fourthToCubes: [
    [
      /^subtracting 3\(x − 1\/x\) instead of adding it$/,
      (p) => num(fromFourth(p).t ** 3 - 3 * fromFourth(p).t),
    ],
    [
      /^adding 3\(x \+ 1\/x\) instead of subtracting it$/,
      (p) => num(fromFourth(p).t ** 3 + 3 * fromFourth(p).t),
    ],
    [/^just cubing x [+−] 1\/x$/, (p) => num(fromFourth(p).t ** 3)],
    [/^stopping at x [+−] 1\/x$/, (p) => num(fromFourth(p).t)],
    [/^stopping at x² \+ 1\/x²$/, (p) => num(fromFourth(p).s2)],
    [/^adding 3\(x² \+ 1\/x²\) instead/, (p) => num(fromFourth(p).t ** 3 + 3 * fromFourth(p).s2)],
    [/^adding 3\(x − 1\/x\)² instead/, (p) => num(fromFourth(p).t ** 3 + 3 * fromFourth(p).t ** 2)],
    [/^multiplying x \+ 1\/x by x² \+ 1\/x² without the −1$/, (p) => num(fromFourth(p).t * fromFourth(p).s2)],
  ],
  cubeProduct: [
    [/^taking it as a (sum|difference) of cubes$/, (p) => text(cubes({ ...p, minus: !p.minus }))],
    [/^cubing the letters but not the numbers$/, (p) => text(pair(p.p, p.minus ? -p.q : p.q, 'x³', 'y³'))],
    [
      /^squaring the numbers instead of cubing them$/,
      (p) => text(pair(p.p ** 2, (p.minus ? -1 : 1) * p.q ** 2, 'x³', 'y³')),
    ],
    [/^multiplying the numbers by 3/, (p) => text(pair(3 * p.p, (p.minus ? -3 : 3) * p.q, 'x³', 'y³'))],
  ],
  trinomialRoot: [
    [
      /^giving the middle term the sign/,
      (p) => text(pair(trinomialRoot(p)[0], -trinomialRoot(p)[1], 'x', 'y')),
    ],
    [
      /^taking the root of the letters but not of the numbers$/,
      (p) => text(pair(p.a, Math.sign(p.b) * p.c, 'x', 'y')),
    ],
    [
      /^taking half the middle coefficient as the second term$/,
      (p) => text(pair(trinomialRoot(p)[0], p.b / 2, 'x', 'y')),
    ],
    [
      /^dividing the middle coefficient by the first root without halving$/,
      (p) => text(pair(trinomialRoot(p)[0], p.b / trinomialRoot(p)[0], 'x', 'y')),
    ],
  ],
};

// ---- trigonometry --------------------------------------------------------------------------------

const R2 = Math.SQRT2;
const R3 = Math.sqrt(3);
/** sin and cos of the standard acute angles. */
const SIN: Record<number, number> = { 0: 0, 30: 1 / 2, 45: 1 / R2, 60: R3 / 2, 90: 1 };
const COS: Record<number, number> = { 0: 1, 30: R3 / 2, 45: 1 / R2, 60: 1 / 2, 90: 0 };

/** sin or cos of A ± B by the expansion formula. */
function expand(f: string, A: number, B: number, sign: number): number {
  return f === 'sin'
    ? SIN[A]! * COS[B]! + sign * COS[A]! * SIN[B]!
    : COS[A]! * COS[B]! - sign * SIN[A]! * SIN[B]!;
}

/** A ratio at an acute standard angle. */
function acute(f: string, a: number): number {
  const s = SIN[a]!;
  const c = COS[a]!;
  return { sin: s, cos: c, tan: s / c, cot: c / s, sec: 1 / c, cosec: 1 / s }[f]!;
}

/** A ratio at any angle of the four quadrants: All, Sin, Tan, Cos positive in quadrants I to IV. */
function anyAngle(f: string, deg: number): number {
  const quadrant = Math.floor(deg / 90) + 1;
  const ref = [deg, 180 - deg, deg - 180, 360 - deg][quadrant - 1]!;
  const positive =
    quadrant === 1 ||
    (quadrant === 2 && (f === 'sin' || f === 'cosec')) ||
    (quadrant === 3 && (f === 'tan' || f === 'cot')) ||
    (quadrant === 4 && (f === 'cos' || f === 'sec'));
  return (positive ? 1 : -1) * acute(f, ref);
}

/** The acute angle a ratio beyond 90° is read at. */
const refOf = (deg: number): number => [deg, 180 - deg, deg - 180, 360 - deg][Math.floor(deg / 90)]!;

const RECIPROCAL: Record<string, string> = {
  sin: 'cosec',
  cos: 'sec',
  tan: 'cot',
  cot: 'tan',
  sec: 'cos',
  cosec: 'sin',
};

/** The quotient of tangents, evaluated. */
const tanQuotient = (p: Params): number => {
  const [x, y] = [Math.tan(p.X * RAD), Math.tan(p.Y * RAD)];
  return p.minus ? (x - y) / (1 + x * y) : (x + y) / (1 - x * y);
};

const compound = (p: Params): number =>
  p.form === 'tan' ? tanQuotient(p) : expand(p.f, p.A, p.B, p.minus ? -1 : 1);

/** a(sin⁴θ + cos⁴θ) + b(sin⁶θ + cos⁶θ) + c sin²θ cos²θ at θ, with sin²θ cos²θ taken as `sc` when given. */
function powers(p: Params, deg: number, sc?: number, dropLast = false): number {
  const [s, c] = [Math.sin(deg * RAD), Math.cos(deg * RAD)];
  const last = dropLast ? 0 : p.c * (sc ?? s * s * c * c);
  return p.a * (s ** 4 + c ** 4) + p.b * (s ** 6 + c ** 6) + last;
}

const terms = (p: Params): number[] => (p.terms as [string, number][]).map(([f, deg]) => anyAngle(f, deg));
const combine = (p: Params, v: number[]): number => v[0]! + p.signs[1] * v[1]!;

export const QH_TRIGONOMETRY_SOLVERS: Record<string, Solver> = {
  compoundAngle: (p) => num(compound(p)),
  fourSixPowers: (p) => {
    const [one, two] = [powers(p, 17), powers(p, 71)];
    if (Math.abs(one - two) > 1e-9) throw new Error('not a constant');
    return num(one);
  },
  beyondRightAngle: (p) => {
    const v = terms(p);
    return num(v.length === 1 ? v[0]! : combine(p, v));
  },
};

export const QH_TRIGONOMETRY_CHECKS: Record<string, Checks> = {
  compoundAngle: [
    [/^taking A [+−] B instead of/, (p) => num(expand(p.f, p.A, p.B, p.minus ? 1 : -1))],
    [/^finding (sin|cos)\(A [+−] B\) instead$/, (p, m) => num(expand(m[1]!, p.A, p.B, p.minus ? -1 : 1))],
    [
      /^keeping only the first product of the formula$/,
      (p) => num(p.f === 'sin' ? SIN[p.A]! * COS[p.B]! : COS[p.A]! * COS[p.B]!),
    ],
    [
      /^keeping only the second product of the formula$/,
      (p) =>
        num(
          p.f === 'sin'
            ? (p.minus ? -1 : 1) * COS[p.A]! * SIN[p.B]!
            : (p.minus ? 1 : -1) * SIN[p.A]! * SIN[p.B]!,
        ),
    ],
    [/^getting the sign of the answer wrong$/, (p) => num(-compound(p))],
    [/^giving (sin|cos|cot|sec|cosec) \d+°$/, (p, m) => num(acute(m[1]!, p.minus ? p.X - p.Y : p.X + p.Y))],
    [/^reading it as tan\(/, (p) => num(Math.tan((p.minus ? p.X + p.Y : p.X - p.Y) * RAD))],
  ],
  fourSixPowers: [
    [/^adding all three coefficients$/, (p) => num(p.a + p.b + p.c)],
    [/^giving the coefficient of sin²θ cos²θ$/, (p) => num(p.c)],
    [/^putting θ = 45° and dropping/, (p) => num(powers(p, 45, undefined, true))],
    [/^putting θ = 45° and taking sin²θ cos²θ as 1\/2$/, (p) => num(powers(p, 45, 1 / 2))],
    [/^counting only the fourth powers$/, (p) => num(powers({ ...p, b: 0, c: 0 }, 0))],
    [/^counting only the sixth powers$/, (p) => num(powers({ ...p, a: 0, c: 0 }, 0))],
  ],
  beyondRightAngle: [
    [/^getting the sign of the quadrant wrong$/, (p) => num(-terms(p)[0]!)],
    [
      /^reading the ratio at \d+° instead of/,
      (p) => {
        const [f, deg] = p.terms[0] as [string, number];
        return num(Math.sign(anyAngle(f, deg)) * acute(f, 90 - refOf(deg)));
      },
    ],
    [
      /^reading the ratio at \d+° and getting the sign wrong$/,
      (p) => {
        const [f, deg] = p.terms[0] as [string, number];
        return num(-Math.sign(anyAngle(f, deg)) * acute(f, 90 - refOf(deg)));
      },
    ],
    [
      /^giving (\w+) \d+° instead$/,
      (p, m) => {
        const [f, deg] = p.terms[0] as [string, number];
        if (m[1] !== RECIPROCAL[f]) throw new Error(`${m[1]} is not the reciprocal of ${f}`);
        return num(anyAngle(m[1]!, deg));
      },
    ],
    [
      /^giving (\w+) \d+° with the sign wrong$/,
      (p, m) => num(-anyAngle(m[1]!, (p.terms[0] as [string, number])[1])),
    ],
    [/^taking every ratio as positive/, (p) => num(combine(p, terms(p).map(Math.abs)))],
    [/^getting the sign of the first ratio wrong$/, (p) => num(combine(p, [-terms(p)[0]!, terms(p)[1]!]))],
    [/^getting the sign of the second ratio wrong$/, (p) => num(combine(p, [terms(p)[0]!, -terms(p)[1]!]))],
    [/^getting the signs of both ratios wrong$/, (p) => num(combine(p, [-terms(p)[0]!, -terms(p)[1]!]))],
    [
      /^giving the reciprocal ratios$/,
      (p) =>
        num(
          combine(
            p,
            (p.terms as [string, number][]).map(([f, deg]) => anyAngle(RECIPROCAL[f]!, deg)),
          ),
        ),
    ],
  ],
};
