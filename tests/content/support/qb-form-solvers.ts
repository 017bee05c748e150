/**
 * Independent solvers and trap-note checks for geometryMoreFacts.ts and trigonometryEquations.ts: the
 * figures are built in coordinates and their lengths and angles measured (no ∠AOD = 3∠BCO, no PR² + QS²
 * = PQ² + SR²); the longest chord is found by scanning chords; the equation's angle and the extremes of
 * a·sin²θ + b·cos²θ are found by evaluating the expression with Math.sin over the degrees; heights and
 * distances by walking a line of sight from the top at the stated angle down to the ground.
 */
import type { Checks } from './trap-expected';
import { num, text, type Params, type Solver } from './values';

type Point = [number, number];
const dist = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);
const RAD = Math.PI / 180;
/** The angle at O between OP and OQ, in degrees. */
const angleAt = (o: Point, p: Point, q: Point): number => {
  const [u, v] = [
    [p[0] - o[0], p[1] - o[1]],
    [q[0] - o[0], q[1] - o[1]],
  ] as const;
  return Math.acos((u[0] * v[0] + u[1] * v[1]) / (Math.hypot(...u) * Math.hypot(...v))) / RAD;
};

// ── the longest chord ─────────────────────────────────────────────────────────────────────────────

/** The longest chord of a circle of radius r, and its distance from the centre, by scanning chords. */
function longest(r: number): { length: number; distance: number } {
  let best = { length: 0, distance: r };
  for (let i = 0; i <= 2000; i += 1) {
    const d = (r * i) / 2000;
    const length = 2 * Math.sqrt(Math.max(0, r * r - d * d));
    if (length > best.length) best = { length, distance: d };
  }
  return best;
}
/** The radius from a circumference, π taken as 22/7 as the question says. */
const radiusOf = (circumference: number): number => circumference / (2 * (22 / 7));

// ── an altitude in a triangle ─────────────────────────────────────────────────────────────────────

/** Lengths of the named segments of a triangle with the apex over a foot between the base's ends. */
function segments(letters: string[], qs: number, sr: number, h: number): Record<string, number> {
  const [P, Q, R, S] = letters as [string, string, string, string];
  const at: Record<string, Point> = { [S]: [0, 0], [Q]: [-qs, 0], [R]: [sr, 0], [P]: [0, h] };
  const lengths: Record<string, number> = {};
  for (const x of [P, Q, R, S])
    for (const y of [P, Q, R, S]) if (x !== y) lengths[x + y] = dist(at[x]!, at[y]!);
  return lengths;
}

/** Does a statement like "PR² + QS² = PQ² + SR²" or "PS² = QS × SR" hold for these lengths? */
function holds(statement: string, lengths: Record<string, number>): boolean {
  const side = (expr: string): number =>
    expr.split(' + ').reduce((total, term) => {
      if (term.includes(' × ')) return total + term.split(' × ').reduce((p, s) => p * lengths[s]!, 1);
      const squared = term.endsWith('²');
      const l = lengths[term.replace('²', '')]!;
      return total + (squared ? l * l : l);
    }, 0);
  const [left, right] = statement.split(' = ') as [string, string];
  return Math.abs(side(left) - side(right)) < 1e-6;
}

/** The one statement that holds in three unlike triangles (the apex over a foot between Q and R). */
function trueStatement(p: Params): string {
  const shapes: [number, number, number][] = [
    [3, 7, 5],
    [2, 9, 4],
    [6, 5, 11],
  ];
  const found = (p.statements as string[]).filter((s) =>
    shapes.every(([qs, sr, h]) => holds(s, segments(p.letters, qs, sr, h))),
  );
  return found.length === 1 ? found[0]! : `(${found.length} statements hold)`;
}

/** PR from PQ, QS, SR: the altitude from PQ and QS, then PR in coordinates. */
function missingSide(p: Params): { pr: number; ps: number } {
  const ps = Math.sqrt(p.pq * p.pq - p.qs * p.qs);
  return { pr: dist([0, ps], [p.sr, 0]), ps };
}

// ── congruent arcs ────────────────────────────────────────────────────────────────────────────────

/** A chord of the unit circle from the angle t by the arc's central angle. */
const chordAt = (t: number, angle: number): number =>
  dist([Math.cos(t * RAD), Math.sin(t * RAD)], [Math.cos((t + angle) * RAD), Math.sin((t + angle) * RAD)]);

