import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A small reset and the page defaults every screen builds on. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Keeps anchored headings clear of the header that stays at the top.
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.canvas,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3, h4', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
});

globalStyle('p', { textWrap: 'pretty' });

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
// Icons keep their size inside flex rows instead of being squeezed away on narrow screens.
globalStyle('svg', { flexShrink: 0 });
globalStyle('img', { height: 'auto' });

globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.18em' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

// One visible focus style everywhere; the amber ring reads on white, on the blue hero and on the footer.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Main receives focus after a navigation so screen readers start at the new page; no ring for that.
globalStyle('main:focus', { outline: 'none' });

globalStyle('::selection', { background: vars.color.brandTint, color: vars.color.text });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
