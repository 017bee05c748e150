import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** The avatar button in the header bar (1024 px and wider; the mobile menu has the entries below). */
export const trigger = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: '3px',
  paddingRight: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  transition: 'border-color 150ms ease, background-color 150ms ease',
  selectors: {
    '&:hover, &[data-state="open"]': {
      borderColor: vars.color.brandTint,
      background: vars.color.brandSoft,
      color: vars.color.brand,
    },
  },
  '@media': { [media.lg]: { display: 'inline-flex' } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});
