/**
 * Independent solvers for the aptitude topics about shapes (mensuration, geometry, trigonometry):
 * triangles placed on coordinates, angles measured there, trigonometric values computed numerically.
 */
import { bisect, choose, grow, minimise, num, signedChange, sum, type Solver } from './values';

const PI = 22 / 7;
const rad = (deg: number): number => (deg * Math.PI) / 180;

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

export const SHAPE_SOLVERS: Record<string, Record<string, Solver>> = {
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
};
