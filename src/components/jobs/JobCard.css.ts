import { style, styleVariants } from '@vanilla-extract/css';
import { glyphIcon } from '../../styles/glyph-icon';
import { vars } from '../../styles/theme.css';
import * as uiGlyphs from '../ui-glyphs';

/**
 * A card below the screen is not laid out or painted until it nears it (content-visibility): a page of
 * twenty cards is two screens' worth of work on a slow phone, not twenty (its text stays in the page,
 * found by search and read by screen readers). The size it stands in with is a phone's typical card,
 * and once drawn a card keeps its own.
 */
export const jobCard = style({
  gap: vars.space['3'],
  height: '100%',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
});

export const organisation = style({
  alignSelf: 'flex-start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const jobTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['3'],
  flex: 1,
  alignContent: 'start',
});

export const fact = style({ display: 'grid', gap: '2px' });

export const factLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

/** Each fact's icon, drawn by the style sheet: twenty cards would otherwise carry eighty inline SVGs. */
export const factIcon = styleVariants(
  {
    location: uiGlyphs.mapPin,
    qualification: uiGlyphs.graduation,
    vacancies: uiGlyphs.users,
    lastDate: uiGlyphs.calendar,
  },
  (d) => glyphIcon(d, '16px'),
);

/** View Details' "opens elsewhere" icon, after its text. */
export const external = style(glyphIcon(uiGlyphs.external, '16px', '::after'));

export const factValue = style({ fontWeight: vars.fontWeight.medium });

export const jobFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  marginTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** "Practise: SSC CGL Tier-I mocks" (issue 18 §6). */
export const practise = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
