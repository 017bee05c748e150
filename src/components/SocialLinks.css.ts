import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const link = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.onBrandFaint,
  color: vars.color.textOnBrand,
  transition: 'background-color 150ms ease, color 150ms ease',
  ':hover': { background: vars.color.surface, color: vars.color.brand },
});
