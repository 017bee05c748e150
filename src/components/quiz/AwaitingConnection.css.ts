import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A submission waiting for a connection: calm, not an error (the answers are safe). */
export const box = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space['3'],
  minHeight: '12rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });
