import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetLinkProblem } from '../../contract/accounts';
import type { AppDatabase } from '../db/open';
import { passwordResetTokens } from '../db/schema';
import { hashToken, isTokenShaped, newToken } from './tokens';

/**
 * Password-reset links: a 256-bit random token in the link, its SHA-256 in the database, usable once
 * within an hour. Asking again replaces any unused link of the account.
 */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

/** Creates a link token for the user, deleting their older unused ones; returns the token (never stored). */
export async function issueResetToken(tx: Executor, userId: number, now: Date): Promise<string> {
  await deleteUnusedResetTokens(tx, userId);
  const token = newToken();
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  return token;
}

export async function deleteUnusedResetTokens(tx: Executor, userId: number): Promise<void> {
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Why the token cannot be used now, or undefined when it can. */
export async function resetTokenProblem(
  db: Executor,
  token: unknown,
  now: Date,
): Promise<ResetLinkProblem | undefined> {
  if (!isTokenShaped(token)) return 'invalid';
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return undefined;
}

/**
 * Marks the token used, if it is usable, in one statement: of two requests racing with one token,
 * exactly one gets the user id (the other's UPDATE waits for the row lock, then finds used_at set).
 * Run it in the transaction that changes the password, so a failure leaves the token unused.
 */
export async function consumeResetToken(tx: Executor, token: string, now: Date): Promise<number | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
