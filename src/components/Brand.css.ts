import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  flexShrink: 0,
  borderRadius: vars.radius.md,
});

export const words = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.1 });

export const name = style({
  fontSize: vars.fontSize.lg,
  '@media': { [media.sm]: { fontSize: vars.fontSize.xl } },
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
});

export const tagline = style({
  display: 'none',
  marginTop: '2px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  // Shown on phones and tablets (the menu button's header), hidden where the full navigation and the
  // language switch need the room, back from 1536 px.
  '@media': {
    [media.sm]: { display: 'block' },
    [media.xl]: { display: 'none' },
    [media.wide]: { display: 'block' },
  },
});
