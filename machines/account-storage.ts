import { ACCOUNT_KEYS, parseStoredAccount, type AccountRecord } from './account-record';

/**
 * The user record in localStorage: the session machine's storage implementations. Storage can be
 * missing or refuse writes (private windows, full quota): the product then works for this page only.
 */
export function readStoredAccount(): AccountRecord | null {
  try {
    return parseStoredAccount(
      localStorage.getItem(ACCOUNT_KEYS.flag),
      localStorage.getItem(ACCOUNT_KEYS.user),
    );
  } catch {
    return null;
  }
}

export function writeStoredAccount(account: AccountRecord): void {
  try {
    localStorage.setItem(ACCOUNT_KEYS.user, JSON.stringify(account));
    localStorage.setItem(ACCOUNT_KEYS.flag, 'true');
  } catch {
    // storage refused: this tab still knows, from the machine's context
  }
}

export function clearStoredAccount(): void {
  try {
    localStorage.removeItem(ACCOUNT_KEYS.flag);
    localStorage.removeItem(ACCOUNT_KEYS.user);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** Whether a `storage` event (another tab) touched the record; a null key means storage was cleared. */
export function touchesStoredAccount(key: string | null): boolean {
  return key === null || key === ACCOUNT_KEYS.flag || key === ACCOUNT_KEYS.user;
}
