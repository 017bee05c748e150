import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { dailyTitle } from '../../contract/daily';
import {
  BADGE_IDS,
  PERCENTILE_MIN_TAKERS,
  percentileText,
  PROGRESS_MESSAGES,
  type AttemptStanding,
  type BadgeId,
} from '../../contract/progress';
import { levelLabel, type LevelNumber } from '../../contract/quiz';
import { topicTitle } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { quizAttempts } from '../db/schema';
import { DAILY_CATEGORY } from './daily-set';

/**
 * Where an attempt stands (design §7), computed from the counted (first) attempts of the same test:
 * the same topic-level, or the same day's daily quiz. One query per request, however many attempts it
 * covers: for each attempt a correlated count over the board index (quiz_attempts_board_idx) of the
 * OTHER candidates' counted attempts, of those it beat and of those that beat it.
 *
 * - beaten: fewer correct answers, or as many in more time; better: more correct, or as many in less.
 * - takers = the others + the candidate; percentile = beaten / others, whole percent rounded down,
 *   only when takers ≥ PERCENTILE_MIN_TAKERS.
 * - rank = better + 1, for a counted attempt only (a retake has none).
 */

type Db = Pick<AppDatabase, 'select'>;

/**
 * The outer attempt's columns, qualified by hand: Drizzle writes a lone table's columns unqualified,
 * and inside the subquery an unqualified name would mean the subquery's own row.
 */
const outer = (column: string) => sql.raw(`"quiz_attempts"."${column}"`);

/** The counts of one attempt, as one int[] column: [others, beaten, better]. */
const standingCounts = sql<unknown>`(
  select array[
    count(*),
    count(*) filter (where o.correct_answer < ${outer('correct_answer')}
      or (o.correct_answer = ${outer('correct_answer')} and o.time_taken_seconds > ${outer('time_taken_seconds')})),
    count(*) filter (where o.correct_answer > ${outer('correct_answer')}
      or (o.correct_answer = ${outer('correct_answer')} and o.time_taken_seconds < ${outer('time_taken_seconds')}))
  ]::int[]
  from quiz_attempts o
  where o.counted
    and o.category = ${outer('category')}
    and o.topic = ${outer('topic')}
    and o.level = ${outer('level')}
    and o.user_id <> ${outer('user_id')}
)`;

/** The badges an attempt earned, as one text[] column. */
const earnedBadges = sql<unknown>`(
  select coalesce(array_agg(b.badge order by b.badge), '{}')::text[] from user_badges b where b.attempt_id = ${outer('id')}
)`;

/** A Postgres array as either driver returns it: a JS array, or its text form '{1,2,3}'. */
export function arrayValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}

type Row = {
  attempt: typeof quizAttempts.$inferSelect;
  counts: unknown;
  badges: unknown;
};

function standingOf({ attempt, counts }: Row): AttemptStanding {
  const [others = 0, beaten = 0, better = 0] = arrayValue(counts).map(Number);
  const takers = others + 1;
  const percentile = takers >= PERCENTILE_MIN_TAKERS ? Math.floor((100 * beaten) / others) : null;
  const daily = attempt.category === DAILY_CATEGORY;
  const level = daily ? null : levelLabel(attempt.level as LevelNumber);
  return {
    attempt_id: attempt.attemptId,
    kind: daily ? 'daily' : 'topic',
    category: daily ? null : attempt.category,
    topic: daily ? null : attempt.topic,
    level,
    daily_id: daily ? attempt.topic : null,
    title: daily ? dailyTitle(attempt.topic) : `${topicTitle(attempt.category, attempt.topic)}, ${level}`,
    total_question: attempt.totalQuestion,
    correct_answer: attempt.correctAnswer,
    wrong_answer: attempt.wrongAnswer,
    submitted_at: attempt.submittedAt.toISOString(),
    time_taken_seconds: attempt.timeTakenSeconds,
    counted: attempt.counted,
    rank: attempt.counted ? better + 1 : null,
    takers,
    percentile,
    percentile_text: percentile === null ? PROGRESS_MESSAGES.fewTakers : percentileText(percentile),
  };
}

function select(db: Db, where: SQL | undefined) {
  return db
    .select({ attempt: quizAttempts, counts: standingCounts, badges: earnedBadges })
    .from(quizAttempts)
    .where(where)
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
}

/** One attempt of the user with its standing and the badges it earned; undefined when the user has no such attempt. */
export async function attemptStanding(
  db: Db,
  userId: number,
  attemptId: string,
): Promise<{ standing: AttemptStanding; newBadges: BadgeId[] } | undefined> {
  const [row] = await select(
    db,
    and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptId, attemptId)),
  ).limit(1);
  if (!row) return undefined;
  const known = new Set<string>(BADGE_IDS);
  return {
    standing: standingOf(row),
    newBadges: arrayValue(row.badges).filter((badge): badge is BadgeId => known.has(badge)),
  };
}

/** Every attempt of the user, newest first, with its standing. */
export async function attemptStandings(db: Db, userId: number): Promise<AttemptStanding[]> {
  const rows = await select(db, eq(quizAttempts.userId, userId));
  return rows.map(standingOf);
}
