import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  selectors: {
    // A drawn chevron between crumbs, so screen readers do not read a separator character.
    '&:not(:last-child)::after': {
      content: '""',
      width: '0.4rem',
      height: '0.4rem',
      borderTop: '1.5px solid currentColor',
      borderRight: '1.5px solid currentColor',
      transform: 'rotate(45deg)',
      opacity: 0.7,
    },
  },
});

export const link = style({
  color: vars.color.textOnBrandMuted,
  textDecoration: 'underline',
  textDecorationColor: vars.color.onBrandStrong,
  ':hover': { color: vars.color.textOnBrand, textDecorationColor: 'currentColor' },
});

export const current = style({ color: vars.color.textOnBrand, fontWeight: vars.fontWeight.semibold });
