import { fromPromise, setup } from 'xstate';
import type { UnsubscribeOutcome } from './api/job-alerts';

/**
 * The page an alert e-mail's unsubscribe link opens (/unsubscribe?token=…; new, design §5:
 * "Unsubscribe Anytime"). It works without logging in: the signed token says whose alerts to stop.
 * The token is sent as soon as the page opens; a refused link is invalid for good, a failure to reach
 * the server can be retried.
 */
export type UnsubscribeEvent = { type: 'user.retry' };

export const unsubscribeMachine = setup({
  types: {
    context: {} as { readonly token: string },
    input: {} as { token: string },
    events: {} as UnsubscribeEvent,
  },
  actors: {
    unsubscribe: fromPromise<UnsubscribeOutcome, { token: string }>(async ({ input, signal }) =>
      (await import('./api/job-alerts')).unsubscribe(input.token, signal),
    ),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    wasUnsubscribed: (_, params: { outcome: UnsubscribeOutcome }) => params.outcome.kind === 'unsubscribed',
  },
}).createMachine({
  id: 'unsubscribe',
  description: 'Stops the job alerts of the link’s owner.',
  context: ({ input }) => ({ token: input.token }),
  initial: 'working',
  states: {
    working: {
      description: 'The token is on its way to the server.',
      always: { guard: 'hasNoToken', target: 'invalid' },
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'wasUnsubscribed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'done',
          },
          { target: 'invalid' },
        ],
        onError: 'failed',
      },
    },
    done: { description: 'No more alerts (also when there were none left to stop).', type: 'final' },
    invalid: { description: 'The link is not valid (broken, forged, or no token).', type: 'final' },
    failed: {
      description: 'The server could not be reached or was busy; the candidate can try again.',
      on: { 'user.retry': 'working' },
    },
  },
});
