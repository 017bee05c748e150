/**
 * The drawing of the fourth coverage audit's data charts (dataAudit5.ts, dataAudit5Pass.ts): groups of
 * bars, one bar a series, drawn as a small safe SVG from numbers and the words the caller passes (so
 * the same call with Hindi words draws the Hindi twin), the data listed as a text alternative; and the
 * small checks the audit's data kinds share.
 */
import type { Distractor } from '../types';
import { num } from '../format';
import { axisFor } from './chartSvg';

// ── the drawing: groups of bars, one bar a series ─────────────────────────────────────────────

const INK = '#1f2937';
const FILLS = ['#3b82f6', '#f97316', '#22c55e', '#a855f7'] as const;
const [LEFT, RIGHT, TOP, BOTTOM] = [44, 312, 34, 170] as const;
const r2 = (v: number): string => String(Math.round(v * 100) / 100);
const text = (x: number, y: number, words: string, size = 9, extra = ' text-anchor="middle"'): string =>
  `<text x="${r2(x)}" y="${r2(y)}" font-size="${size}" font-family="sans-serif" fill="${INK}"${extra}>${words}</text>`;

/**
 * Bars in groups (one group a label, one bar a series, class `bar`), each value printed on top of its
 * bar (turned upright when the bars are narrow), the group's label under it, and a legend of the
 * series above the plot when there is more than one; `suffix` follows each printed value ("%"). Only
 * words the caller passes are drawn, so the same call with Hindi words gives the same drawing in Hindi.
 */
export function groupedBars(
  labels: readonly string[],
  series: readonly string[],
  values: readonly (readonly number[])[],
  suffix = '',
): string {
  const slot = (RIGHT - LEFT) / labels.length;
  const width = Math.min(26, (slot * 0.8) / series.length);
  // narrow bars carry their values upright, so the axis leaves room above the tallest
  const upright = width < 16;
  const { tick, top } = axisFor(Math.max(...values.flat()) * (upright ? 1.2 : 1));
  const y = (v: number): number => BOTTOM - (v * (BOTTOM - TOP)) / top;
  const parts: string[] = [];
  for (let v = 0; v <= top; v += tick) {
    parts.push(
      `<path d="M${LEFT} ${r2(y(v))}H${RIGHT}" stroke="${v === 0 ? INK : '#d1d5db'}" stroke-width="1"/>`,
      `<text class="tick" x="${LEFT - 4}" y="${r2(y(v))}" font-size="9" font-family="sans-serif" fill="${INK}" text-anchor="end" dominant-baseline="middle">${v}</text>`,
    );
  }
  parts.push(`<path d="M${LEFT} ${TOP - 4}V${BOTTOM}" stroke="${INK}" stroke-width="1"/>`);
  labels.forEach((name, g) => {
    const x0 = LEFT + g * slot + (slot - width * series.length) / 2;
    series.forEach((_, s) => {
      const v = values[s]![g]!;
      const x = x0 + s * width;
      const mid = x + width / 2;
      parts.push(
        `<rect class="bar" x="${r2(x)}" y="${r2(y(v))}" width="${r2(width)}" height="${r2(BOTTOM - y(v))}" fill="${FILLS[s]}" stroke="#fff" stroke-width="0.5"/>`,
        upright
          ? text(
              mid + 3,
              y(v) - 3,
              `${num(v)}${suffix}`,
              8,
              ` transform="rotate(-90 ${r2(mid + 3)} ${r2(y(v) - 3)})"`,
            )
          : text(mid, y(v) - 3, `${num(v)}${suffix}`, 8),
      );
    });
    parts.push(text(LEFT + g * slot + slot / 2, BOTTOM + 13, name));
  });
  if (series.length > 1) {
    const spread = (RIGHT - LEFT) / series.length;
    series.forEach((name, s) => {
      const x = LEFT + s * spread;
      parts.push(
        `<rect class="swatch" x="${r2(x)}" y="6" width="10" height="10" fill="${FILLS[s]}"/>`,
        `<text x="${r2(x + 14)}" y="15" font-size="9" font-family="sans-serif" fill="${INK}">${name}</text>`,
      );
    });
  }
  const height = 190;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 ${height}" width="320" height="${height}"><rect width="320" height="${height}" fill="#fff"/>${parts.join('')}</svg>`;
}

/** The data as a text alternative: each label with its values, series named. */
export const listed = (
  labels: readonly string[],
  series: readonly string[],
  values: readonly (readonly number[])[],
) =>
  labels
    .map((l, g) =>
      series.length === 1
        ? `${l}: ${num(values[0]![g]!)}`
        : `${l}: ${series.map((s, k) => `${s} ${num(values[k]![g]!)}`).join(', ')}`,
    )
    .join('; ');

/** At least three wrong values, distinct from one another and from the key. */
export const enough = (wrong: readonly Distractor[], answer: number): boolean =>
  new Set(
    wrong.map((w) => Math.round((w.value as number) * 1e6)).filter((v) => v !== Math.round(answer * 1e6)),
  ).size >= 3;

/** The one index holding the largest value, or undefined when two share it. */
export const onlyMax = (values: readonly number[]): number | undefined => {
  const top = Math.max(...values);
  return values.filter((v) => Math.abs(v - top) < 1e-9).length === 1 ? values.indexOf(top) : undefined;
};
