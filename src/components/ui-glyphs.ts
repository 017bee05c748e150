/**
 * Line icons of the screens (24 × 24 path data, see Glyph); the shell's own are in shell-glyphs.ts.
 * Separate exports, so each page's chunk keeps only the icons it draws.
 */
export * from './shell-glyphs';
export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const arrowLeft = 'M19 12H5M11 6l-6 6 6 6';
export const chevronDown = 'M6 9l6 6 6-6';
export const alertTriangle = 'M12 3L2 20h20L12 3zM12 10v4.5M12 17.3v.2';
export const search = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35';
export const clock = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';
export const award = 'M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM8.2 13.9L7 23l5-3 5 3-1.2-9.1';
export const graduation = 'M22 10L12 5 2 10l10 5 10-5zM6 12v5c3 3 9 3 12 0v-5';
export const users =
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75';
export const external = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
export const check = 'M5 12l5 5L20 7';
export const lock =
  'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V7a4 4 0 0 1 8 0v4';
export const fileText = 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5';
export const pause = 'M8 5v14M16 5v14';
export const play = 'M7 4.5v15l12-7.5z';
export const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
export const eyeOff =
  'M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.1 3.9M6.6 6.6C3.9 8.4 2 12 2 12s3.6 6 10 6a9.6 9.6 0 0 0 5.3-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';
export const user =
  'M20 21v-1.5a4.5 4.5 0 0 0-4.5-4.5h-7A4.5 4.5 0 0 0 4 19.5V21M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z';
export const mail =
  'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3.5 6.5L12 13l8.5-6.5';
export const info = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.8v.3';
export const xCircle = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6';
export const shield = 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z M9 12l2 2 4-4';
export const sliders = 'M21 4h-7M10 4H3M21 12h-9M8 12H3M21 20h-5M12 20H3M14 2v4M8 10v4M16 18v4';
/** A flame: the streak of days with a finished test. */
export const flame =
  'M12 22c4 0 7-2.7 7-7 0-3.5-2.3-6.3-4-8-.3 2.2-1.4 3.6-3 4.5C12 8 10.5 4.5 8 2c.3 3.4-3 6.3-3 11 0 4.9 3 9 7 9z';
/** A rising line: the candidate's progress. */
export const trendingUp = 'M3 17l6-6 4 4 8-8M15 7h6v6';
