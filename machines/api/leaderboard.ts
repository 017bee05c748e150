import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { LeaderboardResponse, type LeaderboardRow } from '../../contract/leaderboard';
import type { LevelNumber } from '../../contract/levels';
import type { CategorySlug } from '../../contract/topics';
import { http, urlOf } from './http';

/**
 * The leaderboards (contract/leaderboard.ts): today's daily quiz, or one topic-level over the last 7
 * days. The server ranks (first attempts only, score then time, ties share a rank) and leaves hidden
 * candidates out of other candidates' views; here the wire's names become the board's.
 */
export type BoardRequest =
  | { readonly kind: 'daily' }
  | {
      readonly kind: 'topic';
      readonly category: CategorySlug;
      readonly topic: string;
      readonly level: LevelNumber;
    };

export interface BoardRow {
  readonly rank: number;
  /** The display name the candidate chose, or the default one; never an e-mail or phone. */
  readonly name: string;
  readonly correct: number;
  readonly total: number;
  readonly timeTakenSeconds: number;
  readonly isYou: boolean;
}

export interface Board {
  /** 'Daily Quiz, 25 Nov 2026' or 'Percentage, Level 1'. */
  readonly title: string;
  /** Every candidate with a counted attempt, hidden ones included. */
  readonly takers: number;
  /** The top rows others may see (the candidate's own among them when it is one). */
  readonly rows: readonly BoardRow[];
  /** The candidate's own row wherever it is; null when they have not taken the test in the period. */
  readonly you: BoardRow | null;
  /** The candidate hides from boards: only they see their row. */
  readonly youHidden: boolean;
}

function rowFromWire(row: LeaderboardRow): BoardRow {
  return {
    rank: row.rank,
    name: row.display_name,
    correct: row.correct_answer,
    total: row.total_question,
    timeTakenSeconds: row.time_taken_seconds,
    isYou: row.is_you,
  };
}

export function boardEndpoint(request: BoardRequest) {
  return request.kind === 'daily'
    ? endpoints.dailyLeaderboard
    : endpoints.topicLeaderboard(request.category, request.topic, `level${request.level}`);
}

/** GET the board. Throws on a refusal (a visitor, an unknown test) or a body of the wrong shape. */
export async function fetchBoard(request: BoardRequest, signal?: AbortSignal): Promise<Board> {
  const answer = v.parse(
    LeaderboardResponse,
    await http.get(urlOf(boardEndpoint(request)), { signal }).json(),
  );
  return {
    title: answer.title,
    takers: answer.takers,
    rows: answer.rows.map(rowFromWire),
    you: answer.you && rowFromWire(answer.you),
    youHidden: answer.you_hidden,
  };
}
