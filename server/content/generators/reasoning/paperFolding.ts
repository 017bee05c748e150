/**
 * Paper folding and punching. A square sheet drawn as an n × n grid (columns A, B, C … from the left,
 * rows 1, 2, 3 … from the top) is folded once, twice or three times, every fold halving the folded paper
 * exactly (a middle line, or a diagonal of a folded square, or the axis of a folded triangle), and holes
 * are punched through every layer at whole cells of the folded paper. Unfolded, each punch leaves one
 * hole in every layer: 2^folds holes.
 *
 * The answer comes from folding the whole sheet forwards (every cell's centre follows the folds, and a
 * cell has a hole when its centre lands on a punch); the worked steps and the wrong options come from
 * unfolding backwards (mirroring the holes through each fold line in reverse), with one named mistake
 * made on the way: the wrong line, a forgotten layer, holes copied across instead of mirrored, a hole
 * left out. The two computations must agree, or the generator stops.
 */
import type { Figure } from '../../../../contract/quiz';
import { defineTopic, GeneratorError, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { article } from '../format';

type Point = readonly [x: number, y: number];
/** The kept side of a fold line: a·x + b·y ≥ c (x to the right, y down, in cell units). */
interface HalfPlane {
  a: number;
  b: number;
  c: number;
}
type FoldType = 'vertical' | 'horizontal' | 'diagonal';

interface Fold {
  type: FoldType;
  line: HalfPlane;
  /** The fold line's ends on the paper being folded. */
  from: Point;
  to: Point;
  /** The part that moves: left, right, top, bottom, upper-left, … */
  moving: string;
  kept: string;
  /** The paper before this fold (a convex polygon). */
  before: Point[];
}

const INK = '#1f2937';
const GRID = '#b6bcc6';
const FOLD = '#2563eb';
const ARROW = '#dc2626';
const SHADE = '#dbe3ee';

const col = (x: number): string => String.fromCharCode(65 + x);
const cellName = (r: number, c: number): string => `${col(c)}${r + 1}`;
const side = (h: HalfPlane, [x, y]: Point): number => h.a * x + h.b * y - h.c;
const flip = (h: HalfPlane): HalfPlane => ({ a: -h.a, b: -h.b, c: -h.c });

function reflect(h: HalfPlane, p: Point): Point {
  const k = (2 * side(h, p)) / (h.a * h.a + h.b * h.b);
  return [p[0] - k * h.a, p[1] - k * h.b];
}

/** The part of a convex polygon on the kept side of a line (Sutherland–Hodgman, one edge). */
function clip(poly: readonly Point[], h: HalfPlane): Point[] {
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
function clipSegment(inside: readonly HalfPlane[], p: Point, q: Point): [Point, Point] | undefined {
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
function insideTest(poly: readonly Point[]): HalfPlane[] {
  const [cx, cy] = centroid(poly);
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const h = { a: q[1] - p[1], b: p[0] - q[0], c: (q[1] - p[1]) * p[0] + (p[0] - q[0]) * p[1] };
    return side(h, [cx, cy]) >= 0 ? h : flip(h);
  });
}

function centroid(poly: readonly Point[]): Point {
  return [poly.reduce((s, p) => s + p[0], 0) / poly.length, poly.reduce((s, p) => s + p[1], 0) / poly.length];
}

const bbox = (poly: readonly Point[]) => ({
  minX: Math.min(...poly.map((p) => p[0])),
  maxX: Math.max(...poly.map((p) => p[0])),
  minY: Math.min(...poly.map((p) => p[1])),
  maxY: Math.max(...poly.map((p) => p[1])),
});

const same = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/** The side of a diagonal line a point lies on, in words. */
function diagonalSideName(h: HalfPlane, keptSide: boolean): string {
  // a point up and to the left of the line: x smaller, y smaller
  const n: Point = keptSide ? [h.a, h.b] : [-h.a, -h.b];
  return `${n[1] < 0 ? 'upper' : 'lower'}-${n[0] < 0 ? 'left' : 'right'}`;
}

/**
 * The next fold of the paper `poly`: a vertical or horizontal middle line (it must be a grid line), a
 * diagonal of a square, or the axis of a right isosceles triangle. Undefined when not possible.
 */
function makeFold(
  poly: Point[],
  type: FoldType,
  moveFirst: boolean,
  otherDiagonal: boolean,
): Fold | undefined {
  const box = bbox(poly);
  if (type === 'vertical' || type === 'horizontal') {
    if (poly.length !== 4) return undefined;
    const vertical = type === 'vertical';
    const mid = vertical ? (box.minX + box.maxX) / 2 : (box.minY + box.maxY) / 2;
    if (!Number.isInteger(mid)) return undefined;
    // kept side: x ≥ mid (moving = left) or x ≤ mid (moving = right)
    const base: HalfPlane = vertical ? { a: 1, b: 0, c: mid } : { a: 0, b: 1, c: mid };
    const line = moveFirst ? base : flip(base);
    const names = vertical ? ['left', 'right'] : ['top', 'bottom'];
    const from: Point = vertical ? [mid, box.minY] : [box.minX, mid];
    const to: Point = vertical ? [mid, box.maxY] : [box.maxX, mid];
    return {
      type,
      line,
      from,
      to,
      moving: moveFirst ? names[0]! : names[1]!,
      kept: moveFirst ? names[1]! : names[0]!,
      before: poly,
    };
  }
  let from: Point;
  let to: Point;
  if (poly.length === 4) {
    if (!same(box.maxX - box.minX, box.maxY - box.minY)) return undefined;
    [from, to] = otherDiagonal
      ? [
          [box.minX, box.maxY],
          [box.maxX, box.minY],
        ]
      : [
          [box.minX, box.minY],
          [box.maxX, box.maxY],
        ];
  } else if (poly.length === 3) {
    // the right angle's vertex, and the middle of the side opposite it
    const k = poly.findIndex((p, i) => {
      const q = poly[(i + 1) % 3]!;
      const r = poly[(i + 2) % 3]!;
      return same((q[0] - p[0]) * (r[0] - p[0]) + (q[1] - p[1]) * (r[1] - p[1]), 0);
    });
    if (k < 0) return undefined;
    const q = poly[(k + 1) % 3]!;
    const r = poly[(k + 2) % 3]!;
    from = poly[k]!;
    to = [(q[0] + r[0]) / 2, (q[1] + r[1]) / 2];
    // only a fold along grid lines or cell diagonals keeps whole cells whole
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    if (!(same(Math.abs(dx), Math.abs(dy)) || same(dx, 0) || same(dy, 0))) return undefined;
    if (same(dx, 0) || same(dy, 0)) {
      const t: FoldType = same(dx, 0) ? 'vertical' : 'horizontal';
      const base: HalfPlane = t === 'vertical' ? { a: 1, b: 0, c: from[0] } : { a: 0, b: 1, c: from[1] };
      const names = t === 'vertical' ? ['left', 'right'] : ['top', 'bottom'];
      return {
        type: t,
        line: moveFirst ? base : flip(base),
        from,
        to,
        moving: moveFirst ? names[0]! : names[1]!,
        kept: moveFirst ? names[1]! : names[0]!,
        before: poly,
      };
    }
  } else return undefined;
  const base: HalfPlane = {
    a: to[1] - from[1],
    b: from[0] - to[0],
    c: (to[1] - from[1]) * from[0] + (from[0] - to[0]) * from[1],
  };
  const line = moveFirst ? base : flip(base);
  return {
    type: 'diagonal',
    line,
    from,
    to,
    moving: diagonalSideName(line, false),
    kept: diagonalSideName(line, true),
    before: poly,
  };
}

/** A plan: the fold types in order (a diagonal of a square, or of a triangle its axis). */
const PLANS: Record<Level, { n: number; folds: FoldType[]; punches: [number, number] }[]> = {
  1: [
    { n: 4, folds: ['vertical'], punches: [1, 2] },
    { n: 4, folds: ['horizontal'], punches: [1, 2] },
    { n: 6, folds: ['vertical'], punches: [1, 3] },
    { n: 6, folds: ['horizontal'], punches: [1, 3] },
  ],
  2: [
    { n: 4, folds: ['vertical', 'horizontal'], punches: [1, 2] },
    { n: 4, folds: ['horizontal', 'vertical'], punches: [1, 2] },
    { n: 4, folds: ['vertical', 'vertical'], punches: [1, 2] },
    { n: 4, folds: ['horizontal', 'horizontal'], punches: [1, 2] },
    { n: 6, folds: ['vertical', 'horizontal'], punches: [1, 2] },
    { n: 6, folds: ['horizontal', 'vertical'], punches: [1, 2] },
    { n: 4, folds: ['diagonal'], punches: [1, 2] },
    { n: 6, folds: ['diagonal'], punches: [2, 3] },
  ],
  3: [
    { n: 4, folds: ['vertical', 'horizontal', 'diagonal'], punches: [1, 1] },
    { n: 4, folds: ['horizontal', 'vertical', 'diagonal'], punches: [1, 1] },
    { n: 6, folds: ['vertical', 'horizontal', 'diagonal'], punches: [1, 1] },
    { n: 6, folds: ['horizontal', 'vertical', 'diagonal'], punches: [1, 1] },
    { n: 4, folds: ['vertical', 'vertical', 'horizontal'], punches: [1, 1] },
    { n: 4, folds: ['horizontal', 'horizontal', 'vertical'], punches: [1, 1] },
    { n: 4, folds: ['diagonal', 'diagonal'], punches: [1, 2] },
    { n: 6, folds: ['diagonal', 'diagonal'], punches: [1, 3] },
  ],
};

interface Folded {
  n: number;
  folds: Fold[];
  paper: Point[];
  punches: [number, number][];
  cuts?: [number, number][];
}

function drawFolding(rng: Rng, level: Level, plans = PLANS[level]): Folded | undefined {
  const plan = rng.pick(plans);
  const { n } = plan;
  let paper: Point[] = [
    [0, 0],
    [n, 0],
    [n, n],
    [0, n],
  ];
  const folds: Fold[] = [];
  for (const type of plan.folds) {
    const fold = makeFold(paper, type, rng.chance(0.5), rng.chance(0.5));
    if (!fold) return undefined;
    folds.push(fold);
    paper = clip(paper, fold.line);
  }
  // cells lying wholly on the folded paper can be punched
  const inside = insideTest(paper);
  const whole: [number, number][] = [];
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      const corners: Point[] = [
        [c, r],
        [c + 1, r],
        [c + 1, r + 1],
        [c, r + 1],
      ];
      if (corners.every((p) => inside.every((h) => side(h, p) >= -1e-9))) whole.push([r, c]);
    }
  }
  const count = Math.min(whole.length, rng.int(plan.punches[0], plan.punches[1]));
  if (count === 0) return undefined;
  const punches = rng.sample(whole, count).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { n, folds, paper, punches };
}

