import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { StreakResponse, type Streak as WireStreak } from '../../contract/progress';
import { http, urlOf } from './http';

/**
 * The candidate's streak (GET /api/progress/streak): consecutive Indian days with a finished test, as
 * the server counts them. The wire's names stop here.
 */
export interface Streak {
  /** Days in a row up to today, or up to yesterday while today has no test yet; 0 when neither has. */
  readonly currentDays: number;
  readonly bestDays: number;
  /** Today (the Indian day) has a finished test already. */
  readonly todayDone: boolean;
}

export function streakFromWire(streak: WireStreak): Streak {
  return { currentDays: streak.current_days, bestDays: streak.best_days, todayDone: streak.today_done };
}

/** Throws on a refusal or a body of the wrong shape. */
export async function fetchStreak(signal?: AbortSignal): Promise<Streak> {
  const answer = v.parse(StreakResponse, await http.get(urlOf(endpoints.streak), { signal }).json());
  return streakFromWire(answer.streak);
}
