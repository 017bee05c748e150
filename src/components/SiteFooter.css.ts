import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const footer = style({
  marginTop: vars.space['16'],
  background: vars.color.brandStrong,
  color: vars.color.textOnBrandMuted,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: vars.space['12'],
  '@media': {
    [media.lg]: { gridTemplateColumns: '1.1fr 2fr 1fr' },
  },
});

export const about = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const summary = style({ maxWidth: '28rem', lineHeight: vars.lineHeight.normal });

export const founder = style({ color: vars.color.textOnBrand, fontWeight: vars.fontWeight.semibold });

export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['8'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const heading = style({
  marginBottom: vars.space['3'],
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const links = style({ display: 'grid', gap: vars.space['1'] });

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  color: vars.color.textOnBrandMuted,
  textDecoration: 'none',
  ':hover': { color: vars.color.textOnBrand, textDecoration: 'underline' },
});

export const contact = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const contactLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.textOnBrandMuted,
  fontStyle: 'normal',
  textDecoration: 'none',
  selectors: { 'a&:hover': { color: vars.color.textOnBrand, textDecoration: 'underline' } },
});

export const contactIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.highlight });

export const addressLine = style({ display: 'block' });

export const bottom = style({ borderTop: `1px solid ${vars.color.onBrandFaint}` });

export const bottomInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['5'],
  fontSize: vars.fontSize.xs,
});
