import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/theme.css';

/**
 * The five states of the exam's screens (issue 18 §3), each told apart by shape as well as colour:
 * not visited (white, dashed), not answered (rose), answered (green), marked for review (violet,
 * round), answered and marked (violet with a green dot: it is evaluated).
 */
const looks = {
  notVisited: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px dashed ${vars.color.textMuted}`,
  },
  notAnswered: {
    background: vars.tone.roseBg,
    color: vars.tone.roseFg,
    border: `2px solid ${vars.tone.roseFg}`,
    borderRadius: '0.75rem 0.75rem 0.25rem 0.25rem',
  },
  answered: {
    background: vars.color.success,
    color: vars.color.textOnBrand,
    border: `2px solid ${vars.color.success}`,
    borderRadius: '0.25rem 0.25rem 0.75rem 0.75rem',
  },
  markedForReview: {
    background: vars.tone.violetFg,
    color: vars.color.textOnBrand,
    border: `2px solid ${vars.tone.violetFg}`,
    borderRadius: vars.radius.pill,
  },
  answeredAndMarked: {
    background: vars.tone.violetFg,
    color: vars.color.textOnBrand,
    border: `2px solid ${vars.tone.violetFg}`,
    borderRadius: vars.radius.pill,
  },
} as const;

const currentRing = `0 0 0 2px ${vars.color.surface}, 0 0 0 5px ${vars.color.brand}`;

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
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    '@media': { [media.lg]: { width: '2.5rem', height: '2.5rem' } },
  },
  variants: {
    status: looks,
    current: { true: { boxShadow: currentRing }, false: {} },
  },
});

/** The green dot of "answered and marked for review". */
export const dot = style({
  position: 'absolute',
  right: '-0.2rem',
  bottom: '-0.2rem',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  border: `2px solid ${vars.color.surface}`,
});

export const heading = style({ fontSize: vars.fontSize.md, marginBlock: vars.space['3'] });

export const sectionName = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const legend = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  marginTop: vars.space['4'],
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const swatch = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    minWidth: '1.6rem',
    height: '1.6rem',
    paddingInline: vars.space['1'],
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    flexShrink: 0,
  },
  variants: { status: looks },
});
