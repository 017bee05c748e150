import { Link } from '@tanstack/react-router';
import { NavDropdown } from './NavDropdown';
import { isInGroup, pastPaperLinks, testSeriesLinks } from './nav-links';
import * as styles from './DesktopNav.css';

/** The navigation at 1024 px and wider; below that the mobile menu holds the same entries. */
export function DesktopNav({ pathname }: { readonly pathname: string }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          <Link to="/" className={styles.item} activeOptions={{ exact: true }}>
            Home
          </Link>
        </li>
        <li>
          <Link to="/daily" className={styles.item}>
            Daily Quiz
          </Link>
        </li>
        <li>
          <NavDropdown
            label="Test Series"
            links={testSeriesLinks}
            current={isInGroup(pathname, testSeriesLinks)}
          />
        </li>
        <li>
          <NavDropdown
            label="Past Exam Paper"
            links={pastPaperLinks}
            current={isInGroup(pathname, pastPaperLinks)}
          />
        </li>
        <li>
          <Link to="/jobs" className={styles.item}>
            Govt Jobs
          </Link>
        </li>
      </ul>
    </nav>
  );
}
