import { and, arrayContained, arrayContains, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type HistoryRecord } from '../../contract/history';
import { QUIZ_MESSAGES, UNANSWERED, type ReviewItem, type SubmitPayload } from '../../contract/quiz';
import { levelFromLabel, levelLabel, type LevelNumber } from '../../contract/levels';
import { findCategory, topicTitle } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { questions, quizAttempts, servedQuizzes } from '../db/schema';
import { awardBadges } from '../progress/badges';
import { DAILY_CATEGORY } from '../progress/daily-set';
import { indianDay } from '../progress/indian-day';
import { hindiInServedOrder, inServedOrder } from './draw';
import { firstInvalidAnswer, inEnglishOptions, score, type Totals } from './scoring';

/**
 * Submissions (design §3): scored on the server against the questions it served this user, stored
 * once per (user, attempt_id), and read back for the final result, the history and the review.
 */

/** A submission the server will not score: the status and message to answer with. */
export class QuizRefusal extends Error {
  override name = 'QuizRefusal';
  constructor(
    readonly status: 400 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'transaction'>;

/**
 * A submission as the routes hand it over (the wire's names mapped at the edge): a topic test's
 * (POST /api/reasoning/result: its topic and level) or a daily quiz's (POST /api/daily/result: the
 * day as its topic, level 0).
 */
export interface Submission {
  readonly kind: 'topic' | 'daily';
  readonly attemptId: string;
  readonly questionIds: readonly number[];
  readonly answers: readonly string[];
  /** The questions marked for review at submission (each one of questionIds); never scored. */
  readonly marked: readonly number[];
  readonly attemptTime: string;
  readonly topic: string;
  readonly level: number;
}

/** A topic test's payload as a Submission. */
export function topicSubmission(payload: SubmitPayload): Submission {
  return {
    kind: 'topic',
    attemptId: String(payload.attempt_id),
    questionIds: payload.question_id,
    answers: payload.right_answer,
    marked: payload.marked_question_id ?? [],
    attemptTime: payload.attempt_time,
    topic: payload.subject_id,
    level: levelFromLabel(payload.level) ?? -1,
  };
}

/** How often a submission is tried again when a concurrent one of the same test took the "counted" place. */
const COUNTED_RACE_RETRIES = 3;

/**
 * Scores and stores a submission of `userId` (the session's user). Throws QuizRefusal when it cannot be
 * accepted; nothing is written then. The same submission again (or twenty at once) stores one attempt
 * and answers the same totals. The attempt records its time taken (draw to submission, server clock),
 * its Indian day and whether it counts (the user's first at that test), and earns its badges.
 */
export async function submitAttempt(
  db: Db,
  userId: number,
  submission: Submission,
  now: Date,
  wrongTestMessage: string = QUIZ_MESSAGES.wrongTest,
): Promise<Totals> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await submitOnce(db, userId, submission, now, wrongTestMessage);
    } catch (error) {
      // Two different attempts at the same test stored at once both thought they were the first: the
      // partial unique index refused the second, whose transaction wrote nothing. Again, it sees the first.
      if (attempt >= COUNTED_RACE_RETRIES || !isUniqueViolation(error, 'quiz_attempts_counted_idx'))
        throw error;
    }
  }
}

