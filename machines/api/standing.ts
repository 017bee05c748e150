import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { StandingResponse, type AttemptStanding, type BadgeId } from '../../contract/progress';
import { http, urlOf } from './http';

/**
 * Where a finished attempt stands (GET /api/attempts/{attempt_id}/standing, contract/progress.ts): the
 * server's rank and percentile among first attempts, the time it took by the server's clock, and the
 * badges it earned. The wire's names stop here.
 */
export interface Standing {
  /** 'Percentage, Level 1' or 'Daily Quiz, 25 Nov 2026'. */
  readonly title: string;
  readonly timeTakenSeconds: number;
  /** A first attempt (on the boards, with a rank); false for a retake, which is practice. */
  readonly counted: boolean;
  readonly rank: number | null;
  readonly takers: number;
  /** Null when fewer than 20 candidates took the test (`percentileText` then says so). */
  readonly percentile: number | null;
  /** 'Better than 72 % of candidates who took this test', or the fewer-than-20 sentence. */
  readonly percentileText: string;
}

export interface StandingAnswer {
  readonly standing: Standing;
  /** The badges this attempt earned, to announce once. */
  readonly newBadges: readonly BadgeId[];
}

export function standingFromWire(data: AttemptStanding): Standing {
  return {
    title: data.title,
    timeTakenSeconds: data.time_taken_seconds,
    counted: data.counted,
    rank: data.rank,
    takers: data.takers,
    percentile: data.percentile,
    percentileText: data.percentile_text,
  };
}

/** Throws on a refusal (404: not this candidate's attempt) or a body of the wrong shape. */
export async function fetchStanding(attemptId: string, signal?: AbortSignal): Promise<StandingAnswer> {
  const endpoint = endpoints.attemptStanding(encodeURIComponent(attemptId));
  const answer = v.parse(StandingResponse, await http.get(urlOf(endpoint), { signal }).json());
  return { standing: standingFromWire(answer.data), newBadges: answer.new_badges };
}
