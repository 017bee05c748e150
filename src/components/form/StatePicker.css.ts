import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { control } from './form.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-state="open"]': {
        borderColor: vars.color.brand,
        boxShadow: `0 0 0 3px ${vars.color.brandTint}`,
      },
    },
  },
]);

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  zIndex: 50,
  width: 'var(--radix-popover-trigger-width)',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} 120ms ease-out`,
});

export const searchWrap = style({ position: 'relative', marginBottom: vars.space['2'] });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const search = style([control, { minHeight: '2.5rem', paddingLeft: '2.5rem' }]);

export const list = style({
  display: 'grid',
  gap: '1px',
  maxHeight: 'min(16rem, 40dvh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const empty = style({
  padding: `${vars.space['3']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
