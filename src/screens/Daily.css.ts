import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', paddingBlock: vars.space['12'] },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
});

export const cardHeading = style({ fontSize: vars.fontSize.xl, color: vars.color.brand });

export const rules = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: '1.25rem',
});

export const notice = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const noticeIcon = style({ flexShrink: 0, color: vars.color.accent });

export const boardSection = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
  justifySelf: 'start',
});
