import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The floating panel every header popover shares (the nav dropdowns and the avatar menu). */
const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popoverPanel = style({
  zIndex: 50,
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} 140ms ease-out`,
});
