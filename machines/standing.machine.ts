import { assign, fromPromise, setup } from 'xstate';
import type { Standing, StandingAnswer } from './api/standing';
import type { BadgeId } from '../contract/progress';

/**
 * The standing of a finished attempt on its result screen (issue 11): the percentile line, the time
 * taken and the badges it earned. Started by the result with the attempt's id once the server has
 * scored it; loads once, and again on a retry. The badges come with this one answer and are not asked
 * for again, so they are announced once.
 */
export interface StandingInput {
  readonly attemptId: string;
}

export interface StandingContext extends StandingInput {
  readonly standing: Standing | null;
  readonly newBadges: readonly BadgeId[];
}

export type StandingEvent = { type: 'user.retry' };

const importApi = () => import('./api/standing');

export const standingMachine = setup({
  types: {
    context: {} as StandingContext,
    input: {} as StandingInput,
    events: {} as StandingEvent,
  },
  actors: {
    loadStanding: fromPromise<StandingAnswer, StandingInput>(async ({ input, signal }) =>
      (await importApi()).fetchStanding(input.attemptId, signal),
    ),
  },
  actions: {
    keepStanding: assign((_, params: { answer: StandingAnswer }) => ({
      standing: params.answer.standing,
      newBadges: params.answer.newBadges,
    })),
  },
}).createMachine({
  id: 'standing',
  description: 'Loads where a finished attempt stands: percentile, time taken, badges it earned.',
  context: ({ input }) => ({ attemptId: input.attemptId, standing: null, newBadges: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server’s standing of the attempt.',
      tags: ['busy'],
      invoke: {
        id: 'loadStanding',
        src: 'loadStanding',
        input: ({ context }) => ({ attemptId: context.attemptId }),
        onDone: {
          target: 'loaded',
          actions: {
            type: 'keepStanding',
            params: ({ event }) => ({ answer: event.output }),
          },
        },
        onError: { target: 'failed' },
      },
    },
    loaded: { description: 'The percentile line, the time taken and any new badge are shown.' },
    failed: {
      description: 'The standing could not be loaded; the score stands, and a retry asks again.',
      on: { 'user.retry': 'loading' },
    },
  },
});
