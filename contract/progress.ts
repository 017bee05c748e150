import * as v from 'valibot';
import { DailyId } from './ids';
import { LEVEL_LABELS } from './levels';

/**
 * A candidate's progress (issue 11; design §7): the standing of an attempt (rank, percentile, time
 * taken, badges it earned), the history's extra columns, the topic analysis of /progress, the streak
 * and the badges. Everything is computed on the server from stored attempts. All need a login (a
 * visitor gets 401 `{status: 'error', message}`).
 *
 * - GET /api/attempts/{attempt_id}/standing → StandingResponse (the result screen); not the
 *   candidate's attempt → 404 with contract/quiz.ts's "No such attempt was found."
 * - GET /api/progress/attempts → AttemptsResponse: every attempt, topic tests and daily quizzes, newest
 *   first, with its standing (the history page joins it to /api/historyexam by attempt_id; daily
 *   attempts are only here, since the specification's history rows need a level).
 * - GET /api/progress → ProgressResponse (the /progress page).
 * - GET /api/progress/streak → StreakResponse (the header's account menu).
 */

/** With fewer first attempts than this at a test, no percentile is given. */
export const PERCENTILE_MIN_TAKERS = 20;

/** How many of a topic's latest attempts its trend shows. */
export const TREND_LENGTH = 10;

/** All the topics there are (the catalogue's 57): the "all topics tried" badge needs every one. */
export const TOPICS_TOTAL = 57;

/** 'Better than 72 % of candidates who took this test' (the result screen and the history). */
export function percentileText(percentile: number): string {
  return `Better than ${percentile} % of candidates who took this test`;
}

export const PROGRESS_MESSAGES = {
  /** Instead of a percentile when fewer than PERCENTILE_MIN_TAKERS candidates took the test. */
  fewTakers: `Fewer than ${PERCENTILE_MIN_TAKERS} candidates have taken this test so far, so there is no percentile yet.`,
  /** A retake: its percentile compares it with first attempts, but it has no rank and changes no board. */
  practice: 'This was a retake: it is practice and does not change the leaderboard.',
  /** /progress with no attempts yet. */
  noAttempts: 'You have not taken any test yet. Take one to see your progress here.',
  practiseThis: 'Practise this',
} as const;

export const BADGE_IDS = [
  'first_test',
  'streak_7',
  'streak_30',
  'tests_100',
  'perfect_score',
  'all_topics',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** Each badge: its title and what earns it. Earned once, stored on the server. */
export const BADGES: Readonly<Record<BadgeId, { readonly title: string; readonly description: string }>> = {
  first_test: { title: 'First Test', description: 'Finished your first test.' },
  streak_7: { title: '7-Day Streak', description: 'Finished a test on 7 days in a row.' },
  streak_30: { title: '30-Day Streak', description: 'Finished a test on 30 days in a row.' },
  tests_100: { title: '100 Tests', description: 'Finished 100 tests.' },
  perfect_score: { title: 'Perfect Score', description: 'Answered every question of a test correctly.' },
  all_topics: { title: 'All 57 Topics', description: 'Tried every one of the 57 topics.' },
};

const Badge = v.picklist(BADGE_IDS);

const Percentile = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)));

/**
 * One attempt and where it stands. `counted`: it is the candidate's first attempt at that
 * topic-level (or their first daily attempt that day), so it has a `rank` and is on the boards; a
 * retake has `counted` false and `rank` null. `percentile` compares it with the other candidates'
 * first attempts (the share of them it beat: fewer correct answers, or as many in more time); null
 * with `percentile_text` PROGRESS_MESSAGES.fewTakers when `takers` < PERCENTILE_MIN_TAKERS.
 * `takers` counts candidates with a first attempt at the test (the candidate included).
 */
