/**
 * SVG checks for the line-figure topics (embedded figures, figure formation, completion of figure):
 * the same rules as tests/content/figures.test.ts (well-formed, nothing that runs or fetches, fits a
 * phone). Needs the jsdom environment (DOMParser).
 */
import { parseSvg, unsafeParts } from './svg-safety';

/** Everything wrong with one drawing: unsafe parts, no viewBox, too wide, ink lines thinner than 1.5 px. */
export function svgProblems(svg: string | Document, maxWidth: number): string[] {
  let doc: Document;
  try {
    doc = typeof svg === 'string' ? parseSvg(svg) : svg;
  } catch (error) {
    return [(error as Error).message];
  }
  const problems = unsafeParts(doc);
  const root = doc.documentElement;
  const width = Number(root.getAttribute('width'));
  const height = Number(root.getAttribute('height'));
  if (!(width > 0 && width <= maxWidth)) problems.push(`width ${width} (at most ${maxWidth})`);
  if (!(height > 0 && height <= 360)) problems.push(`height ${height}`);
  const viewBox = root.getAttribute('viewBox')?.split(' ').map(Number);
  if (!viewBox || viewBox.length !== 4) problems.push('no viewBox (it would not scale)');
  else {
    const scale = width / viewBox[2]!;
    for (const el of Array.from(root.getElementsByTagName('*')).filter((e) =>
      e.hasAttribute('stroke-width'),
    )) {
      const w = Number(el.getAttribute('stroke-width')) * scale;
      // the figure's own lines are drawn in ink; faint grid lines and dots only guide the eye
      if (el.getAttribute('stroke') === '#1f2937' && w < 1.5) problems.push(`a line ${w} px wide`);
    }
  }
  return problems;
}

/** The straight lines of every <path> holding only M…L pairs, in drawing units. */
export function pathLines(doc: Document, selector = 'path'): [number, number, number, number][] {
  const lines: [number, number, number, number][] = [];
  for (const path of selector === 'path'
    ? Array.from(doc.getElementsByTagName('path'))
    : Array.from(doc.querySelectorAll(selector))) {
    const d = path.getAttribute('d') ?? '';
    for (const m of d.matchAll(/M\s*(-?[\d.]+)[ ,](-?[\d.]+)\s*L\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)) {
      lines.push([Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])]);
    }
  }
  return lines;
}
