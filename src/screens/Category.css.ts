import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.onBrandFaint,
  border: `1px solid ${vars.color.onBrandLine}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const section = style({ paddingBlock: vars.space['12'] });

/** Topic grid: one column on phones, up to four on wide screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  '@media': { [media.lg]: { gap: vars.space['5'] } },
});

export const resources = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  color: vars.color.textOnBrand,
  background: `linear-gradient(120deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  boxShadow: vars.shadow.md,
  '@media': { [media.md]: { padding: vars.space['10'] } },
});

export const resourcesText = style({ display: 'grid', gap: vars.space['2'], maxWidth: '36rem' });

export const resourcesTitle = style({ fontSize: vars.fontSize['2xl'] });

export const resourcesLead = style({ color: vars.color.textOnBrandMuted });
