/**
 * SVG checks for the line-figure topics (embedded figures, figure formation, completion of figure):
 * the same rules as tests/content/figures.test.ts (well-formed, nothing that runs or fetches, fits a
 * phone). Needs the jsdom environment (DOMParser).
 */

/** The parsed SVG, or a failure naming what is wrong. */
export function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

/** What a safe, self-contained drawing may not hold. */
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
    for (const el of Array.from(root.getElementsByTagName('*')).filter((e) => e.hasAttribute('stroke-width'))) {
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
  for (const path of selector === 'path' ? Array.from(doc.getElementsByTagName('path')) : Array.from(doc.querySelectorAll(selector))) {
    const d = path.getAttribute('d') ?? '';
    for (const m of d.matchAll(/M\s*(-?[\d.]+)[ ,](-?[\d.]+)\s*L\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)) {
      lines.push([Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])]);
    }
  }
  return lines;
}
