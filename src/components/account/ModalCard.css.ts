import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A form dialog: the popup card, its heading row and a close button in the corner. */
export const header = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBottom: vars.space['5'],
  paddingRight: vars.space['8'],
});

export const title = style({ fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const close = style({
  position: 'absolute',
  top: vars.space['4'],
  right: vars.space['4'],
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

/** The reason a second step is asked for (the change-password modal's current password). */
export const step = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accentBorder}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
