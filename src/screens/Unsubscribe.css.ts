import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const wrap = style({ paddingBlock: vars.space['12'] });

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space['8'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
});

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
});

const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
});

export const success = style([notice, { background: vars.color.successSoft, color: vars.tone.greenFg }]);

export const problem = style([notice, { background: vars.tone.roseBg, color: vars.color.danger }]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
