import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const menuButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  ':hover': { background: vars.color.brandSoft },
  '@media': { [media.xl]: { display: 'none' } },
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${slideDown} 160ms ease-out`,
  '@media': { [media.xl]: { display: 'none' } },
});

export const scrim = style({
  position: 'fixed',
  inset: 0,
  top: vars.size.headerHeight,
  zIndex: -1,
  background: vars.color.scrim,
  '@media': { [media.xl]: { display: 'none' } },
});

export const inner = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['4'],
  paddingBottom: vars.space['6'],
});

export const topLinks = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['2'] });

export const topLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '3rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const group = style({ display: 'grid', gap: vars.space['2'] });

export const groupTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const groupLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space['2'],
});

export const groupLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brand,
    },
  },
});
