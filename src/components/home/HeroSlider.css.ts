import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { container } from '../../styles/utilities.css';

export const slider = style({
  position: 'relative',
  overflow: 'hidden',
  color: vars.color.textOnBrand,
  background: [
    `radial-gradient(circle at 90% 10%, ${vars.color.onBrandFaint} 0, transparent 30%)`,
    `radial-gradient(circle at 0% 100%, ${vars.color.glow} 0, transparent 40%)`,
    `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 100%)`,
  ].join(', '),
});

export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space['6'],
    paddingBlock: `${vars.space['8']} ${vars.space['10']}`,
    '@media': { [media.md]: { paddingBlock: `${vars.space['12']} ${vars.space['12']}` } },
  },
]);

/** Every slide sits in the same cell; only the active one is visible. */
export const stack = style({ display: 'grid' });

export const slide = style({
  gridArea: '1 / 1',
  display: 'grid',
  alignItems: 'center',
  gap: vars.space['6'],
  opacity: 0,
  visibility: 'hidden',
  transition: 'opacity 400ms ease, visibility 0s linear 400ms',
  selectors: {
    '&[data-active="true"]': {
      opacity: 1,
      visibility: 'visible',
      transition: 'opacity 400ms ease, visibility 0s',
    },
  },
  '@media': { [media.md]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['10'] } },
});

export const text = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['4'],
  order: 2,
  '@media': { [media.md]: { order: 0 } },
});

export const eyebrow = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.onBrandFaint,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const headline = style({ fontSize: vars.fontSize.display, letterSpacing: '-0.02em' });

export const lead = style({
  maxWidth: '34rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textOnBrandMuted,
});

/**
 * On a phone the picture stays smaller than the headline, so the headline (in the HTML) is the page's
 * largest paint, not a picture that waits behind the scripts on a slow line; the headline also sits
 * higher on a small screen.
 */
export const image = style({
  justifySelf: 'center',
  width: '100%',
  maxWidth: '13rem',
  '@media': { [media.sm]: { maxWidth: '20rem' }, [media.md]: { maxWidth: '30rem' } },
});

export const dots = style({
  display: 'flex',
  gap: vars.space['1'],
  justifyContent: 'center',
  // Line the first dot's visible part up with the text above.
  '@media': { [media.md]: { justifyContent: 'flex-start', marginLeft: '-2px' } },
});

/** A 32 px target around a small visible dot; the current dot stretches into a bar. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  '::before': {
    content: '""',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.pill,
    background: vars.color.onBrandStrong,
    transition: 'width 250ms ease, background-color 250ms ease',
  },
  selectors: {
    '&:hover::before': { background: vars.color.textOnBrand },
    '&[aria-current="true"]::before': { width: '1.75rem', background: vars.color.highlight },
  },
});

/** Pause / Play: the same 32 px target as a dot, with its icon in the dots' colour. */
export const playback = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  marginLeft: vars.space['1'],
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.onBrandStrong,
  selectors: { '&:hover': { color: vars.color.textOnBrand } },
});
