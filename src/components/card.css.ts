import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/** The card surface used by every grid; `interactive` cards lift on hover and show focus within. */
export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    interactive: {
      true: {
        transition: 'transform 180ms ease, box-shadow 180ms ease, border-color 180ms ease',
        selectors: {
          '&:hover': {
            transform: 'translateY(-2px)',
            boxShadow: vars.shadow.md,
            borderColor: vars.color.brandTint,
          },
          '&:focus-within': { borderColor: vars.color.brand },
        },
      },
    },
    padding: {
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['6'] },
      none: { overflow: 'hidden' },
    },
  },
  defaultVariants: { padding: 'md' },
});
