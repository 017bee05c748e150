import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['8'],
  '@media': { [media.lg]: { paddingBlock: vars.space['12'] } },
});

export const loading = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const section = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.text });

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['2'] });

export const muted = style({ color: vars.color.textMuted });

export const cardFoot = style({
  marginTop: 'auto',
  paddingTop: vars.space['4'],
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const panel = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
});

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.fontWeight.bold,
  borderBottom: 'none',
});

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingLeft: vars.space['5'] });

export const check = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  fontWeight: vars.fontWeight.medium,
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flexShrink: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

/** A list of links laid out like `actions` (the review's jump to each section): no markers, no indent, so a long section name never pushes the page wider than a phone. */
export const linkList = style([actions, { listStyle: 'none', margin: 0, padding: 0, minWidth: 0 }]);

export const big = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: 1.1,
});

export const figures = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const figure = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start' });

export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const good = style({ color: vars.tone.greenFg, fontWeight: vars.fontWeight.semibold });
export const bad = style({ color: vars.tone.roseFg, fontWeight: vars.fontWeight.semibold });

export const sourceLink = style({ color: vars.color.brand, fontSize: vars.fontSize.sm });
