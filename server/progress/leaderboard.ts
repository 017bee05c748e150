import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardRow } from '../../contract/leaderboard';
import { defaultDisplayName } from '../../contract/profile';
import type { AppDatabase } from '../db/open';
import { quizAttempts, userProfiles, users } from '../db/schema';

/**
 * A leaderboard (design §7) in one query: the counted (first) attempts of one test in a period,
 * ranked by correct answers then time taken (rank(): ties share a rank, the next skips), counting
 * hidden candidates too; then the top LEADERBOARD_SIZE rows of candidates who do not hide, plus the
 * viewer's own row wherever it is. Display names only: e-mail and phone are never selected.
 */

export interface BoardScope {
  readonly category: string;
  readonly topic: string;
  readonly level: number;
  /** Attempts submitted from this instant (inclusive) to `to` (exclusive). */
  readonly from: Date;
  readonly to: Date;
}

export interface Board {
  readonly takers: number;
  readonly rows: LeaderboardRow[];
  readonly you: LeaderboardRow | null;
  readonly youHidden: boolean;
}

type Db = Pick<AppDatabase, 'select' | '$with' | 'with'>;

export async function leaderboard(db: Db, scope: BoardScope, viewerId: number): Promise<Board> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: quizAttempts.id,
        userId: sql<number>`${quizAttempts.userId}`.as('ranked_user_id'),
        correct: quizAttempts.correctAnswer,
        total: quizAttempts.totalQuestion,
        seconds: quizAttempts.timeTakenSeconds,
        name: users.name,
        state: users.state,
        displayName: userProfiles.displayName,
        hidden: sql<boolean>`coalesce(${userProfiles.hiddenFromBoards}, false)`.as('hidden'),
        rank: sql<number>`rank() over (order by ${quizAttempts.correctAnswer} desc, ${quizAttempts.timeTakenSeconds} asc)::int`.as(
          'rank',
        ),
        takers: sql<number>`count(*) over ()::int`.as('takers'),
      })
      .from(quizAttempts)
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, quizAttempts.userId))
      .where(
        and(
          eq(quizAttempts.counted, true),
          eq(quizAttempts.category, scope.category),
          eq(quizAttempts.topic, scope.topic),
          eq(quizAttempts.level, scope.level),
          gte(quizAttempts.submittedAt, scope.from),
          lt(quizAttempts.submittedAt, scope.to),
        ),
      ),
  );
  const placed = db.$with('placed').as(
    db
      .select({
        id: ranked.id,
        userId: ranked.userId,
        correct: ranked.correct,
        total: ranked.total,
        seconds: ranked.seconds,
        name: ranked.name,
        state: ranked.state,
        displayName: ranked.displayName,
        hidden: ranked.hidden,
        rank: ranked.rank,
        takers: ranked.takers,
        // The place among the rows others may see (hidden candidates have none).
        visiblePlace: sql<
          number | null
        >`case when not ${ranked.hidden} then row_number() over (partition by ${ranked.hidden} order by ${ranked.rank}, ${ranked.seconds}, ${ranked.id}) end`.as(
          'visible_place',
        ),
      })
      .from(ranked),
  );
  const rows = await db
    .with(ranked, placed)
    .select()
    .from(placed)
    .where(or(sql`${placed.visiblePlace} <= ${LEADERBOARD_SIZE}`, eq(placed.userId, viewerId)))
    .orderBy(asc(placed.rank), asc(placed.seconds), asc(placed.id));

  const rowOf = (row: (typeof rows)[number]): LeaderboardRow => ({
    rank: Number(row.rank),
    display_name: row.displayName ?? defaultDisplayName(row.name, row.state),
    correct_answer: row.correct,
    total_question: row.total,
    time_taken_seconds: row.seconds,
    is_you: Number(row.userId) === viewerId,
  });
  const mine = rows.find((row) => Number(row.userId) === viewerId);
  return {
    takers: Number(rows[0]?.takers ?? 0),
    rows: rows
      .filter((row) => row.visiblePlace !== null && Number(row.visiblePlace) <= LEADERBOARD_SIZE)
      .map(rowOf),
    you: mine ? rowOf(mine) : null,
    youHidden: mine ? Boolean(mine.hidden) : false,
  };
}
