import { asc, desc, eq } from 'drizzle-orm';
import {
  TOPICS_TOTAL,
  TREND_LENGTH,
  type BadgeId,
  type CategoryProgress,
  type EarnedBadge,
  type ProgressResponse,
  type Streak,
  type TopicProgress,
} from '../../contract/progress';
import { CATEGORIES, topicTitle } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { quizAttempts, userBadges } from '../db/schema';
import { DAILY_CATEGORY } from './daily-set';
import { streakOf } from './streaks';

/**
 * The /progress page (design §7): per category and topic, attempts, accuracy and the trend of the
 * latest attempts, weakest first; the streak; the badges. Two queries: the user's attempts (their
 * totals only) and their badges.
 */

type Db = Pick<AppDatabase, 'select' | 'selectDistinct'>;

/** Whole percent, rounded down: 7 of 9 → 77. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((100 * part) / whole));

/** Weakest first: lower accuracy, then fewer attempts, then the title. */
const weakestFirst = (a: TopicProgress, b: TopicProgress) =>
  a.accuracy - b.accuracy || a.attempts - b.attempts || a.title.localeCompare(b.title);

export async function progressSummary(
  db: Db,
  userId: number,
  today: string,
): Promise<Omit<ProgressResponse, 'status'>> {
  const attempts = await db
    .select({
      category: quizAttempts.category,
      topic: quizAttempts.topic,
      correct: quizAttempts.correctAnswer,
      total: quizAttempts.totalQuestion,
      day: quizAttempts.indianDay,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .orderBy(asc(quizAttempts.submittedAt), asc(quizAttempts.id));
  const badges = await db
    .select({ id: userBadges.badge, earnedAt: userBadges.earnedAt, attemptId: quizAttempts.attemptId })
    .from(userBadges)
    .innerJoin(quizAttempts, eq(quizAttempts.id, userBadges.attemptId))
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt), asc(userBadges.badge));

  const byTopic = new Map<string, { category: string; topic: string; results: [number, number][] }>();
  for (const a of attempts) {
    if (a.category === DAILY_CATEGORY) continue;
    const key = `${a.category}/${a.topic}`;
    const entry = byTopic.get(key) ?? { category: a.category, topic: a.topic, results: [] };
    entry.results.push([a.correct, a.total]);
    byTopic.set(key, entry);
  }
  const topics: TopicProgress[] = [...byTopic.values()].map(({ category, topic, results }) => {
    const correct = results.reduce((sum, [c]) => sum + c, 0);
    const total = results.reduce((sum, [, t]) => sum + t, 0);
    return {
      category,
      topic,
      title: topicTitle(category, topic),
      attempts: results.length,
      accuracy: percent(correct, total),
      trend: results.slice(-TREND_LENGTH).map(([c, t]) => percent(c, t)),
      practise_path: `/${category}/${topic}/instructions/levelpage`,
    };
  });

  const categories: CategoryProgress[] = CATEGORIES.map((category) => {
    const mine = attempts.filter((a) => a.category === category.slug);
    const correct = mine.reduce((sum, a) => sum + a.correct, 0);
    const total = mine.reduce((sum, a) => sum + a.total, 0);
    return {
      category: category.slug,
      title: category.title,
      attempts: mine.length,
      accuracy: mine.length === 0 ? null : percent(correct, total),
      topics: topics.filter((t) => t.category === category.slug).sort(weakestFirst),
    };
  });

  return {
    tests_taken: attempts.length,
    topics_tried: byTopic.size,
    topics_total: TOPICS_TOTAL,
    streak: streakOf(
      attempts.map((a) => a.day),
      today,
    ),
    badges: badges.map((b): EarnedBadge => ({
      id: b.id as BadgeId,
      earned_at: b.earnedAt.toISOString(),
      attempt_id: b.attemptId,
    })),
    categories,
    weakest: [...topics].sort(weakestFirst).slice(0, 5),
  };
}

/** The streak alone (the header's account menu): one query over the user's days. */
export async function userStreak(db: Db, userId: number, today: string): Promise<Streak> {
  const days = await db
    .selectDistinct({ day: quizAttempts.indianDay })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.indianDay));
  return streakOf(
    days.map((d) => d.day),
    today,
  );
}
