import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space['3'] });

export const muted = style({ color: vars.color.textMuted });

export const current = style({ fontWeight: vars.fontWeight.semibold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: '-0.25rem' });

export const switchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** A checkbox drawn as a switch (its role says so to screen readers). */
export const switchInput = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background 150ms ease',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '1.125rem',
      height: '1.125rem',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 150ms ease',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(1.25rem)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const switchLabel = style({ fontWeight: vars.fontWeight.semibold, cursor: 'pointer' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const status = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
