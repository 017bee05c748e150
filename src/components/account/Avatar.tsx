import type { AccountRecord } from '../../../machines/account-record';
import { accountInitials } from '../../../machines/account-record';
import * as styles from './Avatar.css';

/** The user's initials in a circle. Decorative: the control around it is named. */
export function Avatar({ account, size }: { readonly account: AccountRecord; readonly size?: 'sm' | 'lg' }) {
  return (
    <span className={styles.avatar({ size })} aria-hidden="true">
      {accountInitials(account)}
    </span>
  );
}