async function submitOnce(
  db: Db,
  userId: number,
  submission: Submission,
  now: Date,
  wrongTestMessage: string,
): Promise<Totals> {
  const { attemptId, questionIds: ids, answers } = submission;

  // Already stored: the same submission again gets the same result, a different one is refused.
  const stored = await findAttemptRow(db, userId, attemptId);
  if (stored) return sameOrRefuse(stored, ids, answers);

  // The user's served quizzes that hold exactly these questions, newest first.
  const served = await db
    .select()
    .from(servedQuizzes)
    .where(
      and(
        eq(servedQuizzes.userId, userId),
        arrayContains(servedQuizzes.questionIds, [...ids]),
        arrayContained(servedQuizzes.questionIds, [...ids]),
      ),
    )
    .orderBy(desc(servedQuizzes.servedAt), desc(servedQuizzes.id))
    .limit(50);
  if (served.length === 0) throw new QuizRefusal(422, QUIZ_MESSAGES.notServed);
  const quiz = served.find((s) => s.usedAt === null);
  if (!quiz) return storedOrRefuse(db, userId, attemptId, ids, answers);
  if (quiz.expiresAt.getTime() <= now.getTime()) throw new QuizRefusal(422, QUIZ_MESSAGES.timeOver);
  const isDaily = quiz.category === DAILY_CATEGORY;
  if (
    isDaily !== (submission.kind === 'daily') ||
    submission.topic !== quiz.topic ||
    submission.level !== quiz.level
  ) {
    throw new QuizRefusal(400, wrongTestMessage);
  }

  const bank = await db
    .select({
      id: questions.id,
      options: questions.options,
      answer: questions.answer,
      hiOptions: sql<string[] | null>`${questions.hi} -> 'options'`,
    })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  const byId = new Map(bank.map((q) => [q.id, q]));
  const items = ids.map((id) => byId.get(id));
  if (items.some((item) => item === undefined)) throw new QuizRefusal(422, QUIZ_MESSAGES.notServed);
  const scored = items as NonNullable<(typeof items)[number]>[];
  const english = inEnglishOptions(scored, answers);
  const invalid = firstInvalidAnswer(scored, english);
  if (invalid !== undefined) {
    throw new QuizRefusal(
      400,
      `The answer to question ${invalid + 1} is not one of its options (or "${UNANSWERED}").`,
    );
  }
  const totals = score(scored, english);

  try {
    return await db.transaction(async (tx) => {
      // Claim the served quiz first: a concurrent submission of it waits here, then finds it used.
      const [claimed] = await tx
        .update(servedQuizzes)
        .set({ usedAt: now })
        .where(and(eq(servedQuizzes.id, quiz.id), isNull(servedQuizzes.usedAt)))
        .returning({ id: servedQuizzes.id });
      if (!claimed) throw new AttemptRace();
      const sameTest = and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.category, quiz.category),
        eq(quizAttempts.topic, quiz.topic),
        eq(quizAttempts.level, quiz.level),
        eq(quizAttempts.counted, true),
      );
      const [earlier] = await tx.select({ id: quizAttempts.id }).from(quizAttempts).where(sameTest).limit(1);
      const day = indianDay(now);
      const [inserted] = await tx
        .insert(quizAttempts)
        .values({
          userId,
          attemptId,
          servedQuizId: quiz.id,
          category: quiz.category,
          topic: quiz.topic,
          level: quiz.level,
          questionIds: [...ids],
          answers: english,
          markedQuestionIds: [...submission.marked],
          totalQuestion: totals.total,
          correctAnswer: totals.correct,
          wrongAnswer: totals.wrong,
          clientAttemptTime: submission.attemptTime,
          submittedAt: now,
          indianDay: day,
          timeTakenSeconds: Math.max(0, Math.floor((now.getTime() - quiz.servedAt.getTime()) / 1000)),
          counted: earlier === undefined,
        })
        .onConflictDoNothing({ target: [quizAttempts.userId, quizAttempts.attemptId] })
        .returning({ id: quizAttempts.id });
      // The attempt id was stored meanwhile (for another served quiz): undo the claim.
      if (!inserted) throw new AttemptRace();
      await awardBadges(tx, {
        userId,
        attemptRowId: inserted.id,
        now,
        today: day,
        perfect: totals.total > 0 && totals.correct === totals.total,
      });
      return totals;
    });
  } catch (error) {
    if (!(error instanceof AttemptRace)) throw error;
    // Another request stored first (the transaction above wrote nothing): answer as if it came after.
    return storedOrRefuse(db, userId, attemptId, ids, answers);
  }
}

/** True when a database error (as the driver or Drizzle wraps it) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

/**
 * The served quiz is used already. When the same submission stored it (a concurrent twin that
 * committed after this one first looked, or won the claim), answer as if this came after; else it
 * was used by another attempt: 409.
 */
async function storedOrRefuse(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
  attemptId: string,
  ids: readonly number[],
  answers: readonly string[],
): Promise<Totals> {
  const winner = await findAttemptRow(db, userId, attemptId);
  if (winner) return sameOrRefuse(winner, ids, answers);
  throw new QuizRefusal(409, QUIZ_MESSAGES.alreadySubmitted);
}

/** Thrown inside the transaction to roll it back when a concurrent submission won. */
class AttemptRace extends Error {}

type AttemptRow = typeof quizAttempts.$inferSelect;

