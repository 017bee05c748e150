import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const error = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['16'],
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const text = style({ maxWidth: '32rem', color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
