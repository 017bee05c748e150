/**
 * Independent solvers for the line-figure topics, written without the generators' code.
 *
 * Embedded figures, by geometry: figure X is in a drawing if, at some shift (searched in half steps,
 * so a shift between lattice points is tried too), every point along every line of X lies on a line
 * of the drawing.
 */
import { text, type Expected } from './values';

type Seg = number[];

const EPS = 1e-4;

/** Whether point (px, py) lies on segment s. */
export function onSegment(px: number, py: number, s: Seg): boolean {
  const [x1, y1, x2, y2] = s as [number, number, number, number];
  // distance from the line, with room for coordinates rounded to 6 decimals
  const cross = ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) / Math.hypot(x2 - x1, y2 - y1);
  if (Math.abs(cross) > 1e-4) return false;
  return (
    px >= Math.min(x1, x2) - EPS &&
    px <= Math.max(x1, x2) + EPS &&
    py >= Math.min(y1, y2) - EPS &&
    py <= Math.max(y1, y2) + EPS
  );
}

/** Whether X, shifted by (dx, dy), lies entirely on the drawing's lines (tested at 16 points a line). */
function coveredAt(figure: Seg[], drawing: Seg[], dx: number, dy: number): boolean {
  return figure.every(([x1, y1, x2, y2]) => {
    for (let i = 0; i <= 16; i += 1) {
      const px = x1! + ((x2! - x1!) * i) / 16 + dx;
      const py = y1! + ((y2! - y1!) * i) / 16 + dy;
      if (!drawing.some((s) => onSegment(px, py, s))) return false;
    }
    return true;
  });
}

export function containsFigure(figure: Seg[], drawing: Seg[], canvas: number): boolean {
  for (let dx = -canvas; dx <= canvas; dx += 0.5) {
    for (let dy = -canvas; dy <= canvas; dy += 0.5) {
      if (coveredAt(figure, drawing, dx, dy)) return true;
    }
  }
  return false;
}

export function embeddedAnswer(p: {
  canvas: number;
  figure: Seg[];
  options: Record<string, Seg[]>;
}): Expected {
  const hits = Object.entries(p.options)
    .filter(([, drawing]) => containsFigure(p.figure, drawing, p.canvas))
    .map(([name]) => name);
  return text(hits.join(' AND '));
}

/** The usual SSC form: the options that lie in the one drawing (`figure`), at any shift. */
export function embeddedInFigure(p: {
  canvas: number;
  figure: Seg[];
  options: Record<string, Seg[]>;
}): Expected {
  const hits = Object.entries(p.options)
    .filter(([, option]) => containsFigure(option, p.figure, p.canvas))
    .map(([name]) => name);
  return text(hits.join(' AND '));
}

/**
 * Figure counting, by points: every end of a line and every crossing of two lines is a point; two
 * points are joined when one drawn line holds both. A triangle is three joined points not in a
 * line; a rectangle is four joined points p, q, r, s with a right angle at q and s = p + r − q (each
 * rectangle is then found 8 times: 4 corners × 2 directions, and kept once); a square has equal sides too.
 */
export function countShapes(p: { shape: string; lines: Seg[] }): number {
  return findShapes(p).length;
}

