/**
 * Small drawing parts shared by the non-verbal series and visual reasoning figures: boxes, regular
 * polygons, rows of dots and little shapes, written as SVG from numbers only (nothing from outside
 * reaches a drawing, so nothing needs escaping; no script, link, style or outside resource).
 */
import type { Figure } from '../../../../contract/figure';

export const INK = '#1f2937';
export const FRAME = '#9ca3af';
export const GREY = '#9ca3af';

/** A number as SVG writes it: at most two decimals, no "-0". */
export const n2 = (value: number): string => {
  const v = Math.round(value * 100) / 100;
  return String(Object.is(v, -0) ? 0 : v);
};

/** A complete SVG document, drawn in `width` × `height` units and shown `displayWidth` px wide. */
export function svgDocument(width: number, height: number, displayWidth: number, body: string): string {
  const displayHeight = Math.round((displayWidth * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n2(width)} ${n2(height)}" width="${Math.round(displayWidth)}" height="${displayHeight}"><rect width="${n2(width)}" height="${n2(height)}" fill="#fff"/>${body}</svg>`;
}

export function figure(svg: string, alt: string): Figure {
  return { svg, alt };
}

/** The light frame of one figure's box. */
export const boxFrame = (x: number, y: number, size: number): string =>
  `<rect x="${n2(x + 1)}" y="${n2(y + 1)}" width="${n2(size - 2)}" height="${n2(size - 2)}" fill="none" stroke="${FRAME}" stroke-width="1.5"/>`;

/** A box with a question mark: the figure to find. */
export const questionBox = (x: number, y: number, size: number): string =>
  `<rect x="${n2(x + 1)}" y="${n2(y + 1)}" width="${n2(size - 2)}" height="${n2(size - 2)}" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="5 3"/><text x="${n2(x + size / 2)}" y="${n2(y + size / 2 + 11)}" font-size="32" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${INK}">?</text>`;

/** Corner points of a regular polygon with `sides` sides, standing on a flat side (a square is not a diamond). */
export function polygonPoints(cx: number, cy: number, radius: number, sides: number): string {
  const points: string[] = [];
  const offset = sides % 2 === 0 ? Math.PI / sides : 0;
  for (let i = 0; i < sides; i += 1) {
    const a = (2 * Math.PI * i) / sides + offset;
    points.push(`${n2(cx + radius * Math.sin(a))},${n2(cy - radius * Math.cos(a))}`);
  }
  return points.join(' ');
}

/**
 * An n × n grid with some squares filled (row and column from 0), `displayWidth` px wide: the same
 * look as the mirror topic's grids (figures.ts), sized here so an option stays within 150 px.
 */
export function gridSvg(
  n: number,
  cells: readonly (readonly [number, number])[],
  displayWidth: number,
): string {
  const cell = 22;
  const pad = 6;
  const size = n * cell;
  const lines: string[] = [];
  for (let i = 0; i <= n; i += 1)
    lines.push(`M${pad} ${pad + i * cell}h${size}`, `M${pad + i * cell} ${pad}v${size}`);
  const filled = [...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(
      ([r, c]) =>
        `<rect x="${pad + c * cell + 2}" y="${pad + r * cell + 2}" width="${cell - 4}" height="${cell - 4}" fill="${INK}"/>`,
    )
    .join('');
  return svgDocument(
    size + 2 * pad,
    size + 2 * pad,
    displayWidth,
    `<path d="${lines.join('')}" stroke="${FRAME}" stroke-width="1.5" fill="none"/>${filled}`,
  );
}
