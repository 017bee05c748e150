import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      paddingBlock: vars.space['12'],
    },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardHeading = style({ fontSize: vars.fontSize.xl, color: vars.color.brand });

export const picker = style({ display: 'grid', gap: vars.space['3'] });

/** The board spans the wide column beside the picker and the profile on large screens. */
export const boardSection = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': { [media.lg]: { gridColumn: '2', gridRow: '1 / span 2' } },
});
