import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { SessionResponse, type SessionUser } from '../../contract/session';
import type { SignedInUser } from '../account-record';
import { http, urlOf } from './http';

/**
 * The session machine's calls: the check a page makes at boot, and logout. Apart from ./accounts.ts
 * (the forms' calls) so that every candidate's page loads only these.
 */

/** The user as the server sends it after login, signup and the session check. */
export function userFromWire(user: SessionUser): SignedInUser {
  return { userId: String(user.user_id), name: user.firstname, email: user.email, phone: user.phone };
}

export type SessionCheck =
  { readonly kind: 'active'; readonly user: SignedInUser } | { readonly kind: 'ended' };

/** GET /api/session: does the server still know this browser's session? */
export async function checkSession(signal?: AbortSignal): Promise<SessionCheck> {
  const response = await http(urlOf(endpoints.session), {
    method: endpoints.session.method,
    throwHttpErrors: false,
    signal,
  });
  if (response.status === 401) return { kind: 'ended' };
  return { kind: 'active', user: userFromWire(v.parse(SessionResponse, await response.json()).data) };
}

/** POST /api/logout. Always answers 200; the caller does not wait on it to log out locally. */
export async function logOut(): Promise<void> {
  await http(urlOf(endpoints.logout), { method: endpoints.logout.method, throwHttpErrors: false });
}
