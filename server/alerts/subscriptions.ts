import { eq, sql } from 'drizzle-orm';
import type { JobAlertSubscription } from '../../contract/job-alerts';
import type { AppDatabase } from '../db/open';
import { jobAlerts } from '../db/schema';

/**
 * The job-alert subscriptions (spec §3): one per user, stored or replaced, read back by its owner, and
 * deleted from an unsubscribe link.
 */

export interface SubscriptionValues {
  readonly email: string;
  readonly whatsApp: string;
  readonly states: string[];
  readonly qualifications: string[];
}

/**
 * Stores the user's subscription, or replaces the one they have (same row and id, so the unsubscribe
 * links already sent keep working). Returns whether it is new: xmax = 0 only on a row this statement
 * inserted.
 */
export async function saveSubscription(
  db: AppDatabase,
  userId: number,
  values: SubscriptionValues,
  now: Date,
): Promise<{ inserted: boolean }> {
  const changed = { ...values, updatedAt: now };
  const [row] = await db
    .insert(jobAlerts)
    .values({ userId, createdAt: now, ...changed })
    .onConflictDoUpdate({ target: jobAlerts.userId, set: changed })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return { inserted: row?.inserted === true };
}

/** The user's subscription in the wire's names, or null. */
export async function findSubscription(
  db: AppDatabase,
  userId: number,
): Promise<JobAlertSubscription | null> {
  const [row] = await db
    .select({
      email_id: jobAlerts.email,
      whats_app: jobAlerts.whatsApp,
      state: jobAlerts.states,
      qualification: jobAlerts.qualifications,
    })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId));
  return row ?? null;
}

/** Deletes a subscription (its delivery records go with it); deleting one already gone is fine. */
export async function deleteSubscription(db: AppDatabase, id: number): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.id, id));
}

/** Ends a user's own subscription, if they have one. */
export async function deleteSubscriptionOf(db: AppDatabase, userId: number): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
}
