import { createMachine, fromPromise } from 'xstate';
import { dailyQuizMachine, type DailyQuizEvent } from '../../machines/dailyQuiz.machine';
import { defineModel, type EventFixtures } from './model';

/**
 * The daily quiz page's own steps: today's board, Start, the test's code arriving (or not: no
 * connection), the test, back to the board. The board and the test are the leaderboard and quiz
 * machines, each with its own model and paths; walking this graph they stand idle, so its paths are
 * the page's steps alone. No attempt is in progress.
 */
export const events = {
  'user.start': [{ type: 'user.start' }],
  'user.showBoard': [{ type: 'user.showBoard' }],
  'user.retry': [{ type: 'user.retry' }],
} satisfies EventFixtures<DailyQuizEvent>;

const idle = createMachine({});

export const dailyQuizModel = defineModel({
  machine: dailyQuizMachine.provide({
    // Walking the graph, the code "arrives" empty (the outcome below), so `taking` runs no test: the
    // quiz model walks the test.
    actors: { board: idle, loadQuizMachine: fromPromise(async () => idle) } as never,
    guards: { attemptInProgress: () => false },
  }),
  input: { userId: '7', clock: () => 1_795_306_719_690 },
  fixtures: events,
  outcomes: {
    board: { done: [] },
    loadQuizMachine: { done: [undefined], error: [new Error('Failed to fetch dynamically imported module')] },
  },
  actorIds: ['loadQuizMachine'],
  // The context holds the fetched machine and the running test: the state's name tells them apart.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  keep: 'all',
});
