/**
 * Charts for data-interpretation questions (bar, line, histogram, pie, two pies), drawn as small SVG
 * documents built from numbers and the chart's own fixed labels only: no script, link, style element
 * or outside resource (server/content/README.md, "Figure questions"). Every value is printed on the
 * chart as papers print it (on top of a bar, beside a point, inside a sector) and drawn to scale, and
 * the text alternative lists the same data, so a candidate who cannot see the drawing can answer.
 *
 * Classes name the parts a test reads back: `bar`, `point`, `tick` (an axis label whose `y` is its
 * height), `sector` (a pie slice whose fill matches its `swatch` in the legend).
 */
import type { Figure } from '../../../../contract/figure';
import { num } from '../format';

const WIDTH = 320;
const INK = '#1f2937';
const GRID = '#d1d5db';
const BAR = '#3b82f6';
/** Light fills a dark label stays legible on; neighbours differ in hue. */
export const SECTOR_FILLS = ['#93c5fd', '#fca5a5', '#86efac', '#fde68a', '#c4b5fd', '#f9a8d4'] as const;

/** Plot area of the axis charts: the baseline and the top of the value axis, in drawing units. */
export const PLOT = { left: 44, right: 310, top: 22, bottom: 172 } as const;
const HEIGHT_AXES = 196;

const round2 = (v: number): string => String(Math.round(v * 100) / 100);
const label = (x: number, y: number, text: string, extra = '', size = 10): string =>
  `<text x="${round2(x)}" y="${round2(y)}" font-size="${size}" font-family="sans-serif" fill="${INK}" text-anchor="middle"${extra}>${text}</text>`;

function svg(height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}"><rect width="${WIDTH}" height="${height}" fill="#fff"/>${body}</svg>`;
}

/** A tick step that gives 4 to 6 gridlines up to at least the largest value. */
export function axisFor(max: number): { tick: number; top: number } {
  for (const tick of [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000]) {
    const count = Math.ceil(max / tick);
    if (count <= 6) return { tick, top: Math.max(count, 4) * tick };
  }
  throw new RangeError(`no axis for ${max}`);
}

/** The value axis: gridlines with their labels (class `tick`), and the baseline. */
function valueAxis(max: number): { body: string; y: (v: number) => number } {
  const { tick, top } = axisFor(max);
  const scale = (PLOT.bottom - PLOT.top) / top;
  const y = (v: number) => PLOT.bottom - v * scale;
  const lines: string[] = [];
  for (let v = 0; v <= top; v += tick) {
    lines.push(
      `<path d="M${PLOT.left} ${round2(y(v))}H${PLOT.right}" stroke="${v === 0 ? INK : GRID}" stroke-width="1"/>`,
      `<text class="tick" x="${PLOT.left - 4}" y="${round2(y(v))}" font-size="9" font-family="sans-serif" fill="${INK}" text-anchor="end" dominant-baseline="middle">${v}</text>`,
    );
  }
  lines.push(`<path d="M${PLOT.left} ${PLOT.top - 4}V${PLOT.bottom}" stroke="${INK}" stroke-width="1"/>`);
  return { body: lines.join(''), y };
}

/** A bar for each label, its value printed on top. */
export function barChart(caption: string, labels: readonly string[], values: readonly number[]): Figure {
  const axis = valueAxis(Math.max(...values));
  const slot = (PLOT.right - PLOT.left) / labels.length;
  const width = Math.min(34, slot * 0.6);
  const bars = values
    .map((v, i) => {
      const x = PLOT.left + slot * i + (slot - width) / 2;
      const top = axis.y(v);
      return `<rect class="bar" x="${round2(x)}" y="${round2(top)}" width="${round2(width)}" height="${round2(PLOT.bottom - top)}" fill="${BAR}"/>${label(x + width / 2, top - 3, num(v))}${label(x + width / 2, PLOT.bottom + 14, labels[i]!)}`;
    })
    .join('');
  return {
    svg: svg(HEIGHT_AXES, axis.body + bars),
    alt: `Bar chart of ${caption}: ${labels.map((l, i) => `${l}: ${num(values[i]!)}`).join('; ')}.`,
  };
}

/** Points joined by a line, each value printed above its point. */
export function lineChart(caption: string, labels: readonly string[], values: readonly number[]): Figure {
  const axis = valueAxis(Math.max(...values));
  const slot = (PLOT.right - PLOT.left) / labels.length;
  const points = values.map((v, i) => [PLOT.left + slot * (i + 0.5), axis.y(v)] as const);
  const line = `<path d="M${points.map(([x, y]) => `${round2(x)} ${round2(y)}`).join('L')}" stroke="${BAR}" stroke-width="2" fill="none"/>`;
  const marks = points
    .map(
      ([x, y], i) =>
        `<circle class="point" cx="${round2(x)}" cy="${round2(y)}" r="3" fill="${INK}"/>${label(x, y - 6, num(values[i]!))}${label(x, PLOT.bottom + 14, labels[i]!)}`,
    )
    .join('');
  return {
    svg: svg(HEIGHT_AXES, axis.body + line + marks),
    alt: `Line graph of ${caption}: ${labels.map((l, i) => `${l}: ${num(values[i]!)}`).join('; ')}.`,
  };
}

