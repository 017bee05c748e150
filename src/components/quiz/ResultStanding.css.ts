import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  textAlign: 'start',
});

export const heading = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const percentile = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failed = style({ color: vars.color.textMuted });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['5'], margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space['1'] });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.successSoft,
  borderRadius: vars.radius.md,
});

export const badgeTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const badgeList = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0 });

export const badge = style({ listStyle: 'none' });
