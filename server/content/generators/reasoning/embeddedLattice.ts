/**
 * The dot lattice the embedded-figure questions are drawn on (embeddedFigure.ts): points named by
 * column letter from the left and row number from the top (A1, B3 …), drawings as sets of unit edges
 * (one lattice step, across or along a diagonal), so "figure X is in the drawing at a shift" is "every
 * unit edge of X, shifted, is an edge of the drawing"; a small connected figure to hide, a drawing with
 * it and random lines, the figure turned, mirrored or doubled, and the SVG of a drawing.
 */
import type { Rng } from '../rng';
import { article } from '../format';

export type Point = readonly [x: number, y: number];
/** A unit edge, from the smaller point (by x, then y) to the larger. */
export type Edge = readonly [x1: number, y1: number, x2: number, y2: number];
/** A straight line drawn between two lattice points. */
export type Segment = readonly [x1: number, y1: number, x2: number, y2: number];

export const DIRECTIONS: readonly Point[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
  [-1, 0],
  [0, -1],
  [-1, -1],
  [-1, 1],
];

export const pointName = ([x, y]: Point): string => `${String.fromCharCode(65 + x)}${y + 1}`;
export const segmentName = (s: Segment): string => `${pointName([s[0], s[1]])}–${pointName([s[2], s[3]])}`;

export function edgeOf(x1: number, y1: number, x2: number, y2: number): Edge {
  return x1 < x2 || (x1 === x2 && y1 < y2) ? [x1, y1, x2, y2] : [x2, y2, x1, y1];
}
export const key = (e: Edge): string => e.join(',');