/** What the statement's two quantities are, measured on two arcs of 70° (or two chords of 1.2) at two places. */
function arcRelation(p: Params): string {
  let first: number;
  let second: number;
  if (/chords are$/.test(p.statement)) [first, second] = [chordAt(10, 70), chordAt(150, 70)];
  else if (/centre are$/.test(p.statement)) [first, second] = [70, 70];
  else {
    // equal chords of 1.2: the central angles they cut, by scanning
    const angleOf = (t: number): number => {
      let best = 0;
      for (let a = 0; a <= 180; a += 0.01)
        if (Math.abs(chordAt(t, a) - 1.2) < Math.abs(chordAt(t, best) - 1.2)) best = a;
      return best;
    };
    [first, second] = [angleOf(20), angleOf(200)];
  }
  if (Math.abs(first - second) > 0.05) return '(not equal)';
  return (p.options as string[]).find((o) => o === 'equal' || o === 'congruent') ?? '(no option says equal)';
}

/** x where the two expressions are equal, by trying the whole numbers. */
const arcX = (p: Params): number => {
  for (let x = 1; x <= 200; x += 1) if (p.a * x + p.p === p.b * x - p.q) return x;
  return NaN;
};

// ── a chord produced by the radius ────────────────────────────────────────────────────────────────

/**
 * The figure for ∠BCO = x: O at the origin, radius 1, C on the x-axis, the line from C at x to CO
 * meeting the circle at B (with BC = 1 fixing C) and A; D where CO produced meets the circle.
 */
function chordFigure(x: number): { A: Point; B: Point; C: Point; D: Point; O: Point } {
  const O: Point = [0, 0];
  // C is where BC = 1: scan the distance OC for the nearer intersection B at 1 from C
  const meets = (c: number): [number, number] | undefined => {
    // points C + t(−cos x, sin x) on the unit circle: t² − 2tc cos x + c² − 1 = 0
    const cx = Math.cos(x * RAD);
    const disc = c * c * cx * cx - (c * c - 1);
    if (disc < 0) return undefined;
    return [c * cx - Math.sqrt(disc), c * cx + Math.sqrt(disc)];
  };
  let lo = 1;
  let hi = 2;
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    const t = meets(mid);
    if (t && t[0] < 1) lo = mid;
    else hi = mid;
  }
  const c = lo;
  const [tb, ta] = meets(c)!;
  const dir: Point = [-Math.cos(x * RAD), Math.sin(x * RAD)];
  const C: Point = [c, 0];
  const along = (t: number): Point => [C[0] + t * dir[0], C[1] + t * dir[1]];
  return { A: along(ta), B: along(tb), C, D: [-1, 0], O };
}
const aodOf = (x: number): number => {
  const f = chordFigure(x);
  return angleAt(f.O, f.A, f.D);
};
/** ∠BCO from ∠AOD, by bisection on the figure (∠AOD grows with ∠BCO). */
function bcoOf(aod: number): number {
  let [lo, hi] = [1, 44];
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (aodOf(mid) < aod) lo = mid;
    else hi = mid;
  }
  return Math.round(lo * 1e6) / 1e6;
}
const bco = (p: Params): number => (p.given === 'BCO' ? p.bco : bcoOf(p.aod));
const figureAngles = (p: Params): { bco: number; aod: number; oab: number; aoc: number; aob: number } => {
  const x = bco(p);
  const f = chordFigure(x);
  const aod = angleAt(f.O, f.A, f.D);
  return {
    bco: x,
    aod,
    oab: angleAt(f.A, f.O, f.B),
    aoc: angleAt(f.O, f.A, f.C),
    aob: angleAt(f.O, f.A, f.B),
  };
};

// ── the further equality for a congruence rule ────────────────────────────────────────────────────

