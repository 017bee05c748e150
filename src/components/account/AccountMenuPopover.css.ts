import { style } from '@vanilla-extract/css';
import { popoverPanel } from '../popover-panel.css';
import { vars } from '../../styles/theme.css';

export const panel = style([popoverPanel, { width: '17.5rem' }]);

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  marginBottom: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const identity = style({ display: 'grid', minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const list = style({ display: 'grid', gap: '2px' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const danger = style({
  selectors: { '&:hover': { background: vars.tone.roseBg, color: vars.color.danger } },
});

export const itemIcon = style({
  color: vars.color.textMuted,
  selectors: { [`${item}:hover &`]: { color: 'inherit' } },
});

export const streak = style({ marginBottom: vars.space['2'] });
