import { Link } from '@tanstack/react-router';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { categoryLink } from '../components/nav-links';
import { PageTitle } from '../components/PageTitle';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './NotFound.css';
import { useWords } from '../words/catalogue';
import { notFoundWords } from '../words/not-found';

/** Any address the site does not have. */
export function NotFound() {
  const words = useWords(notFoundWords);
  return (
    <div className={`${container} ${styles.wrap}`}>
      <PageTitle>{words.title}</PageTitle>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{words.title}</h1>
      <p className={styles.text}>{words.text}</p>
      <Link to="/" className={button({ size: 'lg' })}>
        <Glyph d={uiGlyphs.home} size={20} />
        {words.goHome}
      </Link>
      <ul role="list" className={styles.links}>
        <li>
          <Link {...categoryLink('aptitude')}>{words.aptitude}</Link>
        </li>
        <li>
          <Link {...categoryLink('reasoning')}>{words.reasoning}</Link>
        </li>
        <li>
          <Link to="/ssc">{words.pastPapers}</Link>
        </li>
        <li>
          <Link to="/jobs">{words.jobs}</Link>
        </li>
      </ul>
    </div>
  );
}
