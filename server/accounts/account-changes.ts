import type { Language } from '../../contract/languages';
import { eq } from 'drizzle-orm';
import type { SignupForm } from '../../contract/accounts';
import type { AppDatabase } from '../db/open';
import { users } from '../db/schema';
import { enqueueMessage } from '../mail/outbox';
import { resetLink, resetPasswordEmail } from '../mail/reset-email';
import type { AppSettings } from '../routes/deps';
import { consumeResetToken, deleteUnusedResetTokens, issueResetToken } from './reset-tokens';
import type { SessionCache } from './session-cache';
import { createSession, endSession, endUserSessions } from './sessions';
import { authUserColumns, normaliseEmail, type AuthUser } from './users';

/**
 * What the account routes change in the database, each in one transaction: a signup, a login's new
 * session, a reset link, a reset and a password change. The routes check the request; these write.
 */

type SessionSettings = Pick<AppSettings, 'sessionMaxDays'>;

/** The sessions kept in memory (accounts/session-cache.ts): an ended session is forgotten there too. */
type Sessions = { sessions: SessionCache };

/**
 * Stores the new user and opens their session (design §5: signup logs in too), replacing the session
 * this browser had (`previousSession`, its hash). Undefined when the address is already registered.
 */
export async function registerUser(
  db: AppDatabase,
  form: SignupForm,
  passwordHash: string,
  now: Date,
  options: { settings: SessionSettings; previousSession: string | undefined } & Sessions,
): Promise<{ user: AuthUser; token: string } | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: form.name.trim(),
        email: normaliseEmail(form.email),
        passwordHash,
        phone: form.phone.trim(),
        state: form.state,
        qualification: form.qualification.trim(),
        createdAt: now,
        passwordChangedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning(authUserColumns);
    if (!user) return undefined;
    if (options.previousSession) await endSession(tx, options.previousSession, options.sessions);
    return { user, token: await createSession(tx, user.id, now, options.settings) };
  });
}

/** A new session on every login; the one this browser came with (if any) ends. Returns its token. */
export async function startLoginSession(
  db: AppDatabase,
  userId: number,
  now: Date,
  options: { settings: SessionSettings; previousSession: string | undefined } & Sessions,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (options.previousSession) await endSession(tx, options.previousSession, options.sessions);
    return createSession(tx, userId, now, options.settings);
  });
}

/** Issues a reset link for the user and queues its e-mail, together. */
export async function sendResetLink(
  db: AppDatabase,
  user: { id: number; name: string; email: string; language?: Language | null },
  appBaseUrl: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueResetToken(tx, user.id, now);
    await enqueueMessage(tx, resetPasswordEmail(user, resetLink(appBaseUrl, token)), now);
  });
}

/**
 * Sets the password a reset link's owner chose. The token is spent in the transaction that sets the
 * password: both happen, or neither. Every session of the user ends. Undefined when the link is not
 * usable (the caller asks resetTokenProblem why).
 */
export async function resetPasswordWithToken(
  db: AppDatabase,
  token: string,
  passwordHash: string,
  now: Date,
  { sessions }: Sessions,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const owner = await consumeResetToken(tx, token, now);
    if (owner === undefined) return undefined;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, owner));
    await endUserSessions(tx, owner, sessions);
    await deleteUnusedResetTokens(tx, owner);
    return owner;
  });
}

/**
 * A logged-in user's new password. Every session ends, the current one included; the returned token
 * is this browser's new session.
 */
export async function changePassword(
  db: AppDatabase,
  userId: number,
  passwordHash: string,
  now: Date,
  settings: SessionSettings,
  { sessions }: Sessions,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    await endUserSessions(tx, userId, sessions);
    await deleteUnusedResetTokens(tx, userId);
    return createSession(tx, userId, now, settings);
  });
}
