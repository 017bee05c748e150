/**
 * Figure formation and analysis: "How many triangles (squares, rectangles) are there in the figure?"
 * for figures built from straight lines: a triangle with lines from its top corner and lines across
 * it, a square with diagonals, midlines and the square joining the midpoints, grids with diagonals in
 * some squares, grids with some inner lines left out, and a triangle divided by lines parallel to its
 * sides.
 *
 * Shapes are counted from the lines: the lines are merged into maximal straight lines first; a
 * triangle is three lines that meet in pairs at three different points, each point on both of its
 * lines; a rectangle is two pairs of parallel lines at right angles whose four crossings all lie on
 * the lines (a square when its sides are equal). Wrong options are named mistakes: counting only the
 * smallest shapes, only the shapes no line cuts through, leaving out the biggest one (often the whole
 * figure), leaving out the squares when counting rectangles (a square is a rectangle too), counting
 * every rectangle when asked for squares.
 *
 * The second kind, "which set of pieces can be joined to form the square?", is in figurePieces.ts.
 */
import type { Figure } from '../../../../contract/quiz';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import { pieces } from './figurePieces';
import type { Distractor, Level, Problem } from '../types';

export type Seg = [number, number, number, number];
type Pt = [number, number];
type Shape = 'triangles' | 'squares' | 'rectangles';

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
type Found = Pt[];

