import type { DailyLeaderboardResponse } from '../../contract/leaderboard';
import type { Board } from '../../machines/api/leaderboard';
import { leaderboardMachine, type LeaderboardEvent } from '../../machines/leaderboard.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * Today's daily-quiz board (the /daily page's): shown with rows, empty, or failed and retried; a
 * refresh loads it again. The drivers serve these very answers.
 */
export const servedBoard: DailyLeaderboardResponse = {
  status: 'success',
  kind: 'daily',
  daily_id: '2026-11-25',
  title: 'Daily Quiz, 25 Nov 2026',
  from: '2026-11-24T18:30:00.000Z',
  to: '2026-11-25T18:30:00.000Z',
  takers: 3,
  rows: [
    {
      rank: 1,
      display_name: 'Asha K., Kerala',
      correct_answer: 9,
      total_question: 10,
      time_taken_seconds: 301,
      is_you: false,
    },
    {
      rank: 2,
      display_name: 'Kavya R., Telangana',
      correct_answer: 7,
      total_question: 10,
      time_taken_seconds: 412,
      is_you: true,
    },
  ],
  you: {
    rank: 2,
    display_name: 'Kavya R., Telangana',
    correct_answer: 7,
    total_question: 10,
    time_taken_seconds: 412,
    is_you: true,
  },
  you_hidden: false,
};

export const servedEmptyBoard: DailyLeaderboardResponse = { ...servedBoard, takers: 0, rows: [], you: null };

const boardOf = (served: DailyLeaderboardResponse): Board => ({
  title: served.title,
  takers: served.takers,
  rows: served.rows.map((row) => ({
    rank: row.rank,
    name: row.display_name,
    correct: row.correct_answer,
    total: row.total_question,
    timeTakenSeconds: row.time_taken_seconds,
    isYou: row.is_you,
  })),
  you: served.you && {
    rank: served.you.rank,
    name: served.you.display_name,
    correct: served.you.correct_answer,
    total: served.you.total_question,
    timeTakenSeconds: served.you.time_taken_seconds,
    isYou: served.you.is_you,
  },
  youHidden: served.you_hidden,
});

export const board = boardOf(servedBoard);
export const emptyBoard = boardOf(servedEmptyBoard);

export const events = {
  'user.retry': [{ type: 'user.retry' }],
  'user.refresh': [{ type: 'user.refresh' }],
} satisfies EventFixtures<LeaderboardEvent>;

export const outcomes = {
  loadBoard: { done: [board, emptyBoard], error: [new Error('offline')] },
} satisfies ActorOutcomes<{ loadBoard: Board }>;

export const leaderboardModel = defineModel({
  machine: leaderboardMachine,
  input: { board: { kind: 'daily' } },
  fixtures: events,
  outcomes,
  actorIds: ['loadBoard'],
  keep: 'shortestPerState',
});
