import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language } from '../../contract/languages';
import type { QuestionFigure, QuestionHindi } from '../../contract/quiz';

/**
 * The one database schema, for PGlite and PostgreSQL alike. `npx drizzle-kit generate` turns changes
 * here into a new migration in ./migrations, which both drivers run at start-up.
 *
 * The catalogue tables below are filled from the data files in server/seed/. Their keys come from those
 * files (a qualification's name, a job's or an exam's id), so seeding again finds the same rows
 * instead of adding copies, and an id a client has seen stays the same across restarts.
 *
 * States are not stored: contract/states.ts is the single list, shared with the client.
 */

export const qualifications = pgTable('qualifications', {
  name: text('name').primaryKey(),
  /** Display order, as in qualifications.json. */
  position: integer('position').notNull(),
});

export const govtJobs = pgTable(
  'govt_jobs',
  {
    /**
     * Seeded jobs keep the id of their data file; jobs imported with `npm run jobs -- import` take theirs
     * from the identity, which starts at 1,000,000 (data files keep their ids below it) so the two never meet.
     */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000 }),
    organisation: text('organisation').notNull(),
    title: text('title').notNull(),
    /** A state name of contract/states.ts, or 'All India'. */
    location: text('location').notNull(),
    /** One or more qualification names, comma-separated, as the client's filter matches by substring. */
    qualification: text('qualification').notNull(),
    vacancies: integer('vacancies').notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** As published: with or without an http(s) prefix; the client adds https:// when missing. */
    weblink: text('weblink').notNull(),
    /** The mock exam of the job's recruitment exam (contract/mocks.ts MOCK_EXAMS key), if it has one (issue 18). */
    mockExam: text('mock_exam'),
  },
  (table) => [
    index('govt_jobs_last_date_idx').on(table.lastDate, table.id),
    check('govt_jobs_vacancies_positive', sql`${table.vacancies} > 0`),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey(),
    /** The exam body's slug of contract/exam-families.ts (ssc, rrb, …). */
    family: text('family').notNull(),
    /** The paper's short title; missing for some RRB papers (the page then shows 'RRB'). */
    paper: text('paper'),
    paperName: text('paper_name').notNull(),
  },
  (table) => [index('exams_family_idx').on(table.family, table.id)],
);

/**
 * Accounts. The e-mail address is stored trimmed and lower-cased (normaliseEmail in
 * server/accounts/users.ts), so the unique index makes it unique regardless of case; the name, as
 * given but trimmed, is the `firstname` the client shows. Only an argon2id hash of the password.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    /** A state name of contract/states.ts. */
    state: text('state').notNull(),
    qualification: text('qualification')
      .notNull()
      .references(() => qualifications.name),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'en' or 'hi' (contract/languages.ts): what the candidate reads and is e-mailed in; null until chosen. */
    language: text('language').$type<Language>(),
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email)],
);

