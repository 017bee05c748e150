import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/theme.css';
import { visuallyHidden } from '../../styles/utilities.css';

/** At the very top: during a test the site's header steps aside (components/FocusMode.tsx). */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const track = style({ height: '0.25rem', background: vars.color.surfaceSunken });

export const fill = style({
  height: '100%',
  background: vars.color.success,
  transition: 'width 200ms ease',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  '@media': { [media.md]: { gap: vars.space['3'] } },
});

export const titles = style({ display: 'grid', minWidth: 0, flex: 1 });

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const heading = style({
  ...oneLine,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  color: vars.color.brand,
  '@media': { [media.lg]: { fontSize: vars.fontSize.lg } },
});

export const subtitle = style({
  ...oneLine,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

/** The exit: an arrow alone on phones (its words stay for screen readers), with its words from 640 px. */
export const exit = style({
  flexShrink: 0,
  paddingInline: vars.space['3'],
});

export const exitText = style({
  '@media': {
    // utilities.css.ts's visuallyHidden, below 640 px only.
    'screen and (max-width: 639.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/**
 * The countdown: blue, then saffron from the first warning, then white on red in the last minute; each
 * pair reaches 4.5:1 or more (theme.css.ts tones), and the warning line under it says it in words.
 */
export const timer = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    flexShrink: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    warning: {
      none: { background: vars.tone.blueBg, color: vars.tone.blueFg },
      low: { background: vars.tone.saffronBg, color: vars.tone.saffronFg, borderColor: vars.tone.saffronFg },
      lastMinute: { background: vars.color.danger, color: vars.color.textOnBrand },
    },
  },
});

/** The empty live region before any warning: in the page, so its first words are announced. */
export const quiet = visuallyHidden;

export const warning = recipe({
  base: {
    margin: 0,
    paddingBlock: vars.space['2'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    borderTop: '1px solid',
  },
  variants: {
    warning: {
      low: { background: vars.tone.saffronBg, color: vars.tone.saffronFg },
      lastMinute: { background: vars.tone.roseBg, color: vars.tone.roseFg },
    },
  },
});

export const warningRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const warningGlyph = style({ flexShrink: 0 });

/** The timer's place while the questions load: kept, so the bar does not move when the clock starts. */
export const timerToCome = style({ visibility: 'hidden' });