/** Holes by folding forwards: every cell's centre follows the folds; it is holed if it lands on a punch. */
function holesByFolding({ n, folds, punches }: Folded): [number, number][] {
  const holes: [number, number][] = [];
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      let p: Point = [c + 0.5, r + 0.5];
      for (const f of folds) if (side(f.line, p) < -1e-9) p = reflect(f.line, p);
      if (punches.some(([pr, pc]) => same(p[0], pc + 0.5) && same(p[1], pr + 0.5))) holes.push([r, c]);
    }
  }
  return holes;
}

type Slip = { at: number; how: 'wrongLine' | 'skip' | 'copy' } | undefined;

/** The line a careless solver mirrors across instead: the other middle line, or the other diagonal. */
function wrongLine(f: Fold): HalfPlane {
  const box = bbox(f.before);
  if (f.type === 'vertical') return { a: 0, b: 1, c: (box.minY + box.maxY) / 2 };
  if (f.type === 'horizontal') return { a: 1, b: 0, c: (box.minX + box.maxX) / 2 };
  // the perpendicular line through the middle of the fold line
  const mx = (f.from[0] + f.to[0]) / 2;
  const my = (f.from[1] + f.to[1]) / 2;
  return { a: f.line.b, b: -f.line.a, c: f.line.b * mx - f.line.a * my };
}