export const AttemptStanding = v.object({
  attempt_id: v.string(),
  kind: v.picklist(['topic', 'daily']),
  /** A topic test's category, topic and level; null for a daily quiz. */
  category: v.nullable(v.string()),
  topic: v.nullable(v.string()),
  level: v.nullable(v.picklist(LEVEL_LABELS)),
  /** A daily quiz's day; null for a topic test. */
  daily_id: v.nullable(DailyId),
  /** 'Percentage, Level 1' or 'Daily Quiz, 25 Nov 2026'. */
  title: v.string(),
  total_question: v.number(),
  correct_answer: v.number(),
  wrong_answer: v.number(),
  /** When the server stored it, ISO (UTC). */
  submitted_at: v.pipe(v.string(), v.isoTimestamp()),
  time_taken_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  counted: v.boolean(),
  rank: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  takers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  percentile: Percentile,
  /** percentileText(percentile), or PROGRESS_MESSAGES.fewTakers. */
  percentile_text: v.string(),
});
export type AttemptStanding = v.InferOutput<typeof AttemptStanding>;

/**
 * GET /api/attempts/{attempt_id}/standing. `new_badges`: the badges this attempt earned, to announce
 * once on the result screen (empty when it earned none).
 */
export const StandingResponse = v.object({
  status: v.literal('success'),
  data: AttemptStanding,
  new_badges: v.array(Badge),
});
export type StandingResponse = v.InferOutput<typeof StandingResponse>;

/** GET /api/progress/attempts → every attempt with its standing, newest first; none → `data: []`. */
export const AttemptsResponse = v.object({
  status: v.literal('success'),
  data: v.array(AttemptStanding),
});
export type AttemptsResponse = v.InferOutput<typeof AttemptsResponse>;

/**
 * A streak: consecutive Indian days with at least one finished test (topic or daily). `current_days`
 * counts back from today, or from yesterday while today has no test yet (the streak is still alive
 * until midnight IST); 0 when neither day has one. `today` is the Indian day ('2026-11-25').
 */
export const Streak = v.object({
  current_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  best_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  today_done: v.boolean(),
  today: DailyId,
});
export type Streak = v.InferOutput<typeof Streak>;

export const StreakResponse = v.object({
  status: v.literal('success'),
  streak: Streak,
});
export type StreakResponse = v.InferOutput<typeof StreakResponse>;

export const EarnedBadge = v.object({
  id: Badge,
  earned_at: v.pipe(v.string(), v.isoTimestamp()),
  /** The attempt that earned it. */
  attempt_id: v.string(),
});
export type EarnedBadge = v.InferOutput<typeof EarnedBadge>;

/**
 * One topic of /progress, over the candidate's topic tests of it (all levels). `accuracy`: correct
 * answers out of questions served, in whole percent. `trend`: the accuracy of each of the latest
 * TREND_LENGTH attempts, oldest first. `practise_path`: the topic's level chooser.
 */
export const TopicProgress = v.object({
  category: v.string(),
  topic: v.string(),
  title: v.string(),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
  accuracy: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  trend: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  practise_path: v.string(),
});
export type TopicProgress = v.InferOutput<typeof TopicProgress>;

/** A category of /progress: its totals and its tried topics, weakest (lowest accuracy) first. */
export const CategoryProgress = v.object({
  category: v.string(),
  title: v.string(),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Null when the category has no attempts. */
  accuracy: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  topics: v.array(TopicProgress),
});
export type CategoryProgress = v.InferOutput<typeof CategoryProgress>;

/**
 * GET /api/progress. `categories`: all four, in the catalogue's order. `weakest`: up to 5 tried topics
 * across categories, weakest first. Daily quizzes count for `tests_taken`, the streak and the badges,
 * not for the topic analysis (their questions span topics). `badges`: the earned ones, oldest first
 * (contract BADGES lists every badge, earned or not).
 */
export const ProgressResponse = v.object({
  status: v.literal('success'),
  tests_taken: v.pipe(v.number(), v.integer(), v.minValue(0)),
  topics_tried: v.pipe(v.number(), v.integer(), v.minValue(0)),
  topics_total: v.number(),
  streak: Streak,
  badges: v.array(EarnedBadge),
  categories: v.array(CategoryProgress),
  weakest: v.array(TopicProgress),
});
export type ProgressResponse = v.InferOutput<typeof ProgressResponse>;
