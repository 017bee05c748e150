import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Over the page at its foot, left of the scroll-to-top button: what appears here moves nothing. */
export const region = style({
  position: 'fixed',
  left: vars.space['4'],
  right: '5rem',
  bottom: vars.space['4'],
  zIndex: 30,
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

/** Empty (and no height) while online; always in the page, so the live region exists before it speaks. */
export const offline = style({ margin: 0 });

export const offlineText = style({
  display: 'inline-block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

export const prompt = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: '26rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.lg,
});

export const actions = style({ display: 'flex', gap: vars.space['2'] });
