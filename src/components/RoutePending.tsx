import * as styles from './RoutePending.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/** Shown when a page takes more than a second to arrive (slow mobile data). */
export function RoutePending() {
  const words = useWords(shellWords);
  return (
    <div className={styles.pending} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {words.pageLoading}
    </div>
  );
}
