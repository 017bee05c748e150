import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const filters = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

/** The Filters button: below 1024 px only; at 1024 px and wider the panel is always open. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
  '@media': { [media.lg]: { display: 'none' } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
});

export const panel = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-expanded="false"]': { display: 'none' } },
  '@media': {
    [media.lg]: {
      position: 'sticky',
      top: `calc(4.5rem + ${vars.space['4']})`,
      selectors: { '&[data-expanded="false"]': { display: 'grid' } },
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const panelTitle = style({ fontSize: vars.fontSize.lg });

export const clear = style({
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});

export const group = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.text,
});

export const legendCount = style({
  textTransform: 'none',
  letterSpacing: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Spec §2: the lists scroll at a max height of about 12 rem. */
export const options = style({
  display: 'grid',
  gap: '2px',
  maxHeight: '12rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} 0`,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:has(input:checked)': { fontWeight: vars.fontWeight.semibold, color: vars.color.brand },
  },
});

export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  accentColor: vars.color.brand,
});