/** Every shape counted, as its corners in order round it (each shape once). */
export function findShapes(p: { shape: string; lines: Seg[] }): [number, number][][] {
  const lines = p.lines as [number, number, number, number][];
  const points: [number, number][] = [];
  const add = (x: number, y: number): void => {
    if (!points.some(([a, b]) => Math.abs(a - x) < 1e-4 && Math.abs(b - y) < 1e-4)) points.push([x, y]);
  };
  for (const [x1, y1, x2, y2] of lines) {
    add(x1, y1);
    add(x2, y2);
  }
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const [a, b, c, d] = lines[i]!;
      const [e, f, g, h] = lines[j]!;
      const den = (c - a) * (h - f) - (d - b) * (g - e);
      if (Math.abs(den) < 1e-9) continue;
      const t = ((e - a) * (h - f) - (f - b) * (g - e)) / den;
      const x = a + t * (c - a);
      const y = b + t * (d - b);
      if (onSegment(x, y, lines[i]!) && onSegment(x, y, lines[j]!)) add(x, y);
    }
  }
  const n = points.length;
  const joined: boolean[][] = points.map((a, i) =>
    points.map((b, j) => i !== j && lines.some((s) => onSegment(a[0], a[1], s) && onSegment(b[0], b[1], s))),
  );
  const found: [number, number][][] = [];
  if (p.shape === 'triangles') {
    for (let i = 0; i < n; i += 1)
      for (let j = i + 1; j < n; j += 1) {
        if (!joined[i]![j]) continue;
        for (let k = j + 1; k < n; k += 1) {
          if (!joined[i]![k] || !joined[j]![k]) continue;
          const [a, b, c] = [points[i]!, points[j]!, points[k]!];
          if (Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) > 1e-3)
            found.push([a, b, c]);
        }
      }
    return found;
  }
  const seen = new Set<number>();
  const index = (x: number, y: number): number =>
    points.findIndex(([a, b]) => Math.abs(a - x) < 1e-4 && Math.abs(b - y) < 1e-4);
  for (let q = 0; q < n; q += 1) {
    for (let a = 0; a < n; a += 1) {
      if (!joined[q]![a]) continue;
      for (let c = 0; c < n; c += 1) {
        if (c === a || !joined[q]![c]) continue;
        const [u, v] = [
          [points[a]![0] - points[q]![0], points[a]![1] - points[q]![1]],
          [points[c]![0] - points[q]![0], points[c]![1] - points[q]![1]],
        ];
        if (Math.abs(u[0]! * v[0]! + u[1]! * v[1]!) > 1e-4) continue;
        if (p.shape === 'squares' && Math.abs(Math.hypot(u[0]!, u[1]!) - Math.hypot(v[0]!, v[1]!)) > 1e-4)
          continue;
        const s = index(points[a]![0] + v[0]!, points[a]![1] + v[1]!);
        if (s < 0 || !joined[s]![a] || !joined[s]![c]) continue;
        // found from each of its 4 corners, both ways round: kept once, by its corners
        const key = [q, a, c, s].sort((x, y) => x - y).reduce((k, i) => k * n + i, 0);
        if (seen.has(key)) continue;
        seen.add(key);
        found.push([points[a]!, points[q]!, points[c]!, points[s]!]);
      }
    }
  }
  return found;
}

/**
 * Completion of figure, by geometry: each square is cut by its diagonals into four small triangles
 * (top, right, bottom, left); a dark square is all four, a half-dark one the two on the side of its
 * corner. The pattern is the set of the dark small triangles' centres, and a symmetry is a map of the
 * square onto itself (mirror lines, diagonals, turns) that sends that set onto itself.
 */
const QUARTERS: Record<string, [number, number][]> = {
  F: [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ],
  TL: [
    [0, -1],
    [-1, 0],
  ],
  TR: [
    [0, -1],
    [1, 0],
  ],
  BL: [
    [0, 1],
    [-1, 0],
  ],
  BR: [
    [0, 1],
    [1, 0],
  ],
  '': [],
};

/** The dark small triangles' centres, in sixths of a square (whole numbers). */
export function darkCentres(grid: string[][]): Set<string> {
  const out = new Set<string>();
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      const q = QUARTERS[cell];
      if (!q) throw new Error(`unknown square ${JSON.stringify(cell)}`);
      for (const [dx, dy] of q) out.add(`${6 * c + 3 + 2 * dx},${6 * r + 3 + 2 * dy}`);
    }),
  );
  return out;
}

export type Symmetry = 'upright' | 'level' | 'diagonal' | 'antidiagonal' | 'quarterTurn' | 'halfTurn';

