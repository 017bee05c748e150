import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

export const section = style({ paddingBlock: vars.space['12'] });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  maxWidth: '42rem',
  margin: `0 auto ${vars.space['8']}`,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accentBorder}`,
  color: vars.color.text,
});

export const noticeIcon = style({ flexShrink: 0, color: vars.color.accent, marginTop: '2px' });

export const noticeLink = style({ fontWeight: vars.fontWeight.semibold });

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const levelCard = style({ gap: vars.space['2'], height: '100%' });

export const meter = style({ display: 'flex', gap: '4px', marginBottom: vars.space['3'] });

export const bar = recipe({
  base: { width: '1.75rem', height: '6px', borderRadius: '6px', background: vars.color.border },
  variants: { filled: { true: { background: vars.color.accent } } },
});

export const levelTitle = style({ fontSize: vars.fontSize['2xl'] });

/** The level link covers the whole card. */
export const levelLink = style({
  color: vars.color.brand,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  ':focus-visible': { outline: 'none' },
  selectors: {
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const levelName = style({ fontWeight: vars.fontWeight.semibold });

export const levelText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: 1 });

export const start = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['3'],
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
