import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const box = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['12']} ${vars.space['6']}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
