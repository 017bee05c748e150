import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

/** Phones: facts, terms, actions. Wide screens: terms on the left, facts and actions beside them. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingTop: vars.space['10'],
  gridTemplateAreas: '"facts" "terms" "actions"',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) 20rem',
      gridTemplateAreas: '"terms facts" "terms actions"',
      alignItems: 'start',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

const panel = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space['6'],
} as const;

export const facts = style({ ...panel, gridArea: 'facts' });

export const terms = style({
  ...panel,
  gridArea: 'terms',
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['5'] });

export const factList = style({ display: 'grid', gap: vars.space['3'] });

// The icon sits in the <dt> (a <dl> group may hold only <dt> and <dd>) and is placed beside both.
export const fact = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'center',
  minHeight: '4.25rem',
  padding: vars.space['3'],
  paddingLeft: `calc(2.75rem + ${vars.space['6']})`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const factIcon = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
});

export const termList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'term',
});

export const term = style({
  position: 'relative',
  paddingLeft: vars.space['10'],
  minHeight: '1.75rem',
  counterIncrement: 'term',
  '::before': {
    content: 'counter(term)',
    position: 'absolute',
    left: 0,
    top: '-1px',
    display: 'grid',
    placeItems: 'center',
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: vars.radius.pill,
    background: vars.color.brandSoft,
    color: vars.color.brand,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
});
