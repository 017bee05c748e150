import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/** The first thing a keyboard user reaches: jumps past the header to the page's content. */
export function SkipLink({ target }: { readonly target: string }) {
  const words = useWords(shellWords);
  // Focus the target directly instead of changing the URL's hash, which the router would treat as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <a href={`#${target}`} className={styles.skipLink} onClick={skip}>
      {words.skipLink}
    </a>
  );
}
