/**
 * Drawings of a non-verbal series: each element of a figure, a figure, the row with its '?' box, and the
 * options.
 */
import { boxFrame, INK, n2, polygonPoints, questionBox, svgDocument } from './figureKit';
import { article } from '../format';
import { describe, type Track, valueAt } from './nonVerbalTracks';

const BOX = 64;
const GAP = 8;
const PAD = 4;

function directionVector(d: number): [number, number] {
  const a = (d * Math.PI) / 4;
  return [Math.sin(a), -Math.cos(a)];
}

/** An arrowhead with its tip at (tx, ty) pointing along (ux, uy). */
function head(tx: number, ty: number, ux: number, uy: number, length: number, half: number): string {
  const bx = tx - length * ux;
  const by = ty - length * uy;
  return `<polygon points="${n2(tx)},${n2(ty)} ${n2(bx - half * uy)},${n2(by + half * ux)} ${n2(bx + half * uy)},${n2(by - half * ux)}" fill="${INK}"/>`;
}

function drawOne(t: Track, v: number, x: number, y: number, two: boolean): string {
  const cx = x + BOX / 2;
  const cy = y + BOX / 2;
  switch (t.type) {
    case 'arrow': {
      const [ux, uy] = directionVector(v);
      const r = two ? 15 : 23;
      return `<line x1="${n2(cx - r * ux)}" y1="${n2(cy - r * uy)}" x2="${n2(cx + (r - 8) * ux)}" y2="${n2(cy + (r - 8) * uy)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>${head(cx + r * ux, cy + r * uy, ux, uy, 12, 7.5)}`;
    }
    case 'pointer': {
      const [ux, uy] = directionVector(v);
      const r = two ? 16 : 25;
      return `<line x1="${n2(cx)}" y1="${n2(cy)}" x2="${n2(cx + (r - 8) * ux)}" y2="${n2(cy + (r - 8) * uy)}" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"/>${head(cx + r * ux, cy + r * uy, ux, uy, 11, 7.5)}<circle cx="${n2(cx)}" cy="${n2(cy)}" r="5" fill="#fff" stroke="${INK}" stroke-width="2.5"/>`;
    }
    case 'dot': {
      const inset = two ? 9 : 12;
      const px = [inset, BOX / 2, BOX - inset, BOX - inset, BOX - inset, BOX / 2, inset, inset][v]!;
      const py = [inset, inset, inset, BOX / 2, BOX - inset, BOX - inset, BOX - inset, BOX / 2][v]!;
      return `<circle cx="${n2(x + px)}" cy="${n2(y + py)}" r="${two ? 5.5 : 7}" fill="${INK}"/>`;
    }
    case 'sides':
      return `<polygon points="${polygonPoints(cx, cy + (v === 3 ? 3 : 0), two ? 16 : 24, v)}" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`;
    case 'dots': {
      const perRow = 4;
      const rows = Math.ceil(v / perRow);
      const gap = 13;
      const parts: string[] = [];
      for (let i = 0; i < v; i += 1) {
        const row = Math.floor(i / perRow);
        const inRow = row === rows - 1 ? v - row * perRow : perRow;
        const col = i % perRow;
        parts.push(
          `<circle cx="${n2(cx + (col - (inRow - 1) / 2) * gap)}" cy="${n2(cy + (row - (rows - 1) / 2) * gap)}" r="4.5" fill="${INK}"/>`,
        );
      }
      return parts.join('');
    }
    case 'grid': {
      const n = t.n!;
      const size = BOX - 12;
      const cell = size / n;
      const gx = x + 6;
      const gy = y + 6;
      const lines: string[] = [];
      for (let i = 0; i <= n; i += 1)
        lines.push(
          `M${n2(gx)} ${n2(gy + i * cell)}h${n2(size)}`,
          `M${n2(gx + i * cell)} ${n2(gy)}v${n2(size)}`,
        );
      const r = Math.floor(v / n);
      const c = v % n;
      return `<rect x="${n2(gx + c * cell)}" y="${n2(gy + r * cell)}" width="${n2(cell)}" height="${n2(cell)}" fill="${INK}"/><path d="${lines.join('')}" stroke="#6b7280" stroke-width="1.5" fill="none"/>`;
    }
  }
}

function drawFigure(tracks: readonly Track[], values: readonly number[], x: number, y: number): string {
  return boxFrame(x, y, BOX) + tracks.map((t, i) => drawOne(t, values[i]!, x, y, tracks.length > 1)).join('');
}

/** One option's drawing; its alt text is the option's own text. */
export function optionFigure(tracks: readonly Track[], values: readonly number[]) {
  const size = BOX + 2 * PAD;
  return {
    svg: svgDocument(size, size, 104, drawFigure(tracks, values, PAD, PAD)),
    alt: describe(tracks, values),
  };
}

const WORDS = ['', 'one', 'two', 'three', 'four', 'five'];

/** The row of shown figures and the "?" box, and its text alternative. */
export function seriesFigure(tracks: readonly Track[], shown: number) {
  const width = 2 * PAD + (shown + 1) * BOX + shown * GAP;
  const height = BOX + 2 * PAD;
  const parts: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < shown; i += 1) {
    const values = tracks.map((t) => valueAt(t, i));
    parts.push(drawFigure(tracks, values, PAD + i * (BOX + GAP), PAD));
    words.push(`Figure ${i + 1}: ${describe(tracks, values).replace(/^./, (c) => c.toLowerCase())}.`);
  }
  parts.push(questionBox(PAD + shown * (BOX + GAP), PAD, BOX));
  const compass = tracks.some((t) => t.type === 'arrow' || t.type === 'pointer') ? ' North is up.' : '';
  const grid = tracks.find((t) => t.type === 'grid');
  const gridWords = grid
    ? ` Each figure is ${article(grid.n!)} ${grid.n} by ${grid.n} grid with one shaded square (rows counted from the top, columns from the left).`
    : '';
  const alt = `A row of ${WORDS[shown]} figures in square boxes, then a box with a question mark.${compass}${gridWords} ${words.join(' ')} Figure ${shown + 1}: ?`;
  return { svg: svgDocument(width, height, Math.min(320, width), parts.join('')), alt };
}
