import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

/** The forms of the account screens. */
export const form = style({ display: 'grid', gap: vars.space['4'] });

/** Two fields side by side from 640 px (signup). */
export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const row = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space['2']})`,
});

/** A button that reads as a link ('Forgot password?'). */
export const linkButton = style({
  padding: `${vars.space['1']} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  selectors: { '&:hover': { color: vars.color.brandStrong } },
});

export const submit = style({ marginTop: vars.space['2'] });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.tone.roseBg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
