import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const header = recipe({
  base: { display: 'grid', gap: vars.space['3'], marginBottom: vars.space['8'] },
  variants: {
    align: {
      center: { justifyItems: 'center', textAlign: 'center', marginInline: 'auto', maxWidth: '42rem' },
      start: { justifyItems: 'start' },
    },
  },
});

export const title = style({
  display: 'grid',
  justifyItems: 'inherit',
  fontSize: vars.fontSize['3xl'],
  // A short saffron rule under every section title.
  '::after': {
    content: '""',
    width: '3rem',
    height: '4px',
    marginTop: vars.space['3'],
    borderRadius: '4px',
    background: vars.color.accent,
  },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
