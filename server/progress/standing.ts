import { eq, sql } from 'drizzle-orm';
import { dailyTitle } from '../../contract/daily';
import {
  BADGE_IDS,
  PERCENTILE_MIN_TAKERS,
  percentileText,
  PROGRESS_MESSAGES,
  type AttemptStanding,
  type BadgeId,
} from '../../contract/progress';
import { levelLabel, type LevelNumber } from '../../contract/levels';
import { topicTitle } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { users } from '../db/schema';
import { DAILY_CATEGORY } from './daily-set';

/**
 * Where an attempt stands (design §7), computed from the counted (first) attempts of the same test:
 * the same topic-level, or the same day's daily quiz. One query per request, however many attempts it
 * covers (migration 0005's function attempt_standings, whose statements are planned once per
 * connection rather than at every request), and none of it grows with the number of takers but the
 * attempts with the same score (its function standing_counts):
 *
 * - test_score_counts (a histogram kept by triggers: counted attempts per score, at most 26 rows)
 *   gives everyone who took the test, those with fewer correct answers and those with more;
 * - an index range of quiz_attempts_board_idx, the counted attempts with the same score, gives those
 *   slower and those faster;
 * - the candidate's own counted attempt (quiz_attempts_counted_idx) is taken out of those counts, so
 *   they compare the attempt with the OTHER candidates (for a counted attempt it is the attempt
 *   itself, which neither beats nor is beaten by itself).
 *
 * - beaten: fewer correct answers, or as many in more time; better: more correct, or as many in less.
 * - takers = the others + the candidate; percentile = beaten / others, whole percent rounded down,
 *   only when takers ≥ PERCENTILE_MIN_TAKERS.
 * - rank = better + 1, for a counted attempt only (a retake has none).
 */

type Db = Pick<AppDatabase, 'select'>;

/** A Postgres array as either driver returns it: a JS array, or its text form '{1,2,3}'. */
export function arrayValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}

/** A json column as either driver returns it: parsed already, or as text. */
export function jsonValue<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** An attempt as attempt_standings (migration 0005) returns it. */
type Row = [
  attemptId: string,
  category: string,
  topic: string,
  level: number,
  totalQuestion: number,
  correctAnswer: number,
  wrongAnswer: number,
  submittedAtMs: number,
  timeTakenSeconds: number,
  counted: boolean,
  /** standing_counts: [all, fewer correct, more correct, slower, faster, own correct?, own seconds?]. */
  counts: number[],
  badges: string[] | null,
];

/** Where an attempt stands: its rank (counted attempts only), the takers and the percentile with its text. */
export interface Placement {
  readonly rank: number | null;
  readonly takers: number;
  readonly percentile: number | null;
  readonly percentile_text: string;
}

/**
 * The ranking rules above, from the counts of 0005's standing_counts (or 0008's mock_standing_counts,
 * the same layout over a mock's marks): [all, lower, higher, same and slower, same and faster, own
 * counted score?, own counted seconds?]. `score` is what ranks (correct answers, or a mock's marks as
 * an integer); ties go to the faster.
 */
export function placement(
  counts: readonly number[],
  score: number,
  seconds: number,
  counted: boolean,
): Placement {
  const [all = 0, fewer = 0, more = 0, slower = 0, faster = 0, ownScore, ownSeconds] = counts;
  const hasOwn = ownScore !== undefined && ownSeconds !== undefined;
  // The candidate's own counted attempt is in the counts above: take it out, to compare with the others.
  const ownBeaten = hasOwn && (ownScore < score || (ownScore === score && ownSeconds > seconds));
  const ownBetter = hasOwn && (ownScore > score || (ownScore === score && ownSeconds < seconds));
  const others = all - (hasOwn ? 1 : 0);
  const beaten = fewer + slower - (ownBeaten ? 1 : 0);
  const better = more + faster - (ownBetter ? 1 : 0);
  const takers = others + 1;
  const percentile = takers >= PERCENTILE_MIN_TAKERS ? Math.floor((100 * beaten) / others) : null;
  return {
    rank: counted ? better + 1 : null,
    takers,
    percentile,
    percentile_text: percentile === null ? PROGRESS_MESSAGES.fewTakers : percentileText(percentile),
  };
}

function standingOf(row: Row): AttemptStanding {
  const [attemptId, category, topic, levelNumber, totalQuestion, correct, wrong, submittedAtMs, seconds] =
    row;
  const counted = row[9];
  const place = placement(row[10], correct, seconds, counted);
  const daily = category === DAILY_CATEGORY;
  const level = daily ? null : levelLabel(levelNumber as LevelNumber);
  return {
    attempt_id: attemptId,
    kind: daily ? 'daily' : 'topic',
    category: daily ? null : category,
    topic: daily ? null : topic,
    level,
    daily_id: daily ? topic : null,
    title: daily ? dailyTitle(topic) : `${topicTitle(category, topic)}, ${level}`,
    total_question: totalQuestion,
    correct_answer: correct,
    wrong_answer: wrong,
    submitted_at: new Date(Number(submittedAtMs)).toISOString(),
    time_taken_seconds: seconds,
    counted,
    ...place,
  };
}

/** One query: attempt_standings(user, one attempt or null for all), from the user's row. */
async function standings(db: Db, userId: number, attemptId: string | null): Promise<Row[]> {
  const [found] = await db
    .select({ rows: sql<unknown>`attempt_standings(${users.id}, ${attemptId}::text)` })
    .from(users)
    .where(eq(users.id, userId));
  return jsonValue<Row[]>(found?.rows, []);
}

/** One attempt of the user with its standing and the badges it earned; undefined when the user has no such attempt. */
export async function attemptStanding(
  db: Db,
  userId: number,
  attemptId: string,
): Promise<{ standing: AttemptStanding; newBadges: BadgeId[] } | undefined> {
  const [row] = await standings(db, userId, attemptId);
  if (!row) return undefined;
  const known = new Set<string>(BADGE_IDS);
  return {
    standing: standingOf(row),
    newBadges: (row[11] ?? []).filter((badge): badge is BadgeId => known.has(badge)),
  };
}

/** Every attempt of the user, newest first, with its standing. */
export async function attemptStandings(db: Db, userId: number): Promise<AttemptStanding[]> {
  return (await standings(db, userId, null)).map(standingOf);
}
