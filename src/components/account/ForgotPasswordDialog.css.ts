import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