/** Holes by unfolding backwards from the punches, possibly with one slip; each step's new holes listed. */
function holesByUnfolding(
  folded: Folded,
  slip: Slip,
): { holes: [number, number][]; added: [number, number][][] } {
  const key = (p: Point): string => `${p[0]},${p[1]}`;
  let points: Point[] = folded.punches.map(([r, c]) => [c + 0.5, r + 0.5]);
  const added: [number, number][][] = [];
  for (let i = folded.folds.length - 1; i >= 0; i -= 1) {
    const f = folded.folds[i]!;
    let images: Point[];
    if (slip?.at === i && slip.how === 'skip') images = [];
    else if (slip?.at === i && slip.how === 'wrongLine') images = points.map((p) => reflect(wrongLine(f), p));
    else if (slip?.at === i && slip.how === 'copy') {
      // moved across by the width of the folded part, not mirrored
      const box = bbox(f.before);
      const half = f.type === 'vertical' ? (box.maxX - box.minX) / 2 : (box.maxY - box.minY) / 2;
      const dir = f.moving === 'left' || f.moving === 'top' ? -1 : 1;
      images = points.map((p): Point =>
        f.type === 'vertical' ? [p[0] + dir * half, p[1]] : [p[0], p[1] + dir * half],
      );
    } else images = points.map((p) => reflect(f.line, p));
    const known = new Set(points.map(key));
    const fresh = images.filter((p) => !known.has(key(p)));
    added.push(fresh.map(([x, y]) => [Math.floor(y), Math.floor(x)]));
    points = [...points, ...fresh];
  }
  const cells = points.map(([x, y]): [number, number] => [Math.floor(y), Math.floor(x)]);
  return { holes: sortCells(cells), added };
}

