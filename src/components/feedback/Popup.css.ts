import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

/**
 * The dim layer behind a dialog. A plain element, not Radix's Dialog.Overlay: that one locks the
 * page's scroll by injecting a <style> element, which our Content-Security-Policy (style-src 'self')
 * refuses. The page is held still by the rule below instead; focus trapping and hiding the page from
 * screen readers are Dialog.Content's and stay.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 70,
  background: vars.color.scrim,
  animation: `${fadeIn} 150ms ease-out`,
});

globalStyle(`html:has(${overlay})`, { overflow: 'hidden' });

/** The centred card every dialog of the product sits on. */
export const content = style({
  position: 'fixed',
  zIndex: 71,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(26rem, calc(100vw - ${vars.space['8']}))`,
  maxHeight: `calc(100dvh - ${vars.space['8']})`,
  overflowY: 'auto',
  padding: vars.space['8'],
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} 180ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const popup = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const badge = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '4rem',
    height: '4rem',
    marginBottom: vars.space['1'],
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      success: { background: vars.tone.greenBg, color: vars.tone.greenFg },
      error: { background: vars.tone.roseBg, color: vars.color.danger },
      info: { background: vars.tone.blueBg, color: vars.tone.blueFg },
    },
  },
});

export const title = style({ fontSize: vars.fontSize.xl });

export const message = style({
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const actions = style({ marginTop: vars.space['3'], minWidth: '8rem' });
