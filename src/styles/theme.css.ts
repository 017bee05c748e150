import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract: every colour, space, radius and type size a component may use. Values are
 * CSS custom properties, so components stay small and a later dark theme only fills the contract again.
 * Colour pairs were checked for WCAG AA: text colours on `surface` and `canvas` reach 4.5:1 or more.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    brandTint: null,
    /** A softer brand blue for very large decorative text (3:1 is enough there). */
    brandMuted: null,
    accent: null,
    accentStrong: null,
    accentSoft: null,
    accentBorder: null,
    /** Saffron for small highlights (stars, dots, the current slide). */
    highlight: null,
    success: null,
    successSoft: null,
    danger: null,
    text: null,
    textMuted: null,
    textOnBrand: null,
    textOnBrandMuted: null,
    canvas: null,
    surface: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    focus: null,
    /** Translucent whites for chips, tiles and lines on the blue bands. */
    onBrandFaint: null,
    onBrandLine: null,
    onBrandStrong: null,
    /** The light-blue glow in the corner of the blue bands. */
    glow: null,
    /** Dims the page behind the open mobile menu. */
    scrim: null,
    /** The faint dot pattern on light surfaces. */
    pattern: null,
  },
  space: {
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  /** Soft background and strong foreground pairs for icon tiles; each foreground is ≥ 4.5:1 on its background. */
  tone: {
    blueBg: null,
    blueFg: null,
    saffronBg: null,
    saffronFg: null,
    greenBg: null,
    greenFg: null,
    violetBg: null,
    violetFg: null,
    tealBg: null,
    tealFg: null,
    roseBg: null,
    roseFg: null,
  },
  radius: { sm: null, md: null, lg: null, xl: null, pill: null },
  font: { body: null, mono: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    display: null,
  },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  size: { container: null, headerHeight: null },
});

createGlobalTheme(':root', vars, {
  color: {
    brand: '#1d3f8f',
    brandStrong: '#132b66',
    brandSoft: '#e9effc',
    brandTint: '#c9d7f6',
    brandMuted: '#5670b0',
    accent: '#c2410c',
    accentStrong: '#9a3412',
    accentSoft: '#fff1e6',
    accentBorder: '#fbd5b5',
    highlight: '#f59e0b',
    success: '#15803d',
    successSoft: '#e7f6ec',
    danger: '#b42318',
    text: '#14213d',
    textMuted: '#4a5568',
    textOnBrand: '#ffffff',
    textOnBrandMuted: '#dbe4fb',
    canvas: '#f5f7fc',
    surface: '#ffffff',
    surfaceSunken: '#eef2fa',
    border: '#e1e7f2',
    borderStrong: '#c3cde0',
    focus: '#f59e0b',
    onBrandFaint: 'rgb(255 255 255 / 0.12)',
    onBrandLine: 'rgb(255 255 255 / 0.2)',
    onBrandStrong: 'rgb(255 255 255 / 0.6)',
    glow: 'rgb(56 189 248 / 0.22)',
    scrim: 'rgb(20 33 61 / 0.45)',
    pattern: 'rgb(20 33 61 / 0.06)',
  },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  tone: {
    blueBg: '#e9effc',
    blueFg: '#1d3f8f',
    saffronBg: '#fff1e6',
    saffronFg: '#b4410b',
    greenBg: '#e7f6ec',
    greenFg: '#166534',
    violetBg: '#f1ecfd',
    violetFg: '#5b3cc4',
    tealBg: '#e3f6f5',
    tealFg: '#0f6b66',
    roseBg: '#fdecef',
    roseFg: '#b4234a',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  font: {
    // System fonts only: nothing to download on slow mobile data, and Devanagari falls back to Noto.
    // Devanagari (issue 15): the system's own Hindi fonts, named after the Latin ones so English keeps
    // its look (Android: Noto Sans Devanagari; Windows: Nirmala UI, Mangal; Apple: Kohinoor Devanagari).
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", Mangal, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': 'clamp(1.375rem, 1.1rem + 1vw, 1.75rem)',
    '3xl': 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)',
    display: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.35', normal: '1.6' },
  shadow: {
    sm: '0 1px 2px rgb(20 33 61 / 0.06), 0 1px 3px rgb(20 33 61 / 0.08)',
    md: '0 4px 12px rgb(20 33 61 / 0.08), 0 2px 4px rgb(20 33 61 / 0.05)',
    lg: '0 16px 40px rgb(20 33 61 / 0.14), 0 4px 10px rgb(20 33 61 / 0.06)',
  },
  size: { container: '72rem', headerHeight: '4rem' },
});

/**
 * Breakpoints in px; 1280 (xl) is where the header switches between the menu button and the full nav
 * (below it the five entries, the language switch, Job Alert, Login and Sign up do not fit one line).
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, wide: 1536 } as const;

/** Ready-made media queries, mobile first. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  /** Narrow phones (up to 379 px wide, e.g. 360 px), where the header has to give up a little. */
  narrow: 'screen and (max-width: 379.98px)',
  belowLg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;
