import type { SessionUser, SignupForm } from '../contract/accounts';
import { initialsOf } from '../contract/format';

/**
 * The locally stored user record of spec §3: after login user_id, name (the server's firstname), email
 * and phone; after signup also state, qualification and initials. It feeds the header only: who the
 * candidate is, for anything that matters, the server decides from its session cookie.
 */
export interface AccountRecord {
  readonly user_id: number | string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly state?: string;
  readonly qualification?: string;
  readonly initials?: string;
}

/** The localStorage keys of the record and its flag (`isLoggedIn` = 'true'). */
export const ACCOUNT_KEYS = { flag: 'isLoggedIn', user: 'user' } as const;

/** The record kept after login (and after the session check, which answers the same user). */
export function accountFromSessionUser(user: SessionUser): AccountRecord {
  return { user_id: user.user_id, name: user.firstname, email: user.email, phone: user.phone };
}

/** The record kept after signup: what the candidate typed, the server's id and e-mail as stored. */
export function accountFromSignup(form: SignupForm, user: SessionUser): AccountRecord {
  const name = form.name.trim();
  return {
    user_id: user.user_id,
    name,
    email: user.email,
    phone: form.phone.trim(),
    state: form.state,
    qualification: form.qualification.trim(),
    initials: initialsOf(name),
  };
}

/** The avatar's letters: the stored initials, or the name's when the record has none (login). */
export function accountInitials(account: AccountRecord): string {
  return account.initials || initialsOf(account.name);
}

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
    user_id: id,
    name: record.name,
    email: record.email,
    phone: optional('phone') ?? '',
    ...(optional('state') !== undefined && { state: optional('state') }),
    ...(optional('qualification') !== undefined && { qualification: optional('qualification') }),
    ...(optional('initials') !== undefined && { initials: optional('initials') }),
  };
}
