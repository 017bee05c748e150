import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '2.4s !important',
      animationIterationCount: 'infinite !important',
    },
  },
});