function triangles(lines: Seg[]): Found[] {
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

function quadrilaterals(lines: Seg[], squaresOnly: boolean): Found[] {
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

const polyArea = (p: Pt[]): number =>
  Math.abs(
    p.reduce((s, q, i) => s + q[0] * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * q[1], 0),
  ) / 2;

/** Whether some line passes through the inside of a convex shape. */
function cut(shape: Pt[], lines: Seg[]): boolean {
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
function legible(lines: Seg[], px: number): boolean {
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
function anchored(lines: Seg[]): boolean {
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
interface Drawn {
  lines: Seg[];
  words: string;
  width: number;
  height: number;
  /** A lattice figure: its lines are listed by dot names in the text alternative. */
  lattice: boolean;
  /** What the outline is ("the whole square") and its area: it may be one of the shapes asked about. */
  outline: string;
  outlineArea: number;
  /** How its shapes are grouped in the explanation: by the figure's own rule, by area in grid squares, or smallest first. */
  explain: 'fan' | 'grid' | 'sizes';
  /** Fan: lines from the top corner, and lines across (the base included). */
  fan?: [number, number];
}

const col = (x: number): string => String.fromCharCode(65 + x);
const dot = (x: number, y: number): string => `${col(x)}${y + 1}`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function latticeList(lines: Seg[]): string {
  return [...lines]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0] || a[3] - b[3] || a[2] - b[2])
    .map((s) => `${dot(s[0], s[1])}–${dot(s[2], s[3])}`)
    .join(', ');
}

// ---- the figures ----

/** A triangle with `cevians` lines from its top corner to the base and `across` lines parallel to the base. */
function fan(rng: Rng, cevians: number, across: number): Drawn {
  const W = 6;
  const H = 5;
  const feet = rng.sample([1, 2, 3, 4, 5], cevians).sort((a, b) => a - b);
  const levels = rng.sample([1.5, 2.5, 3.5], across).sort((a, b) => a - b);
  const lines: Seg[] = [[3, 0, 0, H], [3, 0, W, H], [0, H, W, H], ...feet.map((f): Seg => [3, 0, f, H])];
  for (const y of levels) lines.push([3 - (3 * y) / H, y, 3 + (3 * y) / H, y]);
  const words = `A triangle with ${plural(cevians, 'line')} drawn from its top corner to its base${across ? ` and ${plural(across, 'line')} drawn across it parallel to the base, from side to side` : ''}.`;
  return {
    lines,
    words,
    width: W,
    height: H,
    lattice: false,
    outline: 'the whole triangle',
    outlineArea: (W * H) / 2,
    explain: 'fan',
    fan: [cevians + 2, across + 1],
  };
}

type CellMark = 'none' | 'down' | 'up' | 'both';

/** A grid of `cols` × `rows` squares with diagonals in some squares. */
function gridWithDiagonals(rng: Rng, cols: number, rows: number, marked: number, extra: boolean): Drawn {
  const lines: Seg[] = [];
  for (let y = 0; y <= rows; y += 1) lines.push([0, y, cols, y]);
  for (let x = 0; x <= cols; x += 1) lines.push([x, 0, x, rows]);
  const cells: [number, number][] = [];
  for (let y = 0; y < rows; y += 1) for (let x = 0; x < cols; x += 1) cells.push([x, y]);
  const marks: CellMark[] = ['down', 'up', 'both', 'both'];
  for (const [x, y] of rng
    .sample(cells, Math.min(marked, cells.length))
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
    const m = rng.pick(marks);
    if (m === 'down' || m === 'both') lines.push([x, y, x + 1, y + 1]);
    if (m === 'up' || m === 'both') lines.push([x, y + 1, x + 1, y]);
  }
  if (extra && cols === rows) lines.push(rng.chance(0.5) ? [0, 0, cols, rows] : [0, rows, cols, 0]);
  const whole = cols === rows ? 'square' : 'rectangle';
  return {
    lines,
    words: `A ${whole} divided into a grid of equal squares, ${cols} across and ${rows} down, with diagonals drawn in some of them.`,
    width: cols,
    height: rows,
    lattice: true,
    outline: `the whole ${whole}`,
    outlineArea: cols * rows,
    explain: 'grid',
  };
}

type SquarePart = 'diagonal1' | 'diagonal2' | 'across' | 'upright' | 'diamond';

/** A square (2 × 2 lattice steps) with some of: both diagonals, the two midlines, the square joining the midpoints of its sides. */
function squareWith(parts: readonly SquarePart[]): Drawn {
  const lines: Seg[] = [
    [0, 0, 2, 0],
    [2, 0, 2, 2],
    [0, 2, 2, 2],
    [0, 0, 0, 2],
  ];
  const words: string[] = [];
  if (parts.includes('diagonal1')) lines.push([0, 0, 2, 2]);
  if (parts.includes('diagonal2')) lines.push([0, 2, 2, 0]);
  if (parts.includes('diagonal1') && parts.includes('diagonal2')) words.push('both diagonals');
  else if (parts.includes('diagonal1') || parts.includes('diagonal2')) words.push('one diagonal');
  if (parts.includes('across')) lines.push([0, 1, 2, 1]);
  if (parts.includes('upright')) lines.push([1, 0, 1, 2]);
  if (parts.includes('across') && parts.includes('upright'))
    words.push('both lines joining the midpoints of opposite sides');
  else if (parts.includes('across'))
    words.push('the level line joining the midpoints of its left and right sides');
  else if (parts.includes('upright'))
    words.push('the upright line joining the midpoints of its top and bottom sides');
  if (parts.includes('diamond')) {
    lines.push([1, 0, 2, 1], [2, 1, 1, 2], [1, 2, 0, 1], [0, 1, 1, 0]);
    words.push('the square formed by joining the midpoints of its sides');
  }
  return {
    lines,
    words: `A square with ${words.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
    width: 2,
    height: 2,
    lattice: true,
    outline: 'the whole square',
    outlineArea: 4,
    explain: 'sizes',
  };
}

/** A grid of `cols` × `rows` squares with some inner unit lines left out (merged cells). */
function brokenGrid(rng: Rng, cols: number, rows: number, removed: number): Drawn {
  const inner: Seg[] = [];
  for (let y = 1; y < rows; y += 1) for (let x = 0; x < cols; x += 1) inner.push([x, y, x + 1, y]);
  for (let x = 1; x < cols; x += 1) for (let y = 0; y < rows; y += 1) inner.push([x, y, x, y + 1]);
  const gone = new Set(
    rng.sample(
      inner.map((_, i) => i),
      removed,
    ),
  );
  const kept = inner.filter((_, i) => !gone.has(i));
  const lines: Seg[] = [
    [0, 0, cols, 0],
    [cols, 0, cols, rows],
    [0, rows, cols, rows],
    [0, 0, 0, rows],
    ...kept,
  ];
  const whole = cols === rows ? 'square' : 'rectangle';
  return {
    lines,
    words: `A ${whole} ${cols} units wide and ${rows} high, divided by level and upright lines into smaller rectangles and squares.`,
    width: cols,
    height: rows,
    lattice: true,
    outline: `the whole ${whole}`,
    outlineArea: cols * rows,
    explain: 'grid',
  };
}

/** An equilateral triangle with each side cut into `n` equal parts and lines through the cuts parallel to the sides. */
function triangleGrid(n: number, families: 2 | 3): Drawn {
  const s = 6 / n;
  const h = Math.sqrt(3) / 2;
  const P = (i: number, j: number): Pt => [3 - (i * s) / 2 + j * s, i * s * h]; // row i from the top, j-th point
  // lines parallel to the right side: from (k, 0) down-right to (n, n - k)
  const out: Seg[] = [];
  for (let k = 0; k < n; k += 1) out.push([...P(k, 0), ...P(n, n - k)] as Seg);
  // lines parallel to the left side: from (k, k) down-left to (n, k)
  if (families === 3) for (let k = 0; k < n; k += 1) out.push([...P(k, k), ...P(n, k)] as Seg);
  else out.push([...P(0, 0), ...P(n, 0)] as Seg);
  for (let k = 1; k <= n; k += 1) out.push([...P(k, 0), ...P(k, k)] as Seg);
  return {
    lines: out,
    words:
      families === 3
        ? `An equilateral triangle with each side divided into ${n} equal parts, and lines joining the division points parallel to all three sides.`
        : `An equilateral triangle with each side divided into ${n} equal parts, and lines through the division points parallel to the base and to the right side only.`,
    width: 6,
    height: 6 * h,
    lattice: false,
    outline: 'the whole triangle',
    outlineArea: 6 * 6 * h * 0.5,
    explain: 'sizes',
  };
}

// ---- drawing ----

const INK = '#1f2937';

function svgOf(d: Drawn, lines: Seg[]): { svg: string; px: number } {
  const px = Math.min(240 / d.width, 200 / d.height, 120);
  const pad = 10;
  const w = Math.round(d.width * px + 2 * pad);
  const h = Math.round(d.height * px + 2 * pad);
  const c = (v: number): string => String(Math.round((pad + v * px) * 10) / 10);
  const path = lines.map((s) => `M${c(s[0])} ${c(s[1])}L${c(s[2])} ${c(s[3])}`).join('');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/><path d="${path}" stroke="${INK}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>`,
    px,
  };
}

// ---- the question ----

interface Count {
  shapes: Found[];
  smallest: number;
  pieces: number;
  largest: number;
  bySize: { size: number; count: number }[];
}

function countOf(shapes: Found[], lines: Seg[]): Count {
  const areas = shapes.map(polyArea);
  const sizes: { size: number; count: number }[] = [];
  for (const a of areas) {
    const s = sizes.find((x) => Math.abs(x.size - a) < 1e-4);
    if (s) s.count += 1;
    else sizes.push({ size: a, count: 1 });
  }
  sizes.sort((a, b) => a.size - b.size);
  return {
    shapes,
    smallest: sizes[0]?.count ?? 0,
    pieces: shapes.filter((s) => !cut(s, lines)).length,
    largest: sizes.at(-1)?.count ?? 0,
    bySize: sizes,
  };
}

const RANGES: Record<Level, [number, number]> = { 1: [4, 14], 2: [10, 28], 3: [18, 48] };

const ORDINALS = [
  'smallest',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

function squaresWord(a: number): string {
  const quarters = Math.round(a * 4);
  const whole = Math.floor(quarters / 4);
  const part = ['', '¼', '½', '¾'][quarters % 4]!;
  return `${whole === 0 ? '' : whole}${part} ${a > 1 ? 'squares' : 'square'}`;
}

function explanation(
  d: Drawn,
  shape: Shape,
  found: Found[],
  count: Count,
  answer: number,
  wholeIsOne: boolean,
): string[] {
  const total = (parts: number[]): string =>
    parts.length === 1 ? `${answer}` : `${parts.join(' + ')} = ${answer}`;
  if (d.explain === 'fan' && shape === 'triangles') {
    const [k, m] = d.fan!;
    const pairs = (k * (k - 1)) / 2;
    if (pairs * m !== answer) throw new Error(`fan: ${pairs} × ${m} is not ${answer}`);
    if (m === 1) {
      return [
        `Every triangle has its top at the top corner and its base on the base: it is made by two of the ${k} lines from that corner.`,
        `There are ${pairs} such pairs, so ${answer} triangles.`,
      ];
    }
    return [
      `Every triangle has its top at the top corner: it is made by two of the ${k} lines from that corner (${pairs} pairs) and one of the ${m} level lines (the base included).`,
      `So there are ${pairs} × ${m} = ${answer} triangles.`,
    ];
  }
  if (d.explain === 'grid' && shape !== 'triangles') {
    const groups = new Map<string, number>();
    for (const f of found) {
      const w = Math.round(Math.abs(f[1]![0] - f[0]![0]) + Math.abs(f[1]![1] - f[0]![1]));
      const h = Math.round(Math.abs(f[3]![0] - f[0]![0]) + Math.abs(f[3]![1] - f[0]![1]));
      const k = `${Math.min(w, h)} × ${Math.max(w, h)}`;
      groups.set(k, (groups.get(k) ?? 0) + 1);
    }
    const sorted = [...groups.entries()].sort((a, b) => {
      const [a1, a2] = a[0].split(' × ').map(Number);
      const [b1, b2] = b[0].split(' × ').map(Number);
      return a1! * a2! - b1! * b2! || a1! - b1!;
    });
    return [
      `Count them by size in grid squares: ${sorted.map(([k, n]) => `${n} of ${k}`).join(', ')}${wholeIsOne ? ` (the last is ${d.outline})` : ''}.`,
      `In all ${total(sorted.map(([, n]) => n))}.`,
    ];
  }
  const sizes = count.bySize;
  const words = sizes.map((s, i) => {
    const name =
      d.explain === 'grid'
        ? `of ${squaresWord(s.size)}`
        : i === sizes.length - 1 && sizes.length > 1
          ? 'of the largest size'
          : `of the ${ORDINALS[i]} size`;
    return `${s.count} ${name}`;
  });
  return [
    `Count the ${shape} by size${d.explain === 'grid' ? ' (area in grid squares)' : ', smallest first'}: ${words.join(', ')}${wholeIsOne ? ` (the last is ${d.outline})` : ''}.`,
    `In all ${total(sizes.map((s) => s.count))}.`,
  ];
}

function drawFor(rng: Rng, level: Level): { d: Drawn; shape: Shape } | undefined {
  const roll = rng.next();
  if (level === 1) {
    if (roll < 0.25) return { d: fan(rng, rng.int(1, 3), rng.int(0, 1)), shape: 'triangles' };
    if (roll < 0.45)
      return {
        d: squareWith(
          rng.sample(['diagonal1', 'diagonal2', 'across', 'upright', 'diamond'] as const, rng.int(1, 2)),
        ),
        shape: rng.pick(['triangles', 'triangles', 'squares'] as const),
      };
    if (roll < 0.75)
      return {
        d: gridWithDiagonals(rng, rng.int(1, 2), rng.int(1, 2), rng.int(1, 2), false),
        shape: 'triangles',
      };
    return {
      d: brokenGrid(rng, rng.int(2, 3), rng.int(2, 3), rng.int(1, 3)),
      shape: rng.pick(['squares', 'rectangles'] as const),
    };
  }
  if (level === 2) {
    if (roll < 0.2) return { d: fan(rng, rng.int(2, 4), rng.int(0, 2)), shape: 'triangles' };
    if (roll < 0.35)
      return {
        d: squareWith(
          rng.sample(['diagonal1', 'diagonal2', 'across', 'upright', 'diamond'] as const, rng.int(2, 4)),
        ),
        shape: rng.pick(['triangles', 'triangles', 'squares'] as const),
      };
    if (roll < 0.45) return { d: triangleGrid(3, rng.pick([2, 3] as const)), shape: 'triangles' };
    if (roll < 0.7)
      return {
        d: gridWithDiagonals(rng, rng.int(2, 3), rng.int(1, 2), rng.int(2, 4), false),
        shape: 'triangles',
      };
    return {
      d: brokenGrid(rng, rng.int(3, 4), rng.int(2, 3), rng.int(2, 4)),
      shape: rng.pick(['squares', 'rectangles', 'rectangles'] as const),
    };
  }
  if (roll < 0.2) return { d: fan(rng, rng.int(2, 4), rng.int(1, 3)), shape: 'triangles' };
  if (roll < 0.3)
    return {
      d: squareWith(
        rng.sample(['diagonal1', 'diagonal2', 'across', 'upright', 'diamond'] as const, rng.int(3, 5)),
      ),
      shape: 'triangles',
    };
  if (roll < 0.38) return { d: triangleGrid(rng.int(3, 4), rng.pick([2, 3] as const)), shape: 'triangles' };
  if (roll < 0.68)
    return {
      d: gridWithDiagonals(rng, rng.int(2, 3), rng.int(2, 3), rng.int(3, 6), rng.chance(0.3)),
      shape: rng.pick(['triangles', 'triangles', 'triangles', 'squares'] as const),
    };
  return {
    d: brokenGrid(rng, rng.int(3, 5), rng.int(3, 4), rng.int(3, 6)),
    shape: rng.pick(['squares', 'rectangles', 'rectangles'] as const),
  };
}

const SINGULAR: Record<Shape, string> = { triangles: 'triangle', squares: 'square', rectangles: 'rectangle' };

export const figureFormationAnalysis = defineTopic({
  pieces,
  counting: {
    levels: [1, 2, 3],
    weight: 3,
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const drawn = drawFor(rng, level);
        if (!drawn) return undefined;
        const { d, shape } = drawn;
        const lines = mergeLines(d.lines);
        const { svg, px } = svgOf(d, lines);
        if (!legible(lines, px) || !anchored(lines)) return undefined;
        const found = shape === 'triangles' ? triangles(lines) : quadrilaterals(lines, shape === 'squares');
        const count = countOf(found, lines);
        const answer = found.length;
        const [lo, hi] = RANGES[level];
        if (answer < lo || answer > hi) return undefined;
        const one = SINGULAR[shape];

        const distractors: Distractor[] = [];
        const biggest = count.bySize.at(-1)!;
        const wholeIsOne = biggest.count === 1 && Math.abs(biggest.size - d.outlineArea) < 1e-4;
        if (shape === 'rectangles') {
          const squares = found.filter((f) => {
            const w = Math.hypot(f[1]![0] - f[0]![0], f[1]![1] - f[0]![1]);
            const h = Math.hypot(f[3]![0] - f[0]![0], f[3]![1] - f[0]![1]);
            return Math.abs(w - h) < 1e-4;
          }).length;
          if (squares > 0)
            distractors.push({
              mistake: 'leaving out the squares (a square is a rectangle too)',
              value: answer - squares,
            });
        }
        distractors.push({
          mistake: `counting only the ${shape} that no line cuts through`,
          value: count.pieces,
        });
        distractors.push({
          mistake: wholeIsOne ? `forgetting ${d.outline}` : `leaving out the biggest ${shape}`,
          value: answer - biggest.count,
        });
        if (shape === 'squares')
          distractors.push({
            mistake: 'counting every rectangle as a square',
            value: quadrilaterals(lines, false).length,
          });
        distractors.push({ mistake: `counting only the smallest ${shape}`, value: count.smallest });

        const steps = explanation(d, shape, found, count, answer, wholeIsOne);
        const alt = d.lattice
          ? `${d.words} Its lines, between dots named by column (A, B, C … from the left) and row (1, 2, 3 … from the top): ${latticeList(lines)}.`
          : d.words;
        return {
          question: `How many ${shape} are there in the figure?`,
          answer,
          distractors,
          steps,
          wholeOptions: true,
          step: 1,
          questionFigure: { svg, alt } satisfies Figure,
          params: { shape, lines: lines.map((s) => [...s]), one },
        };
      });
    },
  },
});
