import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  attemptTitle,
  MOCK_GRACE_SECONDS,
  MOCK_MESSAGES,
  type MockAttempt,
  type MockAttemptSummary,
  type MockResult,
  type ReviewResponse,
  type SubmissionPayload,
} from '../../contract/mocks';
import { compareFractions, fraction } from '../../contract/mocks-marks';
import type { AppDatabase } from '../db/open';
import { mockAttempts, sessions, users } from '../db/schema';
import type { CachedSession } from '../accounts/session-cache';
import { sessionColumns, type LiveSession } from '../accounts/sessions';
import { preparedPer } from '../db/prepared';
import { placement } from '../progress/standing';
import { isUniqueViolation } from '../quiz/attempts';
import type { LoadedMock, MockCatalogue } from './catalogue';
import { markAnswers, maxMarks, scoreDenominator, scoreUnits } from './scoring';
import { publicPaper } from './catalogue';

/**
 * Mock attempts in the database (issue 18): start (reload-safe), submit (once, in one UPDATE that
 * writes the answers, the totals and whether it is counted: never half an attempt), the result with
 * its rank, the review, the list. A refusal throws MockRefusal with a contract message; nothing is
 * written then.
 */
type Db = AppDatabase;
type Row = typeof mockAttempts.$inferSelect;

export class MockRefusal extends Error {
  override name = 'MockRefusal';
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

const graceMs = MOCK_GRACE_SECONDS * 1000;
const newAttemptId = () => randomBytes(16).toString('hex');

function attemptView(row: Row, durationSeconds: number): MockAttempt {
  return {
    attempt_id: row.attemptId,
    exam: row.exam,
    mock: row.mock,
    started_at: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    duration_seconds: durationSeconds,
  };
}

async function openAttempt(db: Db, userId: number, exam: string, mock: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.userId, userId),
        eq(mockAttempts.exam, exam),
        eq(mockAttempts.mock, mock),
        eq(mockAttempts.status, 'open'),
      ),
    );
  return row;
}

/**
 * Starts `mock` for the user on the server's clock, or gives back their open attempt of it while it
 * can still be submitted (a reload, a second tab, two clicks at once). An open attempt past its
 * deadline and grace is closed as 'lapsed' first: it was never submitted and never will be.
 */
export async function startAttempt(
  db: Db,
  userId: number,
  mock: LoadedMock,
  now: Date,
): Promise<{ attempt: MockAttempt; resumed: boolean }> {
  const { exam } = mock.pattern;
  const duration = mock.pattern.durationSeconds;
  for (let tries = 0; ; tries++) {
    const open = await openAttempt(db, userId, exam, mock.stored.number);
    if (open && open.deadline.getTime() + graceMs > now.getTime())
      return { attempt: attemptView(open, duration), resumed: true };
    if (open)
      await db
        .update(mockAttempts)
        .set({ status: 'lapsed' })
        .where(and(eq(mockAttempts.id, open.id), eq(mockAttempts.status, 'open')));
    try {
      const [row] = await db
        .insert(mockAttempts)
        .values({
          attemptId: newAttemptId(),
          userId,
          exam,
          mock: mock.stored.number,
          startedAt: now,
          deadline: new Date(now.getTime() + duration * 1000),
        })
        .returning();
      return { attempt: attemptView(row!, duration), resumed: false };
    } catch (error) {
      // A concurrent start of the same mock won: the next round finds its attempt.
      if (tries >= 2 || !isUniqueViolation(error, 'mock_attempts_open_idx')) throw error;
    }
  }
}

async function findAttempt(db: Db, userId: number, attemptId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.attemptId, attemptId), eq(mockAttempts.userId, userId)));
  return row;
}

/** The mock of an attempt row (undefined only if a paper was withdrawn, which published papers never are). */
function mockOf(catalogue: MockCatalogue, row: Row): LoadedMock {
  const mock = catalogue.mock(row.exam, row.mock);
  if (!mock)
    throw new Error(`Attempt ${row.attemptId} is of ${row.exam} mock ${row.mock}, which is not published`);
  return mock;
}

/** The answers of a submission as a map, refused when they do not fit the mock (issue 18 §7). */
export function checkSubmission(mock: LoadedMock, payload: SubmissionPayload): Map<number, string> {
  if (payload.answers.length > mock.questions.size) throw new MockRefusal(422, MOCK_MESSAGES.tooManyAnswers);
  const answers = new Map<number, string>();
  for (const { question_id: id, option_id: option } of payload.answers) {
    if (!mock.questions.has(id)) throw new MockRefusal(422, MOCK_MESSAGES.notInMock);
    if (answers.has(id)) throw new MockRefusal(422, MOCK_MESSAGES.answeredTwice);
    answers.set(id, option);
  }
  for (const id of payload.marked)
    if (!mock.questions.has(id)) throw new MockRefusal(422, MOCK_MESSAGES.notInMock);
  return answers;
}

/**
 * Scores and stores a submission, once. A repeat (or a concurrent twin) answers the stored result;
 * after the deadline and grace, or for a lapsed attempt, 422 timeOver; another candidate's attempt is
 * unknown (404).
 */
