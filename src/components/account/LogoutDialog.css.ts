import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

export const track = style({
  width: '100%',
  height: '0.5rem',
  marginTop: vars.space['2'],
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
});

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, ${vars.color.brandMuted}, ${vars.color.brand})`,
  transformOrigin: 'left',
  animationName: fill,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
});
