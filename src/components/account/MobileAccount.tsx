import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import type { AccountMenuProps } from './AccountMenu';
import { Avatar } from './Avatar';
import * as styles from './MobileAccount.css';
import { useWords } from '../../words/catalogue';
import { shellWords } from '../../words/shell';

// The streak's machine and words load with the menu's first opening, not with the home page.
const AccountStreak = lazy(() =>
  import('./AccountStreak').then((module) => ({ default: module.AccountStreak })),
);

interface MobileAccountProps extends AccountMenuProps {
  /** The menu is open: the streak is asked for only then (each opening asks afresh). */
  readonly open: boolean;
}

/** The account entries in the mobile menu: the same as the avatar dropdown, laid open. */
export function MobileAccount({ account, open, onChangePassword, onLogout }: MobileAccountProps) {
  const words = useWords(shellWords);
  return (
    <section aria-labelledby="menu-account" className={styles.section}>
      <div className={styles.who}>
        <Avatar account={account} size="lg" />
        <div className={styles.identity}>
          <h2 id="menu-account" className={styles.name}>
            {account.name}
          </h2>
          <p className={styles.email}>{account.email}</p>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <AccountStreak />
        </Suspense>
      )}
      <ul role="list" className={styles.actions}>
        <li>
          <Link to="/progress" className={styles.action}>
            <Glyph d={glyphs.trendingUp} size={20} />
            {words.myProgress}
          </Link>
        </li>
        <li>
          <Link to="/history" className={styles.action}>
            <Glyph d={glyphs.history} size={20} />
            {words.examHistory}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.action} onClick={onChangePassword}>
            <Glyph d={glyphs.key} size={20} />
            {words.changePassword}
          </button>
        </li>
        <li>
          <button type="button" className={styles.action} onClick={onLogout}>
            <Glyph d={glyphs.logOut} size={20} />
            {words.logout}
          </button>
        </li>
      </ul>
    </section>
  );
}