export async function submitAttempt(
  db: Db,
  catalogue: MockCatalogue,
  userId: number,
  attemptId: string,
  payload: SubmissionPayload,
  now: Date,
): Promise<MockResult> {
  const row = await findAttempt(db, userId, attemptId);
  if (!row) throw new MockRefusal(404, MOCK_MESSAGES.unknownAttempt);
  if (row.status === 'submitted') return resultOf(db, catalogue, userId, attemptId);
  const mock = mockOf(catalogue, row);
  const answers = checkSubmission(mock, payload);
  if (row.status === 'lapsed' || now.getTime() > row.deadline.getTime() + graceMs)
    throw new MockRefusal(422, MOCK_MESSAGES.timeOver);
  const marking = markAnswers(mock, answers);
  const denominator = scoreDenominator(mock.pattern);
  const elapsed = Math.floor((now.getTime() - row.startedAt.getTime()) / 1000);
  const values = {
    status: 'submitted' as const,
    submittedAt: now,
    timeTakenSeconds: Math.max(0, Math.min(elapsed, mock.pattern.durationSeconds)),
    answers: Object.fromEntries([...answers].map(([id, option]) => [String(id), option])),
    marked: [...new Set(payload.marked)].sort((a, b) => a - b),
    correct: marking.correct,
    wrong: marking.wrong,
    score: scoreUnits(marking.marks, denominator),
    scoreDenominator: denominator,
  };
  const first = sql`not exists (select 1 from ${mockAttempts} as o where o.user_id = ${userId} and o.exam = ${row.exam} and o.mock = ${row.mock} and o.counted)`;
  for (let tries = 0; ; tries++) {
    try {
      // One statement: the answers, the totals and the counted flag together, or nothing.
      await db
        .update(mockAttempts)
        .set({ ...values, counted: tries === 0 ? first : false })
        .where(and(eq(mockAttempts.id, row.id), eq(mockAttempts.status, 'open')));
      break;
    } catch (error) {
      // Another attempt of the same mock by the same candidate was counted at the same instant.
      if (tries >= 2 || !isUniqueViolation(error, 'mock_attempts_counted_idx')) throw error;
    }
  }
  // Whether this UPDATE or a concurrent twin stored it, the stored result is the answer.
  return resultOf(db, catalogue, userId, attemptId);
}

/** A candidate's attempt with the counts its rank is read from (every result asks it: prepared). */
const attemptWithCounts = preparedPer((db: Db) =>
  db
    .select({
      row: mockAttempts,
      counts: sql<unknown>`mock_standing_counts(${mockAttempts.exam}, ${mockAttempts.mock}, ${mockAttempts.score}, ${mockAttempts.timeTakenSeconds}, ${mockAttempts.userId}, ${mockAttempts.counted})`,
    })
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.attemptId, sql.placeholder('attemptId')),
        eq(mockAttempts.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('mock_attempt_with_counts'),
);

/** The result of a submitted attempt, with its rank among the first attempts of the mock. */
export async function resultOf(
  db: Db,
  catalogue: MockCatalogue,
  userId: number,
  attemptId: string,
): Promise<MockResult> {
  const [found] = await attemptWithCounts(db).execute({ attemptId, userId });
  if (!found) throw new MockRefusal(404, MOCK_MESSAGES.unknownAttempt);
  return resultOfRow(catalogue, found.row, found.counts);
}

/**
 * The session a token's hash names (accounts/sessions.ts sessionColumns), and the attempt of that
 * session's user with the counts of its rank, in one statement: the result screen's request, which
 * every candidate of a mock asks at once when it ends, makes one round trip to the database instead of
 * two (on a two-core machine each round trip is a wake-up of another process, and was a third of the
 * server's CPU a result). No session row: no row. A session without that attempt: `row` is null.
 */
