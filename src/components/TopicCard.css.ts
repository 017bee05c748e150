import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const topicCard = style({ gap: vars.space['3'], height: '100%' });

/** Icon tiles take turns through the theme's soft tones, so neighbouring cards differ. */
export const iconTile = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '3.25rem',
    height: '3.25rem',
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      blue: { background: vars.tone.blueBg, color: vars.tone.blueFg },
      saffron: { background: vars.tone.saffronBg, color: vars.tone.saffronFg },
      green: { background: vars.tone.greenBg, color: vars.tone.greenFg },
      violet: { background: vars.tone.violetBg, color: vars.tone.violetFg },
      teal: { background: vars.tone.tealBg, color: vars.tone.tealFg },
      rose: { background: vars.tone.roseBg, color: vars.tone.roseFg },
    },
  },
});

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

/** The title link stretches over the whole card, so the card is one big target with one name. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  ':focus-visible': { outline: 'none' },
  selectors: {
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: 1 });

export const start = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['1'],
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
