import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A tinted full-width band that sets Explore Exam Test apart from the sections around it. */
export const band = style({
  paddingBlock: vars.space['16'],
  background: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const section = style({ paddingTop: vars.space['16'] });
