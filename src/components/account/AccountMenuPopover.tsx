import { useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Link } from '@tanstack/react-router';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import type { AccountMenuProps } from './AccountMenu';
import { AccountStreak } from './AccountStreak';
import { Avatar } from './Avatar';
import * as menuStyles from './AccountMenu.css';
import * as styles from './AccountMenuPopover.css';
import { useWords } from '../../words/catalogue';
import { accountMenuWords } from '../../words/account-menu';
import { shellWords } from '../../words/shell';

/**
 * The profile dropdown on Radix Popover: an outside click and Escape close it (returning focus to the
 * avatar); each entry closes it. It mounts already open: the first click is what loaded it.
 */
export function AccountMenuPopover({ account, onChangePassword, onLogout }: AccountMenuProps) {
  const words = useWords(shellWords);
  const menuWords = useWords(accountMenuWords);
  const [open, setOpen] = useState(true);
  // After My Progress or Exam History, focus belongs to the new page (useFocusMainOnNavigate), not to the avatar.
  const navigated = useRef(false);
  const leave = () => {
    setOpen(false);
    navigated.current = true;
  };
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={menuStyles.trigger} aria-label={words.accountMenu(account.name)}>
        <Avatar account={account} />
        <Glyph d={glyphs.chevronDown} size={16} className={menuStyles.chevron} />
      </Popover.Trigger>
      <Popover.Content
        className={styles.panel}
        align="end"
        sideOffset={10}
        aria-label={words.account}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLElement>('a, button')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (navigated.current) event.preventDefault();
          navigated.current = false;
        }}
      >
        <div className={styles.who}>
          <Avatar account={account} size="lg" />
          <div className={styles.identity}>
            <p className={styles.name}>{account.name}</p>
            <p className={styles.email}>{account.email}</p>
          </div>
        </div>
        <div className={styles.streak}>
          <AccountStreak />
        </div>
        <ul role="list" className={styles.list}>
          <li>
            <Link to="/progress" className={styles.item} onClick={leave}>
              <Glyph d={glyphs.trendingUp} size={20} className={styles.itemIcon} />
              {menuWords.myProgress}
            </Link>
          </li>
          <li>
            <Link to="/history" className={styles.item} onClick={leave}>
              <Glyph d={glyphs.history} size={20} className={styles.itemIcon} />
              {words.examHistory}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={then(onChangePassword)}>
              <Glyph d={glyphs.key} size={20} className={styles.itemIcon} />
              {words.changePassword}
            </button>
          </li>
          <li>
            <button type="button" className={`${styles.item} ${styles.danger}`} onClick={then(onLogout)}>
              <Glyph d={glyphs.logOut} size={20} className={styles.itemIcon} />
              {words.logout}
            </button>
          </li>
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
