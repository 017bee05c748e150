import { useEffect, useState } from 'react';
import { Glyph } from './Glyph';
import * as uiGlyphs from './shell-glyphs';
import * as styles from './ScrollToTopButton.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/** How far down the page (px) the button appears (spec §9). */
const SHOW_AFTER_PX = 300;

/** A floating button back to the top, shown once the page has scrolled more than 300 px. */
export function ScrollToTopButton() {
  const words = useWords(shellWords);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Only on scrolling: reading the position as the page mounts would make the browser lay it out
    // there and then. A page restored lower down scrolls there, which is a scroll event too.
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      aria-label={words.scrollToTop}
      className={styles.button}
      data-visible={visible}
      // Hidden from keyboard and screen readers while it is not shown.
      inert={!visible}
      onClick={scrollToTop}
    >
      <Glyph d={uiGlyphs.arrowUp} />
    </button>
  );
}
