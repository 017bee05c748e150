import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['10'],
});

export const loading = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const score = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  gap: `${vars.space['1']} ${vars.space['6']}`,
});

/** Label over value; labels that wrap on narrow phones push up, so the values stay in one line. */
export const total = style({ display: 'grid', gridTemplateRows: '1fr auto', alignItems: 'end', gap: '2px' });

export const totalLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const totalValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const listTitle = style({ fontSize: vars.fontSize['2xl'], marginBottom: vars.space['4'] });

export const questions = style({ display: 'grid', gap: vars.space['5'] });

export const question = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space['6'] } },
});

export const questionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

/** Questions may hold line breaks (a passage, a table of figures in text). */
export const questionText = style({
  flex: '1 1 18rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

const verdictBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const verdict = styleVariants({
  correct: [verdictBase, { background: vars.tone.greenBg, color: vars.tone.greenFg }],
  wrong: [verdictBase, { background: vars.tone.roseBg, color: vars.tone.roseFg }],
  unanswered: [verdictBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
});

export const figure = style({
  maxWidth: '100%',
  height: 'auto',
  justifySelf: 'start',
  background: vars.color.surface,
});

export const options = style({ display: 'grid', gap: vars.space['2'] });

const optionBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Colour only repeats what the marks beside the option say in words. */
export const option = styleVariants({
  plain: [optionBase],
  right: [optionBase, { background: vars.tone.greenBg, borderColor: vars.color.success }],
  wrongChoice: [optionBase, { background: vars.tone.roseBg, borderColor: vars.color.danger }],
});

export const letter = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const optionBody = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, paddingTop: '2px' });

export const optionText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

const markBase = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const mark = styleVariants({
  right: [markBase, { color: vars.tone.greenFg }],
  wrong: [markBase, { color: vars.tone.roseFg }],
});

export const explanation = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const explanationLabel = style({ fontWeight: vars.fontWeight.bold });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
