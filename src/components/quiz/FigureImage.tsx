import type { Figure } from '../../../contract/quiz';

/**
 * A question's drawing (contract/quiz.ts Figure): the SVG document shown as an image from a data URL,
 * never inserted as HTML, so nothing in it can run. The CSP allows `img-src data:`.
 */
export function FigureImage({ figure, className }: { readonly figure: Figure; readonly className?: string }) {
  return <img src={`data:image/svg+xml;utf8,${encodeURIComponent(figure.svg)}`} alt={figure.alt} className={className} />;
}
