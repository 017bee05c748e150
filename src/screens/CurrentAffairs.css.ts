import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '36rem',
  marginTop: vars.space['4'],
});

/** Full width on phones, where it wraps under the box; beside the box from 640 px. */
export const searchButton = style({
  flex: '1 1 100%',
  '@media': { [media.sm]: { flex: '0 0 auto' } },
});

export const inputWrap = style({ position: 'relative', flex: '1 1 16rem' });

export const inputIcon = style({
  position: 'absolute',
  left: vars.space['4'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingLeft: vars.space['12'],
  paddingRight: vars.space['4'],
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  ':focus': { borderColor: vars.color.focus, outline: 'none' },
});

export const section = style({ paddingBlock: vars.space['10'] });

export const listHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['6'],
});

export const listTitle = style({ fontSize: vars.fontSize['2xl'] });

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

/**
 * On a phone an article is a row: its text, with a small picture beside the title. The text then comes
 * first on a small screen, and the largest paint is the page's own text (in the HTML), not a picture
 * that waits behind the scripts on a slow line. From the md width up, the picture heads the card.
 */
export const articleCard = style({
  height: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  '@media': { [media.md]: { display: 'flex', flexDirection: 'column' } },
});

export const image = style({
  gridColumn: 2,
  gridRow: 1,
  width: '6rem',
  marginBlockStart: vars.space['5'],
  marginInlineEnd: vars.space['5'],
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.md]: { width: '100%', margin: 0, borderRadius: 0 } },
});

export const body = style({
  gridColumn: 1,
  gridRow: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  flex: 1,
});

export const date = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const articleTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: 'auto',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const noMatch = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['12']} ${vars.space['6']}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const noMatchTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