/** A part: an angle "∠B" (with "= 90°" when right) or a side "AB", of ΔABC. */
interface Part {
  angle?: string;
  side?: string;
  right?: boolean;
}
const partOf = (statement: string): Part => {
  const left = statement.split(' = ')[0]!;
  if (left.startsWith('∠')) return { angle: left.slice(1), right: statement.endsWith('90°') };
  return { side: left };
};
/** The rule three equal parts (of ΔABC, with their images) prove, by where the parts sit. */
function ruleOf(parts: Part[]): string {
  const sides = parts.filter((q) => q.side).map((q) => q.side!);
  const angles = parts.filter((q) => q.angle).map((q) => q.angle!);
  const right = parts.find((q) => q.right)?.angle;
  if (sides.length === 3) return 'SSS';
  if (sides.length === 2 && angles.length === 1) {
    const [s1, s2] = sides as [string, string];
    const hypotenuse = right ? [...'ABC'].filter((v) => v !== right).join('') : undefined;
    if (right && sides.some((s) => [...s].sort().join('') === hypotenuse)) return 'RHS';
    const shared = [...s1].find((v) => s2.includes(v));
    return shared === angles[0] ? 'SAS' : 'SSA';
  }
  if (sides.length === 1 && angles.length === 2) {
    const s = sides[0]!;
    return angles.every((a) => s.includes(a)) ? 'ASA' : 'AAS';
  }
  return 'AAA';
}
const furtherRule = (p: Params, option: string): string =>
  ruleOf([...(p.given as string[]), option].map(partOf));

// ── trigonometry ──────────────────────────────────────────────────────────────────────────────────

const RATIO: Record<string, (t: number) => number> = {
  sin: (t) => Math.sin(t * RAD),
  cos: (t) => Math.cos(t * RAD),
  tan: (t) => Math.tan(t * RAD),
  cot: (t) => Math.cos(t * RAD) / Math.sin(t * RAD),
  sec: (t) => 1 / Math.cos(t * RAD),
  cosec: (t) => 1 / Math.sin(t * RAD),
};
const PAIRS: Record<string, [string, string]> = {
  cosec: ['cosec', 'cot'],
  sec: ['sec', 'tan'],
  sin: ['sin', 'cos'],
};
/** a·f²θ + b·g²θ at θ degrees (f, g the form's two ratios); 0° and 90° are snapped to their limits. */
function left(p: Params, t: number): number {
  const [f, g] = PAIRS[p.form]!;
  const value = (r: string): number => {
    const v = RATIO[r]!(t);
    return Math.abs(v) < 1e-12 ? 0 : v;
  };
  return p.a * value(f) ** 2 + p.b * value(g) ** 2;
}
/** The whole degrees in [0°, 90°] where the equation holds. */
const roots = (p: Params): number[] =>
  Array.from({ length: 91 }, (_, t) => t).filter(
    (t) => Number.isFinite(left(p, t)) && Math.abs(left(p, t) - p.c) < 1e-6,
  );

const extremes = (p: Params): { max: number; min: number } => {
  let [max, min] = [-Infinity, Infinity];
  for (let i = 0; i <= 9000; i += 1) {
    const t = i / 100;
    const v = p.a * Math.sin(t * RAD) ** 2 + p.b * Math.cos(t * RAD) ** 2 + p.k;
    [max, min] = [Math.max(max, v), Math.min(min, v)];
  }
  return { max: Math.round(max * 1e6) / 1e6, min: Math.round(min * 1e6) / 1e6 };
};

// ── two tangents from an external point ───────────────────────────────────────────────────────────

/**
 * The figure: O at the origin, radius 1, P on the x-axis; from ∠APB the point P at 1/sin(∠APB/2), from
 * ∠AOB the touching point A at ∠AOB/2 and P where the tangent at A meets the axis. Every angle measured.
 */
function tangentFigure(p: Params): Record<string, number> {
  const O: Point = [0, 0];
  let A: Point;
  let P: Point;
  if (p.apb !== undefined) {
    const d = 1 / Math.sin((p.apb / 2) * RAD);
    P = [d, 0];
    A = [1 / d, Math.sqrt(1 - 1 / (d * d))];
  } else {
    const t = (p.aob / 2) * RAD;
    A = [Math.cos(t), Math.sin(t)];
    P = [1 / Math.cos(t), 0];
  }
  const B: Point = [A[0], -A[1]];
  const round = (v: number): number => Math.round(v * 1e6) / 1e6;
  return {
    APB: round(angleAt(P, A, B)),
    AOB: round(angleAt(O, A, B)),
    OAB: round(angleAt(A, O, B)),
    PAB: round(angleAt(A, P, B)),
    AOP: round(angleAt(O, A, P)),
  };
}

// ── heights and distances ─────────────────────────────────────────────────────────────────────────

