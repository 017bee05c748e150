import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const section = style({ paddingBlock: vars.space['10'] });

export const loading = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/**
 * Below 1024 px (phones, tablets) each row is a card: the names and the date across, the three numbers side by side, each
 * cell showing its column's name. From 1024 px it is an ordinary table (eight columns need the width). The table's roles are set
 * in the markup, so the changed `display` does not take its table semantics away.
 */
export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': {
    [media.lg]: {
      display: 'table',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
      // Rounded corners on a collapsed table need the overflow clipped.
      overflow: 'hidden',
    },
  },
});

export const caption = style({
  display: 'block',
  marginBottom: vars.space['4'],
  textAlign: 'start',
  color: vars.color.textMuted,
  '@media': { [media.lg]: { display: 'table-caption' } },
});

/** The header row: hidden below 1024 px (each cell says its label), still read to screen readers. */
export const head = style({
  '@media': {
    [media.belowLg]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { display: 'table-row-group' },
  },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.lg]: {
      display: 'table-row',
      padding: 0,
      border: 0,
      borderRadius: 0,
      boxShadow: 'none',
      selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
    },
  },
});

export const headCell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  verticalAlign: 'bottom',
});

export const numberHead = style({ textAlign: 'end' });

export const cell = style({
  display: 'block',
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [media.lg]: {
      display: 'table-cell',
      overflowWrap: 'normal',
      padding: `${vars.space['3']} ${vars.space['4']}`,
      verticalAlign: 'middle',
    },
  },
});

/**
 * A cell's column name, shown inside the cell below 1024 px only. Screen readers skip it: they announce the
 * column header already.
 */
export const cellLabel = style({
  display: 'block',
  marginBottom: '2px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  '@media': { [media.lg]: { display: 'none' } },
});

export const date = style({ '@media': { [media.lg]: { whiteSpace: 'nowrap' } } });

/** A cell that takes the card’s whole width below 1024 px. */
export const wide = style({ gridColumn: '1 / -1' });

export const numberCell = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.lg]: { textAlign: 'end', fontSize: vars.fontSize.md } },
});

export const chapter = style({ fontWeight: vars.fontWeight.semibold });

export const level = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const actionCell = style({
  '@media': { [media.lg]: { textAlign: 'end' } },
});

export const reviewLink = style({
  '@media': { [media.belowLg]: { width: '100%' } },
});

/** Kept on one line from 1024 px: the table's other columns give way first. */
export const percentile = style({
  display: 'grid',
  gap: '2px',
  '@media': { [media.lg]: { whiteSpace: 'nowrap' } },
});

export const percentileFigure = style({ fontWeight: vars.fontWeight.semibold });

export const rank = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted });
