import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/theme.css';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space['5'] },
  variants: {
    variant: {
      compact: {
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        },
      },
      feature: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
    },
  },
});

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    transition: 'transform 180ms ease, box-shadow 180ms ease, border-color 180ms ease',
    selectors: {
      '&:hover': {
        transform: 'translateY(-3px)',
        boxShadow: vars.shadow.md,
        borderColor: vars.color.brandTint,
      },
      '&:focus-within': { borderColor: vars.color.brand },
    },
  },
  variants: {
    variant: {
      compact: { padding: vars.space['6'], gap: vars.space['4'] },
      feature: { overflow: 'hidden' },
    },
  },
});

const tones = {
  blue: { background: vars.tone.blueBg, color: vars.tone.blueFg },
  saffron: { background: vars.tone.saffronBg, color: vars.tone.saffronFg },
  green: { background: vars.tone.greenBg, color: vars.tone.greenFg },
  violet: { background: vars.tone.violetBg, color: vars.tone.violetFg },
} as const;

export const icon = recipe({
  base: { display: 'grid', placeItems: 'center' },
  variants: {
    variant: {
      compact: { width: '3rem', height: '3rem', borderRadius: vars.radius.md },
      // The feature cards open with a coloured band holding a large icon.
      feature: {
        height: '6rem',
        '@media': { [media.md]: { height: '8rem' } },
        backgroundImage: `radial-gradient(${vars.color.pattern} 1px, transparent 1px)`,
        backgroundSize: '14px 14px',
      },
    },
    tone: tones,
  },
});

/** The white disc holding a feature card's icon. */
export const disc = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const body = style({
  display: 'grid',
  gap: vars.space['2'],
  flex: 1,
  alignContent: 'start',
  selectors: { [`${card.classNames.variants.variant.feature} &`]: { padding: vars.space['6'] } },
});

export const title = style({ fontSize: vars.fontSize.lg });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  ':focus-visible': { outline: 'none' },
  selectors: {
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['2'],
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
