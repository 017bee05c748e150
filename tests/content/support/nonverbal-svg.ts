/**
 * Reading the figure topics' drawings back (non-verbal series, visual reasoning): parse an SVG
 * document, list anything unsafe in it (the rules of tests/content/figures.test.ts), and give its
 * size. Needs a DOM (run the test file with `// @vitest-environment jsdom`).
 */
import { parseSvg, unsafeParts } from './svg-safety';

/** Everything wrong with one drawing: unsafe parts, no viewBox, too wide, strokes too thin. */
export function drawingProblems(svg: string, maxWidth: number): string[] {
  const doc = parseSvg(svg);
  const problems = unsafeParts(doc);
  const root = doc.documentElement;
  const width = Number(root.getAttribute('width'));
  const height = Number(root.getAttribute('height'));
  if (!(width > 0 && width <= maxWidth)) problems.push(`width ${width} (at most ${maxWidth})`);
  if (!(height > 0 && height <= 400)) problems.push(`height ${height}`);
  const box = (root.getAttribute('viewBox') ?? '').split(' ').map(Number);
  if (box.length !== 4 || box.some((v) => !Number.isFinite(v)))
    problems.push('no viewBox (it would not scale)');
  for (const element of Array.from(root.querySelectorAll('[stroke-width]'))) {
    if (Number(element.getAttribute('stroke-width')) < 1.5)
      problems.push(`a line ${element.getAttribute('stroke-width')} units thick`);
  }
  return problems;
}

export const num = (element: Drawn, name: string): number => Number(element.getAttribute(name));

/** The points of a polygon's `points` attribute. */
export const points = (element: Drawn): [number, number][] =>
  (element.getAttribute('points') ?? '')
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);

/** An element as the readers below need it (a parsed DOM Element has the same three members). */
export interface Drawn {
  nodeName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * The elements of one of these generated drawings, in document order, read with a regular expression:
 * much faster than a DOM for thousands of drawings. Only for reading shapes back; whether a drawing
 * is well formed and safe is checked with the real parser (`drawingProblems`).
 */
export function readElements(svg: string): Drawn[] {
  const out: Drawn[] = [];
  for (const match of svg.matchAll(/<([a-zA-Z]+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)) {
    const attrs = new Map<string, string>();
    for (const a of match[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs.set(a[1]!, a[2]!);
    out.push({
      nodeName: match[1]!,
      getAttribute: (name) => attrs.get(name) ?? null,
      hasAttribute: (name) => attrs.has(name),
    });
  }
  return out;
}
