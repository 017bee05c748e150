import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const button = style({
  position: 'fixed',
  right: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: 30,
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.lg,
  opacity: 0,
  visibility: 'hidden',
  transform: 'translateY(12px)',
  transition:
    'opacity 200ms ease, transform 200ms ease, visibility 0s linear 200ms, background-color 150ms ease',
  ':hover': { background: vars.color.brandStrong },
  selectors: {
    '&[data-visible="true"]': {
      opacity: 1,
      visibility: 'visible',
      transform: 'none',
      transition: 'opacity 200ms ease, transform 200ms ease, visibility 0s, background-color 150ms ease',
    },
  },
});
