/**
 * Simple drawn marks for the footer's social links (24 × 24). `fill` marks are solid shapes, `stroke`
 * marks are outlines. Drawn locally: no third-party icon requests.
 */
export interface SocialGlyph {
  readonly d: string;
  readonly paint: 'fill' | 'stroke';
}

// prettier-ignore
export const socialGlyphs: Record<string, SocialGlyph> = {
  youtube: {
    paint: 'fill',
    d: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.75 15.02V8.98L15.5 12z',
  },
  facebook: {
    paint: 'fill',
    d: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2C12 2 10.4 3.5 10.4 6.3v2.2H7.6v3.7h2.8V22H14v-9.8h2.8l.4-3.7z',
  },
  instagram: {
    paint: 'stroke',
    d: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  },
  telegram: {
    paint: 'fill',
    d: 'M21.9 4.3L18.8 19c-.2 1-.8 1.3-1.7.8l-4.7-3.5-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.8 8.8-7.9c.4-.3-.1-.5-.6-.2L6.7 12.9 2 11.5c-1-.3-1-1 .2-1.5l18.3-7c.9-.3 1.6.2 1.4 1.3z',
  },
  x: {
    paint: 'fill',
    d: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
};
