/**
 * Independent solvers for the aptitude generators: each recomputes the answer from the problem's
 * parameters with its own arithmetic (simulating year by year, enumerating outcomes, placing
 * triangles on coordinates …) rather than the generator's formula, wherever that is possible.
 */
import {
  bisect,
  choose,
  clock,
  type Expected,
  gcd,
  lcm,
  mean,
  minimise,
  num,
  ratio,
  subsets,
  sum,
  text,
} from './values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Params = Record<string, any>;
export type Solver = (p: Params) => Expected;

const PI = 22 / 7;
const rad = (deg: number): number => (deg * Math.PI) / 180;
const grow = (start: number, ...rates: number[]): number => rates.reduce((v, r) => v + (v * r) / 100, start);
const signedChange = (before: number, after: number): number => ((after - before) / before) * 100;

/** Compound interest by simulating each period. */
function compound(p: number, ratePerPeriod: number, periods: number): number {
  let amount = p;
  for (let i = 0; i < periods; i += 1) amount += (amount * ratePerPeriod) / 100;
  return amount;
}

/** Centres of a triangle on coordinates. */
type Pt = [number, number];
const dist = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
const angleAt = (p: Pt, a: Pt, b: Pt): number => {
  const u = [a[0] - p[0], a[1] - p[1]];
  const v = [b[0] - p[0], b[1] - p[1]];
  return (
    (Math.acos((u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!))) *
      180) /
    Math.PI
  );
};

function triangleFromSides(ab: number, ac: number, bc: number): { A: Pt; B: Pt; C: Pt } {
  const x = (ab * ab - ac * ac + bc * bc) / (2 * bc);
  return { B: [0, 0], C: [bc, 0], A: [x, Math.sqrt(ab * ab - x * x)] };
}

function centreAngle(type: string, a: number): number {
  // isosceles triangle with apex angle a at A
  const A: Pt = [0, 1 / Math.tan(rad(a / 2))];
  const B: Pt = [-1, 0];
  const C: Pt = [1, 0];
  const [la, lb, lc] = [dist(B, C), dist(A, C), dist(A, B)];
  const weighted = (wa: number, wb: number, wc: number): Pt => [
    (wa * A[0] + wb * B[0] + wc * C[0]) / (wa + wb + wc),
    (wa * A[1] + wb * B[1] + wc * C[1]) / (wa + wb + wc),
  ];
  // circumcentre on the axis x = 0: equidistant from A and B
  const oy = bisect((y) => dist([0, y], A) - dist([0, y], B), -100, 100);
  const O: Pt = [0, oy];
  const H: Pt = [A[0] + B[0] + C[0] - 2 * O[0], A[1] + B[1] + C[1] - 2 * O[1]];
  const X = {
    incentre: weighted(la, lb, lc),
    excentre: weighted(-la, lb, lc),
    orthocentre: H,
    circumcentre: O,
  }[type]!;
  return angleAt(X, B, C);
}

const trigValue = (term: string): number => {
  const match = /^(sin|cos|tan|sec|cosec|cot)(²)? (\d+)°$/.exec(term);
  if (!match) throw new Error(`unknown term ${term}`);
  const x = rad(Number(match[3]));
  const base = {
    sin: Math.sin(x),
    cos: Math.cos(x),
    tan: Math.tan(x),
    sec: 1 / Math.cos(x),
    cosec: 1 / Math.sin(x),
    cot: Math.cos(x) / Math.sin(x),
  }[match[1]!]!;
  return match[2] ? base * base : base;
};

