import { Link } from '@tanstack/react-router';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import type { AccountMenuProps } from './AccountMenu';
import { AccountStreak } from './AccountStreak';
import { Avatar } from './Avatar';
import * as styles from './MobileAccount.css';
import { useWords } from '../../words/catalogue';
import { accountMenuWords } from '../../words/account-menu';
import { shellWords } from '../../words/shell';

/**
 * The account entries in the mobile menu: the same as the avatar dropdown, laid open. The menu mounts
 * it (a lazy chunk, like the dropdown's) only while open, so the streak is asked for at each opening.
 */
export function MobileAccount({ account, onChangePassword, onLogout }: AccountMenuProps) {
  const words = useWords(shellWords);
  const menuWords = useWords(accountMenuWords);
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
      <AccountStreak />
      <ul role="list" className={styles.actions}>
        <li>
          <Link to="/progress" className={styles.action}>
            <Glyph d={glyphs.trendingUp} size={20} />
            {menuWords.myProgress}
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