function sortCells(cells: readonly [number, number][]): [number, number][] {
  const seen = new Set<string>();
  return [...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .filter(([r, c]) => {
      const k = `${r},${c}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

const names = (cells: readonly [number, number][]): string =>
  sortCells(cells)
    .map(([r, c]) => cellName(r, c))
    .join(', ');
const holesText = (cells: readonly [number, number][]): string => `Holes: ${names(cells)}`;

/** "the vertical line between columns B and C" / "the diagonal from the top-left corner of C3 to …". */
function lineWords(f: Fold): string {
  if (f.type === 'vertical')
    return `the vertical line between columns ${col(f.from[0] - 1)} and ${col(f.from[0])}`;
  if (f.type === 'horizontal') return `the horizontal line between rows ${f.from[1]} and ${f.from[1] + 1}`;
  const corner = ([x, y]: Point, towardsX: number, towardsY: number): string => {
    // a lattice point, named as the corner of the cell on the side the line runs to
    const c = towardsX > 0 ? x : x - 1;
    const r = towardsY > 0 ? y : y - 1;
    return `the ${towardsY > 0 ? 'top' : 'bottom'}-${towardsX > 0 ? 'left' : 'right'} corner of ${cellName(r, c)}`;
  };
  const dx = Math.sign(f.to[0] - f.from[0]);
  const dy = Math.sign(f.to[1] - f.from[1]);
  const end =
    Number.isInteger(f.to[0]) && Number.isInteger(f.to[1])
      ? corner(f.to, -dx, -dy)
      : `the middle of the opposite edge`;
  return `the slanting line from ${corner(f.from, dx, dy)} to ${end}`;
}

function foldWords(f: Fold, i: number): string {
  const part = f.type === 'diagonal' ? `${f.moving} half` : `${f.moving} half`;
  return `Fold ${i + 1}: the ${part} is folded over onto the ${f.kept} half along ${lineWords(f)}.`;
}

// ---- drawings ----

const fmt = (v: number): string => String(Math.round(v * 100) / 100);
const pts = (poly: readonly Point[], s: number, ox: number, oy: number): string =>
  poly.map(([x, y]) => `${fmt(ox + x * s)},${fmt(oy + y * s)}`).join(' ');

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/>${body}</svg>`;
}

/** The paper `poly` of an n × n sheet at scale s: its grid, and optionally the next fold or the holes. */
function panel(
  n: number,
  poly: Point[],
  s: number,
  ox: number,
  oy: number,
  fold: Fold | undefined,
  holes: readonly [number, number][],
  cuts: readonly [number, number][] = [],
): string {
  const parts: string[] = [];
  const box = bbox(poly);
  if (poly.length !== 4 || !same(box.maxX - box.minX, n) || !same(box.maxY - box.minY, n)) {
    parts.push(
      `<rect x="${ox}" y="${oy}" width="${n * s}" height="${n * s}" fill="none" stroke="${GRID}" stroke-width="1.5" stroke-dasharray="3 4"/>`,
    );
  }
  parts.push(`<polygon points="${pts(poly, s, ox, oy)}" fill="#fff"/>`);
  if (fold) parts.push(`<polygon points="${pts(clip(poly, flip(fold.line)), s, ox, oy)}" fill="${SHADE}"/>`);
  const grid: string[] = [];
  const inside = insideTest(poly);
  for (let k = 1; k < n; k += 1) {
    for (const [p, q] of [
      [
        [k, 0],
        [k, n],
      ],
      [
        [0, k],
        [n, k],
      ],
    ] as [Point, Point][]) {
      const seg = clipSegment(inside, p, q);
      if (seg)
        grid.push(
          `M${fmt(ox + seg[0][0] * s)} ${fmt(oy + seg[0][1] * s)}L${fmt(ox + seg[1][0] * s)} ${fmt(oy + seg[1][1] * s)}`,
        );
    }
  }
  if (grid.length) parts.push(`<path d="${grid.join('')}" stroke="${GRID}" stroke-width="1.5" fill="none"/>`);
  parts.push(
    `<polygon points="${pts(poly, s, ox, oy)}" fill="none" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
  );
  for (const [r, c] of cuts)
    parts.push(
      `<rect x="${fmt(ox + c * s + 1)}" y="${fmt(oy + r * s + 1)}" width="${fmt(s - 2)}" height="${fmt(s - 2)}" fill="${INK}"/>`,
    );
  for (const [r, c] of holes)
    parts.push(
      `<circle cx="${fmt(ox + (c + 0.5) * s)}" cy="${fmt(oy + (r + 0.5) * s)}" r="${fmt(s * 0.28)}" fill="${INK}"/>`,
    );
  if (fold) {
    const [a, b] = [fold.from, fold.to];
    parts.push(
      `<path d="M${fmt(ox + a[0] * s)} ${fmt(oy + a[1] * s)}L${fmt(ox + b[0] * s)} ${fmt(oy + b[1] * s)}" stroke="${FOLD}" stroke-width="2.5" stroke-dasharray="6 4"/>`,
    );
    // a curved arrow from the moving part over the line onto the kept part
    const m = centroid(clip(poly, flip(fold.line)));
    const k = reflect(fold.line, m);
    const [x1, y1, x2, y2] = [ox + m[0] * s, oy + m[1] * s, ox + k[0] * s, oy + k[1] * s];
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
    const len = Math.hypot(x2 - x1, y2 - y1);
    const [nx, ny] = [-(y2 - y1) / len, (x2 - x1) / len];
    const bend = len * 0.35 * (ny > 0 || (ny === 0 && nx < 0) ? -1 : 1);
    const [cx, cy] = [mx + nx * bend, my + ny * bend];
    const [tx, ty] = [x2 - cx, y2 - cy];
    const tl = Math.hypot(tx, ty);
    const [ux, uy] = [tx / tl, ty / tl];
    const head = 7;
    const h1: Point = [x2 - ux * head * 1.4 - uy * head * 0.8, y2 - uy * head * 1.4 + ux * head * 0.8];
    const h2: Point = [x2 - ux * head * 1.4 + uy * head * 0.8, y2 - uy * head * 1.4 - ux * head * 0.8];
    parts.push(
      `<path d="M${fmt(x1)} ${fmt(y1)}Q${fmt(cx)} ${fmt(cy)} ${fmt(x2 - ux * 4)} ${fmt(y2 - uy * 4)}" stroke="${ARROW}" stroke-width="2.5" fill="none"/>`,
    );
    parts.push(
      `<polygon points="${fmt(x2)},${fmt(y2)} ${fmt(h1[0])},${fmt(h1[1])} ${fmt(h2[0])},${fmt(h2[1])}" fill="${ARROW}"/>`,
    );
  }
  return parts.join('');
}

/** The question drawing: one panel per fold (the fold to make), then the folded paper with its punches. */
function foldingFigure(folded: Folded): Figure {
  const { n, folds, punches } = folded;
  const s = n === 4 ? 26 : 18;
  const size = n * s;
  const pad = 10;
  const top = 18;
  const gap = 30;
  const count = folds.length + 1;
  const perRow = 2;
  const rows = Math.ceil(count / perRow);
  const cellW = size + 2 * pad;
  const width = perRow * cellW + (perRow - 1) * gap;
  const height = rows * (size + top + pad) + (rows - 1) * 8;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = Math.floor(i / perRow);
    const colIndex = i % perRow;
    const ox = colIndex * (cellW + gap) + pad;
    const oy = row * (size + top + pad + 8) + top;
    const poly = i < folds.length ? folds[i]!.before : folded.paper;
    parts.push(
      `<text x="${ox}" y="${oy - 5}" font-size="12" font-family="sans-serif" font-weight="bold" fill="${INK}">${i < folds.length ? `Fold ${i + 1}` : folded.cuts?.length ? 'Punch and cut' : 'Punch'}</text>`,
    );
    parts.push(
      panel(
        n,
        poly,
        s,
        ox,
        oy,
        folds[i],
        i < folds.length ? [] : punches,
        i < folds.length ? [] : (folded.cuts ?? []),
      ),
    );
    if (colIndex === 0 && i + 1 < count) {
      const ax = ox + size + pad + 4;
      const ay = oy + size / 2;
      parts.push(
        `<path d="M${ax} ${ay}h${gap - 12}" stroke="${INK}" stroke-width="2"/><polygon points="${ax + gap - 6},${ay} ${ax + gap - 14},${ay - 5} ${ax + gap - 14},${ay + 5}" fill="${INK}"/>`,
      );
    }
  }
  const cutWords = folded.cuts?.length
    ? ` and the square ${names(folded.cuts)} (a corner of the folded paper) is cut out`
    : '';
  const alt = `A square sheet drawn as ${article(n)} ${n} by ${n} grid (columns A to ${col(n - 1)} from the left, rows 1 to ${n} from the top). ${folds.map(foldWords).join(' ')} Then ${punches.length === 1 ? 'a round hole is' : 'round holes are'} punched through all the layers at ${names(punches)}${cutWords}.`;
  return { svg: svgDoc(width, height, parts.join('')), alt };
}

/** An option drawing: the unfolded sheet with its holes. */
function sheetFigure(
  n: number,
  holes: readonly [number, number][],
  cuts?: readonly [number, number][],
): Figure {
  const s = n === 4 ? 30 : 22;
  const pad = 6;
  const w = n * s + 2 * pad;
  const square: Point[] = [
    [0, 0],
    [n, 0],
    [n, n],
    [0, n],
  ];
  return {
    svg: svgDoc(w, w, panel(n, square, s, pad, pad, undefined, sortCells(holes), sortCells(cuts ?? []))),
    alt: cuts ? cutText(holes, cuts) : holesText(holes),
  };
}

const cutText = (holes: readonly [number, number][], cuts: readonly [number, number][]): string =>
  `Round holes: ${names(holes)}; square cut-outs: ${names(cuts)}`;

// ---- the problems ----

const STEM =
  'A square sheet of paper is folded and punched as shown. Which option shows the sheet when it is unfolded? Cells are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).';

function unfoldSteps(folded: Folded, added: [number, number][][]): string[] {
  const steps = [
    `Unfold in reverse order, starting from the punch${folded.punches.length === 1 ? '' : 'es'} at ${names(folded.punches)}: undoing a fold mirrors every hole so far across that fold line.`,
  ];
  for (let j = 0; j < added.length; j += 1) {
    const i = folded.folds.length - 1 - j;
    steps.push(`Undoing fold ${i + 1} (${lineWords(folded.folds[i]!)}) adds ${names(added[j]!)}.`);
  }
  return steps;
}

function unfolded(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const folded = drawFolding(rng, level);
    if (!folded) return undefined;
    const { n, folds } = folded;
    const answer = holesByFolding(folded);
    const unfolding = holesByUnfolding(folded, undefined);
    const check = unfolding.holes;
    if (
      holesText(check) !== holesText(answer) ||
      answer.length !== folded.punches.length * 2 ** folds.length
    ) {
      throw new GeneratorError(
        `paper folding: folding gives ${holesText(answer)}, unfolding ${holesText(check)}`,
      );
    }
    if (answer.length > 0.6 * n * n) return undefined;
    const slips: { mistake: string; holes: [number, number][] }[] = [];
    folds.forEach((f, i) => {
      const which = folds.length === 1 ? 'the fold' : `fold ${i + 1}`;
      slips.push({
        mistake: `mirroring across the wrong line when undoing ${which}`,
        holes: holesByUnfolding(folded, { at: i, how: 'wrongLine' }).holes,
      });
      slips.push({
        mistake: `forgetting the layer folded over by ${which}`,
        holes: holesByUnfolding(folded, { at: i, how: 'skip' }).holes,
      });
      if (f.type !== 'diagonal')
        slips.push({
          mistake: `copying the holes across ${which} without mirroring them`,
          holes: holesByUnfolding(folded, { at: i, how: 'copy' }).holes,
        });
    });
    const ordered = rng.shuffle(slips);
    const missing = [...answer];
    missing.splice(rng.int(0, missing.length - 1), 1);
    // a hole left out is the weakest trap: offered after two mirroring slips
    ordered.splice(2, 0, { mistake: 'leaving out one of the holes', holes: missing });
    // the first three slips that give a new drawing (a symmetric punch can make two slips agree)
    const taken = new Set([holesText(answer)]);
    const chosen = ordered
      .filter((s) => {
        const text = holesText(s.holes);
        if (
          s.holes.length === 0 ||
          taken.has(text) ||
          s.holes.some(([r, c]) => r < 0 || c < 0 || r >= n || c >= n)
        )
          return false;
        taken.add(text);
        return true;
      })
      .slice(0, 3);
    if (chosen.length < 3) return undefined;
    const distractors: Distractor[] = chosen.map((s) => ({ mistake: s.mistake, value: holesText(s.holes) }));
    const options = [answer, ...chosen.map((s) => s.holes)];
    return {
      question: STEM,
      answer: holesText(answer),
      distractors,
      steps: [
        ...unfoldSteps(folded, unfolding.added),
        `That makes ${answer.length} holes in all, so the answer is ${holesText(answer)}.`,
      ],
      questionFigure: foldingFigure(folded),
      optionFigures: Object.fromEntries(options.map((o) => [holesText(o), sheetFigure(n, o)])),
      params: paramsOf(folded),
    };
  });
}

function paramsOf(folded: Folded) {
  return {
    n: folded.n,
    folds: folded.folds.map((f) => ({
      type: f.type,
      from: [f.from[0], f.from[1]],
      to: [f.to[0], f.to[1]],
      moving: f.moving,
    })),
    punches: folded.punches.map(([r, c]) => [r, c]),
    ...(folded.cuts ? { cuts: folded.cuts.map(([r, c]) => [r, c]) } : {}),
  };
}

function holeCount(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const folded = drawFolding(rng, level);
    if (!folded) return undefined;
    const answer = holesByFolding(folded);
    const k = folded.folds.length;
    const p = folded.punches.length;
    return {
      question: `A square sheet of paper is folded and punched as shown. How many holes will the sheet have when it is unfolded?`,
      answer: answer.length,
      distractors: [
        { mistake: 'forgetting the layer made by one fold', value: p * 2 ** (k - 1) },
        { mistake: 'counting only the punches', value: p },
        { mistake: 'adding a hole for each fold instead of doubling', value: p * (k + 1) },
        { mistake: 'doubling once too often', value: p * 2 ** (k + 1) },
      ],
      steps: [
        `Each fold doubles the layers, so after ${k} fold${k === 1 ? '' : 's'} the paper is ${2 ** k} layers thick and each punch makes ${2 ** k} holes.`,
        `${p} punch${p === 1 ? '' : 'es'} × ${2 ** k} = ${answer.length} holes (${names(answer)}).`,
      ],
      questionFigure: foldingFigure(folded),
      params: paramsOf(folded),
    };
  });
}

/** Folded in four; a round hole is punched and a square cut from a corner of the folded paper. */
const CUT_PLANS = [
  { n: 4, folds: ['vertical', 'horizontal'] as FoldType[], punches: [1, 1] as [number, number] },
  { n: 4, folds: ['horizontal', 'vertical'] as FoldType[], punches: [1, 1] as [number, number] },
  { n: 6, folds: ['vertical', 'horizontal'] as FoldType[], punches: [1, 1] as [number, number] },
  { n: 6, folds: ['horizontal', 'vertical'] as FoldType[], punches: [1, 1] as [number, number] },
];

function cutUnfolded(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const drawn = drawFolding(rng, 3, CUT_PLANS);
    if (!drawn) return undefined;
    const { n, paper } = drawn;
    const box = bbox(paper);
    const corners: [number, number][] = [
      [box.minY, box.minX],
      [box.minY, box.maxX - 1],
      [box.maxY - 1, box.minX],
      [box.maxY - 1, box.maxX - 1],
    ];
    const cut = rng.pick(corners);
    if (drawn.punches.some(([r, c]) => r === cut[0] && c === cut[1])) return undefined;
    const folded: Folded = { ...drawn, cuts: [cut] };
    const cutsOnly: Folded = { ...drawn, punches: [cut] };
    const round = holesByFolding(folded);
    const square = holesByFolding(cutsOnly);
    if (
      cutText(round, square) !==
      cutText(holesByUnfolding(folded, undefined).holes, holesByUnfolding(cutsOnly, undefined).holes)
    ) {
      throw new GeneratorError('paper cutting: folding and unfolding disagree');
    }
    const slips: { mistake: string; round: [number, number][]; square: [number, number][] }[] = [];
    drawn.folds.forEach((_, i) => {
      for (const how of ['wrongLine', 'skip', 'copy'] as const) {
        const words = {
          wrongLine: 'mirroring across the wrong line when undoing',
          skip: 'forgetting the layer folded over by',
          copy: 'copying the holes across without mirroring them at',
        }[how];
        slips.push({
          mistake: `${words} fold ${i + 1}`,
          round: holesByUnfolding(folded, { at: i, how }).holes,
          square: holesByUnfolding(cutsOnly, { at: i, how }).holes,
        });
      }
    });
    const ordered = rng.shuffle(slips);
    ordered.splice(1, 0, {
      mistake: 'swapping the round holes and the square cut-outs',
      round: square,
      square: round,
    });
    const taken = new Set([cutText(round, square)]);
    const chosen = ordered
      .filter((x) => {
        const t = cutText(x.round, x.square);
        if (taken.has(t) || [...x.round, ...x.square].some(([r, c]) => r < 0 || c < 0 || r >= n || c >= n))
          return false;
        taken.add(t);
        return true;
      })
      .slice(0, 3);
    if (chosen.length < 3) return undefined;
    const answer = cutText(round, square);
    return {
      question:
        'A square sheet of paper is folded as shown; then a round hole is punched and a square is cut out of one corner, through all the layers (the dark square). Which option shows the sheet when it is unfolded? Cells are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).',
      answer,
      distractors: chosen.map((x) => ({ mistake: x.mistake, value: cutText(x.round, x.square) })),
      steps: [
        `Unfold in reverse order; undoing a fold mirrors every hole and cut so far across that fold line. Each fold doubles them, so there are 4 round holes and 4 square cut-outs.`,
        `The round hole at ${names(drawn.punches)} unfolds to ${names(round)}; the square cut at ${names([cut])} unfolds to ${names(square)}${square.some(([r, c]) => r === 0 || c === 0 || r === n - 1 || c === n - 1) ? ' (those on the edge of the sheet are notches)' : ''}.`,
        `So the answer is ${answer}.`,
      ],
      questionFigure: foldingFigure(folded),
      optionFigures: Object.fromEntries(
        [{ round, square }, ...chosen].map((x) => [
          cutText(x.round, x.square),
          sheetFigure(n, x.round, x.square),
        ]),
      ),
      params: paramsOf(folded),
    };
  });
}

export const paperCuttingFolding = defineTopic({
  cutUnfolded: { levels: [3], weight: 0.35, make: cutUnfolded },
  unfolded: { levels: [1, 2, 3], make: unfolded },
  holeCount: { levels: [1, 2, 3], weight: 0.15, make: holeCount },
});