export const APTITUDE_SOLVERS: Record<string, Record<string, Solver>> = {
  percentage: {
    percentOf: (p) => num((p.n / 100) * p.p),
    whatPercent: (p) => num((100 * p.part) / p.whole),
    percentChange: (p) => num(Math.abs(signedChange(p.old, p.now))),
    wholeFromPart: (p) => num(p.part / (p.p / 100)),
    successive: (p) => num(signedChange(100, grow(100, p.a, p.b))),
    passMarks: (p) => num((p.got + p.short) / (p.p / 100)),
    population: (p) => num(grow(p.start, p.r1, p.r2)),
    consumption: (p) => num(Math.abs(signedChange(100, (100 * 100) / grow(100, p.rise ? p.p : -p.p)))),
    moreLess: (p) => {
      const [a, b] = [grow(100, p.more ? p.p : -p.p), 100];
      return num((Math.abs(a - b) / a) * 100);
    },
    election: (p) =>
      num(p.margin / ((p.turnout / 100) * (1 - p.invalid / 100) * ((p.w - (100 - p.w)) / 100))),
    savings: (p) => {
      const income = 100;
      const spend = income - p.s;
      const after = grow(income, p.a) - grow(spend, p.b);
      return num(signedChange(p.s, after));
    },
    originalFromChanges: (p) => num(p.final / (grow(1, p.a) * grow(1, -p.b) * grow(1, p.c))),
  },
  average: {
    meanOfList: (p) => num(mean(p.values)),
    firstN: (p) => {
      const terms = Array.from(
        { length: p.n },
        (_, i) =>
          ({ natural: i + 1, even: 2 * (i + 1), odd: 2 * i + 1, multiples: p.k * (i + 1) })[
            p.type as 'natural'
          ],
      );
      return num(mean(terms));
    },
    missingValue: (p) => num(p.n * p.mean - sum(p.known)),
    replacement: (p) => num(p.out + p.n * p.d),
    newMember: (p) => num((p.n + 1) * (p.a + p.d) - p.n * p.a),
    combined: (p) => num((p.n1 * p.a1 + p.n2 * p.a2) / (p.n1 + p.n2)),
    batting: (p) => num(bisect((x) => p.n * (x - p.d) + p.score - (p.n + 1) * x, -1000, 1000)),
    misread: (p) => num((p.n * p.a - p.wrong + p.right) / p.n),
    overlap: (p) => num(p.k * p.p + p.k * p.q - (2 * p.k - 1) * p.all),
    familyAges: (p) => num(3 * (p.a1 + p.t1) - 2 * (p.a2 + p.t2)),
    consecutive: (p) => {
      const step = p.type === 'whole' ? 1 : 2;
      const first = p.avg - ((p.n - 1) * step) / 2;
      return num(first + (p.n - 1) * step);
    },
  },
  speed_and_distance: {
    convert: (p) => num(p.from === 'km/h' ? (p.value * 1000) / 3600 : (p.value / 1000) * 3600),
    distance: (p) => num(p.v * (p.h + p.m / 60)),
    speed: (p) => num(p.d / (p.h + p.m / 60)),
    trainPole: (p) => num(p.len / ((p.v * 1000) / 3600)),
    trainPlatform: (p) => num((p.len + p.plat) / ((p.v * 1000) / 3600)),
    averageSpeed: (p) => num(2 / (1 / p.a + 1 / p.b)),
    boat: (p) => {
      const down = p.down / p.td;
      const up = p.up / p.tu;
      return num(p.ask === 'stream' ? (down - up) / 2 : (down + up) / 2);
    },
    twoTrains: (p) => num((p.l1 + p.l2) / (((p.same ? Math.abs(p.v1 - p.v2) : p.v1 + p.v2) * 1000) / 3600)),
    lateEarly: (p) => num(bisect((d) => d / p.v1 - d / p.v2 - (p.late + p.early) / 60, 0, 10000)),
    meeting: (p) => {
      const t = bisect((x) => p.a * (p.delay + x) + p.b * x - p.d, 0, 100);
      return clock((p.startA + p.delay + t) * 60);
    },
    boatRoundTrip: (p) => num(bisect((d) => d / (p.b + p.s) + d / (p.b - p.s) - p.total, 0, 10000)),
  },
  simple_compound_interest: {
    simpleInterest: (p) => num(p.t * ((p.p * p.r) / 100)),
    rateFromInterest: (p) => num(bisect((r) => p.p + (p.p * r * p.t) / 100 - p.amount, 0, 100)),
    compound2: (p) => num(compound(p.p, p.r, p.n) - p.p),
    halfYearly: (p) => num(compound(p.p, p.r / 2, 2) - p.p),
    difference2: (p) => {
      const gap = (principal: number) =>
        compound(principal, p.r, 2) - principal - (principal * p.r * 2) / 100;
      return num(p.ask === 'principal' ? p.diff / gap(1) : gap(p.p));
    },
    multiplySI: (p) => num(((p.k - 1) * 100) / (100 / p.n)),
    difference3: (p) => num(compound(p.p, p.r, 3) - p.p - (p.p * p.r * 3) / 100),
    fromTwoAmounts: (p) => {
      const r = ((p.a3 - p.a2) / p.a2) * 100;
      return num(p.ask === 'rate' ? r : bisect((x) => compound(x, r, 2) - p.a2, 0, 1e7));
    },
    simpleTwoAmounts: (p) => num(p.a1 - ((p.a2 - p.a1) / (p.t2 - p.t1)) * p.t1),
    instalments: (p) => num(bisect((loan) => compound(compound(loan, p.r, 1) - p.x, p.r, 1) - p.x, 0, 1e8)),
  },
  profit_and_loss: {
    profitPercent: (p) => num(Math.abs(signedChange(p.cp, p.sp))),
    sellingPrice: (p) => num(grow(p.cp, p.p)),
    costPrice: (p) => num(bisect((cp) => grow(cp, p.p) - p.sp, 0, 1e7)),
    discountProfit: (p) => num(signedChange(100, grow(grow(100, p.m), -p.d))),
    markedPrice: (p) => num(bisect((mp) => grow(mp, -p.d) - grow(p.cp, p.p), 0, 1e7)),
    successiveDiscounts: (p) => num(100 - grow(grow(grow(100, -p.d1), -p.d2), -p.d3)),
    falseWeight: (p) => num(signedChange(p.w, 1000)),
    lossToGain: (p) => num(grow(p.s1 / (1 - p.l / 100), p.g)),
    twoAtSamePrice: (p) => {
      const cost = p.sp / (1 + p.p / 100) + p.sp / (1 - p.p / 100);
      return num(p.ask === 'amount' ? cost - 2 * p.sp : signedChange(cost, 2 * p.sp));
    },
    clothGain: (p) => {
      // selling price of 1 m = 1: the cost of a m is a − b (gain) or a + b (loss)
      const cost = p.loss ? p.a + p.b : p.a - p.b;
      return num(Math.abs(signedChange(cost, p.a)));
    },
    extraForGain: (p) => num(bisect((cp) => grow(cp, p.g2) - grow(cp, p.g1) - p.extra, 0, 1e7)),
    markupFalseWeight: (p) => num(signedChange((100 * p.w) / 1000, grow(grow(100, p.m), -p.d))),
  },
  ratio_proportion_partnership: {
    divide: (p) => num((p.total / sum(p.parts)) * p.parts[p.ask]),
    proportional: (p) =>
      num(
        p.type === 'fourth'
          ? (p.b * p.c) / p.a
          : p.type === 'third'
            ? (p.b * p.b) / p.a
            : Math.sqrt(p.a * p.b),
      ),
    combine: (p) => ratio(p.a * p.b2, p.b * p.b2, p.b * p.c),
    partnership: (p) => num((p.profit * p.y * p.m2) / (p.x * 12 + p.y * p.m2)),
    savings: (p) => {
      // a·x − c·y = s and b·x − d·y = s
      const det = p.a * -p.d - -p.c * p.b;
      const x = (p.s * -p.d - -p.c * p.s) / det;
      return num(p.a * x);
    },
    partnershipChange: (p) => {
      const wp = p.x * p.after + (p.x - p.withdraw) * (12 - p.after);
      return num((p.profit * wp) / (wp + 12 * p.y));
    },
    coins: (p) => {
      const setPaise = 100 * p.r[0] + 50 * p.r[1] + 25 * p.r[2];
      return num(((p.total * 100) / setPaise) * p.r[1]);
    },
    ages: (p) => {
      const k = bisect((x) => p.d * (p.a * x + p.t) - p.c * (p.b * x + p.t), 0, 1000);
      return num(p.a * k);
    },
  },
  simplification: {
    bodmas: (p) => num(p.a + p.b * p.c - p.d / p.e + p.f ** 2),
    fractions: (p) => num(p.plus ? p.a / p.b + p.c / p.d : p.a / p.b - p.c / p.d),
    roots: (p) => num(Math.sqrt(p.x * p.x) + Math.sqrt(p.y * p.y) * p.z),
    squares: (p) => num(p.type === 'difference' ? p.a ** 2 - p.b ** 2 : (p.a ** 2 - p.b ** 2) / (p.a + p.b)),
    ofBodmas: (p) => num(((p.p / p.q) * p.n) / p.e + p.g * p.h),
    decimals: (p) => num((p.a * p.b) / p.c),
    recurring: (p) => num(p.block / (10 ** p.digits - 1)),
    telescoping: (p) => {
      let total = 0;
      for (let k = p.start; k <= p.last; k += p.gap) total += 1 / (k * (k + p.gap));
      return num(total);
    },
    cubeIdentity: (p) =>
      num(
        p.type === 'sum'
          ? (p.a ** 3 + p.b ** 3) / (p.a ** 2 - p.a * p.b + p.b ** 2)
          : (p.a ** 3 - p.b ** 3) / (p.a ** 2 + p.a * p.b + p.b ** 2),
      ),
    continued: (p) => num(p.a + 1 / (p.b + 1 / (p.c + 1 / p.d))),
  },
  data_interpretation: {
    singleSeries: (p) => {
      const v: number[] = p.values;
      if (p.ask === 'total') return num(sum(v));
      if (p.ask === 'average') return num(mean(v));
      if (p.ask === 'range') return num(Math.max(...v) - Math.min(...v));
      return num(v[p.i]! + v[p.j]!);
    },
    growth: (p) => num(Math.abs(signedChange(p.values[p.k - 1], p.values[p.k]))),
    pie: (p) =>
      num(
        p.ask === 'angle'
          ? (p.share / 100) * 360
          : p.ask === 'difference'
            ? (Math.abs(p.a - p.b) / 100) * p.income
            : (p.share / 100) * p.income,
      ),
    ratioOfYears: (p) => ratio(p.a[p.k], p.b[p.k]),
    highestGrowth: (p) => {
      const s: number[] = p.series;
      let best = 1;
      for (let i = 2; i < s.length; i += 1) if (s[i]! / s[i - 1]! > s[best]! / s[best - 1]!) best = i;
      return text(String(p.years[best]));
    },
    averagePercent: (p) => num((mean(p.b) / mean(p.a)) * 100),
    pairDifference: (p) => {
      const score = (i: number) => (p.ask === 'total' ? p.a[i] + p.b[i] : Math.abs(p.a[i] - p.b[i]));
      let best = 0;
      for (let i = 1; i < p.a.length; i += 1) if (score(i) > score(best)) best = i;
      return text(String(p.years[best]));
    },
  },
  algebraic_expression: {
    linear: (p) => num(bisect((x) => p.a * x + p.b - (p.c * x + p.d), -1000, 1000)),
    evaluate: (p) => num(p.a * p.x * p.x + p.b * p.x + p.c),
    reciprocalSquares: (p) => {
      const x = p.minus ? (p.a + Math.sqrt(p.a * p.a + 4)) / 2 : (p.a + Math.sqrt(p.a * p.a - 4)) / 2;
      return num(x * x + 1 / (x * x));
    },
    sumProduct: (p) => {
      const disc = Math.sqrt(p.s * p.s - 4 * p.p);
      const [a, b] = [(p.s + disc) / 2, (p.s - disc) / 2];
      return num(p.type === 'squares' ? a * a + b * b : a ** 3 + b ** 3);
    },
    simultaneous: (p) => {
      const det = p.a * p.d - p.b * p.c;
      const x = (p.e * p.d - p.b * p.f) / det;
      const y = (p.a * p.f - p.e * p.c) / det;
      return num(p.ask === 'sum' ? x + y : x);
    },
    remainder: (p) => {
      // synthetic division by (x − k)
      let carry = 0;
      for (const c of p.coef as number[]) carry = carry * p.k + c;
      return num(carry);
    },
    reciprocalCubes: (p) => {
      const x = (p.a + Math.sqrt(p.a * p.a - 4)) / 2;
      return num(p.fourth ? x ** 4 + x ** -4 : x ** 3 + x ** -3);
    },
    threeVariables: (p) => {
      // any real a, b, c with the given sums: choose c, then a and b from a quadratic
      for (let c = -60; c <= 60; c += 1) {
        const s2 = p.s - c;
        const q2 = p.q - c * s2;
        const disc = s2 * s2 - 4 * q2;
        if (disc < 0) continue;
        const a = (s2 + Math.sqrt(disc)) / 2;
        const b = (s2 - Math.sqrt(disc)) / 2;
        return num(p.type === 'squares' ? a * a + b * b + c * c : a ** 3 + b ** 3 + c ** 3 - 3 * a * b * c);
      }
      throw new Error('no real triple');
    },
    surd: (p) => {
      const x = p.p + Math.sqrt(p.q);
      return num(
        p.ask === 'sum' ? x + 1 / x : p.ask === 'squares' ? x * x + 1 / (x * x) : x ** 3 + 1 / x ** 3,
      );
    },
    sumZero: (p) => num(p.a ** 3 + p.b ** 3 + p.c ** 3),
  },
  hcf_and_lcm: {
    hcf: (p) => num(largestCommonDivisor(p.values)),
    lcm: (p) => num(smallestCommonMultiple(p.values)),
    productRule: (p) => num((p.h * p.l) / p.a),
    leastWithRemainder: (p) => {
      let n = Math.max(...p.values) + 1;
      while (!p.values.every((v: number) => n % v === p.r)) n += 1;
      return num(n);
    },
    greatestWithRemainders: (p) => {
      for (let d = Math.min(...p.values); d > Math.max(...p.r); d -= 1)
        if (p.values.every((v: number, i: number) => v % d === p.r[i])) return num(d);
      throw new Error('none');
    },
    bells: (p) => clock(p.start * 60 + smallestCommonMultiple(p.values)),
    fractions: (p) => {
      const n: number[] = p.nums;
      const d: number[] = p.dens;
      return num(p.ask === 'lcm' ? n.reduce(lcm) / d.reduce(gcd) : n.reduce(gcd) / d.reduce(lcm));
    },
    sameRemainder: (p) => {
      for (let d = Math.min(...p.values); d > 1; d -= 1)
        if (new Set(p.values.map((v: number) => v % d)).size === 1) return num(d);
      throw new Error('none');
    },
    digitsBound: (p) => {
      const divisible = (n: number) => p.values.every((v: number) => n % v === 0);
      let n = p.smallest ? 10 ** (p.digits - 1) : 10 ** p.digits - 1;
      while (!divisible(n)) n += p.smallest ? 1 : -1;
      return num(n);
    },
    leastSquare: (p) => {
      for (let k = 1; ; k += 1) if (p.values.every((v: number) => (k * k) % v === 0)) return num(k * k);
    },
    ratioHcf: (p) => num(smallestCommonMultiple(p.parts.map((x: number) => x * p.h))),
  },
  mensuration: {
    rectangle: (p) => num(p.ask === 'area' ? p.l * p.b : 2 * (p.l + p.b)),
    circle: (p) => num(p.ask === 'area' ? PI * p.r * p.r : 2 * PI * p.r),
    triangle: (p) =>
      num(p.type === 'right' ? (p.a * Math.sqrt(p.c * p.c - p.a * p.a)) / 2 : (p.base * p.h) / 2),
    square: (p) => num((p.d / Math.SQRT2) ** 2),
    path: (p) => {
      const outer = p.inside ? p.l * p.b : (p.l + 2 * p.w) * (p.b + 2 * p.w);
      const inner = p.inside ? (p.l - 2 * p.w) * (p.b - 2 * p.w) : p.l * p.b;
      return num((outer - inner) * (p.rate || 1));
    },
    cuboid: (p) =>
      num(
        p.ask === 'volume'
          ? p.l * p.b * p.h
          : p.ask === 'surface'
            ? 2 * (p.l * p.b + p.b * p.h + p.h * p.l)
            : 2 * p.h * (p.l + p.b) * p.rate,
      ),
    cylinder: (p) => num(p.ask === 'volume' ? PI * p.r * p.r * p.h : 2 * PI * p.r * p.h),
    melt: (p) => num(p.type === 'wire' ? ((4 / 3) * p.R ** 3) / p.wireR ** 2 / 100 : (p.big / p.r) ** 3),
    percentArea: (p) => num(signedChange(100 * 100, grow(100, p.a) * grow(100, p.b))),
    cone: (p) => num(p.ask === 'volume' ? (PI * p.r * p.r * p.h) / 3 : PI * p.r * Math.hypot(p.r, p.h)),
    hemisphere: (p) =>
      num(p.ask === 'volume' ? (2 / 3) * PI * p.r ** 3 : (p.ask === 'total' ? 3 : 2) * PI * p.r * p.r),
  },
  geometry: {
    complement: (p) => num(p.total - p.x),
    triangleAngles: (p) =>
      num(p.type === 'third' ? 180 - p.a - p.b : (180 * Math.max(...p.parts)) / sum(p.parts)),
    polygon: (p) => {
      if (p.ask === 'sides') return num(360 / (180 - p.interior));
      if (p.ask === 'diagonals') return num(choose(p.n, 2) - p.n);
      if (p.ask === 'sum') return num((p.n - 2) * 180);
      return num(((p.n - 2) * 180) / p.n);
    },
    pythagoras: (p) => num(p.type === 'hyp' ? Math.hypot(p.a, p.b) : Math.sqrt(p.hyp ** 2 - p.leg ** 2)),
    chord: (p) =>
      num(
        p.ask === 'chord'
          ? 2 * Math.sqrt(p.r ** 2 - p.d ** 2)
          : p.ask === 'distance'
            ? Math.sqrt(p.r ** 2 - (p.chord / 2) ** 2)
            : Math.sqrt(p.distance ** 2 - p.radius ** 2),
      ),
    circleAngles: (p) =>
      num(
        p.type === 'centre'
          ? p.given === 'centre'
            ? p.x / 2
            : 2 * p.x
          : p.type === 'cyclic'
            ? 180 - p.a
            : 90 - p.x,
      ),
    centres: (p) => num(centreAngle(p.type, p.a)),
    tangents: (p) => num(Math.sqrt(p.d ** 2 - (p.direct ? p.r1 - p.r2 : p.r1 + p.r2) ** 2)),
    heron: (p) => {
      const { A, B, C } = triangleFromSides(p.z, p.y, p.x);
      const area = Math.abs((B[0] - A[0]) * (C[1] - A[1]) - (C[0] - A[0]) * (B[1] - A[1])) / 2;
      return num(p.ask === 'area' ? area : area / ((p.x + p.y + p.z) / 2));
    },
    similar: (p) => num(p.side * Math.sqrt(p.small / p.big)),
    bisector: (p) => {
      const { A, C } = triangleFromSides(p.ab, p.ac, p.bc);
      const toB = [-A[0] / p.ab, -A[1] / p.ab];
      const toC = [(C[0] - A[0]) / p.ac, (C[1] - A[1]) / p.ac];
      const u = [toB[0]! + toC[0]!, toB[1]! + toC[1]!];
      const t = -A[1] / u[1]!;
      return num(A[0] + t * u[0]!);
    },
  },
  statistics_probability: {
    median: (p) => {
      const s = [...p.values].sort((a: number, b: number) => a - b);
      return num(s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
    },
    mode: (p) => {
      const counts = new Map<number, number>();
      for (const v of p.values as number[]) counts.set(v, (counts.get(v) ?? 0) + 1);
      return num([...counts].sort((a, b) => b[1] - a[1])[0]![0]);
    },
    dice: (p) => {
      if (p.dice === 1) {
        const test: Record<string, (n: number) => boolean> = {
          even: (n) => n % 2 === 0,
          prime: (n) => [2, 3, 5].includes(n),
          multipleOf3: (n) => n % 3 === 0,
          above4: (n) => n > 4,
          below3: (n) => n < 3,
          factorOf6: (n) => 6 % n === 0,
          above1: (n) => n > 1,
        };
        return num([1, 2, 3, 4, 5, 6].filter(test[p.event]!).length / 6);
      }
      let hits = 0;
      for (let a = 1; a <= 6; a += 1)
        for (let b = 1; b <= 6; b += 1)
          if (p.type === 'sum' ? a + b === p.target : p.type === 'atLeast' ? a + b >= p.target : a === b)
            hits += 1;
      return num(hits / 36);
    },
    cards: (p) => {
      const deck = ['spades', 'clubs', 'hearts', 'diamonds'].flatMap((suit) =>
        ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => ({ suit, rank })),
      );
      const red = (c: { suit: string }) => c.suit === 'hearts' || c.suit === 'diamonds';
      const face = (c: { rank: string }) => ['J', 'Q', 'K'].includes(c.rank);
      const test: Record<string, (c: { suit: string; rank: string }) => boolean> = {
        king: (c) => c.rank === 'K',
        red,
        heart: (c) => c.suit === 'hearts',
        face,
        redKing: (c) => red(c) && c.rank === 'K',
        aceOrKing: (c) => c.rank === 'A' || c.rank === 'K',
        blackFace: (c) => !red(c) && face(c),
        neitherHeartNorKing: (c) => c.suit !== 'hearts' && c.rank !== 'K',
        spadeOrQueen: (c) => c.suit === 'spades' || c.rank === 'Q',
      };
      return num(deck.filter(test[p.event]!).length / 52);
    },
    bag: (p) => {
      const balls = (p.counts as number[]).flatMap((c, colour) => Array.from({ length: c }, () => colour));
      if (p.draw === 1) return num(balls.filter((b) => b === p.i).length / balls.length);
      const pairs = subsets(balls.length, 2).map(([x, y]) => [balls[x!]!, balls[y!]!]);
      const good = pairs.filter(([x, y]) =>
        p.type === 'same' ? x === y : p.type === 'both' ? x === p.i && y === p.i : x !== y,
      );
      return num(good.length / pairs.length);
    },
    coins: (p) => {
      let hits = 0;
      for (let mask = 0; mask < 2 ** p.n; mask += 1) {
        const heads = mask
          .toString(2)
          .split('')
          .filter((c) => c === '1').length;
        if (p.type === 'atLeastOne' ? heads >= 1 : p.type === 'exactly' ? heads === p.k : heads <= p.k)
          hits += 1;
      }
      return num(hits / 2 ** p.n);
    },
    frequencyMean: (p) =>
      num(mean((p.xs as number[]).flatMap((x, i) => Array.from({ length: p.fs[i] }, () => x)))),
    deviation: (p) => {
      const m = mean(p.values);
      const variance = mean((p.values as number[]).map((v) => (v - m) ** 2));
      return num(p.ask === 'variance' ? variance : Math.sqrt(variance));
    },
    committee: (p) => {
      const people = p.men + p.women;
      const all = subsets(people, p.size);
      return num(all.filter((s) => s.filter((i) => i < p.men).length === p.m).length / all.length);
    },
  },
  trigonometry: {
    standardValues: (p) =>
      num(sum((p.terms as string[]).map((t, i) => p.signs[i] * p.coefs[i] * trigValue(t)))),
    ratios: (p) => {
      const t = Math.atan2(p.opp, p.adj);
      const v: Record<string, number> = {
        sin: Math.sin(t),
        cos: Math.cos(t),
        tan: Math.tan(t),
        sec: 1 / Math.cos(t),
        cosec: 1 / Math.sin(t),
        cot: 1 / Math.tan(t),
      };
      return num(v[p.ask]!);
    },
    tanExpression: (p) => {
      const t = Math.atan(p.p / p.q);
      return num((p.a * Math.sin(t) + p.b * Math.cos(t)) / (p.c * Math.sin(t) - p.d * Math.cos(t)));
    },
    complementary: (p) => {
      const [x, y] = [rad(p.x), rad(p.y)];
      const s = Math.sin;
      const c = Math.cos;
      const t = Math.tan;
      const forms = [
        p.a * (s(x) ** 2 + s(Math.PI / 2 - x) ** 2) + p.b * t(y) * t(Math.PI / 2 - y),
        (p.a * c(x)) / s(Math.PI / 2 - x) + p.b / c(y) ** 2 - p.b / t(Math.PI / 2 - y) ** 2,
        p.a * t(x) * t(y) * t(Math.PI / 2 - y) * t(Math.PI / 2 - x) +
          p.b * (c(y) ** 2 + c(Math.PI / 2 - y) ** 2),
      ];
      return num(forms[p.form]!);
    },
    height: (p) =>
      num(p.ask === 'height' ? p.base * Math.tan(rad(p.angle)) : p.height / Math.tan(rad(p.angle))),
    twoAngles: (p) => {
      const h = bisect((x) => x / Math.tan(rad(30)) - x / Math.tan(rad(60)) - p.d, 0, 1e5);
      return num(p.type === 'nearer' ? h / Math.tan(rad(60)) : h);
    },
    secTan: (p) => {
      const t = bisect((x) => 1 / Math.cos(x) + Math.tan(x) - p.p, -Math.PI / 2 + 1e-9, Math.PI / 2 - 1e-9);
      return num(
        p.ask === 'difference' ? 1 / Math.cos(t) - Math.tan(t) : p.ask === 'sin' ? Math.sin(t) : Math.cos(t),
      );
    },
    extremes: (p) => {
      if (p.type === 'amgm') return num(minimise((u) => p.a * Math.exp(u) + p.b / Math.exp(u), -20, 20));
      const f = (t: number) => p.a * Math.sin(t) + p.b * Math.cos(t);
      return num(
        p.minimum
          ? minimise(f, Math.PI / 2, (3 * Math.PI) / 2 + 1)
          : -minimise((t) => -f(t), -1, Math.PI / 2 + 1),
      );
    },
    sinPlusCos: (p) => {
      const t = bisect((x) => Math.sin(x) + Math.cos(x) - p.sum, 1e-12, Math.PI / 4);
      return num(p.ask === 'product' ? Math.sin(t) * Math.cos(t) : Math.abs(Math.sin(t) - Math.cos(t)));
    },
  },
  mixture_alligation: {
    mixPrice: (p) => num((p.a * p.p1 + p.b * p.p2) / (p.a + p.b)),
    alligationRatio: (p) => ratio(p.dear - p.mean, p.mean - p.cheap),
    addWater: (p) => {
      const milk = (p.total * p.m) / (p.m + p.w);
      return num((milk * p.w2) / p.m2 - (p.total - milk));
    },
    sellForProfit: (p) => {
      const cost = p.sell / (1 + p.profit / 100);
      return ratio(p.dear - cost, cost - p.cheap);
    },
    replacement: (p) => {
      let liquid = p.v;
      for (let i = 0; i < p.times; i += 1) liquid -= (liquid * p.x) / p.v;
      return num(liquid);
    },
    milkmanGain: (p) => {
      // 100 litres of milk cost ₹ 100; w litres of water sold at ₹ 1 a litre gain w%
      const water = bisect((w) => ((100 + w - 100) / 100) * 100 - p.g, 0, 1000);
      return p.ask === 'ratio' ? ratio(water, 100) : num((water / (100 + water)) * 100);
    },
    twoVessels: (p) => {
      const [f1, f2, ft] = [p.a1 / (p.a1 + p.b1), p.a2 / (p.a2 + p.b2), p.t1 / (p.t1 + p.t2)];
      return ratio(ft - f2, f1 - ft);
    },
  },
  time_and_work: {
    together: (p) => num(1 / (1 / p.a + 1 / p.b)),
    menDays: (p) => num((p.m1 * p.d1) / p.m2),
    otherAlone: (p) => num(1 / (1 / p.t - 1 / p.a)),
    pipesLeak: (p) => num(p.type === 'net' ? 1 / (1 / p.fill - 1 / p.empty) : 1 / (1 / p.fill - 1 / p.net)),
    mdh: (p) => num((p.m1 * p.d1 * p.h1 * p.w2) / (p.w1 * p.m2 * p.h2)),
    leaves: (p) => num((1 - p.k * (1 / p.a + 1 / p.b)) * p.b),
    threeWorkers: (p) => {
      const all = (1 / p.ab + 1 / p.bc + 1 / p.ca) / 2;
      return num(p.ask === 'all' ? 1 / all : 1 / (all - 1 / p.bc));
    },
    efficiency: (p) => num(1 / (1 / p.b + (1 + p.p / 100) / p.b)),
    wages: (p) => num(p.wage * (1 - p.tc / p.a - p.tc / p.b)),
    alternate: (p) => {
      let left = 1;
      let day = 0;
      for (;;) {
        const rate = day % 2 === 0 ? 1 / p.a : 1 / p.b;
        if (rate >= left - 1e-12) return num(day + left / rate);
        left -= rate;
        day += 1;
      }
    },
  },
};

function largestCommonDivisor(values: number[]): number {
  for (let d = Math.min(...values); d >= 1; d -= 1) if (values.every((v) => v % d === 0)) return d;
  return 1;
}
function smallestCommonMultiple(values: number[]): number {
  const top = Math.max(...values);
  for (let n = top; ; n += top) if (values.every((v) => n % v === 0)) return n;
}
