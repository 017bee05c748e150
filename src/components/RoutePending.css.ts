import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const pending = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  minHeight: '50vh',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const spinner = style({
  width: '1.5rem',
  height: '1.5rem',
  border: `3px solid ${vars.color.brandTint}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
});
