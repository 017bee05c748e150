import { assign, fromPromise, setup } from 'xstate';
import type { Progress } from './api/progress';

/**
 * The candidate's topic analysis on /progress (issue 11, design §7): loads once when the page opens,
 * and again on a retry. A candidate who has not finished any test yet is its own state (the page then
 * says so and offers a test instead of empty tables).
 */
export interface ProgressContext {
  readonly progress: Progress | null;
}

export type ProgressEvent = { type: 'user.retry' };

/** `busy`: the server is being asked (the page shows its placeholder). */
export type ProgressTag = 'busy';

const importApi = () => import('./api/progress');

export const progressMachine = setup({
  types: {
    context: {} as ProgressContext,
    events: {} as ProgressEvent,
    tags: {} as ProgressTag,
  },
  actors: {
    loadProgress: fromPromise<Progress>(async ({ signal }) => (await importApi()).fetchProgress(signal)),
  },
  actions: {
    keepProgress: assign((_, params: { progress: Progress }) => ({ progress: params.progress })),
  },
  guards: {
    hasTests: (_, params: { progress: Progress }) => params.progress.testsTaken > 0,
  },
}).createMachine({
  id: 'progress',
  description: 'Loads the candidate’s progress and tells loading, shown, no tests yet and failed apart.',
  context: { progress: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server’s progress of the candidate.',
      tags: ['busy'],
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        onDone: [
          {
            guard: { type: 'hasTests', params: ({ event }) => ({ progress: event.output }) },
            target: 'shown',
            actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.output }) },
          },
          {
            target: 'noTests',
            actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    shown: {
      description:
        'Accuracy by category and topic (weakest first, with each trend), the streak and the badges.',
    },
    noTests: {
      description: 'No finished test yet: the page says so and offers one; the badges to earn are shown.',
    },
    failed: {
      description: 'The progress could not be loaded; a retry asks again.',
      on: { 'user.retry': 'loading' },
    },
  },
});
