import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/theme.css';

const surfaceCard = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;

// The three headline figures.

export const summary = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style({
  ...surfaceCard,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  padding: vars.space['4'],
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space['5'] } },
});

export const figureIcon = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      blue: { background: vars.tone.blueBg, color: vars.tone.blueFg },
      green: { background: vars.tone.greenBg, color: vars.tone.greenFg },
      saffron: { background: vars.tone.saffronBg, color: vars.tone.saffronFg },
    },
  },
});

export const figureText = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const figureTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const figureNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The weakest topics.

export const weakest = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12.5rem), 1fr))',
});

/**
 * One weak topic. On phones a compact row (the figures left, Practise this right, the bar under
 * both), so five of them do not fill the screen; in the columns of wider screens, stacked.
 */
export const weakTopic = style({
  ...surfaceCard,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"head link" "bar bar"',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderTop: `4px solid ${vars.color.accent}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"head" "bar" "link"',
      alignContent: 'start',
      alignItems: 'start',
      padding: vars.space['5'],
    },
  },
});

export const weakHead = style({ gridArea: 'head', display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const weakTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

export const weakAccuracy = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const weakAttempts = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const bar = style({
  display: 'block',
  width: '100%',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const barFill = recipe({
  base: { display: 'block', height: '100%', borderRadius: vars.radius.pill },
  variants: {
    level: {
      weak: { background: vars.color.danger },
      fair: { background: vars.color.highlight },
      strong: { background: vars.color.success },
    },
  },
});

export const practise = style({ justifySelf: 'start' });

export const weakBar = style({ gridArea: 'bar' });

export const weakLink = style({ gridArea: 'link' });

// A category and its table of topics.

export const category = style({
  ...surfaceCard,
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  minWidth: 0,
});

export const categoryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space['1']} ${vars.space['4']}`,
});

export const categoryTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brand });

export const categoryTotals = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const categoryEmpty = style({ color: vars.color.textMuted });

/**
 * Below 1024 px each row is a card of its own; from 1024 px an ordinary table, laid out by the header's
 * widths so that the four categories' columns line up under one another.
 */
export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [media.lg]: { display: 'table', tableLayout: 'fixed' } },
});

/** The header cells' widths (from 1024 px): the topic takes what is left. */
export const columnWidth = {
  attempts: style({ '@media': { [media.lg]: { width: '5rem' } } }),
  accuracy: style({ '@media': { [media.lg]: { width: '13rem' } } }),
  trend: style({ '@media': { [media.lg]: { width: '13rem' } } }),
  action: style({ '@media': { [media.lg]: { width: '10rem' } } }),
};

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

export const headCell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  verticalAlign: 'bottom',
});

export const numberHead = style({ textAlign: 'end' });

export const body = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { display: 'table-row-group' },
  },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  '@media': {
    [media.lg]: {
      display: 'table-row',
      padding: 0,
      border: 0,
      borderRadius: 0,
      background: 'transparent',
      selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
    },
  },
});

export const cell = style({
  display: 'block',
  minWidth: 0,
  textAlign: 'start',
  '@media': {
    [media.lg]: {
      display: 'table-cell',
      padding: `${vars.space['3']} ${vars.space['3']}`,
      verticalAlign: 'middle',
    },
  },
});

/** A cell's column name, shown inside the cell below 1024 px only (screen readers hear the header). */
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

/** A cell that takes the card's whole width below 1024 px. */
export const wide = style({ gridColumn: '1 / -1' });

export const topicCell = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const numberCell = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.lg]: { textAlign: 'end', fontSize: vars.fontSize.md } },
});

export const accuracy = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(3rem, 1fr)',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const accuracyFigure = style({
  minWidth: '3.25rem',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.lg]: { fontSize: vars.fontSize.md } },
});

export const actionCell = style({ '@media': { [media.lg]: { textAlign: 'end', whiteSpace: 'nowrap' } } });

// The badges.

/** Six badges: one column on phones, two on tablets, three (two even rows) on wide screens. */
export const badges = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const badge = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['4'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
  },
  variants: {
    earned: {
      true: { ...surfaceCard, borderColor: vars.color.accentBorder },
      // Greyed: a sunken, dashed card; its text keeps the contrast it needs to be read.
      false: { background: vars.color.surfaceSunken, border: `1px dashed ${vars.color.borderStrong}` },
    },
  },
});

export const badgeIcon = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.pill,
  },
  variants: {
    earned: {
      true: { background: vars.tone.saffronBg, color: vars.tone.saffronFg },
      false: { background: vars.color.surface, color: vars.color.textMuted },
    },
  },
});

export const badgeText = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const badgeTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const badgeEarned = style({
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const badgeNotYet = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const badgeNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
