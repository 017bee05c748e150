import { assign, fromPromise, setup } from 'xstate';
import type { Streak } from './api/streak';

/**
 * The streak line in the account menu (issue 11): "3-day streak". The menu starts it each time it
 * opens, so it loads then, and again on a retry. Asked when the menu opens rather than kept in the
 * shell: the number changes with a test finished in this tab or another, and with midnight in India,
 * and a candidate who opens the menu expects today's figure; nobody pays for it on slow mobile data
 * until they look, and the home page's first load carries none of it.
 */
export interface StreakContext {
  readonly streak: Streak | null;
}

export type StreakEvent = { type: 'user.retry' };

/** `busy`: the server is being asked. */
export type StreakTag = 'busy';

const importApi = () => import('./api/streak');

export const streakMachine = setup({
  types: {
    context: {} as StreakContext,
    events: {} as StreakEvent,
    tags: {} as StreakTag,
  },
  actors: {
    loadStreak: fromPromise<Streak>(async ({ signal }) => (await importApi()).fetchStreak(signal)),
  },
  actions: {
    keepStreak: assign((_, params: { streak: Streak }) => ({ streak: params.streak })),
  },
}).createMachine({
  id: 'streak',
  description: 'Loads the candidate’s streak for the account menu.',
  context: { streak: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server’s streak.',
      tags: ['busy'],
      invoke: {
        id: 'loadStreak',
        src: 'loadStreak',
        onDone: {
          target: 'shown',
          actions: { type: 'keepStreak', params: ({ event }) => ({ streak: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    shown: { description: 'The streak in days, and whether today already has a test.' },
    failed: {
      description: 'The streak could not be loaded; a retry asks again.',
      on: { 'user.retry': 'loading' },
    },
  },
});
