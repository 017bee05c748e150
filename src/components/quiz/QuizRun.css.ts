import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const page = style({
  paddingBlock: vars.space['5'],
  '@media': { [media.lg]: { paddingBlock: vars.space['8'] } },
});

export const intro = style({ display: 'grid', gap: vars.space['1'], marginBottom: vars.space['5'] });

export const introHeading = style({
  fontSize: vars.fontSize['2xl'],
  letterSpacing: '0.04em',
  color: vars.color.brand,
});

export const introSubtitle = style({ color: vars.color.textMuted });

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  minHeight: '12rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
});

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', gap: vars.space['8'] } },
});

export const main = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

/** Only below 1024 px: the palette is a sheet there. */
export const paletteToggle = style({ '@media': { [media.lg]: { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.tone.roseBg,
  color: vars.tone.roseFg,
  fontWeight: vars.fontWeight.semibold,
});

/**
 * The summary and palette: a column beside the question from 1024 px, a sheet from the bottom below
 * it (hidden until 'Summary & Palette' opens it).
 */
export const aside = style({
  display: 'none',
  '@media': {
    [media.belowLg]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 60,
      maxHeight: '80dvh',
      overflowY: 'auto',
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
      boxShadow: vars.shadow.lg,
    },
    [media.lg]: { display: 'grid', position: 'sticky', top: '11rem' },
  },
});

export const asideOpen = style({ display: 'grid' });

export const sheetHeader = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.lg]: { display: 'none' } },
});
