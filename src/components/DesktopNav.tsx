import { Link } from '@tanstack/react-router';
import { NavDropdown } from './NavDropdown';
import { isInGroup, pastPaperLinks, testSeriesLinks } from './nav-links';
import * as styles from './DesktopNav.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/** The navigation at 1024 px and wider; below that the mobile menu holds the same entries. */
export function DesktopNav({ pathname }: { readonly pathname: string }) {
  const words = useWords(shellWords);
  return (
    <nav aria-label={words.mainNav} className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          <Link to="/" className={styles.item} activeOptions={{ exact: true }}>
            {words.home}
          </Link>
        </li>
        <li>
          <Link to="/daily" className={styles.item}>
            {words.dailyQuiz}
          </Link>
        </li>
        <li>
          <NavDropdown
            label={words.testSeries}
            links={testSeriesLinks}
            current={isInGroup(pathname, testSeriesLinks)}
          />
        </li>
        <li>
          <NavDropdown
            label={words.pastExamPaper}
            links={pastPaperLinks}
            current={isInGroup(pathname, pastPaperLinks)}
          />
        </li>
        <li>
          <Link to="/jobs" className={styles.item}>
            {words.govtJobs}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
