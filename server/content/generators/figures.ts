/**
 * Drawings for figure questions, as small SVG documents built from numbers only (no text from outside
 * reaches them, so nothing needs escaping; no script, no links, no external resources). They are shown
 * as images (contract/quiz.ts Figure), sized in CSS pixels that stay legible on a 360-px-wide phone.
 *
 * A grid figure: n × n squares, columns A, B, C … from the left, rows 1, 2, 3 … from the top; some squares
 * are filled. The same cells are also written as text ("A1, B1, C3"), which is each drawing's text
 * alternative and the option's own text, so the question can be answered without seeing the drawing.
 */
import type { Figure } from '../../../contract/figure';
import { article } from './format';

/** A filled square: row and column, both from 0. */
export type Cell = readonly [row: number, column: number];

const CELL = 22;
const PAD = 6;
const INK = '#1f2937';
const LINE = '#9ca3af';
const MIRROR = '#2563eb';
/** Shown at 1.5 × the drawing's units: a 5 × 5 grid is about 180 px wide, its squares 33 px. */
const SCALE = 1.5;

/** "B3": column letter, row number. */
export const cellName = ([row, column]: Cell): string => `${String.fromCharCode(65 + column)}${row + 1}`;

/** The cells in reading order (row by row, left to right), each once. */
export function sortCells(cells: readonly Cell[]): Cell[] {
  const seen = new Set<string>();
  return [...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .filter((c) => {
      const key = cellName(c);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The text of a grid: "Filled: A1, B1, C3". */
export function cellsText(cells: readonly Cell[]): string {
  return `Filled: ${sortCells(cells).map(cellName).join(', ')}`;
}

export type Line = 'right' | 'left' | 'top' | 'bottom';

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${Math.round(width * SCALE)}" height="${Math.round(height * SCALE)}">${body}</svg>`;
}

function gridBody(n: number, cells: readonly Cell[], x0: number, y0: number): string {
  const size = n * CELL;
  const lines: string[] = [];
  for (let i = 0; i <= n; i += 1) {
    lines.push(`M${x0} ${y0 + i * CELL}h${size}`, `M${x0 + i * CELL} ${y0}v${size}`);
  }
  const filled = sortCells(cells)
    .map(
      ([r, c]) =>
        `<rect x="${x0 + c * CELL + 2}" y="${y0 + r * CELL + 2}" width="${CELL - 4}" height="${CELL - 4}" fill="${INK}"/>`,
    )
    .join('');
  return `<rect x="${x0}" y="${y0}" width="${size}" height="${size}" fill="#fff"/><path d="${lines.join('')}" stroke="${LINE}" stroke-width="1" fill="none"/>${filled}`;
}

/** An option drawing: the grid alone. */
export function gridFigure(n: number, cells: readonly Cell[]): Figure {
  const size = n * CELL + 2 * PAD;
  return { svg: svgDocument(size, size, gridBody(n, cells, PAD, PAD)), alt: cellsText(cells) };
}

const SIDE_WORDS: Record<Line, string> = {
  right: 'to its right',
  left: 'to its left',
  top: 'above it',
  bottom: 'below it',
};

/**
 * The question drawing: the grid with a line MN on one side (a mirror, drawn solid, or the surface of
 * water, drawn in waves).
 */
export function gridWithLine(
  n: number,
  cells: readonly Cell[],
  side: Line,
  kind: 'mirror' | 'water',
): Figure {
  const size = n * CELL;
  const gap = 10;
  const room = 16; // for the line and its letters
  const vertical = side === 'left' || side === 'right';
  const width = size + 2 * PAD + (vertical ? gap + room : 0);
  const height = size + 2 * PAD + (vertical ? 0 : gap + room);
  const x0 = PAD + (side === 'left' ? gap + room : 0);
  const y0 = PAD + (side === 'top' ? gap + room : 0);
  let line: string;
  let letters: string;
  const dash = kind === 'water' ? ' stroke-dasharray="6 3"' : '';
  if (vertical) {
    const x = side === 'right' ? x0 + size + gap : x0 - gap;
    line = `<path d="M${x} ${y0 - 2}v${size + 4}" stroke="${MIRROR}" stroke-width="3"${dash}/>`;
    letters = `<text x="${x + (side === 'right' ? 4 : -12)}" y="${y0 + 9}" font-size="10" font-family="sans-serif" fill="${MIRROR}">M</text><text x="${x + (side === 'right' ? 4 : -12)}" y="${y0 + size}" font-size="10" font-family="sans-serif" fill="${MIRROR}">N</text>`;
  } else {
    const y = side === 'bottom' ? y0 + size + gap : y0 - gap;
    line = `<path d="M${x0 - 2} ${y}h${size + 4}" stroke="${MIRROR}" stroke-width="3"${dash}/>`;
    const ty = side === 'bottom' ? y + 13 : y - 4;
    letters = `<text x="${x0}" y="${ty}" font-size="10" font-family="sans-serif" fill="${MIRROR}">M</text><text x="${x0 + size - 8}" y="${ty}" font-size="10" font-family="sans-serif" fill="${MIRROR}">N</text>`;
  }
  const what = kind === 'mirror' ? 'A mirror' : 'The surface of water';
  const alt = `${article(n) === 'an' ? 'An' : 'A'} ${n} by ${n} grid (columns A to ${String.fromCharCode(64 + n)} from the left, rows 1 to ${n} from the top), ${cellsText(cells).replace('Filled: ', 'filled at ')}. ${what} stands along line MN ${SIDE_WORDS[side]}.`;
  return {
    svg: svgDocument(
      width,
      height,
      `<rect width="${width}" height="${height}" fill="#fff"/>${gridBody(n, cells, x0, y0)}${line}${letters}`,
    ),
    alt,
  };
}
