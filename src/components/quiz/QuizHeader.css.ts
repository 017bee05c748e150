import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const bar = style({
  position: 'sticky',
  // Below the site header, which is sticky too.
  top: `calc(${vars.size.headerHeight} + 1px)`,
  zIndex: 5,
  '@media': { [media.lg]: { top: 'calc(4.5rem + 1px)' } },
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const track = style({ height: '0.375rem', background: vars.color.surfaceSunken });

export const fill = style({
  height: '100%',
  background: vars.color.success,
  transition: 'width 200ms ease',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
});

export const titles = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const heading = style({
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.04em',
  color: vars.color.brand,
  '@media': { [media.lg]: { fontSize: vars.fontSize['2xl'] } },
});

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  background: vars.tone.blueBg,
  color: vars.tone.blueFg,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const timerLow = style({ background: vars.tone.roseBg, color: vars.color.danger });
