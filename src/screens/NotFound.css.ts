import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const wrap = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['16'],
  textAlign: 'center',
});

export const code = style({
  fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.brandMuted,
});

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const text = style({ maxWidth: '32rem', color: vars.color.textMuted, marginBottom: vars.space['2'] });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  marginTop: vars.space['4'],
  fontWeight: vars.fontWeight.medium,
});
