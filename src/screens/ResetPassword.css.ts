import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
});

export const outcome = style({ display: 'grid', gap: vars.space['3'] });

export const success = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.tone.greenFg,
  fontWeight: vars.fontWeight.medium,
});
