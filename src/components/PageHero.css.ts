import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { container } from '../styles/utilities.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  color: vars.color.textOnBrand,
  // Layered gradients give depth without an image request.
  background: [
    `radial-gradient(circle at 85% 15%, ${vars.color.onBrandFaint} 0, transparent 32%)`,
    `radial-gradient(circle at 8% 110%, ${vars.color.glow} 0, transparent 38%)`,
    `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 100%)`,
  ].join(', '),
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `radial-gradient(${vars.color.onBrandFaint} 1px, transparent 1px)`,
    backgroundSize: '22px 22px',
    maskImage: 'linear-gradient(to left, black, transparent 70%)',
    pointerEvents: 'none',
  },
});

export const inner = style([
  container,
  {
    position: 'relative',
    zIndex: 1,
    display: 'grid',
    alignItems: 'center',
    gap: vars.space['8'],
    paddingBlock: `${vars.space['10']} ${vars.space['12']}`,
    '@media': {
      [media.md]: {
        gridTemplateColumns: '1fr auto',
        paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
      },
    },
  },
]);

export const text = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  maxWidth: '44rem',
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.onBrandFaint,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({ fontSize: vars.fontSize.display, letterSpacing: '-0.02em' });

export const tagline = style({
  maxWidth: '38rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textOnBrandMuted,
});

export const aside = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block' } },
});
