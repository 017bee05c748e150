import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { AttemptsResponse } from '../../contract/progress';
import { HistoryResponse, type HistoryRecord } from '../../contract/history';
import { levelFromLabel, type LevelNumber } from '../../contract/levels';
import { http, urlOf } from './http';
import { standingFromWire, type Standing } from './standing';

/**
 * The candidate's finished attempts (POST /api/historyexam). The wire calls the category's title
 * `book_name`, the topic's `chapter_name` and the time it was stored `current_date` (the spec's
 * table heads them Book Name, Chapter Name and Join Date); here they say what they are.
 */
export interface FinishedAttempt {
  readonly attemptId: string;
  /** 'Aptitude'. */
  readonly categoryTitle: string;
  /** 'Percentage'. */
  readonly topicTitle: string;
  readonly level: LevelNumber;
  readonly total: number;
  readonly correct: number;
  readonly wrong: number;
  /** When the server stored it: a full ISO timestamp in UTC, to be shown in the reader's time zone. */
  readonly finishedAt: string;
  /**
   * Where it stands among the candidates who took the test (percentile, rank, time taken), from
   * GET /api/progress/attempts; null if that list lacks it (stored between the two answers).
   */
  readonly standing: Standing | null;
}

export function attemptFromRecord(record: HistoryRecord, standing: Standing | null = null): FinishedAttempt {
  return {
    attemptId: record.attempt_id,
    categoryTitle: record.book_name,
    topicTitle: record.chapter_name,
    // The schema admits only 'Level 1' to 'Level 3'.
    level: levelFromLabel(record.level)!,
    total: record.total_question,
    correct: record.correct_answer,
    wrong: record.wrong_answer,
    finishedAt: record.current_date,
    standing,
  };
}

/** POST /api/historyexam, form-encoded `user_id`: the user's attempts, newest first. */
export async function fetchHistory(
  userId: string,
  signal?: AbortSignal,
): Promise<readonly FinishedAttempt[]> {
  return v
    .parse(HistoryResponse, await postHistory(userId, signal))
    .data.map((record) => attemptFromRecord(record));
}

function postHistory(userId: string, signal?: AbortSignal): Promise<unknown> {
  return http
    .post(urlOf(endpoints.history), { body: new URLSearchParams({ user_id: userId }), signal })
    .json();
}

/**
 * The history page's rows: the history (the specification's columns, newest first), each joined by
 * `attempt_id` to its standing (GET /api/progress/attempts, asked at the same time). Either call
 * failing fails the list, which the page offers to retry: a history without its percentiles would
 * look complete while it is not.
 */
export async function fetchHistoryWithStandings(
  userId: string,
  signal?: AbortSignal,
): Promise<readonly FinishedAttempt[]> {
  const [history, standings] = await Promise.all([
    postHistory(userId, signal),
    http.get(urlOf(endpoints.progressAttempts), { signal }).json(),
  ]);
  const byAttempt = new Map(
    v.parse(AttemptsResponse, standings).data.map((row) => [row.attempt_id, standingFromWire(row)]),
  );
  return v
    .parse(HistoryResponse, history)
    .data.map((record) => attemptFromRecord(record, byAttempt.get(record.attempt_id) ?? null));
}
