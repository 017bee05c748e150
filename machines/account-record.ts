import type { SignupForm } from '../contract/accounts';
import { initialsOf } from '../contract/format';

/**
 * Who is logged in, as this browser keeps it for the header (spec §3's user record): after login the
 * user's id, name, email and phone; after signup also the state, qualification and initials. Who the
 * candidate is, for anything that matters, the server decides from its session cookie.
 * (machines/account-storage.ts keeps it in localStorage in the specification's own shape.)
 */
export interface AccountRecord {
  /** The server's id for the user, as text. */
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly state?: string;
  readonly qualification?: string;
  readonly initials?: string;
}

/** The user the server names after login, signup and the session check. */
export type SignedInUser = Pick<AccountRecord, 'userId' | 'name' | 'email' | 'phone'>;

/** The record kept after signup: what the candidate typed, the server's id and e-mail as stored. */
export function accountFromSignup(form: SignupForm, user: SignedInUser): AccountRecord {
  const name = form.name.trim();
  return {
    userId: user.userId,
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
