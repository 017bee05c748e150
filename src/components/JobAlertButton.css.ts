import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

// A soft ring in the accent colour (rgb 194 65 12 = vars.color.accent, with alpha for the fade)
// that grows and fades: noticeable, but it never moves the text. It pulses three times
// (4.5 s) and stops, as WCAG 2.2.2 asks of motion that starts by itself; hover or focus replays it.
const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgb(194 65 12 / 0.45)' },
  '70%': { boxShadow: '0 0 0 10px rgb(194 65 12 / 0)' },
  '100%': { boxShadow: '0 0 0 0 rgb(194 65 12 / 0)' },
});

const ring = keyframes({
  '0%, 80%, 100%': { transform: 'rotate(0)' },
  '85%': { transform: 'rotate(14deg)' },
  '90%': { transform: 'rotate(-12deg)' },
  '95%': { transform: 'rotate(6deg)' },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease',
  ':hover': { background: vars.color.accentStrong },
  '@media': {
    [media.motionOk]: {
      animation: `${pulse} 1.5s ease-out 3`,
      selectors: { '&:hover, &:focus-visible': { animation: `${pulse} 1.5s ease-out 1` } },
    },
    [media.sm]: { paddingInline: vars.space['4'] },
  },
});

export const bell = style({
  transformOrigin: '50% 10%',
  '@media': {
    [media.motionOk]: { animation: `${ring} 1.5s ease-in-out 3` },
    [media.narrow]: { display: 'none' },
  },
});
