import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

export const authLinks = recipe({
  base: { gap: vars.space['2'] },
  variants: {
    layout: {
      bar: { display: 'none', '@media': { [media.xl]: { display: 'flex' } } },
      menu: { display: 'grid', gridTemplateColumns: '1fr 1fr' },
    },
  },
});
