import { lazy, Suspense, useState } from 'react';
import type { AccountRecord } from '../../../machines/account-record';
import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import { Avatar } from './Avatar';
import * as styles from './AccountMenu.css';
import { useWords } from '../../words/catalogue';
import { shellWords } from '../../words/shell';

export interface AccountMenuProps {
  readonly account: AccountRecord;
  readonly onChangePassword: () => void;
  readonly onLogout: () => void;
}

// As with the navigation dropdowns (NavDropdown.tsx), the Radix popover is fetched on intent and
// mounted on the first click; until then a look-alike button stands in. The dialogs its entries open
// are fetched at the same time, so they are ready when chosen.
export const importAccountMenu = () =>
  Promise.all([
    import('./AccountMenuPopover'),
    import('./ChangePasswordDialog'),
    import('./LogoutDialog'),
  ]).then(([menu]) => menu);
const AccountMenuPopover = lazy(() =>
  importAccountMenu().then((module) => ({ default: module.AccountMenuPopover })),
);

/** The avatar and its dropdown: the user's name, Exam History, Change Password and Logout (spec §2). */
export function AccountMenu(props: AccountMenuProps) {
  const words = useWords(shellWords);
  const [activated, setActivated] = useState(false);
  const standIn = (expanded: boolean) => (
    <button
      type="button"
      className={styles.trigger}
      aria-label={words.accountMenu(props.account.name)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerEnter={importAccountMenu}
      onFocus={importAccountMenu}
      onClick={() => setActivated(true)}
    >
      <Avatar account={props.account} />
      <Glyph d={glyphs.chevronDown} size={16} className={styles.chevron} />
    </button>
  );
  if (!activated) return standIn(false);
  return (
    <Suspense fallback={standIn(true)}>
      <AccountMenuPopover {...props} />
    </Suspense>
  );
}
