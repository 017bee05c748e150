import { Link } from '@tanstack/react-router';
import { button } from './button.css';
import { PageTitle } from './PageTitle';
import { container } from '../styles/utilities.css';
import * as styles from './RouteError.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/**
 * Shown when a page cannot be shown, most often because its code could not be downloaded on a bad
 * connection. Reloading fetches it again.
 */
export function RouteError() {
  const words = useWords(shellWords);
  return (
    <div className={`${container} ${styles.error}`}>
      <PageTitle>{words.pageErrorTitle}</PageTitle>
      <h1 className={styles.title}>{words.pageErrorTitle}</h1>
      <p className={styles.text}>{words.pageErrorText}</p>
      <div className={styles.actions}>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          {words.tryAgain}
        </button>
        <Link to="/" className={button({ tone: 'secondary' })}>
          {words.goHome}
        </Link>
      </div>
    </div>
  );
}
