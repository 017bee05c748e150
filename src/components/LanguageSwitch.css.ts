import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

/** The two choices side by side, each as wide in either language: switching moves nothing. */
export const group = recipe({
  base: {
    display: 'inline-flex',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    flexShrink: 0,
  },
  variants: {
    layout: {
      bar: { display: 'none', '@media': { [media.xl]: { display: 'inline-flex' } } },
      menu: { display: 'flex', marginBlockStart: vars.space['3'] },
    },
  },
});

export const choice = style({
  minWidth: '4.75rem',
  minHeight: '2.75rem',
  flex: '1 1 0',
  paddingInline: vars.space['3'],
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  // One line height for both scripts, so the header keeps its height in Hindi.
  lineHeight: 1.5,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandSoft },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.surface, cursor: 'default' },
    '& + &': { borderInlineStart: `1px solid ${vars.color.border}` },
  },
});