/** Where a line of sight from a top h high, going down at `angle` below the horizontal, meets the ground. */
const groundPoint = (h: number, angle: number): { along: number; sight: number } => {
  const sight = h / Math.sin(angle * RAD);
  return { along: sight * Math.cos(angle * RAD), sight };
};
/** The height of a top seen from d along the ground at `angle` of elevation, by similar triangles. */
const heightFrom = (d: number, angle: number): number => d * (Math.sin(angle * RAD) / Math.cos(angle * RAD));
/** The kite at the end of a straight string `length` long rising at `angle`. */
const kite = (length: number, angle: number): { height: number; across: number } => ({
  height: length * Math.sin(angle * RAD),
  across: length * Math.cos(angle * RAD),
});
/** The string to a kite h high at `angle`: the length whose end is h high, by bisection. */
const stringTo = (h: number, angle: number): number => {
  let [lo, hi] = [0, 100 * h];
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (kite(mid, angle).height < h) lo = mid;
    else hi = mid;
  }
  return lo;
};
const boats = (p: Params): { far: number; near: number } => ({
  far: groundPoint(p.h, 30).along,
  near: groundPoint(p.h, 60).along,
});

export const QB_GEOMETRY_SOLVERS: Record<string, Solver> = {
  longestChord: (p) => {
    if (p.ask === 'fromCircumference') return num(longest(radiusOf(p.circumference)).length);
    const best = longest(p.r);
    return num(p.ask === 'distance' ? best.distance : best.length);
  },
  altitudeSquares: (p) => (p.ask === 'relation' ? text(trueStatement(p)) : num(missingSide(p).pr)),
  congruentArcs: (p) => (p.ask === 'statement' ? text(arcRelation(p)) : num(p.a * arcX(p) + p.p)),
  chordProduced: (p) => num(p.given === 'BCO' ? Math.round(aodOf(p.bco) * 1e6) / 1e6 : bcoOf(p.aod)),
  externalTangents: (p) => num(tangentFigure(p)[p.ask]!),
  congruenceFurther: (p) => {
    const found = (p.options as string[]).filter((o) => furtherRule(p, o) === p.rule);
    return text(found.length === 1 ? found[0]! : `(${found.length} options prove ${p.rule})`);
  },
};

export const QB_TRIGONOMETRY_SOLVERS: Record<string, Solver> = {
  equationAngle: (p) => {
    const found = roots(p);
    return num(found.length === 1 ? found[0]! : NaN);
  },
  squareExtremes: (p) => num(p.maximum ? extremes(p).max : extremes(p).min),
  depression: (p) => {
    if (p.ask === 'boats') {
      const { far, near } = boats(p);
      return num(p.opposite ? far + near : far - near);
    }
    return num(p.ask === 'height' ? heightFrom(p.d, p.angle) : groundPoint(p.h, p.angle).along);
  },
  kiteString: (p) => num(p.ask === 'height' ? kite(p.length, p.angle).height : stringTo(p.h, p.angle)),
};

/** The option an angle or side equality stated in a mistake's words names, as the option prints it. */
const named = (p: Params, test: (o: string) => boolean): ReturnType<typeof text> => {
  const found = (p.options as string[]).filter(test);
  return text(found.length === 1 ? found[0]! : '(no single option)');
};