/**
 * Logged-in browsers. The cookie holds a random token; only its SHA-256 (hex) is stored, so a copy of
 * the database opens no session. A session ends at `expires_at` (absolute), or when unused for the
 * idle timeout (from `last_seen_at`, refreshed at most every few minutes).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** Password-reset links: single use (`used_at`), one hour; only the token's SHA-256 (hex) is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

export const MESSAGE_KINDS = ['email', 'whatsapp'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Messages to send (server/mail/outbox.ts). A route queues a row in the same transaction as the change
 * that caused it; a background sender claims rows (`FOR UPDATE SKIP LOCKED`, so N servers send each
 * once), delivers them through the transport of their kind, and retries failures with backoff.
 * `locked_until` is the claim's lease: a row left 'sending' by a server that died is claimed again
 * after it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    /** An e-mail address, or a phone number for WhatsApp. */
    to: text('to').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** E-mail only: extra headers (List-Unsubscribe of a job alert). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('outbox_kind_known', sql`${table.kind} in ('email', 'whatsapp')`),
    check('outbox_status_known', sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * Rate-limit counters (server/http/rate-limit.ts), in the database so every server copy sees the same
 * counts. One row per limit and subject (`login-ip:203.0.113.9`): a fixed window that starts with the
 * first attempt and ends at `reset_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);

/**
 * The question bank (design §4), loaded from the data files under server/content/data/ by
 * server/content/load.ts. `content_key` identifies a question across restarts and re-imports (a hash of
 * category, topic, level, the question text, its options and its figure, normalised), so loading a file
 * again finds the same rows: the id a served quiz or an attempt refers to never changes, and a
 * corrected answer or explanation is updated in place. A question no longer in its topic's file is
 * `active = false`: never drawn again, still there for the attempts that used it.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentKey: text('content_key').notNull(),
    /** A category slug of contract/topics.ts. */
    category: text('category').notNull(),
    /** A topic slug of that category. */
    topic: text('topic').notNull(),
    level: smallint('level').notNull(),
    question: text('question').notNull(),
    /** The four option texts, in the data file's order. */
    options: text('options').array().notNull(),
    /** The right option's text: one of `options`. */
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull(),
    /** Drawings for figure topics (contract/quiz.ts QuestionFigure); null for text questions. */
    figure: jsonb('figure').$type<QuestionFigure>(),
    /**
     * The question in Hindi (issue 15): question, options in the same order as `options`, explanation
     * and the drawing's text alternative; null when it has no Hindi (shown in English with a note).
     */
    hi: jsonb('hi').$type<QuestionHindi>(),
    /** Where the question comes from (the data file's `source`). */
    source: text('source').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('questions_content_key_idx').on(table.contentKey),
    index('questions_bank_idx')
      .on(table.category, table.topic, table.level)
      .where(sql`${table.active}`),
    check('questions_level_known', sql`${table.level} between 1 and 3`),
    check('questions_four_options', sql`cardinality(${table.options}) = 4`),
    check('questions_answer_is_option', sql`${table.answer} = any(${table.options})`),
  ],
);

/**
 * What GET /api/{type}/{quizId}/{level} served a user: the questions in order, and for each the order
 * its options were shown in (`option_order[i]` lists the bank's option indexes as A, B, C, D). A
 * submission is scored only against a served quiz of its user that is not past `expires_at` (served_at
 * + the quiz duration + a grace), and only once: `used_at` is set when an attempt is stored.
 */
export const servedQuizzes = pgTable(
  'served_quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    topic: text('topic').notNull(),
    level: smallint('level').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    optionOrder: jsonb('option_order').$type<number[][]>().notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('served_quizzes_user_idx').on(table.userId, table.servedAt),
    index('served_quizzes_expires_idx').on(table.expiresAt),
    // Level 0 is the daily quiz's (category 'daily', topic its day): its questions span levels.
    check('served_quizzes_level_known', sql`${table.level} between 0 and 3`),
  ],
);

/**
 * A scored submission, stored once per user and client `attempt_id` (the unique index is what makes a
 * repeated or concurrent submission count once), and at most one per served quiz. `answers[i]` is the
 * chosen option text for `question_ids[i]`, or 'unanswered'. The totals are fixed when it is scored.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id: its submit time in milliseconds, as text. */
    attemptId: text('attempt_id').notNull(),
    /** Never cascades: an attempt outlives nothing it was scored from (housekeeping deletes only unused served quizzes). */
    servedQuizId: integer('served_quiz_id')
      .notNull()
      .references(() => servedQuizzes.id),
    category: text('category').notNull(),
    topic: text('topic').notNull(),
    level: smallint('level').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    answers: text('answers').array().notNull(),
    /** The questions marked for review when it was submitted (issue 22); a repeat's marks are not compared. */
    markedQuestionIds: integer('marked_question_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    totalQuestion: integer('total_question').notNull(),
    correctAnswer: integer('correct_answer').notNull(),
    wrongAnswer: integer('wrong_answer').notNull(),
    /** The attempt_time the client sent (its own clock; kept as sent, never trusted). */
    clientAttemptTime: text('client_attempt_time').notNull(),
    /** When the server stored it: the history's date. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The Indian day (Asia/Kolkata) of `submitted_at`: streaks count these (server/progress/indian-day.ts). */
    indianDay: date('indian_day', { mode: 'string' }).notNull(),
    /** Whole seconds from the draw (the served quiz's `served_at`) to `submitted_at`, on the server's clock. */
    timeTakenSeconds: integer('time_taken_seconds').notNull(),
    /**
     * The user's first finished attempt at this topic-level (for the daily quiz, category 'daily' and
     * topic the day: their first of that day). Only counted attempts are on boards and in percentiles;
     * the partial unique index keeps it to one, also under concurrent submissions.
     */
    counted: boolean('counted').notNull(),
  },
  (table) => [
    uniqueIndex('quiz_attempts_user_attempt_idx').on(table.userId, table.attemptId),
    uniqueIndex('quiz_attempts_served_quiz_idx').on(table.servedQuizId),
    index('quiz_attempts_user_submitted_idx').on(table.userId, table.submittedAt),
    uniqueIndex('quiz_attempts_counted_idx')
      .on(table.userId, table.category, table.topic, table.level)
      .where(sql`${table.counted}`),
    // Boards and percentiles: the counted attempts of one test, best first (server/progress/).
    index('quiz_attempts_board_idx')
      .on(table.category, table.topic, table.level, table.correctAnswer.desc(), table.timeTakenSeconds)
      .where(sql`${table.counted}`),
    check(
      'quiz_attempts_totals',
      sql`${table.correctAnswer} >= 0 and ${table.wrongAnswer} >= 0 and ${table.correctAnswer} + ${table.wrongAnswer} <= ${table.totalQuestion}`,
    ),
  ],
);

/**
 * Job alerts (spec §3): one subscription per user, replaced when the user subscribes again. States are
 * names of contract/states.ts, qualifications names of the qualifications table (checked when stored).
 * Unsubscribing (a signed link in every alert, no login) deletes the row; its deliveries go with it.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** 10 digits, the first 6 to 9 (an Indian mobile number without +91). */
    whatsApp: text('whats_app').notNull(),
    states: text('states').array().notNull(),
    qualifications: text('qualifications').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('job_alerts_user_idx').on(table.userId)],
);

export const ALERT_CHANNELS = MESSAGE_KINDS;
export type AlertChannel = MessageKind;

/**
 * Which job was sent to which subscription on which channel. Written in the transaction that queues the
 * message, with ON CONFLICT DO NOTHING on this key: however often or concurrently a job is delivered,
 * each subscriber gets it once per channel.
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => govtJobs.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.subscriptionId, table.channel] }),
    index('job_alert_deliveries_subscription_idx').on(table.subscriptionId),
    check('job_alert_deliveries_channel_known', sql`${table.channel} in ('email', 'whatsapp')`),
  ],
);

/**
 * Secrets the server makes for itself when the environment gives none, stored so every server copy uses
 * the same (the key that signs unsubscribe links). Created once: INSERT … ON CONFLICT DO NOTHING, then read.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a candidate appears on leaderboards (contract/profile.ts): a chosen display name (null: the
 * default, first name, surname initial and state) and whether they hide from other candidates' boards.
 * No row means the defaults.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  hiddenFromBoards: boolean('hidden_from_boards').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Badges (contract/progress.ts BADGE_IDS): each earned once per user (the primary key), with the
 * attempt that earned it, which the result screen announces.
 */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.badge] }),
    index('user_badges_attempt_idx').on(table.attemptId),
  ],
);

/*
 * Progress aggregates (design §7, "Speed"): kept by triggers on quiz_attempts (and user_profiles,
 * users), written by hand in migration 0005, in the transaction of the write that changes them —
 * the scoring, a seed, a cascade — so they can never disagree with the attempts. Reads use them so
 * that a board, a percentile and /progress cost one small query however many attempts there are.
 */

/**
 * How many counted (first) attempts each test has at each score: the histogram a percentile is read
 * from. A test is a topic-level (category, topic, level 1-3) or a day's daily quiz ('daily', the day, 0).
 * Counting those an attempt beat takes at most 26 of these rows plus an index range of the attempts
 * with the same score, instead of every attempt at the test.
 */
export const testScoreCounts = pgTable(
  'test_score_counts',
  {
    category: text('category').notNull(),
    topic: text('topic').notNull(),
    level: smallint('level').notNull(),
    correctAnswer: integer('correct_answer').notNull(),
    takers: integer('takers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.category, table.topic, table.level, table.correctAnswer] })],
);

/**
 * A number that grows whenever a board's content may change: one row per test ('aptitude/average/1',
 * 'daily/2026-11-25/0'), raised with each counted attempt stored (or removed), and the row 'profiles',
 * raised with every change of a display name, the hide switch, or a user's name or state. Each server
 * copy caches boards in memory and checks these with one primary-key read per request
 * (server/progress/leaderboard.ts), so a board is never older than the last committed attempt.
 */
export const leaderboardVersions = pgTable('leaderboard_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /**
   * How often the test's attempts were recomputed rather than added to (a delete, an update: migration
   * 0007): a cached board may take only the new attempts while this stays the same.
   */
  rebuilds: bigint('rebuilds', { mode: 'number' }).notNull().default(0),
});

/**
 * Per candidate and topic (daily quizzes left out: their questions span topics): attempts, correct
 * answers and questions, and the accuracy (whole percent) of the latest TREND_LENGTH attempts in the
 * order they were stored: the topic analysis of /progress.
 */
export const userTopicStats = pgTable(
  'user_topic_stats',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    topic: text('topic').notNull(),
    attempts: integer('attempts').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    questions: integer('questions').notNull(),
    trend: smallint('trend').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category, table.topic] })],
);

/** Per candidate and Indian day with a finished test (daily quizzes included): how many. Streaks and the number of tests. */
export const userDays = pgTable(
  'user_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    indianDay: date('indian_day', { mode: 'string' }).notNull(),
    tests: integer('tests').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.indianDay] })],
);

export const MOCK_ATTEMPT_STATUSES = ['open', 'submitted', 'lapsed'] as const;
export type MockAttemptStatus = (typeof MOCK_ATTEMPT_STATUSES)[number];

/**
 * Full-length mock attempts (issue 18; server/mocks/). Started on the server's clock ('open', one at
 * a time per candidate and mock: a second start finds it), submitted once ('submitted': the answers,
 * the marked questions and the totals written in the one UPDATE that closes it), or 'lapsed' when a
 * later start found it past its deadline and grace unsubmitted. `score` is the marks times
 * `score_denominator` (the pattern's common denominator: 2 for SSC's halves, 3 for RRB's thirds, 6 for
 * CSAT), an integer so ranks compare exactly. `counted`: the candidate's first submitted attempt of
 * the mock, the only one ranked (the progress rules); the partial unique index keeps it to one.
 */
export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public id: 32 hex digits, random. */
    attemptId: text('attempt_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of contract/mocks.ts MOCK_EXAMS. */
    exam: text('exam').notNull(),
    mock: smallint('mock').notNull(),
    status: text('status', { enum: MOCK_ATTEMPT_STATUSES }).notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Whole seconds from the start to the submission, on the server's clock (at most the duration + grace). */
    timeTakenSeconds: integer('time_taken_seconds'),
    /** Question id (as text) → the chosen option id; only the answered questions. */
    answers: jsonb('answers').$type<Record<string, string>>(),
    marked: smallint('marked').array(),
    correct: smallint('correct'),
    wrong: smallint('wrong'),
    score: integer('score'),
    scoreDenominator: smallint('score_denominator'),
    counted: boolean('counted').notNull().default(false),
  },
  (table) => [
    uniqueIndex('mock_attempts_attempt_id_idx').on(table.attemptId),
    index('mock_attempts_user_idx').on(table.userId, table.startedAt),
    uniqueIndex('mock_attempts_open_idx')
      .on(table.userId, table.exam, table.mock)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('mock_attempts_counted_idx')
      .on(table.userId, table.exam, table.mock)
      .where(sql`${table.counted}`),
    // Ranks: the counted attempts of one mock, best first (server/mocks/standing.ts).
    index('mock_attempts_board_idx')
      .on(table.exam, table.mock, table.score.desc(), table.timeTakenSeconds)
      .where(sql`${table.counted}`),
    check('mock_attempts_status_known', sql`${table.status} in ('open', 'submitted', 'lapsed')`),
    check(
      'mock_attempts_submitted_whole',
      sql`(${table.status} = 'submitted') = (${table.submittedAt} is not null and ${table.score} is not null and ${table.answers} is not null and ${table.correct} is not null and ${table.wrong} is not null and ${table.timeTakenSeconds} is not null)`,
    ),
    check('mock_attempts_counted_submitted', sql`not ${table.counted} or ${table.status} = 'submitted'`),
  ],
);

/**
 * The counted attempts of each mock per score: a histogram kept by a trigger on mock_attempts
 * (migration 0008), as test_score_counts is for topic tests, so a rank costs one small read.
 */
export const mockScoreCounts = pgTable(
  'mock_score_counts',
  {
    exam: text('exam').notNull(),
    mock: smallint('mock').notNull(),
    score: integer('score').notNull(),
    takers: integer('takers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exam, table.mock, table.score] })],
);
