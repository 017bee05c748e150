import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The shared look of form fields: label above, control, an error or hint below. */
export const field = style({ display: 'grid', alignContent: 'start', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const control = style({
  width: '100%',
  minHeight: '2.875rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
    '&:hover': { borderColor: vars.color.brandMuted },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 3px ${vars.color.brandTint}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 3px ${vars.tone.roseBg}` },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: vars.space['10'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%234a5568' stroke-width='2' stroke-linecap='round' stroke-linejoin='round' viewBox='0 0 24 24'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['3']} center`,
  },
]);

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A control with a button inside its right edge (show/hide password). */
export const withAction = style({ position: 'relative' });

export const actionControl = style([control, { paddingRight: '3.25rem' }]);

export const action = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['1'],
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.brand, background: vars.color.brandSoft } },
});
