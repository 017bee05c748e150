import { eq, sql } from 'drizzle-orm';
import {
  TOPICS_TOTAL,
  type BadgeId,
  type CategoryProgress,
  type EarnedBadge,
  type ProgressResponse,
  type Streak,
  type TopicProgress,
} from '../../contract/progress';
import { CATEGORIES, topicTitle } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { userDays, users } from '../db/schema';
import { jsonValue } from './standing';
import { streakOf } from './streaks';

/**
 * The /progress page (design §7): per category and topic, attempts, accuracy and the trend of the
 * latest attempts, weakest first; the streak; the badges. One query (migration 0005's function
 * progress_summary, planned once per connection) over the candidate's aggregates (user_topic_stats,
 * user_days: kept by triggers as attempts are stored) and badges, so it costs the same after 10 tests
 * or 10,000.
 */

type Db = Pick<AppDatabase, 'select'>;

/** Whole percent, rounded down: 7 of 9 → 77. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((100 * part) / whole));

/** Weakest first: lower accuracy, then fewer attempts, then the title. */
const weakestFirst = (a: TopicProgress, b: TopicProgress) =>
  a.accuracy - b.accuracy || a.attempts - b.attempts || a.title.localeCompare(b.title);

type TopicRow = [
  category: string,
  topic: string,
  attempts: number,
  correct: number,
  questions: number,
  trend: number[],
];
type DayRow = [day: string, tests: number];
type BadgeRow = [badge: string, earnedAtMs: number, attemptId: string];

export async function progressSummary(
  db: Db,
  userId: number,
  today: string,
): Promise<Omit<ProgressResponse, 'status'>> {
  const [row] = await db
    .select({ summary: sql<unknown>`progress_summary(${users.id})` })
    .from(users)
    .where(eq(users.id, userId));
  const [topicRows, dayRows, badgeRows] = jsonValue<[TopicRow[], DayRow[], BadgeRow[]]>(row?.summary, [
    [],
    [],
    [],
  ]);

  const topics: TopicProgress[] = topicRows.map(([category, topic, attempts, correct, questions, trend]) => ({
    category,
    topic,
    title: topicTitle(category, topic),
    attempts,
    accuracy: percent(correct, questions),
    trend,
    practise_path: `/${category}/${topic}/instructions/levelpage`,
  }));

  const categories: CategoryProgress[] = CATEGORIES.map((category) => {
    const rows = topicRows.filter(([c]) => c === category.slug);
    const attempts = rows.reduce((sum, [, , n]) => sum + n, 0);
    const correct = rows.reduce((sum, [, , , c]) => sum + c, 0);
    const questions = rows.reduce((sum, [, , , , q]) => sum + q, 0);
    return {
      category: category.slug,
      title: category.title,
      attempts,
      accuracy: attempts === 0 ? null : percent(correct, questions),
      topics: topics.filter((t) => t.category === category.slug).sort(weakestFirst),
    };
  });

  return {
    tests_taken: dayRows.reduce((sum, [, tests]) => sum + tests, 0),
    topics_tried: topics.length,
    topics_total: TOPICS_TOTAL,
    streak: streakOf(
      dayRows.map(([day]) => day),
      today,
    ),
    badges: badgeRows.map(([id, earnedAtMs, attemptId]): EarnedBadge => ({
      id: id as BadgeId,
      earned_at: new Date(Number(earnedAtMs)).toISOString(),
      attempt_id: attemptId,
    })),
    categories,
    weakest: [...topics].sort(weakestFirst).slice(0, 5),
  };
}

/** The streak alone (the header's account menu): one query over the candidate's days. */
export async function userStreak(db: Db, userId: number, today: string): Promise<Streak> {
  const days = await db.select({ day: userDays.indianDay }).from(userDays).where(eq(userDays.userId, userId));
  return streakOf(
    days.map((d) => d.day),
    today,
  );
}
