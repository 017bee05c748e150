import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../contract/session';
import type { AppDatabase } from '../db/open';
import { users } from '../db/schema';

/** The logged-in user as routes see it (c.var.user). */
export interface AuthUser {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** The columns of an AuthUser, for selects. */
export const authUserColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

/**
 * The one spelling of an address we store and look up: trimmed and lower-cased, so Asha@Example.com
 * and asha@example.com are one account (the unique index on users.email holds it).
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user record the client keeps (spec §7: user_id, firstname, email, phone). */
export function toSessionUser(user: AuthUser): SessionUser & { user_id: number } {
  return { user_id: user.id, firstname: user.name, email: user.email, phone: user.phone };
}

export async function findUserByEmail(db: Pick<AppDatabase, 'select'>, email: string) {
  const [row] = await db
    // The language words the reset e-mail (issue 15).
    .select({ ...authUserColumns, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

/** The stored password hash of a user (to confirm the current password), or undefined. */
export async function findPasswordHash(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}
