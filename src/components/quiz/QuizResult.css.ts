import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const heading = style({ fontSize: vars.fontSize['2xl'], color: vars.color.brand });

export const score = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const rows = style({ display: 'grid', margin: 0, textAlign: 'start' });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
