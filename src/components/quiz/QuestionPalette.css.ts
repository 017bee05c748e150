import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/theme.css';

// Beside the question from 1024 px, the panel is tighter, so summary, palette and legend fit a laptop's
// height between the test's header and its action bar.
export const panel = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.lg]: { gap: vars.space['4'] } },
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['3'] });

export const summary = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  '@media': { [media.lg]: { paddingBlock: vars.space['1'] } },
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summaryValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(2.75rem, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The three statuses, said once for the buttons and the legend's swatches (issue 22). */
const statusLooks = {
  // Not seen yet: white with a dashed edge, so it reads apart from a seen blank without colour.
  notVisited: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px dashed ${vars.color.textMuted}`,
  },
  // Seen but left blank: rose, its number in the rose text colour (≥ 4.5:1 on it).
  notAnswered: {
    background: vars.tone.roseBg,
    color: vars.tone.roseFg,
    border: `2px solid ${vars.tone.roseFg}`,
  },
  answered: {
    background: vars.color.success,
    color: vars.color.textOnBrand,
    border: `2px solid ${vars.color.success}`,
  },
} as const;

/** The current question: a blue ring outside the button, clear of its status colour and of focus. */
const currentRing = `0 0 0 2px ${vars.color.surface}, 0 0 0 5px ${vars.color.brand}`;

export const cell = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    '@media': { [media.lg]: { width: '2.5rem', height: '2.5rem' } },
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.7 } },
  },
  variants: {
    status: statusLooks,
    current: {
      true: { boxShadow: currentRing },
      false: {},
    },
  },
});

/** The small flag on a button marked for review (the label says it too). */
export const flag = style({
  position: 'absolute',
  top: '-0.35rem',
  right: '-0.35rem',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.pill,
  background: vars.tone.violetFg,
  border: `2px solid ${vars.color.surface}`,
});

export const legendHeading = style({
  marginTop: vars.space['4'],
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  // The fifth entry, the longest ('Marked for review'), takes the whole row rather than wrap.
  selectors: { '&:nth-child(5)': { gridColumn: '1 / -1' } },
});

export const swatch = recipe({
  base: {
    position: 'relative',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.pill,
    flexShrink: 0,
  },
  variants: {
    status: {
      ...statusLooks,
      current: { background: vars.color.surface, boxShadow: currentRing, margin: '3px' },
      // The violet of the flag on a marked button.
      marked: { background: vars.tone.violetFg },
    },
  },
});
