import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/** Initials on a brand disc, drawn locally (no avatar service, design §5). */
export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
    color: vars.color.textOnBrand,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.02em',
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '2.25rem', height: '2.25rem', fontSize: vars.fontSize.sm },
      lg: { width: '3rem', height: '3rem', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'sm' },
});
