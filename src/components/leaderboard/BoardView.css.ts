import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const board = style({ display: 'grid', gap: vars.space['3'] });

export const muted = style({ color: vars.color.textMuted });

export const empty = style({
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { fontSize: vars.fontSize.md } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space['2'],
  color: vars.color.textMuted,
});

export const head = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceSunken,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const yourRow = style({ background: vars.color.brandTint, fontWeight: vars.fontWeight.semibold });

export const youTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
});

export const ownGroup = style({ borderTop: `2px solid ${vars.color.borderStrong}` });

export const ownLabel = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const refresh = style({ justifySelf: 'start' });
