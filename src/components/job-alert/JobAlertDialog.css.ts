import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const content = style({
  width: `min(28rem, calc(100vw - ${vars.space['6']}))`,
  padding: vars.space['6'],
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
});

export const promise = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.tone.greenFg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textWrap: 'balance',
});

export const promiseIcon = style({ flexShrink: 0 });
