/**
 * The one definition of a safe drawing, for every figure topic's test: an SVG document that parses,
 * whose root is an SVG element, and that holds nothing that can run or fetch (no script, style, image,
 * use, link or foreign object, no event handler, no href, no url() or javascript:). Needs a DOM (run
 * the test file with `// @vitest-environment jsdom`).
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
  if (root.nodeName !== 'svg' || root.getAttribute('xmlns') !== 'http://www.w3.org/2000/svg')
    problems.push('the root is not an SVG element');
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    const name = element.nodeName.toLowerCase();
    if (['script', 'foreignobject', 'iframe', 'image', 'use', 'a', 'style'].includes(name))
      problems.push(`a <${name}> element`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) problems.push(`an event handler ${attribute.name}`);
      if (/href$/i.test(attribute.name)) problems.push(`a link ${attribute.name}`);
      if (/url\(|javascript:/i.test(attribute.value)) problems.push(`${attribute.name}="${attribute.value}"`);
    }
  }
  return problems;
}
