import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DAILY_QUESTIONS } from '../../contract/daily';
import { type QuestionHindi, type QuizQuestion } from '../../contract/quiz';
import { levelLabel, type LevelNumber } from '../../contract/levels';
import { CATEGORIES, topicTitle, type CategorySlug } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { questions, quizAttempts, servedQuizzes } from '../db/schema';
import { hindiInServedOrder, inServedOrder, QUIZ_GRACE_SECONDS, servedOptionOrder } from '../quiz/draw';

/**
 * The daily set (design §7): DAILY_QUESTIONS questions a day across the four categories, the same for
 * every candidate on that Indian day. Chosen from the active bank by hashing the day with each topic
 * and each question's content key (stable across restarts, imports and databases), so every server
 * copy picks the same set without storing it: per category the DAILY_MIX topics whose hash comes
 * first, and in each the question whose hash comes first (different topics, mixed levels).
 */
export const DAILY_MIX: Readonly<Record<CategorySlug, number>> = {
  aptitude: 3,
  reasoning: 3,
  english: 2,
  general_knowledge: 2,
};

/** The category of served quizzes and attempts of the daily quiz; their topic is the day, their level 0. */
export const DAILY_CATEGORY = 'daily';
export const DAILY_LEVEL = 0;

const mixTotal = Object.values(DAILY_MIX).reduce((sum, n) => sum + n, 0);
if (mixTotal !== DAILY_QUESTIONS) throw new Error(`DAILY_MIX picks ${mixTotal}, not ${DAILY_QUESTIONS}`);

type Db = Pick<AppDatabase, 'select' | 'insert' | '$with' | 'with'>;

/**
 * The day's question ids in the order served (categories in catalogue order). Hashing the bank once a
 * day is enough. A few days are kept, not one: around midnight, and under the test clock (requests of
 * several days side by side), one slot would be recomputed on every other request.
 */
const cache = new WeakMap<object, Map<string, number[]>>();
const CACHED_DAYS = 4;

export async function dailySetIds(db: Db, day: string): Promise<number[]> {
  const days = cache.get(db) ?? new Map<string, number[]>();
  cache.set(db, days);
  const cached = days.get(day);
  if (cached) return cached;
  const picks = db.$with('picks').as(
    db
      .select({
        id: questions.id,
        category: questions.category,
        topicRank:
          sql<number>`dense_rank() over (partition by ${questions.category} order by md5(${day} || ${questions.category} || '/' || ${questions.topic}))`.as(
            'topic_rank',
          ),
        questionRank:
          sql<number>`row_number() over (partition by ${questions.category}, ${questions.topic} order by md5(${day} || ${questions.contentKey}))`.as(
            'question_rank',
          ),
      })
      .from(questions)
      .where(eq(questions.active, true)),
  );
  const rows = await db
    .with(picks)
    .select({ id: picks.id, category: picks.category, topicRank: picks.topicRank })
    .from(picks)
    .where(and(eq(picks.questionRank, 1), lte(picks.topicRank, Math.max(...Object.values(DAILY_MIX)))))
    .orderBy(asc(picks.topicRank));
  const ids = CATEGORIES.flatMap((category) =>
    rows
      .filter((row) => row.category === category.slug && Number(row.topicRank) <= DAILY_MIX[category.slug])
      .map((row) => row.id),
  );
  days.set(day, ids);
  // The oldest day inserted goes first (a Map keeps insertion order).
  for (const oldest of days.keys()) if (days.size > CACHED_DAYS) days.delete(oldest);
  return ids;
}

/**
 * Draws the day's set for a user: the day's questions, each with its options in a fresh order and
 * labelled with its own topic and level, recorded as a served quiz (category 'daily', topic the day,
 * level 0) so the submission is scored against it. Undefined when the bank is empty.
 */
export async function drawDaily(
  db: Db,
  request: { userId: number; day: string; now: Date; durationSeconds: number },
): Promise<QuizQuestion[] | undefined> {
  const ids = await dailySetIds(db, request.day);
  if (ids.length === 0) return undefined;
  const found = await db
    .select({
      id: questions.id,
      category: questions.category,
      topic: questions.topic,
      level: questions.level,
      question: questions.question,
      options: questions.options,
      figure: questions.figure,
      // The Hindi without its explanation (issue 15), as a topic test's draw sends it.
      hi: sql<Omit<QuestionHindi, 'explanation'> | null>`${questions.hi} - 'explanation'`,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const optionOrder = rows.map((row) => servedOptionOrder(row.options, row.question));
  await db.insert(servedQuizzes).values({
    userId: request.userId,
    category: DAILY_CATEGORY,
    topic: request.day,
    level: DAILY_LEVEL,
    questionIds: rows.map((row) => row.id),
    optionOrder,
    servedAt: request.now,
    expiresAt: new Date(request.now.getTime() + (request.durationSeconds + QUIZ_GRACE_SECONDS) * 1000),
  });
  return rows.map((row, index) => ({
    id: row.id,
    question: row.question,
    ...inServedOrder(row, optionOrder[index]!),
    subject_name: row.topic,
    chapter_name: topicTitle(row.category, row.topic),
    label: levelLabel(row.level as LevelNumber),
    ...(row.hi ? { hi: hindiInServedOrder(row.hi, optionOrder[index]!) } : {}),
  }));
}

/** Whether the candidate already has the day's counted attempt (a new one would be practice). */
export async function hasCountedDaily(db: Db, userId: number, day: string): Promise<boolean> {
  const [counted] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.category, DAILY_CATEGORY),
        eq(quizAttempts.topic, day),
        eq(quizAttempts.counted, true),
      ),
    )
    .limit(1);
  return counted !== undefined;
}
