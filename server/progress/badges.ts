import { eq, sql } from 'drizzle-orm';
import { TOPICS_TOTAL, type BadgeId } from '../../contract/progress';
import type { AppDatabase } from '../db/open';
import { userBadges, users } from '../db/schema';
import { arrayValue } from './standing';
import { streakOf } from './streaks';

/**
 * Badges (contract/progress.ts BADGES; design §7): checked when an attempt is stored, inside its
 * transaction, and each stored once per user (the primary key; ON CONFLICT DO NOTHING), with the
 * attempt that earned it. Thresholds are "at least", so a badge two concurrent attempts both missed
 * is earned by the next one.
 */
export const STREAK_BADGES: readonly (readonly [BadgeId, number])[] = [
  ['streak_7', 7],
  ['streak_30', 30],
];
export const TESTS_FOR_BADGE = 100;

type Tx = Pick<AppDatabase, 'select' | 'insert'>;

export interface StoredAttempt {
  readonly userId: number;
  /** quiz_attempts.id of the attempt just stored (in this transaction). */
  readonly attemptRowId: number;
  readonly now: Date;
  /** The Indian day of `now`. */
  readonly today: string;
  readonly perfect: boolean;
}

/**
 * Awards the badges the user holds now that the attempt is stored; returns the ones it newly earned.
 * Read from the candidate's aggregates, which the attempt's own INSERT has already updated (triggers).
 */
export async function awardBadges(tx: Tx, attempt: StoredAttempt): Promise<BadgeId[]> {
  const [totals] = await tx
    .select({
      tests: sql<number>`coalesce((select sum(d.tests) from user_days d where d.user_id = ${attempt.userId}), 0)::int`,
      topics: sql<number>`(select count(*) from user_topic_stats t where t.user_id = ${attempt.userId})::int`,
      // The last 31 days are enough for the longest streak badge.
      days: sql<unknown>`array(select d.indian_day::text from user_days d where d.user_id = ${attempt.userId} and d.indian_day > ${attempt.today}::date - 31)`,
    })
    .from(users)
    .where(eq(users.id, attempt.userId));
  const streak = streakOf(arrayValue(totals?.days), attempt.today).current_days;

  const earned: BadgeId[] = ['first_test'];
  for (const [badge, length] of STREAK_BADGES) if (streak >= length) earned.push(badge);
  if ((totals?.tests ?? 0) >= TESTS_FOR_BADGE) earned.push('tests_100');
  if (attempt.perfect) earned.push('perfect_score');
  if ((totals?.topics ?? 0) >= TOPICS_TOTAL) earned.push('all_topics');

  const inserted = await tx
    .insert(userBadges)
    .values(
      earned.map((badge) => ({
        userId: attempt.userId,
        badge,
        attemptId: attempt.attemptRowId,
        earnedAt: attempt.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ badge: userBadges.badge });
  return inserted.map((row) => row.badge as BadgeId);
}
