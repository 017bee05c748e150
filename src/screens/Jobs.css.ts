import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space['6'], paddingBlock: vars.space['8'] });

export const searchBar = style({ position: 'relative', display: 'block' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space['4'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '3.25rem',
  paddingLeft: '3rem',
  paddingRight: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 3px ${vars.color.brandTint}`,
    },
  },
});

/** Filters beside the list at 1024 px and wider; above it below that. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: '17rem minmax(0, 1fr)' } },
});

export const results = style({ minWidth: 0 });

export const listHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['5'],
});

export const listTitle = style({ fontSize: vars.fontSize['2xl'] });

export const count = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

/** Previous, 'Page 2 of 3', Next: in a row under the cards, the page in the middle. */
export const pages = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

globalStyle(`${pages} > :last-child`, { justifySelf: 'end' });

export const pageOf = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
