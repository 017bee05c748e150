import type { ReactNode } from 'react';
import * as styles from './PageHero.css';

interface PageHeroProps {
  /** Small label above the title, such as the section the page belongs to. */
  readonly eyebrow?: ReactNode;
  readonly title: string;
  readonly tagline?: ReactNode;
  /** Shown above the eyebrow, such as breadcrumbs. */
  readonly top?: ReactNode;
  /** Shown under the tagline, such as facts or a search form. */
  readonly children?: ReactNode;
  /** Shown beside the text from 768 px, such as an emblem or illustration. */
  readonly aside?: ReactNode;
}

/** The blue band at the top of a page; it holds the page's only h1. */
export function PageHero({ eyebrow, title, tagline, top, children, aside }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {top}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          {children}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