async function findAttemptRow(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptId, attemptId)))
    .limit(1);
  return row;
}

/** The stored totals when the submission answers the same questions the same way, else a 409. */
function sameOrRefuse(stored: AttemptRow, ids: readonly number[], answers: readonly string[]): Totals {
  const storedAnswers = new Map(stored.questionIds.map((id, i) => [id, stored.answers[i]]));
  const same =
    stored.questionIds.length === ids.length && ids.every((id, i) => storedAnswers.get(id) === answers[i]);
  if (!same) throw new QuizRefusal(409, QUIZ_MESSAGES.attemptConflict);
  return totalsOf(stored);
}

function totalsOf(row: Pick<AttemptRow, 'totalQuestion' | 'correctAnswer' | 'wrongAnswer'>): Totals {
  return { total: row.totalQuestion, correct: row.correctAnswer, wrong: row.wrongAnswer };
}

/**
 * The stored totals of a user's attempt, or undefined when there is none. `topic` and `level`, when
 * given, must be the attempt's too.
 */
export async function findAttemptTotals(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
  attemptId: string,
  expect: { topic?: string; level?: LevelNumber } = {},
): Promise<Totals | undefined> {
  const row = await findAttemptRow(db, userId, attemptId);
  if (!row) return undefined;
  if (expect.topic !== undefined && expect.topic !== row.topic) return undefined;
  if (expect.level !== undefined && expect.level !== row.level) return undefined;
  return totalsOf(row);
}

/**
 * A user's topic-test attempts, newest first, as the history page reads them. Daily quizzes are left
 * out: the specified rows need a level (design §7; GET /api/progress/attempts lists them).
 */
export async function attemptHistory(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
): Promise<HistoryRecord[]> {
  const rows = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), ne(quizAttempts.category, DAILY_CATEGORY)))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
  return rows.map((row) => ({
    attempt_id: row.attemptId,
    book_name: findCategory(row.category)?.title ?? row.category,
    chapter_name: topicTitle(row.category, row.topic),
    level: levelLabel(row.level as LevelNumber),
    total_question: row.totalQuestion,
    correct_answer: row.correctAnswer,
    wrong_answer: row.wrongAnswer,
    current_date: row.submittedAt.toISOString(),
  }));
}

/**
 * A user's finished attempt question by question, the options in the order they were served, or
 * undefined when the user has no such attempt (another user's attempt is "no such attempt" too).
 */
export async function attemptReview(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
  attemptId: string,
): Promise<ReviewItem[] | undefined> {
  const [found] = await db
    .select({
      attempt: quizAttempts,
      served: { questionIds: servedQuizzes.questionIds, optionOrder: servedQuizzes.optionOrder },
    })
    .from(quizAttempts)
    .innerJoin(servedQuizzes, eq(servedQuizzes.id, quizAttempts.servedQuizId))
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptId, attemptId)))
    .limit(1);
  if (!found) return undefined;
  const { attempt, served } = found;
  const bank = await db
    .select({
      id: questions.id,
      question: questions.question,
      options: questions.options,
      answer: questions.answer,
      explanation: questions.explanation,
      figure: questions.figure,
      hi: questions.hi,
    })
    .from(questions)
    .where(inArray(questions.id, attempt.questionIds));
  const byId = new Map(bank.map((q) => [q.id, q]));
  const orderOf = new Map(served.questionIds.map((id, i) => [id, served.optionOrder[i]]));
  return attempt.questionIds.flatMap((id, i) => {
    const q = byId.get(id);
    if (!q) return []; // questions are never deleted, only retired; kept safe all the same
    const order = orderOf.get(id) ?? [0, 1, 2, 3];
    return [
      {
        id: q.id,
        question: q.question,
        ...inServedOrder(q, order),
        chosen: attempt.answers[i] ?? UNANSWERED,
        rightAnswer: q.answer,
        explanation: q.explanation,
        marked: attempt.markedQuestionIds.includes(id),
        // issue 15: the Hindi in the same served order; `chosen` and `rightAnswer` stay the English
        // options' texts (the options' identities), which the screen maps to Hindi by position.
        ...(q.hi ? { hi: { ...hindiInServedOrder(q.hi, order), explanation: q.hi.explanation } } : {}),
      },
    ];
  });
}
