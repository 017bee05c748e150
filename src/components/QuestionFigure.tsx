import type { Figure } from '../../contract/figure';

/**
 * A question's or an option's drawing. The SVG document is shown as an image, never inlined as HTML:
 * an image cannot run scripts, and the CSP allows `data:` images.
 */
export function QuestionFigure({
  figure,
  className,
}: {
  readonly figure: Figure;
  readonly className?: string;
}) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(figure.svg)}`}
      alt={figure.alt}
      className={className}
    />
  );
}
