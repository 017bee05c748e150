import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });

export const identity = style({ display: 'grid', minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const action = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brand,
    },
  },
});
