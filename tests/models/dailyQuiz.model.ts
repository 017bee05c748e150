import { createMachine } from 'xstate';
import { dailyQuizMachine, type DailyQuizEvent } from '../../machines/dailyQuiz.machine';
import { defineModel, type EventFixtures } from './model';

/**
 * The daily quiz page's own steps: today's board, Start, the test, back to the board. The board and
 * the test are the leaderboard and quiz machines, each with its own model and paths; walking this
 * graph they stand idle, so its paths are the page's steps alone. No attempt is in progress.
 */
export const events = {
  'user.start': [{ type: 'user.start' }],
  'user.showBoard': [{ type: 'user.showBoard' }],
} satisfies EventFixtures<DailyQuizEvent>;

const idle = createMachine({});

export const dailyQuizModel = defineModel({
  machine: dailyQuizMachine.provide({
    actors: { board: idle, quiz: idle } as never,
    guards: { attemptInProgress: () => false },
  }),
  input: { userId: '7', clock: () => 1_795_306_719_690 },
  fixtures: events,
  outcomes: { board: { done: [] }, quiz: { done: [] } },
  actorIds: [],
  keep: 'all',
});
