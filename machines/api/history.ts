import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { HistoryResponse, levelFromLabel, type HistoryRecord, type LevelNumber } from '../../contract/quiz';
import { http, urlOf } from './http';

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
}

export function attemptFromRecord(record: HistoryRecord): FinishedAttempt {
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
  };
}

/** POST /api/historyexam, form-encoded `user_id`: the user's attempts, newest first. */
export async function fetchHistory(
  userId: string,
  signal?: AbortSignal,
): Promise<readonly FinishedAttempt[]> {
  const body: unknown = await http
    .post(urlOf(endpoints.history), { body: new URLSearchParams({ user_id: userId }), signal })
    .json();
  return v.parse(HistoryResponse, body).data.map(attemptFromRecord);
}
