/**
 * Shapes counted from a figure's lines (figureFormation.ts says how): lines merged, triangles and rectangles
 * found, and whether a figure can be read.
 */

export type Seg = [number, number, number, number];
export type Pt = [number, number];
export type Shape = 'triangles' | 'squares' | 'rectangles';

/** Coordinates are rounded to 6 decimals (equilateral triangles are irrational), so compare to 1e-5. */
const EPS = 1e-5;

/** Collinear pieces that overlap or touch become one line. */
export function mergeLines(segments: readonly Seg[]): Seg[] {
  const groups = new Map<string, { dir: Pt; intervals: [number, number][] }>();
  for (const [x1, y1, x2, y2] of segments) {
    let dx = x2 - x1;
    let dy = y2 - y1;
    const len = Math.hypot(dx, dy);
    if (len < EPS) continue;
    dx /= len;
    dy /= len;
    if (dx < -EPS || (Math.abs(dx) <= EPS && dy < 0)) [dx, dy] = [-dx, -dy];
    const offset = x1 * dy - y1 * dx;
    const k = `${dx.toFixed(4)},${dy.toFixed(4)},${offset.toFixed(4)}`;
    const t1 = x1 * dx + y1 * dy;
    const t2 = x2 * dx + y2 * dy;
    const g = groups.get(k) ?? { dir: [dx, dy] as Pt, intervals: [] };
    g.intervals.push([Math.min(t1, t2), Math.max(t1, t2)]);
    groups.set(k, g);
    (g as { offset?: number }).offset = offset;
  }
  const out: Seg[] = [];
  for (const g of groups.values()) {
    const [dx, dy] = g.dir;
    const offset = (g as { offset?: number }).offset!;
    // the foot of the line: the point with t = 0
    const fx = offset * dy;
    const fy = -offset * dx;
    const sorted = g.intervals.sort((a, b) => a[0] - b[0]);
    let [a, b] = sorted[0]!;
    const flush = (): void => {
      out.push(
        [fx + a * dx, fy + a * dy, fx + b * dx, fy + b * dy].map((v) => Math.round(v * 1e6) / 1e6) as Seg,
      );
    };
    for (const [c, d] of sorted.slice(1)) {
      if (c <= b + EPS) b = Math.max(b, d);
      else {
        flush();
        [a, b] = [c, d];
      }
    }
    flush();
  }
  return out;
}

/** Where two lines cross, if they do within both. */
function meet(s: Seg, t: Seg): Pt | undefined {
  const [x1, y1, x2, y2] = s;
  const [x3, y3, x4, y4] = t;
  const den = (x2 - x1) * (y4 - y3) - (y2 - y1) * (x4 - x3);
  if (Math.abs(den) < EPS) return undefined;
  const u = ((x3 - x1) * (y4 - y3) - (y3 - y1) * (x4 - x3)) / den;
  const v = ((x3 - x1) * (y2 - y1) - (y3 - y1) * (x2 - x1)) / den;
  if (u < -EPS || u > 1 + EPS || v < -EPS || v > 1 + EPS) return undefined;
  return [x1 + u * (x2 - x1), y1 + u * (y2 - y1)];
}

const same = (p: Pt, q: Pt): boolean => Math.abs(p[0] - q[0]) < 1e-4 && Math.abs(p[1] - q[1]) < 1e-4;
const area = (a: Pt, b: Pt, c: Pt): number =>
  Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;

/** A counted shape: its corners. */
export type Found = Pt[];

export function triangles(lines: Seg[]): Found[] {
  const found: Found[] = [];
  const n = lines.length;
  const m: (Pt | undefined)[][] = lines.map((s) => lines.map((t) => (s === t ? undefined : meet(s, t))));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const a = m[i]![j];
      if (!a) continue;
      for (let k = j + 1; k < n; k += 1) {
        const b = m[i]![k];
        const c = m[j]![k];
        if (!b || !c || same(a, b) || same(a, c) || same(b, c)) continue;
        if (area(a, b, c) < 1e-4) continue;
        found.push([a, b, c]);
      }
    }
  }
  return found;
}

