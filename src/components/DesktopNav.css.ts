import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const nav = style({
  display: 'none',
  '@media': { [media.xl]: { display: 'block' } },
});

export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

/** A nav entry: links and dropdown triggers look the same; the current section is underlined. */
export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  height: '2.5rem',
  paddingInline: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease, color 150ms ease',
  // The wider padding waits for 1440 px: at 1280 the Daily Quiz entry pushed a visitor's Sign up past the edge.
  '@media': { '(min-width: 1440px)': { paddingInline: vars.space['3'] } },
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[aria-current="page"], &[data-current="true"]': { color: vars.color.brand },
    '&[aria-current="page"]::after, &[data-current="true"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space['2'],
      right: vars.space['2'],
      bottom: '-2px',
      height: '3px',
      borderRadius: '3px',
      background: vars.color.accent,
    },
    '&[data-state="open"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});
