import type { ReactNode } from 'react';
import * as styles from './Breadcrumbs.css';
import { useWords } from '../words/catalogue';
import { pageWords } from '../words/page';

/**
 * Where the page sits in the site, shown on the blue hero above the title. Callers pass the ancestor
 * links as <Crumb>s (styled with `crumbLink`); the current page comes last, unlinked.
 */
export function Breadcrumbs({
  children,
  current,
}: {
  readonly children: ReactNode;
  readonly current: string;
}) {
  const words = useWords(pageWords);
  return (
    <nav aria-label={words.breadcrumb}>
      <ol role="list" className={styles.list}>
        {children}
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

export function Crumb({ children }: { readonly children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

export const crumbLink = styles.link;
