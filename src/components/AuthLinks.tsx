import { Link } from '@tanstack/react-router';
import { button } from './button.css';
import * as styles from './AuthLinks.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

interface AuthLinksProps {
  /** `bar`: in the header at 1024 px and wider; `menu`: full-width in the mobile menu. */
  readonly layout: 'bar' | 'menu';
}

/** Login and Sign up, shown to visitors (logged-in users get the avatar menu, spec §2). */
export function AuthLinks({ layout }: AuthLinksProps) {
  const words = useWords(shellWords);
  const block = layout === 'menu';
  return (
    <div className={styles.authLinks({ layout })}>
      <Link to="/login" className={button({ tone: 'secondary', size: 'sm', block })}>
        {words.login}
      </Link>
      <Link to="/signup" className={button({ tone: 'primary', size: 'sm', block })}>
        {words.signUp}
      </Link>
    </div>
  );
}