/** A set of unit edges. */
export class Drawing {
  readonly edges = new Map<string, Edge>();
  constructor(edges: Iterable<Edge> = []) {
    for (const e of edges) this.add(e);
  }
  add(e: Edge): void {
    this.edges.set(key(e), e);
  }
  has(e: Edge): boolean {
    return this.edges.has(key(e));
  }
  get size(): number {
    return this.edges.size;
  }
  list(): Edge[] {
    return [...this.edges.values()];
  }
  /** Adds a segment from p, `length` steps in direction d. */
  addSegment(p: Point, d: Point, length: number): void {
    for (let i = 0; i < length; i += 1)
      this.add(edgeOf(p[0] + i * d[0], p[1] + i * d[1], p[0] + (i + 1) * d[0], p[1] + (i + 1) * d[1]));
  }
  map(f: (p: Point) => Point): Drawing {
    return new Drawing(
      this.list().map((e) => {
        const a = f([e[0], e[1]]);
        const b = f([e[2], e[3]]);
        return edgeOf(a[0], a[1], b[0], b[1]);
      }),
    );
  }
  /** Smallest x and y, largest x and y of its points. */
  bounds(): [number, number, number, number] {
    const xs = this.list().flatMap((e) => [e[0], e[2]]);
    const ys = this.list().flatMap((e) => [e[1], e[3]]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  /** Moved so that its leftmost point is in column A and its top point in row 1. */
  normalised(): Drawing {
    const [x0, y0] = this.bounds();
    return this.map(([x, y]) => [x - x0, y - y0]);
  }
  shifted(dx: number, dy: number): Drawing {
    return this.map(([x, y]) => [x + dx, y + dy]);
  }
  signature(): string {
    return this.normalised().list().map(key).sort().join(';');
  }
  /** The straight lines it shows: unit edges in a row merged, in reading order. */
  segments(): Segment[] {
    const out: Segment[] = [];
    for (const e of this.list()) {
      const dx = e[2] - e[0];
      const dy = e[3] - e[1];
      // start only at the first edge of a run
      if (this.has(edgeOf(e[0] - dx, e[1] - dy, e[0], e[1]))) continue;
      let [x2, y2] = [e[2], e[3]];
      while (this.has(edgeOf(x2, y2, x2 + dx, y2 + dy))) [x2, y2] = [x2 + dx, y2 + dy];
      out.push([e[0], e[1], x2, y2]);
    }
    return out.sort((a, b) => a[1] - b[1] || a[0] - b[0] || a[3] - b[3] || a[2] - b[2]);
  }
  /** The shifts at which every edge of `figure` is an edge of this drawing. */
  placesOf(figure: Drawing): Point[] {
    const [fx0, fy0, fx1, fy1] = figure.bounds();
    const [x0, y0, x1, y1] = this.bounds();
    const found: Point[] = [];
    for (let dx = x0 - fx0; dx + fx1 <= x1; dx += 1) {
      for (let dy = y0 - fy0; dy + fy1 <= y1; dy += 1) {
        if (figure.list().every((e) => this.has([e[0] + dx, e[1] + dy, e[2] + dx, e[3] + dy])))
          found.push([dx, dy]);
      }
    }
    return found;
  }
}

export type Variant =
  'quarterRight' | 'quarterLeft' | 'halfTurn' | 'mirrorSides' | 'mirrorUpDown' | 'missingLine' | 'double';

export interface Settings {
  canvas: number; // cells across and down
  box: [number, number]; // figure X fits in this many cells
  lines: [number, number]; // segments drawn for X
  clutter: [number, number]; // extra lines in each option
  variants: readonly Variant[];
  px: number; // drawing units per lattice step (the same for X and the options: size matters)
}

export function family(d: Point): string {
  return d[1] === 0 ? 'level' : d[0] === 0 ? 'upright' : d[0] === d[1] ? 'down' : 'up';
}

/** Figure X: connected lines in a small box, in at least two directions, one of them level or upright. */
export function drawFigure(rng: Rng, s: Settings): Drawing | undefined {
  const [w, h] = s.box;
  const fig = new Drawing();
  const points: Point[] = [[rng.int(0, w), rng.int(0, h)]];
  const target = rng.int(s.lines[0], s.lines[1]);
  let drawn = 0;
  for (let tries = 0; drawn < target && tries < 60; tries += 1) {
    const p = rng.pick(points);
    const d = rng.pick(DIRECTIONS);
    const length = rng.int(1, 2);
    const end: Point = [p[0] + d[0] * length, p[1] + d[1] * length];
    if (end[0] < 0 || end[1] < 0 || end[0] > w || end[1] > h) continue;
    const probe = new Drawing();
    probe.addSegment(p, d, length);
    if (probe.list().some((e) => fig.has(e))) continue;
    // no line may simply extend another one (it would look like one longer line)
    if (
      fig.has(edgeOf(p[0] - d[0], p[1] - d[1], p[0], p[1])) ||
      fig.has(edgeOf(end[0], end[1], end[0] + d[0], end[1] + d[1]))
    )
      continue;
    fig.addSegment(p, d, length);
    points.push(end);
    drawn += 1;
  }
  if (drawn < target) return undefined;
  const families = new Set(
    fig.segments().map((sg) => family([Math.sign(sg[2] - sg[0]), Math.sign(sg[3] - sg[1])])),
  );
  if (families.size < 2 || !(families.has('level') || families.has('upright'))) return undefined;
  const [x0, y0, x1, y1] = fig.bounds();
  if (x1 - x0 < 1 || y1 - y0 < 1) return undefined;
  return fig.normalised();
}

/** Figure X turned, mirrored or drawn twice as large (every variant but a missing line). */
export function reshaped(x: Drawing, v: Exclude<Variant, 'missingLine'>): Drawing {
  switch (v) {
    case 'quarterRight':
      return x.map(([a, b]) => [-b, a]).normalised();
    case 'quarterLeft':
      return x.map(([a, b]) => [b, -a]).normalised();
    case 'halfTurn':
      return x.map(([a, b]) => [-a, -b]).normalised();
    case 'mirrorSides':
      return x.map(([a, b]) => [-a, b]).normalised();
    case 'mirrorUpDown':
      return x.map(([a, b]) => [a, -b]).normalised();
    case 'double': {
      // every unit edge becomes two edges in a row
      const big = new Drawing();
      for (const e of x.list()) big.addSegment([2 * e[0], 2 * e[1]], [e[2] - e[0], e[3] - e[1]], 2);
      return big;
    }
  }
}

/** Places `part` at a random shift on the canvas and adds `count` random lines. */
export function clutter(
  rng: Rng,
  part: Drawing,
  s: Settings,
  count: number,
): { drawing: Drawing; shift: Point } | undefined {
  const [, , w, h] = part.bounds();
  if (w > s.canvas || h > s.canvas) return undefined;
  const shift: Point = [rng.int(0, s.canvas - w), rng.int(0, s.canvas - h)];
  const drawing = part.shifted(shift[0], shift[1]);
  let added = 0;
  for (let tries = 0; added < count && tries < 80; tries += 1) {
    const p: Point = [rng.int(0, s.canvas), rng.int(0, s.canvas)];
    const d = rng.pick(DIRECTIONS);
    const length = rng.int(1, Math.min(3, s.canvas));
    const end: Point = [p[0] + d[0] * length, p[1] + d[1] * length];
    if (end[0] < 0 || end[1] < 0 || end[0] > s.canvas || end[1] > s.canvas) continue;
    const probe = new Drawing();
    probe.addSegment(p, d, length);
    if (probe.list().every((e) => drawing.has(e))) continue;
    probe.list().forEach((e) => drawing.add(e));
    added += 1;
  }
  return added === count ? { drawing, shift } : undefined;
}

export const INK = '#1f2937';
export const DOT = '#94a3b8';

/** The drawing on a lattice of (cells + 1) × (cells + 1) points, `px` units a step. */
export function latticeSvg(d: Drawing, cells: number, px: number): string {
  const pad = 8;
  const size = cells * px + 2 * pad;
  // the lattice's dots: zero-length strokes with round ends (one element, however many dots)
  const dots: string[] = [];
  for (let y = 0; y <= cells; y += 1)
    for (let x = 0; x <= cells; x += 1) dots.push(`M${pad + x * px} ${pad + y * px}h0`);
  const path = d
    .segments()
    .map((s) => `M${pad + s[0] * px} ${pad + s[1] * px}L${pad + s[2] * px} ${pad + s[3] * px}`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${dots.join('')}" stroke="${DOT}" stroke-width="4" stroke-linecap="round"/><path d="${path}" stroke="${INK}" stroke-width="2.5" stroke-linecap="round" fill="none"/></svg>`;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
export function shiftWords(dx: number, dy: number): string {
  const parts = [
    dx > 0 ? `${plural(dx, 'column')} to the right` : '',
    dy > 0 ? `${plural(dy, 'row')} down` : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'unshifted, at the top left' : `shifted ${parts.join(' and ')}`;
}

export const linesText = (d: Drawing): string => d.segments().map(segmentName).join(', ');

export function latticeWords(cells: number): string {
  const last = String.fromCharCode(65 + cells);
  return `${article(cells + 1)} ${cells + 1} by ${cells + 1} grid of dots (columns A to ${last} from the left, rows 1 to ${cells + 1} from the top)`;
}
