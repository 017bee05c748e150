import { Link } from '@tanstack/react-router';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { categoryLink } from '../components/nav-links';
import { PageTitle } from '../components/PageTitle';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './NotFound.css';

/** Any address the site does not have. */
export function NotFound() {
  return (
    <div className={`${container} ${styles.wrap}`}>
      <PageTitle>Page not found</PageTitle>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        The page you were looking for does not exist or has moved. Try one of these instead.
      </p>
      <Link to="/" className={button({ size: 'lg' })}>
        <Glyph d={uiGlyphs.home} size={20} />
        Go to the home page
      </Link>
      <ul role="list" className={styles.links}>
        <li>
          <Link {...categoryLink('aptitude')}>Aptitude tests</Link>
        </li>
        <li>
          <Link {...categoryLink('reasoning')}>Reasoning tests</Link>
        </li>
        <li>
          <Link to="/ssc">Past exam papers</Link>
        </li>
        <li>
          <Link to="/jobs">Govt jobs</Link>
        </li>
      </ul>
    </div>
  );
}
