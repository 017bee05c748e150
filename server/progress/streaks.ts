import type { Streak } from '../../contract/progress';
import { addDays } from './indian-day';

/**
 * Streaks (design §7): consecutive Indian days with at least one finished test. Pure: it takes the
 * days the candidate finished a test on (any order, repeats allowed) and today's Indian day.
 *
 * The current streak counts back from today, or from yesterday while today has no test yet (it stays
 * alive until midnight IST); otherwise it is 0. The best streak is the longest run ever.
 */
export function streakOf(days: readonly string[], today: string): Streak {
  const done = new Set(days);
  const todayDone = done.has(today);
  let current = 0;
  let day = todayDone ? today : addDays(today, -1);
  while (done.has(day)) {
    current += 1;
    day = addDays(day, -1);
  }
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const d of [...done].sort()) {
    run = previous !== undefined && addDays(previous, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
    previous = d;
  }
  return { current_days: current, best_days: best, today_done: todayDone, today };
}
