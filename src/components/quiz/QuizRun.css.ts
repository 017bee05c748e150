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
  // From 1024 px it holds nothing visible (the palette is beside the question): no empty row.
  '@media': { [media.lg]: { display: 'contents' } },
});

/** Only below 1024 px: the palette is a sheet there. */
export const paletteToggle = style({ '@media': { [media.lg]: { display: 'none' } } });

/** The paper leaves room at its foot for the action bar, so nothing hides behind it. */
export const paper = style({
  paddingBottom: `calc(6rem + env(safe-area-inset-bottom, 0px))`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.lg]: { paddingBottom: `calc(7rem + env(safe-area-inset-bottom, 0px))` } },
});

/**
 * Mark for Review and Save & Next (or Submit Test), fixed at the bottom of the screen at every width,
 * clear of a phone's home indicator (the safe-area inset). Below the palette's sheet, which covers it.
 */
export const actionBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  paddingTop: vars.space['3'],
  paddingBottom: `max(${vars.space['3']}, env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 12px rgb(20 33 61 / 0.08)',
});

/** From 1024 px the bar's buttons line up under the question, beside the palette's column. */
export const actionColumns = style({
  display: 'grid',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', columnGap: vars.space['8'] } },
});

/** Side by side on one row even at 360 px: two equal halves on phones, natural widths from 768 px. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  '@media': {
    [media.md]: { display: 'flex', justifyContent: 'space-between' },
  },
});

export const actionButton = style({
  '@media': { 'screen and (max-width: 767.98px)': { paddingInline: vars.space['3'] } },
});

export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

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
    // Below the slim quiz header (about 5 rem, more while a warning shows) and above the action bar
    // (about 4.5 rem): on a short screen the panel scrolls within itself rather than hide behind the bar.
    [media.lg]: {
      display: 'grid',
      position: 'sticky',
      top: '7.5rem',
      maxHeight: 'calc(100dvh - 13rem)',
      overflowY: 'auto',
    },
  },
});

export const asideOpen = style({ display: 'grid' });

export const sheetHeader = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.lg]: { display: 'none' } },
});
