import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space['6'] } },
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const markedTag = style({
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.tone.violetBg,
  color: vars.tone.violetFg,
  fontWeight: vars.fontWeight.semibold,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const figure = style({ maxWidth: '100%', height: 'auto', maxHeight: '14rem', justifySelf: 'start' });

export const options = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '3rem',
  padding: vars.space['3'],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'border-color 150ms ease, background-color 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.brandTint },
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.75 },
  },
});

/** The native radio stays (keyboard, screen readers) but is drawn by the letter badge. */
export const input = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const letter = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: {
    [`${option}:has(input:checked) &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
});

export const optionText = style({
  display: 'grid',
  gap: vars.space['2'],
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const optionFigure = style({ maxWidth: '100%', height: 'auto', maxHeight: '8rem' });

/** The "View in" selector (issue 15), at the question's top right as on the exam screens. */
export const viewIn = style({
  display: 'flex',
  alignItems: 'center',
  justifySelf: 'end',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const viewInSelect = style({
  minHeight: '2.25rem',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

/** "Not yet in Hindi": a quiet line above an English question on a Hindi page. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
