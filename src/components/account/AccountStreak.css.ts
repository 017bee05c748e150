import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Two lines' height whatever the state, so the menu does not jump when the streak arrives. */
export const streak = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '3.25rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.tone.saffronBg,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.tone.saffronFg,
});

export const text = style({ display: 'grid', minWidth: 0, lineHeight: vars.lineHeight.snug });

export const days = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const retry = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
