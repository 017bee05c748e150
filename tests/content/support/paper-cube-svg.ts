/**
 * SVG checks for the paper-folding and cube-and-dice drawings (the rules of tests/content/figures.test.ts):
 * well-formed, nothing that can run or fetch, a viewBox, and a width that fits a phone. Needs the
 * jsdom environment (DOMParser).
 */
import type { Figure } from '../../../contract/quiz';

export function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

export function unsafeParts(doc: Document): string[] {
  const problems: string[] = [];
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || root.getAttribute('xmlns') !== 'http://www.w3.org/2000/svg') problems.push('the root is not an SVG element');
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    const name = element.nodeName.toLowerCase();
    if (['script', 'foreignobject', 'iframe', 'image', 'use', 'a', 'style'].includes(name)) problems.push(`a <${name}> element`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) problems.push(`an event handler ${attribute.name}`);
      if (/href$/i.test(attribute.name)) problems.push(`a link ${attribute.name}`);
      if (/url\(|javascript:/i.test(attribute.value)) problems.push(`${attribute.name}="${attribute.value}"`);
    }
  }
  return problems;
}

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
