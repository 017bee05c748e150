import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

// Every grid down to the question's line takes one column no wider than the page: a closed question's
// one-line text (nowrap) must not widen its column past a phone's screen.
const oneColumn = 'minmax(0, 1fr)';

export const section = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
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

export const list = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space['4'] });

export const listTitle = style({ fontSize: vars.fontSize['2xl'] });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const filtersLabel = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.sm]: { flexBasis: 'auto', marginInlineEnd: vars.space['2'] } },
});

/** A filter: a pill that is filled while it is the one shown (aria-pressed says it too). */
export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  '@media': { [media.sm]: { paddingInline: vars.space['4'], fontSize: vars.fontSize.md } },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
});

export const filterCount = style({
  minWidth: '1.5rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  lineHeight: '1.5rem',
});

export const shown = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const jumpRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const jumpBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: '2px solid',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
});

/** Coloured by verdict as the palette is by status; the link's name says the verdict in words. */
export const jump = styleVariants({
  correct: [
    jumpBase,
    { background: vars.tone.greenBg, color: vars.tone.greenFg, borderColor: vars.color.success },
  ],
  wrong: [jumpBase, { background: vars.tone.roseBg, color: vars.tone.roseFg, borderColor: vars.tone.roseFg }],
  unanswered: [
    jumpBase,
    { background: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.borderStrong },
  ],
});

export const noneListed = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const questions = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space['3'] });

/** A jump lands the question below the sticky site header. */
export const questionItem = style({
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
});

export const question = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['3']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { paddingInline: vars.space['6'] } },
});

export const questionHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

/** The heading's button: the whole line opens and closes the question. */
export const toggle = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
});

/** Closed: the question on one line (screen readers still hear all of it). */
export const questionLine = style({
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space['2'],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Open: the whole question; it may hold line breaks (a passage, a table of figures in text). */
export const questionText = style({
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space['2'],
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

const chevronBase = style({
  flexShrink: 0,
  marginTop: vars.space['3'],
  color: vars.color.brand,
  '@media': { [media.motionOk]: { transition: 'transform 150ms ease' } },
});

export const chevron = styleVariants({
  closed: [chevronBase],
  open: [chevronBase, { transform: 'rotate(180deg)' }],
});

export const answerLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const answerPart = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** "Marked for review" on a question's line, in the quiz palette's violet. */
export const markedTag = style({
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.tone.violetBg,
  color: vars.tone.violetFg,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingTop: vars.space['3'],
  selectors: { '&[hidden]': { display: 'none' } },
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
