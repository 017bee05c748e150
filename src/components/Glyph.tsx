import type { SVGProps } from 'react';

interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'd'> {
  /** Path data on a 24 × 24 grid, drawn as a 2 px round stroke in the current text colour. */
  readonly d: string;
  readonly size?: number;
}

/** A line icon. Always decorative: the control or text beside it carries the name. */
export function Glyph({ d, size = 24, ...rest }: GlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
