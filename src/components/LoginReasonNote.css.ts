import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A callout above the account card, in the level chooser's "log in first" colours. */
export const note = style({
  maxWidth: '60rem',
  margin: `0 auto ${vars.space['4']}`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accentBorder}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

/** The note's place, one line high, kept while its words load. */
export const placeholder = style([
  note,
  { visibility: 'hidden', selectors: { '&::before': { content: '"\\00a0"' } } },
]);
