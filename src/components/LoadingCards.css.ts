import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: '6.5rem',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const lines = style({ display: 'grid', gap: vars.space['2'], flex: 1 });

export const block = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    '@media': { [media.motionOk]: { animation: `${shimmer} 1.4s ease-in-out infinite` } },
  },
  variants: {
    shape: {
      avatar: { width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.pill, flexShrink: 0 },
      title: { height: '1rem', width: '70%', borderRadius: '4px' },
      text: { height: '0.75rem', width: '90%', borderRadius: '4px' },
    },
  },
});
