import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: vars.size.headerHeight,
  '@media': {
    [media.lg]: { height: '4.5rem', gap: vars.space['4'] },
    // The full navigation's line is wider than the page's content column: the header may use 80rem.
    [media.xl]: { gap: vars.space['6'], maxWidth: '80rem' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginLeft: 'auto',
});
