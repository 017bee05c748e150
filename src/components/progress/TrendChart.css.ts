import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const figure = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'start', margin: 0 });

export const chart = style({ display: 'block', overflow: 'visible' });

export const guide = style({ stroke: vars.color.border, strokeWidth: 1 });

export const line = style({
  fill: 'none',
  stroke: vars.color.brandMuted,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const point = style({ fill: vars.color.brandMuted });

export const lastPoint = style({ fill: vars.color.brand, stroke: vars.color.surface, strokeWidth: 1.5 });

export const figures = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
