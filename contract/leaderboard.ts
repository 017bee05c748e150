import * as v from 'valibot';
import { DailyId } from './ids';
import { LEVEL_LABELS } from './levels';

/**
 * Leaderboards (issue 11; design §7). Both need a login (a visitor gets 401).
 *
 * - GET /api/leaderboard/daily: today's daily quiz (the Indian day).
 * - GET /api/leaderboard/{category}/{topic}/{level} (level as in the quiz path: 'level1'…'level3'):
 *   one topic-level over the last 7 days. Unknown topic or level → 404 `{status: 'error', message}`.
 *
 * Only first attempts count (a candidate's first finished attempt at that topic-level, or their first
 * daily attempt that day); a retake never changes a board. Order: more correct answers first, then
 * less time taken. Candidates with the same score and the same time (whole seconds) share a rank, and
 * the next rank skips (1, 2, 2, 4). A rank counts every candidate who took the test, hidden ones too,
 * so it is the same rank the result screen shows; hidden candidates' rows are left out of everyone
 * else's view (their places show as a gap in the numbers), while they still see their own row in `you`.
 * `rows` are the top LEADERBOARD_SIZE visible rows (the candidate's own included when it is one of
 * them, marked `is_you`). `you` is the candidate's own row wherever it is, or null when they have no
 * counted attempt in the board's period. No e-mail address or phone number is ever sent: only the
 * display name (contract/profile.ts).
 */

/** Rows shown at the top of a board. */
export const LEADERBOARD_SIZE = 20;

/** A topic-level board covers the attempts of the last this many days (up to now). */
export const TOPIC_BOARD_DAYS = 7;

export const LeaderboardRow = v.object({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  display_name: v.string(),
  correct_answer: v.number(),
  total_question: v.number(),
  /** From the server's draw to the submission, in whole seconds. */
  time_taken_seconds: v.number(),
  is_you: v.boolean(),
});
export type LeaderboardRow = v.InferOutput<typeof LeaderboardRow>;

const boardFields = {
  status: v.literal('success'),
  /** 'Daily Quiz, 25 Nov 2026' or 'Percentage, Level 1'. */
  title: v.string(),
  /** The period the board covers, ISO timestamps (UTC): the Indian day, or the last 7 days. */
  from: v.pipe(v.string(), v.isoTimestamp()),
  to: v.pipe(v.string(), v.isoTimestamp()),
  /** Every candidate with a counted attempt in the period, hidden ones included. */
  takers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rows: v.array(LeaderboardRow),
  you: v.nullable(LeaderboardRow),
  /** True when the candidate hides from boards (they see their own row; nobody else does). */
  you_hidden: v.boolean(),
};

export const DailyLeaderboardResponse = v.object({
  ...boardFields,
  kind: v.literal('daily'),
  daily_id: DailyId,
});
export type DailyLeaderboardResponse = v.InferOutput<typeof DailyLeaderboardResponse>;

export const TopicLeaderboardResponse = v.object({
  ...boardFields,
  kind: v.literal('topic'),
  category: v.string(),
  topic: v.string(),
  level: v.picklist(LEVEL_LABELS),
});
export type TopicLeaderboardResponse = v.InferOutput<typeof TopicLeaderboardResponse>;

export const LeaderboardResponse = v.variant('kind', [DailyLeaderboardResponse, TopicLeaderboardResponse]);
export type LeaderboardResponse = v.InferOutput<typeof LeaderboardResponse>;

export const LEADERBOARD_MESSAGES = {
  /** A board with no rows yet. */
  empty: 'No one has taken this test yet. Be the first!',
  /** The candidate has no counted attempt on this board (shown where their row would be). */
  notTaken: 'You are not on this board yet: take the test to see your rank.',
  /** The candidate hides from boards: shown beside their own row. */
  hidden: 'Only you can see your row: you are hidden from leaderboards.',
  /** 404 for a board of an unknown topic or level. */
  unknownBoard: 'There is no leaderboard for this test.',
} as const;
