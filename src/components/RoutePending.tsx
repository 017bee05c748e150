import * as styles from './RoutePending.css';

/** Shown when a page takes more than a second to arrive (slow mobile data). */
export function RoutePending() {
  return (
    <div className={styles.pending} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading the page…
    </div>
  );
}