export function symmetries(grid: string[][]): Symmetry[] {
  const m = 6 * grid.length;
  const set = darkCentres(grid);
  const maps: Record<Symmetry, (x: number, y: number) => [number, number]> = {
    upright: (x, y) => [m - x, y],
    level: (x, y) => [x, m - y],
    diagonal: (x, y) => [y, x],
    antidiagonal: (x, y) => [m - y, m - x],
    quarterTurn: (x, y) => [m - y, x],
    halfTurn: (x, y) => [m - x, m - y],
  };
  return (Object.keys(maps) as Symmetry[]).filter((k) =>
    [...set].every((p) => {
      const [x, y] = p.split(',').map(Number);
      return set.has(maps[k](x!, y!).join(','));
    }),
  );
}

export function fillQuarter(grid: string[][], piece: string[][]): string[][] {
  const h = piece.length;
  const holes: [number, number][] = [];
  grid.forEach((row, r) =>
    row.forEach((c, k) => {
      if (c === '?') holes.push([r, k]);
    }),
  );
  if (holes.length !== h * h) throw new Error(`${holes.length} missing squares for a ${h} by ${h} piece`);
  const [r0, c0] = holes[0]!;
  return grid.map((row, r) => row.map((c, k) => (c === '?' ? piece[r - r0]![k - c0]! : c)));
}

export function completionAnswer(p: {
  axes: 'upright' | 'both';
  grid: string[][];
  options: Record<string, string[][]>;
}): Expected {
  const wanted: Symmetry[] = p.axes === 'both' ? ['upright', 'level'] : ['upright'];
  const hits = Object.entries(p.options).filter(([, piece]) => {
    const found = symmetries(fillQuarter(p.grid, piece));
    return wanted.every((w) => found.includes(w));
  });
  return text(hits.map(([t]) => t).join(' AND '));
}

/**
 * Filling the empty part of a square (some squares already taken) with pieces, piece by piece: the biggest piece first, tried at every position in
 * every one of its 8 turns and flips (made by turning the coordinates), then the next piece, and so on.
 */
export function tiles(n: number, pieces: number[][][], placed: number[][] = []): boolean {
  const total = pieces.reduce((s, p) => s + p.length, 0);
  if (total + placed.length !== n * n) return false;
  const variants = (p: number[][]): number[][][] => {
    const out: number[][][] = [];
    const seen = new Set<string>();
    for (let k = 0; k < 8; k += 1) {
      const moved = p.map(([r, c]) => {
        let [a, b] = [r!, c!];
        for (let t = 0; t < k % 4; t += 1) [a, b] = [b, -a];
        return k >= 4 ? [a, -b] : [a, b];
      });
      const r0 = Math.min(...moved.map((x) => x[0]!));
      const c0 = Math.min(...moved.map((x) => x[1]!));
      const shifted = moved
        .map(([a, b]) => [a! - r0, b! - c0])
        .sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
      const key = JSON.stringify(shifted);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(shifted);
      }
    }
    return out;
  };
  const order = [...pieces].sort((a, b) => b.length - a.length).map(variants);
  const grid: boolean[][] = Array.from({ length: n }, () => new Array(n).fill(false));
  for (const [r, c] of placed) {
    if (grid[r!]![c!]) throw new Error(`square ${r},${c} placed twice`);
    grid[r!]![c!] = true;
  }
  const place = (i: number): boolean => {
    if (i === order.length) return true;
    for (const v of order[i]!) {
      for (let dr = 0; dr < n; dr += 1) {
        for (let dc = 0; dc < n; dc += 1) {
          if (!v.every(([r, c]) => r! + dr < n && c! + dc < n && !grid[r! + dr]![c! + dc])) continue;
          v.forEach(([r, c]) => (grid[r! + dr]![c! + dc] = true));
          if (place(i + 1)) return true;
          v.forEach(([r, c]) => (grid[r! + dr]![c! + dc] = false));
        }
      }
    }
    return false;
  };
  return place(0);
}

export function piecesAnswer(p: {
  n: number;
  placed: number[][];
  options: Record<string, number[][][]>;
}): Expected {
  return text(
    Object.entries(p.options)
      .filter(([, set]) => tiles(p.n, set, p.placed))
      .map(([t]) => t)
      .join(' AND '),
  );
}
