/**
 * The geometry of a folded sheet: points, half-planes (the kept side of a fold line), reflecting and clipping
 * polygons.
 */

export type Point = readonly [x: number, y: number];
/** The kept side of a fold line: a·x + b·y ≥ c (x to the right, y down, in cell units). */
export interface HalfPlane {
  a: number;
  b: number;
  c: number;
}
export const side = (h: HalfPlane, [x, y]: Point): number => h.a * x + h.b * y - h.c;
export const flip = (h: HalfPlane): HalfPlane => ({ a: -h.a, b: -h.b, c: -h.c });

export function reflect(h: HalfPlane, p: Point): Point {
  const k = (2 * side(h, p)) / (h.a * h.a + h.b * h.b);
  return [p[0] - k * h.a, p[1] - k * h.b];
}

/** The part of a convex polygon on the kept side of a line (Sutherland–Hodgman, one edge). */
export function clip(poly: readonly Point[], h: HalfPlane): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i += 1) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const sp = side(h, p);
    const sq = side(h, q);
    if (sp >= -1e-9) out.push(p);
    if ((sp > 1e-9 && sq < -1e-9) || (sp < -1e-9 && sq > 1e-9)) {
      const t = sp / (sp - sq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

/** The piece of the segment p–q inside a convex polygon (its edges are clockwise on screen). */
export function clipSegment(inside: readonly HalfPlane[], p: Point, q: Point): [Point, Point] | undefined {
  let [t0, t1] = [0, 1];
  for (const h of inside) {
    const sp = side(h, p);
    const sq = side(h, q);
    if (sp < -1e-9 && sq < -1e-9) return undefined;
    if (sp < -1e-9) t0 = Math.max(t0, sp / (sp - sq));
    else if (sq < -1e-9) t1 = Math.min(t1, sp / (sp - sq));
  }
  if (t1 - t0 < 1e-6) return undefined;
  const at = (t: number): Point => [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
  return [at(t0), at(t1)];
}

/** Half-planes whose intersection is the polygon. */
export function insideTest(poly: readonly Point[]): HalfPlane[] {
  const [cx, cy] = centroid(poly);
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const h = { a: q[1] - p[1], b: p[0] - q[0], c: (q[1] - p[1]) * p[0] + (p[0] - q[0]) * p[1] };
    return side(h, [cx, cy]) >= 0 ? h : flip(h);
  });
}

export function centroid(poly: readonly Point[]): Point {
  return [poly.reduce((s, p) => s + p[0], 0) / poly.length, poly.reduce((s, p) => s + p[1], 0) / poly.length];
}

export const bbox = (poly: readonly Point[]) => ({
  minX: Math.min(...poly.map((p) => p[0])),
  maxX: Math.max(...poly.map((p) => p[0])),
  minY: Math.min(...poly.map((p) => p[1])),
  maxY: Math.max(...poly.map((p) => p[1])),
});

export const same = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/** The side of a diagonal line a point lies on, in words. */
