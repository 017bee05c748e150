import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: vars.space['8'],
  '@media': { [media.lg]: { paddingBlock: vars.space['12'] } },
});

export const loading = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});

export const section = style({ minWidth: 0 });

export const categories = style({ display: 'grid', gap: vars.space['5'] });
