import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/** Buttons and button-looking links share one recipe, so every call to action looks the same. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['5'],
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.md,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition:
      'background-color 150ms ease, color 150ms ease, border-color 150ms ease, transform 150ms ease',
    ':active': { transform: 'translateY(1px)' },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        ':hover': { background: vars.color.brandStrong },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.textOnBrand,
        ':hover': { background: vars.color.accentStrong },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.borderStrong,
        ':hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        ':hover': { background: vars.color.brandSoft },
      },
      // White button for the blue hero bands.
      onBrand: {
        background: vars.color.surface,
        color: vars.color.brand,
        ':hover': { background: vars.color.brandSoft },
      },
      // Outline button for the blue hero bands.
      outlineOnBrand: {
        background: 'transparent',
        color: vars.color.textOnBrand,
        borderColor: vars.color.onBrandStrong,
        ':hover': { background: vars.color.onBrandFaint, borderColor: vars.color.textOnBrand },
      },
    },
    size: {
      sm: { minHeight: '2.5rem', paddingInline: vars.space['4'], fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: '3.25rem', paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
