import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The centred page column every section sits in. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    'screen and (min-width: 640px)': { paddingInline: vars.space['6'] },
  },
});
