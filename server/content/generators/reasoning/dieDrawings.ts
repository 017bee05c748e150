/** Dice and cube drawings: isometric dice, their text alternatives. */
import type { Figure } from '../../../../contract/figure';
import { type View } from './dieGeometry';

export const INK = '#1f2937';
const FACE_TOP = '#f3f4f6';
const FACE_LEFT = '#ffffff';
const FACE_RIGHT = '#e5e7eb';
export const C30 = Math.cos(Math.PI / 6);
export const fmt = (v: number): string => String(Math.round(v * 100) / 100);

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${Math.round(width)}" height="${Math.round(height)}"><rect width="${fmt(width)}" height="${fmt(height)}" fill="#fff"/>${body}</svg>`;
}

export const poly = (points: [number, number][], fill: string): string =>
  `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`;

export const label = (x: number, y: number, text: string, size: number): string =>
  `<text x="${fmt(x)}" y="${fmt(y + size * 0.36)}" font-size="${size}" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${INK}">${text}</text>`;

/** An isometric die with its top vertex at (x, y) and edge e; faces' labels are digits or capital letters. */
function dieBody(x: number, y: number, e: number, [top, left, right]: View): string {
  const h = e / 2;
  const w = e * C30;
  const t: [number, number][] = [
    [x, y],
    [x + w, y + h],
    [x, y + e],
    [x - w, y + h],
  ];
  const l: [number, number][] = [
    [x - w, y + h],
    [x, y + e],
    [x, y + 2 * e],
    [x - w, y + 1.5 * e],
  ];
  const r: [number, number][] = [
    [x, y + e],
    [x + w, y + h],
    [x + w, y + 1.5 * e],
    [x, y + 2 * e],
  ];
  const size = Math.round(e * 0.4);
  return [
    poly(t, FACE_TOP),
    poly(l, FACE_LEFT),
    poly(r, FACE_RIGHT),
    label(x, y + h, top, size),
    label(x - w / 2, y + 1.25 * e, left, size),
    label(x + w / 2, y + 1.25 * e, right, size),
  ].join('');
}

const viewWords = ([t, l, r]: View): string =>
  `${t} on top, ${l} on the left face and ${r} on the right face`;

export function diceFigure(views: readonly View[], what: string): Figure {
  const e = views.length >= 3 ? 46 : 52;
  const w = 2 * e * C30;
  const gap = 18;
  const width = views.length * w + (views.length - 1) * gap + 12;
  const height = 2 * e + 30;
  const body = views
    .map((v, i) => {
      const cx = 6 + w / 2 + i * (w + gap);
      return `${dieBody(cx, 6, e, v)}<text x="${fmt(cx)}" y="${fmt(2 * e + 26)}" font-size="13" font-family="sans-serif" text-anchor="middle" fill="${INK}">(${i + 1})</text>`;
    })
    .join('');
  const alt = `${['', 'One', 'Two', 'Three', 'Four'][views.length]} views of the same ${what}: ${views.map((v, i) => `die ${i + 1} shows ${viewWords(v)}`).join('; ')}.`;
  return { svg: svgDoc(width, height, body), alt };
}

export function oneDieFigure(view: View): Figure {
  const e = 44;
  const w = e * C30;
  return { svg: svgDoc(2 * w + 12, 2 * e + 12, dieBody(6 + w, 6, e, view)), alt: viewText(view) };
}

export const viewText = ([t, l, r]: View): string => `Top ${t}, left ${l}, right ${r}`;
