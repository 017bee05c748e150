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

/** "You already get job alerts…": the saved subscription is what the form shows (issue 22). */
export const subscribed = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const subscribedIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.tone.greenFg });
