import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** One large white tile with two small ones stacked beside it, tilted a little. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '9rem 4.25rem',
  gridTemplateRows: '4.25rem 4.25rem',
  gap: vars.space['2'],
  transform: 'rotate(-4deg)',
});

export const tile = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.onBrandFaint,
  border: `1px solid ${vars.color.onBrandLine}`,
  color: vars.color.textOnBrand,
  selectors: {
    '&:first-child': {
      gridRow: 'span 2',
      borderRadius: vars.radius.xl,
      background: vars.color.surface,
      color: vars.color.brand,
      boxShadow: vars.shadow.lg,
    },
    '&:nth-child(3)': {
      background: vars.color.highlight,
      borderColor: 'transparent',
      color: vars.color.text,
    },
  },
});
