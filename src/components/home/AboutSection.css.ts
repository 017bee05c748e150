import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['16'],
  '@media': { [media.lg]: { gridTemplateColumns: '1fr 1.4fr', alignItems: 'center', gap: vars.space['12'] } },
});

export const intro = style({ display: 'grid' });

export const features = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const feature = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const featureTitle = style({ fontSize: vars.fontSize.lg });

export const featureText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The whole card answers a tap on its linked title (the link's box is stretched over the card). */
export const featureLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
  },
});
