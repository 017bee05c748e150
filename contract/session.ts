import * as v from 'valibot';

/**
 * Who is logged in, as the session check and logout answer (and as login and signup send the user).
 * Apart from contract/accounts.ts because every candidate's page checks its session at boot: it
 * should not load the forms' rules and messages to do so.
 */

/** The user the server sends after login; the client keeps it as its local user record. */
export const SessionUser = v.object({
  user_id: v.union([v.number(), v.string()]),
  firstname: v.string(),
  email: v.string(),
  phone: v.string(),
});

export type SessionUser = v.InferOutput<typeof SessionUser>;

/** GET /api/session → 200 with the session's user, or 401 when there is no live session. */
export const SessionResponse = v.object({
  status: v.literal('success'),
  data: SessionUser,
});

/** POST /api/logout → always 200: the session, if any, is gone. */
export const LogoutResponse = v.object({ status: v.literal('success') });
