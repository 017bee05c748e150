import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: 100,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
