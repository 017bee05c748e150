import type { StyleRule } from '@vanilla-extract/css';

/**
 * A line icon (Glyph's 24 × 24 path data) drawn by CSS before (or after) an element's text, in its text colour:
 * for icons repeated down a long list (each job card's facts), where one inline <svg> per use would
 * add hundreds of elements to parse, lay out and hydrate on a slow phone. The path is drawn once in
 * the style sheet, as a mask over the current colour. Decorative, like Glyph: the text carries the name.
 */
export function glyphIcon(d: string, size: string, place: '::before' | '::after' = '::before'): StyleRule {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='${d}'/></svg>`;
  const mask = `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / contain no-repeat`;
  return {
    [place]: {
      content: '""',
      flex: 'none',
      width: size,
      height: size,
      background: 'currentColor',
      mask,
      WebkitMask: mask,
    },
  };
}
