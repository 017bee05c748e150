import { Link } from '@tanstack/react-router';
import { button } from './button.css';
import { PageTitle } from './PageTitle';
import { container } from '../styles/utilities.css';
import * as styles from './RouteError.css';

/**
 * Shown when a page cannot be shown, most often because its code could not be downloaded on a bad
 * connection. Reloading fetches it again.
 */
export function RouteError() {
  return (
    <div className={`${container} ${styles.error}`}>
      <PageTitle>Something went wrong</PageTitle>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>
        This page could not be loaded. Check your internet connection and try again.
      </p>
      <div className={styles.actions}>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={button({ tone: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
