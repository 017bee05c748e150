/**
 * Folds of the sheet, and its holes found both ways: by folding the whole sheet forwards, and by unfolding
 * backwards with one named slip (paperFolding.ts explains why both).
 */
import type { Rng } from '../rng';
import type { Level } from '../types';
import {
  bbox,
  clip,
  flip,
  type HalfPlane,
  insideTest,
  type Point,
  reflect,
  same,
  side,
} from './paperGeometry';

export type FoldType = 'vertical' | 'horizontal' | 'diagonal';

export interface Fold {
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

export const col = (x: number): string => String.fromCharCode(65 + x);
const cellName = (r: number, c: number): string => `${col(c)}${r + 1}`;
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

export interface Folded {
  n: number;
  folds: Fold[];
  paper: Point[];
  punches: [number, number][];
  cuts?: [number, number][];
}

export function drawFolding(rng: Rng, level: Level, plans = PLANS[level]): Folded | undefined {
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
export function holesByFolding({ n, folds, punches }: Folded): [number, number][] {
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
export function holesByUnfolding(
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

export function sortCells(cells: readonly [number, number][]): [number, number][] {
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

export const names = (cells: readonly [number, number][]): string =>
  sortCells(cells)
    .map(([r, c]) => cellName(r, c))
    .join(', ');
export const holesText = (cells: readonly [number, number][]): string => `Holes: ${names(cells)}`;

/** "the vertical line between columns B and C" / "the diagonal from the top-left corner of C3 to …". */
export function lineWords(f: Fold): string {
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

export function foldWords(f: Fold, i: number): string {
  const part = f.type === 'diagonal' ? `${f.moving} half` : `${f.moving} half`;
  return `Fold ${i + 1}: the ${part} is folded over onto the ${f.kept} half along ${lineWords(f)}.`;
}