export const QB_GEOMETRY_CHECKS: Record<string, Checks> = {
  longestChord: [
    [/^giving the radius/, (p) => num(p.ask === 'fromCircumference' ? radiusOf(p.circumference) : p.r)],
    [/^halving the circumference$/, (p) => num(p.circumference / 2)],
    [/^dividing the circumference by 4$/, (p) => num(p.circumference / 4)],
    [/^giving the circumference itself$/, (p) => num(p.circumference)],
    [/^doubling the diameter$/, (p) => num(2 * longest(p.r ?? radiusOf(p.circumference)).length)],
    [/^giving the length of the longest chord/, (p) => num(longest(p.r).length)],
    [
      /^giving the distance of a chord as long as the radius$/,
      (p) => num(Math.sqrt(p.r ** 2 - (p.r / 2) ** 2)),
    ],
    [/^taking half the radius$/, (p) => num(p.r / 2)],
    // the chords of the inscribed square and equilateral triangle: 90° and 120° at the centre
    [/^taking the side of the inscribed square/, (p) => num(p.r * chordAt(0, 90))],
    [/^taking the side of the inscribed equilateral triangle/, (p) => num(p.r * chordAt(0, 120))],
  ],
  altitudeSquares: [
    [
      /^pairing each side with the part of/,
      (p) => {
        const [P, Q, R, S] = p.letters as string[];
        return text(`${P}${Q}² + ${Q}${S}² = ${P}${R}² + ${S}${R}²`);
      },
    ],
    [
      /^taking the angle at \w as a right angle$/,
      (p) =>
        text(
          `${p.letters[0]}${p.letters[1]}² + ${p.letters[0]}${p.letters[2]}² = ${p.letters[1]}${p.letters[2]}²`,
        ),
    ],
    [/^using (\w\w)² = (\w\w) × (\w\w)/, (_p, m) => text(`${m[1]}² = ${m[2]} × ${m[3]}`)],
    [
      /^adding the squares of the parts of/,
      (p) =>
        text(
          `${p.letters[0]}${p.letters[1]}² + ${p.letters[0]}${p.letters[2]}² = ${p.letters[1]}${p.letters[3]}² + ${p.letters[3]}${p.letters[2]}²`,
        ),
    ],
    [/^pairing \w\w with \w\w: /, (p) => num(Math.sqrt(p.pq ** 2 + p.qs ** 2 - p.sr ** 2))],
    [/^giving the altitude/, (p) => num(missingSide(p).ps)],
    [/^adding and subtracting the lengths without squaring them$/, (p) => num(p.pq + p.sr - p.qs)],
    [/^taking \w\w equal to \w\w$/, (p) => num(p.pq)],
    [/^giving the base \w\w$/, (p) => num(dist([-p.qs, 0], [p.sr, 0]))],
  ],
  congruentArcs: [
    [/^confusing equal with parallel$/, () => text('parallel')],
    [
      /^taking congruent parts of a circle to meet at right angles$/,
      () => text('perpendicular to each other'),
    ],
    [/^mixing it up with the angle at the centre being twice/, () => text('in the ratio 1 : 2')],
    [/^mixing it up with the opposite angles of a cyclic quadrilateral$/, () => text('supplementary')],
    [/^giving x instead of/, (p) => num(arcX(p))],
    [/^adding ∠AOB and ∠COD$|^adding AB and CD$/, (p) => num(2 * (p.a * arcX(p) + p.p))],
    [/^putting x into/, (p) => num(p.b * arcX(p) + p.q)],
    [/^leaving out the \+ \d+ when putting x back/, (p) => num(p.a * arcX(p))],
    [/^halving /, (p) => num((p.a * arcX(p) + p.p) / 2)],
  ],
  chordProduced: [
    [/^(stopping at|giving) ∠OAB/, (p) => num(figureAngles(p).oab)],
    [/^taking ∠AOD equal to ∠BCO$/, (p) => num(figureAngles(p).bco)],
    [/^taking ∠BCO equal to ∠AOD$/, (p) => num(figureAngles(p).aod)],
    [/^giving ∠AOC/, (p) => num(figureAngles(p).aoc)],
    [/^giving ∠AOB$/, (p) => num(figureAngles(p).aob)],
    [/^multiplying ∠BCO by 4$/, (p) => num(4 * figureAngles(p).bco)],
    [/^dividing ∠AOD by 2 instead of 3$/, (p) => num(figureAngles(p).aod / 2)],
    [/^dividing ∠AOD by 4$/, (p) => num(figureAngles(p).aod / 4)],
  ],
  externalTangents: [
    [/^taking ∠(AOB|APB) equal to the given angle$/, (p) => num(p.apb ?? p.aob)],
    // complementary: the asked angle is 90° less the given one
    [/^taking the two angles as complementary/, (p) => num(90 - (p.apb ?? p.aob))],
    [
      /^taking the angle at the centre as twice the other$/,
      (p) => num(p.apb !== undefined ? 2 * p.apb : p.aob / 2),
    ],
    [/^giving ∠(AOB|PAB|OAB|APB)\b/, (p, m) => num(tangentFigure(p)[m[1]!]!)],
  ],
  congruenceFurther: [
    [
      /^taking ∠(\w), which is not between/,
      (p, m) => named(p, (o) => o.startsWith(`∠${m[1]} =`) && furtherRule(p, o) === 'SSA'),
    ],
    [
      /^giving the third side, which makes them congruent by SSS/,
      (p) => named(p, (o) => furtherRule(p, o) === 'SSS'),
    ],
    [
      /^taking (\w\w), which is not between/,
      (p, m) => named(p, (o) => o.startsWith(`${m[1]} =`) && furtherRule(p, o) === 'AAS'),
    ],
    [/^giving the third angle \(AAA/, (p) => named(p, (o) => furtherRule(p, o) === 'AAA')],
    [
      /^giving the other leg, which makes them congruent by SAS/,
      (p) => named(p, (o) => furtherRule(p, o) === 'SAS'),
    ],
    [
      /^giving ∠(\w), which makes them congruent by (ASA|AAS)/,
      (p, m) => named(p, (o) => o.startsWith(`∠${m[1]} =`) && furtherRule(p, o) === m[2]),
    ],
  ],
};

export const QB_TRIGONOMETRY_CHECKS: Record<string, Checks> = {
  equationAngle: [
    [
      /^taking θ = (\d+)° \(the left side there is ([\d/]+), not (\d+)\)$/,
      (p, m) => {
        // the words' value must be the left side at that angle, and not c
        const at = left(p, Number(m[1]));
        const [n, d] = m[2]!.split('/').map(Number) as [number, number | undefined];
        const stated = d ? n / d : n;
        return Math.abs(at - stated) < 1e-6 && Math.abs(at - p.c) > 1e-6
          ? num(Number(m[1]))
          : text('(wrong value)');
      },
    ],
  ],
  squareExtremes: [
    [/^adding the coefficients$/, (p) => num(p.a + p.b + p.k)],
    [
      /^giving the (minimum|maximum) instead$/,
      (p, m) => num(m[1] === 'minimum' ? extremes(p).min : extremes(p).max),
    ],
    [
      /^taking the mean of the coefficients/,
      (p) => num(p.a * Math.sin(45 * RAD) ** 2 + p.b * Math.cos(45 * RAD) ** 2 + p.k),
    ],
    [/^taking the difference of the coefficients$/, (p) => num(Math.abs(p.a - p.b) + p.k)],
    [/^using √\(a² \+ b²\)/, (p) => num(Math.hypot(p.a, p.b) + p.k)],
    [/^leaving out the constant (\d+)$/, (p) => num((p.maximum ? extremes(p).max : extremes(p).min) - p.k)],
  ],
  depression: [
    [/^subtracting the distances/, (p) => num(boats(p).far - boats(p).near)],
    [/^adding the distances/, (p) => num(boats(p).far + boats(p).near)],
    [/^giving the farther boat/, (p) => num(boats(p).far)],
    [/^giving the nearer boat/, (p) => num(boats(p).near)],
    // the angle at the top is the complement of the angle of depression
    [
      /^taking the angle of depression as the angle at the top \(dividing by tan\)$/,
      (p) => num(heightFrom(p.d, 90 - p.angle)),
    ],
    [
      /^taking the angle of depression as the angle at the top \(multiplying by tan\)$/,
      (p) => num(groundPoint(p.h, 90 - p.angle).along),
    ],
    [/^using sin instead of tan$/, (p) => num(p.d * Math.sin(p.angle * RAD))],
    [/^using cos instead of tan$/, (p) => num(p.d * Math.cos(p.angle * RAD))],
    [/^taking the height equal to the distance$/, (p) => num(p.d)],
    [/^giving the line of sight/, (p) => num(groundPoint(p.h, p.angle).sight)],
    [/^taking the distance equal to the height$/, (p) => num(p.h)],
    [/^multiplying by sin instead of dividing by tan$/, (p) => num(p.h * Math.sin(p.angle * RAD))],
  ],
  kiteString: [
    [
      /^using cos instead of sin$/,
      (p) => num(p.ask === 'height' ? kite(p.length, p.angle).across : p.h / Math.cos(p.angle * RAD)),
    ],
    [/^dividing by sin instead of multiplying$/, (p) => num(p.length / Math.sin(p.angle * RAD))],
    [/^using tan instead of sin$/, (p) => num(p.length * Math.tan(p.angle * RAD))],
    [/^taking the height equal to the string$/, (p) => num(p.length)],
    [/^giving the horizontal distance/, (p) => num(kite(stringTo(p.h, p.angle), p.angle).across)],
    [/^multiplying by sin instead of dividing$/, (p) => num(p.h * Math.sin(p.angle * RAD))],
    [/^taking the string equal to the height$/, (p) => num(p.h)],
  ],
};
