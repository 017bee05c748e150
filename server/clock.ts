/**
 * The time, passed in rather than read from `Date`, so tests can move it (a session idle for 15 days,
 * a reset link an hour old) without waiting. Every expiry the server decides is compared against it,
 * never against the database's own now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The test clock (TEST_CLOCK=1, tests only; docs/design.md §7 "Test clock"): a request carrying this
 * header is served as if it were that instant. Per request, not global, because the browser specs
 * share one server and run in parallel: one spec living on tomorrow must not move today's daily quiz
 * of the spec beside it. Only the progress clock follows it (draws, submissions, Indian days, the daily
 * set, the boards' windows, streaks); sessions, rate limits, reset links and mail keep the real clock.
 */
export const TEST_NOW_HEADER = 'X-Test-Now';

/** An ISO 8601 instant with its zone: 2026-11-25T18:30:00Z, 2026-11-26T00:00:00.000+05:30. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an X-Test-Now header names, or undefined when it is not an ISO 8601 instant with a zone. */
export function parseTestNow(value: string): Date | undefined {
  const trimmed = value.trim();
  if (!INSTANT.test(trimmed)) return undefined;
  const time = Date.parse(trimmed);
  return Number.isFinite(time) ? new Date(time) : undefined;
}
