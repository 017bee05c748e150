import { style } from '@vanilla-extract/css';
import { popoverPanel } from './popover-panel.css';
import { vars } from '../styles/theme.css';

export const panel = style([popoverPanel, { minWidth: '17rem' }]);

export const list = style({ display: 'grid', gap: '2px' });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { background: vars.color.brandSoft },
  },
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: { [`${link}:hover &, ${link}[aria-current="page"] &`]: { color: vars.color.brand } },
});

export const detail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
