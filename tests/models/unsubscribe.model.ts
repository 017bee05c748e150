import type { UnsubscribeOutcome } from '../../machines/api/job-alerts';
import { unsubscribeMachine, type UnsubscribeEvent } from '../../machines/unsubscribe.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/** The /unsubscribe?token=… page: the token goes at once; a failure to reach the server can be retried. */
export const events = { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<UnsubscribeEvent>;

export const outcomes = {
  unsubscribe: {
    done: [{ kind: 'unsubscribed' }, { kind: 'invalidLink' }],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ unsubscribe: UnsubscribeOutcome }>;

export const unsubscribeModel = defineModel({
  machine: unsubscribeMachine,
  input: { token: 'signed.token' },
  fixtures: events,
  outcomes,
  actorIds: ['unsubscribe'],
  keep: 'all',
});
