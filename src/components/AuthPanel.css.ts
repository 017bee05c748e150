import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const wrap = style({
  paddingBlock: `${vars.space['6']} ${vars.space['12']}`,
  '@media': { [media.md]: { paddingTop: vars.space['10'] } },
});

export const panel = style({
  display: 'grid',
  maxWidth: '60rem',
  marginInline: 'auto',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.35fr)' } },
});

export const welcome = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['6']} ${vars.space['6']}`,
  color: vars.color.textOnBrand,
  background: [
    `radial-gradient(circle at 0% 100%, ${vars.color.glow} 0, transparent 45%)`,
    `radial-gradient(circle at 100% 0%, ${vars.color.onBrandFaint} 0, transparent 35%)`,
    `linear-gradient(160deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  ].join(', '),
  '@media': { [media.md]: { gap: vars.space['6'], padding: vars.space['10'] } },
});

export const welcomeTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const welcomeText = style({ color: vars.color.textOnBrandMuted });

/** Phones see the welcome's title and line; the benefits join from 768 px. */
export const benefits = style({
  display: 'none',
  gap: vars.space['3'],
  '@media': { [media.md]: { display: 'grid' } },
});

export const benefit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.textOnBrandMuted,
});

export const tick = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.onBrandLine,
  color: vars.color.textOnBrand,
});

export const body = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['5'],
  padding: vars.space['6'],
  '@media': { [media.md]: { padding: vars.space['10'] } },
});

export const heading = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const intro = style({ color: vars.color.textMuted });

export const footer = style({
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const footerLink = style({ fontWeight: vars.fontWeight.semibold });
