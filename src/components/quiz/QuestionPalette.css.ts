import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['5'],
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

export const cell = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.7 } },
  },
  variants: {
    status: {
      answered: { background: vars.color.success, color: vars.color.textOnBrand },
      unanswered: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
      },
      current: { background: vars.color.brand, color: vars.color.textOnBrand },
    },
    marked: {
      true: { boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.tone.violetFg}` },
      false: {},
    },
  },
});

/** The small flag on a button marked for review (the label says it too). */
export const flag = style({
  position: 'absolute',
  top: '-0.3rem',
  right: '-0.3rem',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: vars.radius.pill,
  background: vars.tone.violetFg,
  border: `2px solid ${vars.color.surface}`,
});

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  marginTop: vars.space['4'],
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const swatch = recipe({
  base: { width: '0.9rem', height: '0.9rem', borderRadius: vars.radius.pill, flexShrink: 0 },
  variants: {
    status: {
      answered: { background: vars.color.success },
      current: { background: vars.color.brand },
      unanswered: { background: vars.color.surfaceSunken, border: `2px solid ${vars.color.borderStrong}` },
      marked: { background: vars.tone.violetFg },
    },
  },
});