/**
 * Adjacent bars over classes of equal width, `start` to `start + width × n`: the class boundaries are
 * printed under the bars' edges, each frequency on top of its bar.
 */
export function histogram(caption: string, start: number, width: number, counts: readonly number[]): Figure {
  const axis = valueAxis(Math.max(...counts));
  const slot = (PLOT.right - PLOT.left - 10) / counts.length;
  const x0 = PLOT.left + 5;
  const bars = counts
    .map((f, i) => {
      const x = x0 + slot * i;
      const top = axis.y(f);
      return `<rect class="bar" x="${round2(x)}" y="${round2(top)}" width="${round2(slot)}" height="${round2(PLOT.bottom - top)}" fill="${BAR}" stroke="#fff" stroke-width="1"/>${label(x + slot / 2, top - 3, num(f))}`;
    })
    .join('');
  const edges = counts
    .map((_, i) => i)
    .concat(counts.length)
    .map((i) => label(x0 + slot * i, PLOT.bottom + 14, num(start + width * i)))
    .join('');
  const classes = counts.map((f, i) => `${start + width * i}–${start + width * (i + 1)}: ${f}`);
  return {
    svg: svg(HEIGHT_AXES, axis.body + bars + edges),
    alt: `Histogram of ${caption}, classes of width ${width}: ${classes.join('; ')}.`,
  };
}

const polar = (cx: number, cy: number, r: number, degrees: number): [number, number] => {
  const a = ((degrees - 90) * Math.PI) / 180; // clockwise from the top
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};

/** The sectors of one pie, clockwise from the top, each share printed inside it. */
function pieBody(cx: number, cy: number, r: number, shares: readonly number[], unit: '%' | '°'): string {
  const full = unit === '%' ? 100 : 360;
  let from = 0;
  return shares
    .map((share, i) => {
      const to = from + (share / full) * 360;
      const [x0, y0] = polar(cx, cy, r, from);
      const [x1, y1] = polar(cx, cy, r, to);
      const [lx, ly] = polar(cx, cy, r * 0.64, (from + to) / 2);
      const large = to - from > 180 ? 1 : 0;
      from = to;
      return `<path class="sector" d="M${cx} ${cy}L${round2(x0)} ${round2(y0)}A${r} ${r} 0 ${large} 1 ${round2(x1)} ${round2(y1)}Z" fill="${SECTOR_FILLS[i]}" stroke="#fff" stroke-width="1"/>${label(lx, ly + 3, `${num(share)}${unit}`, '', 9)}`;
    })
    .join('');
}

/** A legend: a swatch of each sector's fill and its head's name, in `columns` columns from `y`. */
function legend(heads: readonly string[], y: number, columns: number, x0: number, spread: number): string {
  return heads
    .map((head, i) => {
      const x = x0 + (i % columns) * spread;
      const row = y + Math.floor(i / columns) * 15;
      return `<rect class="swatch" x="${x}" y="${row}" width="10" height="10" fill="${SECTOR_FILLS[i]}"/><text x="${x + 14}" y="${row + 9}" font-size="10" font-family="sans-serif" fill="${INK}">${head}</text>`;
    })
    .join('');
}

/** One pie of shares (per cent or degrees) with its legend beside it. */
export function pieChart(
  caption: string,
  heads: readonly string[],
  shares: readonly number[],
  unit: '%' | '°',
): Figure {
  const height = 150;
  const body = pieBody(75, 75, 68, shares, unit) + legend(heads, 22, 1, 170, 0);
  return {
    svg: svg(height, body),
    alt: `Pie chart of ${caption}: ${heads.map((h, i) => `${h} ${num(shares[i]!)}${unit}`).join('; ')}.`,
  };
}

/** Two pies of the same heads side by side, each titled (a year), one legend under both. */
export function twoPies(
  caption: string,
  titles: readonly [string, string],
  heads: readonly string[],
  shares: readonly [readonly number[], readonly number[]],
): Figure {
  const height = 150 + Math.ceil(heads.length / 3) * 15;
  const body =
    label(80, 12, titles[0], ' font-weight="bold"') +
    label(240, 12, titles[1], ' font-weight="bold"') +
    pieBody(80, 80, 62, shares[0], '%') +
    pieBody(240, 80, 62, shares[1], '%') +
    legend(heads, 152, 3, 20, 100);
  const one = (k: 0 | 1) => heads.map((h, i) => `${h} ${num(shares[k][i]!)}%`).join('; ');
  return {
    svg: svg(height, body),
    alt: `Two pie charts of ${caption}. ${titles[0]}: ${one(0)}. ${titles[1]}: ${one(1)}.`,
  };
}