const attemptOfSession = preparedPer((db: Db) =>
  db
    .select({
      ...sessionColumns,
      row: mockAttempts,
      counts: sql<unknown>`case when ${mockAttempts.attemptId} is null then null else mock_standing_counts(${mockAttempts.exam}, ${mockAttempts.mock}, ${mockAttempts.score}, ${mockAttempts.timeTakenSeconds}, ${mockAttempts.userId}, ${mockAttempts.counted}) end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      mockAttempts,
      and(eq(mockAttempts.attemptId, sql.placeholder('attemptId')), eq(mockAttempts.userId, sessions.userId)),
    )
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('mock_attempt_of_session'),
);

/**
 * resultOf for the session whose token hashes to `tokenHash`, read with it in one statement. The
 * session passes the same rules as every other request's (`keepAlive`); undefined when it is not live.
 */
export async function resultOfSession(
  db: Db,
  catalogue: MockCatalogue,
  tokenHash: string,
  attemptId: string,
  keepAlive: (session: CachedSession) => Promise<LiveSession | undefined>,
): Promise<MockResult | undefined> {
  const [found] = await attemptOfSession(db).execute({ tokenHash, attemptId });
  if (!found) return undefined;
  const { user, startedAt, lastSeenAt, expiresAt } = found;
  if (!(await keepAlive({ user, startedAt, lastSeenAt, expiresAt, tokenHash }))) return undefined;
  if (!found.row) throw new MockRefusal(404, MOCK_MESSAGES.unknownAttempt);
  return resultOfRow(catalogue, found.row, found.counts);
}

function resultOfRow(catalogue: MockCatalogue, row: Row, rankCounts: unknown): MockResult {
  if (row.status !== 'submitted') throw new MockRefusal(409, MOCK_MESSAGES.notSubmitted);
  const mock = mockOf(catalogue, row);
  const answers = new Map(Object.entries(row.answers ?? {}).map(([id, option]) => [Number(id), option]));
  const marking = markAnswers(mock, answers);
  const marks = fraction(row.score!, row.scoreDenominator!);
  const max = maxMarks(mock);
  const counts = arrayOfNumbers(rankCounts);
  const place = placement(counts, row.score!, row.timeTakenSeconds!, row.counted);
  const { pattern } = mock;
  const qualifyingMarks =
    pattern.qualifyingPercent === null
      ? null
      : fraction(max.numerator * pattern.qualifyingPercent, max.denominator * 100);
  return {
    attempt_id: row.attemptId,
    exam: row.exam,
    mock: row.mock,
    title: attemptTitle(pattern.name, row.mock),
    questions: mock.questions.size,
    attempted: row.correct! + row.wrong!,
    correct: row.correct!,
    wrong: row.wrong!,
    marks,
    max_marks: max,
    marks_per_question: pattern.marksPerQuestion,
    negative_marks: pattern.negativeMarks,
    sections: marking.sections,
    started_at: row.startedAt.toISOString(),
    submitted_at: row.submittedAt!.toISOString(),
    time_taken_seconds: row.timeTakenSeconds!,
    counted: row.counted,
    ...place,
    qualifying:
      qualifyingMarks === null
        ? null
        : {
            percent: pattern.qualifyingPercent!,
            marks: qualifyingMarks,
            reached: compareFractions(marks, qualifyingMarks) >= 0,
          },
    cut_off: pattern.cutOff
      ? { ...pattern.cutOff, reached: compareFractions(marks, pattern.cutOff.marks) >= 0 }
      : null,
    weakest_topics: marking.weakest,
  };
}

/** A Postgres integer array as either driver returns it. */
function arrayOfNumbers(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/** The review of a submitted attempt: the published paper with the choices, the key and the explanations. */
export async function reviewOf(
  db: Db,
  catalogue: MockCatalogue,
  userId: number,
  attemptId: string,
): Promise<ReviewResponse['data']> {
  const row = await findAttempt(db, userId, attemptId);
  if (!row) throw new MockRefusal(404, MOCK_MESSAGES.unknownAttempt);
  if (row.status !== 'submitted') throw new MockRefusal(409, MOCK_MESSAGES.notSubmitted);
  const mock = mockOf(catalogue, row);
  const paper = publicPaper(mock.pattern, mock.stored);
  const answers = row.answers ?? {};
  const marked = new Set(row.marked ?? []);
  return {
    attempt_id: row.attemptId,
    exam: row.exam,
    mock: row.mock,
    title: attemptTitle(mock.pattern.name, row.mock),
    sections: paper.sections.map((section, s) => ({
      key: section.key,
      title: section.title,
      questions: section.questions.map((q, i) => {
        const stored = mock.stored.sections[s]!.questions[i]!;
        const chosen = answers[String(q.id)];
        const { hi, ...english } = q;
        return {
          ...english,
          chosen: chosen === 'a' || chosen === 'b' || chosen === 'c' || chosen === 'd' ? chosen : null,
          right: stored.answer,
          explanation: stored.explanation,
          marked: marked.has(q.id),
          ...(hi && stored.hi ? { hi: { ...hi, explanation: stored.hi.explanation } } : {}),
        };
      }),
    })),
  };
}

/** The user's attempts, newest first: submitted ones, and open ones that can still be submitted. */
export async function attemptsOf(
  db: Db,
  catalogue: MockCatalogue,
  userId: number,
  now: Date,
): Promise<MockAttemptSummary[]> {
  const rows = await db
    .select()
    .from(mockAttempts)
    .where(eq(mockAttempts.userId, userId))
    .orderBy(desc(mockAttempts.startedAt), desc(mockAttempts.id));
  return rows
    .filter(
      (r) =>
        r.status === 'submitted' || (r.status === 'open' && r.deadline.getTime() + graceMs > now.getTime()),
    )
    .flatMap((r) => {
      const mock = catalogue.mock(r.exam, r.mock);
      if (!mock) return [];
      return [
        {
          attempt_id: r.attemptId,
          exam: r.exam,
          mock: r.mock,
          title: attemptTitle(mock.pattern.name, r.mock),
          started_at: r.startedAt.toISOString(),
          deadline: r.deadline.toISOString(),
          submitted_at: r.submittedAt?.toISOString() ?? null,
          marks: r.status === 'submitted' ? fraction(r.score!, r.scoreDenominator!) : null,
          max_marks: maxMarks(mock),
          counted: r.counted,
        },
      ];
    });
}
