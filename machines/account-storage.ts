import type { AccountRecord } from './account-record';

/**
 * The user record in localStorage: the session machine's storage implementations. It is kept in the
 * shape spec §3 gives it (`user_id`, `name`, `email`, `phone`, and after signup `state`,
 * `qualification`, `initials`) under the key `user`, with the flag `isLoggedIn` = 'true'. Storage can
 * be missing or refuse writes (private windows, full quota): the product then works for this page only.
 */

/** The localStorage keys of the record and its flag. */
export const ACCOUNT_KEYS = { flag: 'isLoggedIn', user: 'user' } as const;

/**
 * The record that storage holds, or null unless the flag is 'true' and the record is whole. Storage can
 * hold anything (an older version, a hand edit), so nothing is trusted that does not check out.
 */
export function parseStoredAccount(flag: string | null, raw: string | null): AccountRecord | null {
  if (flag !== 'true' || raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record.user_id;
  if (!(typeof id === 'number' || (typeof id === 'string' && id !== ''))) return null;
  if (typeof record.name !== 'string' || typeof record.email !== 'string') return null;
  const optional = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return {
    userId: String(id),
    name: record.name,
    email: record.email,
    phone: optional('phone') ?? '',
    ...(optional('state') !== undefined && { state: optional('state') }),
    ...(optional('qualification') !== undefined && { qualification: optional('qualification') }),
    ...(optional('initials') !== undefined && { initials: optional('initials') }),
  };
}

/** The record as spec §3 stores it. */
export function storedAccountText(account: AccountRecord): string {
  const { userId, ...rest } = account;
  return JSON.stringify({ user_id: userId, ...rest });
}

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
    localStorage.setItem(ACCOUNT_KEYS.user, storedAccountText(account));
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
