import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/theme.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** Bottom centre on phones (above the thumb), top right under the header on wide screens. */
export const region = style({
  position: 'fixed',
  zIndex: 60,
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  pointerEvents: 'none',
  '@media': {
    [media.lg]: {
      insetInline: 'auto',
      right: vars.space['6'],
      bottom: 'auto',
      top: `calc(4.5rem + ${vars.space['4']})`,
      justifyItems: 'end',
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    maxWidth: '26rem',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    pointerEvents: 'auto',
    animation: `${rise} 180ms ease-out`,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
});
