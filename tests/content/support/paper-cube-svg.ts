/**
 * SVG checks for the paper-folding and cube-and-dice drawings (the rules of tests/content/figures.test.ts):
 * well-formed, nothing that can run or fetch, a viewBox, and a width that fits a phone. Needs the
 * jsdom environment (DOMParser).
 */
import { parseSvg, unsafeParts } from './svg-safety';
import type { Figure } from '../../../contract/figure';

/** Everything wrong with one drawing: unsafe parts, no viewBox, wider than `maxWidth`, thin lines. */
export function figureProblems(figure: Figure, maxWidth: number): string[] {
  const problems: string[] = [];
  if (!figure.alt.trim()) problems.push('no alt text');
  let doc: Document;
  try {
    doc = parseSvg(figure.svg);
  } catch (error) {
    return [(error as Error).message];
  }
  problems.push(...unsafeParts(doc));
  const root = doc.documentElement;
  const width = Number(root.getAttribute('width'));
  const height = Number(root.getAttribute('height'));
  if (!(width > 0 && width <= maxWidth)) problems.push(`width ${width} (at most ${maxWidth})`);
  if (!(height > 0 && height <= 420)) problems.push(`height ${height}`);
  if (!root.getAttribute('viewBox')) problems.push('no viewBox (it would not scale)');
  for (const el of Array.from(root.getElementsByTagName('*'))) {
    const stroke = el.getAttribute('stroke-width');
    if (stroke !== null && Number(stroke) < 1.5) problems.push(`a line ${stroke} wide`);
    const font = el.getAttribute('font-size');
    if (el.nodeName === 'text' && !(Number(font) >= 11)) problems.push(`text ${font} units high`);
  }
  return problems;
}
