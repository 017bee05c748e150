import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const page = style({
  paddingBlock: vars.space['4'],
  paddingBottom: `calc(8.5rem + env(safe-area-inset-bottom, 0px))`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.lg]: { paddingBottom: `calc(6rem + env(safe-area-inset-bottom, 0px))` } },
});

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
  // One column no wider than the screen below 1024 px (the tabs scroll inside it).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 21rem', gap: vars.space['6'] } },
});

export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  minWidth: 0,
});

/** The section tabs: a row that scrolls sideways on a phone rather than overflow the page. */
export const tabs = style({
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  '@media': {
    'screen and (max-width: 767.98px)': { fontSize: vars.fontSize.sm, paddingInline: vars.space['3'] },
  },
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brand,
      color: vars.color.textOnBrand,
      borderColor: vars.color.brand,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.lg]: { display: 'none' } },
});

/** The palette beside the question from 1024 px; below it the same palette is a drawer (Radix Dialog). */
export const aside = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: '7.5rem',
      maxHeight: 'calc(100dvh - 13rem)',
      overflowY: 'auto',
      padding: vars.space['4'],
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  zIndex: 71,
  insetInline: 0,
  bottom: 0,
  maxHeight: '85dvh',
  overflowY: 'auto',
  padding: vars.space['5'],
  background: vars.color.surface,
  borderTopLeftRadius: vars.radius.xl,
  borderTopRightRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['3'],
});

export const drawerTitle = style({ fontSize: vars.fontSize.lg });

/** The question's actions, fixed at the foot of the screen. */
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

/** Two rows of two on a phone; one row from 768 px, Submit at the far end. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2'],
  '@media': { [media.md]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] } },
});

export const actionButton = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  '@media': {
    'screen and (max-width: 767.98px)': { paddingInline: vars.space['2'], fontSize: vars.fontSize.sm },
  },
});

export const submitButton = style({ '@media': { [media.md]: { marginLeft: 'auto' } } });

export const notice = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.tone.blueBg,
  color: vars.tone.blueFg,
  fontWeight: vars.fontWeight.semibold,
});

export const submitDialog = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  width: `min(44rem, calc(100vw - ${vars.space['6']}))`,
  padding: vars.space['6'],
});

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const summaryTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

globalStyle(`${summaryTable} th, ${summaryTable} td`, {
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  verticalAlign: 'bottom',
});
globalStyle(`${summaryTable} th:first-child`, { textAlign: 'left' });
globalStyle(`${summaryTable} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

/** Below 768 px the summary is a small card per section instead of a wide table. */
export const wideOnly = style({ '@media': { 'screen and (max-width: 767.98px)': { display: 'none' } } });
export const narrowOnly = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.md]: { display: 'none' } },
});

export const sectionCard = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const sectionCardTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const countRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'] });

globalStyle(`${countRow} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
