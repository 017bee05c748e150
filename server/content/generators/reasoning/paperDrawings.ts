/**
 * Drawings of paper folding: the folded sheet step by step, and the unfolded sheet with its holes and cuts.
 */
import type { Figure } from '../../../../contract/figure';
import { article } from '../format';
import { col, type Fold, type Folded, foldWords, holesText, names, sortCells } from './paperFolds';
import {
  bbox,
  centroid,
  clip,
  clipSegment,
  flip,
  insideTest,
  type Point,
  reflect,
  same,
} from './paperGeometry';

const INK = '#1f2937';
const GRID = '#b6bcc6';
const FOLD = '#2563eb';
const ARROW = '#dc2626';
const SHADE = '#dbe3ee';

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

/** The captions over the panels of the folding drawing, in the language of the question. */
export interface PanelWords {
  readonly fold: (k: number) => string;
  readonly punch: string;
  readonly punchAndCut: string;
}

export const PANEL_WORDS: PanelWords = {
  fold: (k) => `Fold ${k}`,
  punch: 'Punch',
  punchAndCut: 'Punch and cut',
};

/**
 * The question drawing: one panel per fold (the fold to make), then the folded paper with its punches.
 * `words` captions the panels (paperHindi.ts has the Hindi ones; the drawing is otherwise the same).
 */
export function foldingFigure(folded: Folded, words: PanelWords = PANEL_WORDS): Figure {
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
      `<text x="${ox}" y="${oy - 5}" font-size="12" font-family="sans-serif" font-weight="bold" fill="${INK}">${i < folds.length ? words.fold(i + 1) : folded.cuts?.length ? words.punchAndCut : words.punch}</text>`,
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
export function sheetFigure(
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

export const cutText = (holes: readonly [number, number][], cuts: readonly [number, number][]): string =>
  `Round holes: ${names(holes)}; square cut-outs: ${names(cuts)}`;
