import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const summary = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Above the dialog it opens from (the dialog card is at z-index 71). */
export const panel = style({
  zIndex: 80,
  width: 'var(--radix-popover-trigger-width)',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} 120ms ease-out`,
});

export const list = style({
  display: 'grid',
  gap: '1px',
  maxHeight: 'min(15rem, calc(var(--radix-popover-content-available-height) - 4rem))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
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

export const note = style({
  padding: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const count = style({
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const done = style({
  minHeight: '2.25rem',
  paddingInline: vars.space['4'],
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});
