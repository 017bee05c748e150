import * as v from 'valibot';

/**
 * A drawing that goes with a question (figure topics: mirror images, paper folding, non-verbal series…).
 * `svg` is a complete SVG document. Show it as an image (`<img src="data:image/svg+xml,…" alt>`), never
 * inline as HTML: an image cannot run scripts. Eight reasoning topics are drawn this way
 * (server/content/README.md, "Figure questions"); their questions are served with `figure` and
 * `optionFigures`.
 */
export const Figure = v.object({
  svg: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.startsWith('<svg', 'a figure must be an SVG document starting with <svg'),
  ),
  alt: v.pipe(v.string(), v.nonEmpty('a figure needs alt text')),
});
export type Figure = v.InferOutput<typeof Figure>;

/**
 * Whether a drawing has words drawn in it (two letters running: "Fold 1", a pie's legend), not just
 * numbers and labels like A, P or A1. A question with Hindi shows such a drawing redrawn with Hindi
 * words (issue 15: `hi.figureSvg`); the bank loader and the generators refuse one without it.
 */
export const hasWords = (svg: string): boolean => /<text[^>]*>[^<]*\p{L}{2}/u.test(svg);