export function quadrilaterals(lines: Seg[], squaresOnly: boolean): Found[] {
  const found: Found[] = [];
  const n = lines.length;
  const dir = (s: Seg): Pt => {
    const l = Math.hypot(s[2] - s[0], s[3] - s[1]);
    return [(s[2] - s[0]) / l, (s[3] - s[1]) / l];
  };
  const dirs = lines.map(dir);
  const parallel = (i: number, j: number): boolean =>
    Math.abs(dirs[i]![0] * dirs[j]![1] - dirs[i]![1] * dirs[j]![0]) < 1e-5;
  const perpendicular = (i: number, j: number): boolean =>
    Math.abs(dirs[i]![0] * dirs[j]![0] + dirs[i]![1] * dirs[j]![1]) < 1e-5;
  for (let a = 0; a < n; a += 1) {
    for (let b = a + 1; b < n; b += 1) {
      if (!parallel(a, b)) continue;
      for (let c = a + 1; c < n; c += 1) {
        if (!perpendicular(a, c)) continue;
        for (let d = c + 1; d < n; d += 1) {
          if (!parallel(c, d)) continue;
          const p = [
            meet(lines[a]!, lines[c]!),
            meet(lines[a]!, lines[d]!),
            meet(lines[b]!, lines[d]!),
            meet(lines[b]!, lines[c]!),
          ];
          if (p.some((q) => !q)) continue;
          const [p1, p2, , p4] = p as Pt[];
          const w = Math.hypot(p2![0] - p1![0], p2![1] - p1![1]);
          const h = Math.hypot(p4![0] - p1![0], p4![1] - p1![1]);
          if (w < 1e-4 || h < 1e-4) continue;
          if (squaresOnly && Math.abs(w - h) > 1e-4) continue;
          found.push(p as Pt[]);
        }
      }
    }
  }
  return found;
}

export const polyArea = (p: Pt[]): number =>
  Math.abs(
    p.reduce((s, q, i) => s + q[0] * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * q[1], 0),
  ) / 2;

/** Whether some line passes through the inside of a convex shape. */
export function cut(shape: Pt[], lines: Seg[]): boolean {
  const n = shape.length;
  // orient the corners anticlockwise (in y-down drawing units the sign is only a convention)
  const orient = Math.sign(
    shape.reduce((s, q, i) => s + q[0] * shape[(i + 1) % n]![1] - shape[(i + 1) % n]![0] * q[1], 0),
  );
  return lines.some(([x1, y1, x2, y2]) => {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < n; i += 1) {
      const [ax, ay] = shape[i]!;
      const [bx, by] = shape[(i + 1) % n]!;
      // f(t) = orient * cross(b - a, p(t) - a) must be > margin
      const f0 = orient * ((bx - ax) * (y1 - ay) - (by - ay) * (x1 - ax)) - 1e-4;
      const f1 = orient * ((bx - ax) * (y2 - ay) - (by - ay) * (x2 - ax)) - 1e-4;
      if (f0 <= 0 && f1 <= 0) return false;
      if (f0 < 0) lo = Math.max(lo, f0 / (f0 - f1));
      else if (f1 < 0) hi = Math.min(hi, f0 / (f0 - f1));
    }
    return hi - lo > 1e-4;
  });
}

/** Figures whose points are too close to tell apart on a phone are redrawn. */
export function legible(lines: Seg[], px: number): boolean {
  const points: Pt[] = [];
  for (const s of lines) points.push([s[0], s[1]], [s[2], s[3]]);
  for (let i = 0; i < lines.length; i += 1)
    for (let j = i + 1; j < lines.length; j += 1) {
      const p = meet(lines[i]!, lines[j]!);
      if (p) points.push(p);
    }
  const distinct: Pt[] = [];
  for (const p of points) if (!distinct.some((q) => same(p, q))) distinct.push(p);
  for (let i = 0; i < distinct.length; i += 1)
    for (let j = i + 1; j < distinct.length; j += 1) {
      if (Math.hypot(distinct[i]![0] - distinct[j]![0], distinct[i]![1] - distinct[j]![1]) * px < 11)
        return false;
    }
  // a point must be on a line or clearly off it
  for (const p of distinct)
    for (const [x1, y1, x2, y2] of lines) {
      const len = Math.hypot(x2 - x1, y2 - y1);
      const t = ((p[0] - x1) * (x2 - x1) + (p[1] - y1) * (y2 - y1)) / (len * len);
      if (t < 0 || t > 1) continue;
      const d = Math.abs((x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1)) / len;
      if (d > 1e-4 && d * px < 6) return false;
    }
  return true;
}

/** Every line ends on another line (no loose ends hanging in the middle of a shape). */
export function anchored(lines: Seg[]): boolean {
  const on = (p: Pt, [x1, y1, x2, y2]: Seg): boolean =>
    Math.abs((x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1)) < 1e-4 &&
    p[0] >= Math.min(x1, x2) - 1e-4 &&
    p[0] <= Math.max(x1, x2) + 1e-4 &&
    p[1] >= Math.min(y1, y2) - 1e-4 &&
    p[1] <= Math.max(y1, y2) + 1e-4;
  return lines.every((s) =>
    [[s[0], s[1]] as Pt, [s[2], s[3]] as Pt].every((p) => lines.some((t) => t !== s && on(p, t))),
  );
}

/** A figure: its lines, a sentence describing it (the start of its text alternative) and its size in units. */
