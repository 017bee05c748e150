import { assign, fromPromise, setup } from 'xstate';
import type { Board, BoardRequest } from './api/leaderboard';

/**
 * One leaderboard on screen (issue 11): today's daily quiz (the /daily page) or a topic-level's last 7
 * days (/leaderboard). Started with which board; loads once, and again on a retry or a refresh (after
 * the candidate hid or showed themselves, say). A board with no rows is its own state.
 */
export interface LeaderboardInput {
  readonly board: BoardRequest;
}

export interface LeaderboardContext extends LeaderboardInput {
  readonly loaded: Board | null;
}

export type LeaderboardEvent = { type: 'user.retry' } | { type: 'user.refresh' };

const importApi = () => import('./api/leaderboard');

export const leaderboardMachine = setup({
  types: {
    context: {} as LeaderboardContext,
    input: {} as LeaderboardInput,
    events: {} as LeaderboardEvent,
  },
  actors: {
    loadBoard: fromPromise<Board, BoardRequest>(async ({ input, signal }) =>
      (await importApi()).fetchBoard(input, signal),
    ),
  },
  actions: {
    keepBoard: assign((_, params: { board: Board }) => ({ loaded: params.board })),
  },
  guards: {
    hasRows: (_, params: { board: Board }) => params.board.rows.length > 0 || params.board.you !== null,
  },
}).createMachine({
  id: 'leaderboard',
  description: 'Loads one leaderboard and tells loading, shown, empty and failed apart.',
  context: ({ input }) => ({ board: input.board, loaded: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server’s board.',
      tags: ['busy'],
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => context.board,
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => ({ board: event.output }) },
            target: 'shown',
            actions: { type: 'keepBoard', params: ({ event }) => ({ board: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'keepBoard', params: ({ event }) => ({ board: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    shown: {
      description: 'The top rows and the candidate’s own row, with their rank.',
      on: { 'user.refresh': 'loading' },
    },
    empty: {
      description: 'No one has taken the test in the board’s period yet.',
      on: { 'user.refresh': 'loading' },
    },
    failed: {
      description: 'The board could not be loaded; a retry asks again.',
      on: { 'user.retry': 'loading' },
    },
  },
});
