import { describe, expect, it } from 'vitest';
import { reviewMachine } from '../../machines/review.machine';
import type { Drivers } from '../models/driver-types';
import { reviewDrivers } from '../models/review.drivers';

/**
 * The drivers are typed by the machine (tests/models/driver-types.ts): these declarations must fail
 * the type check (`npx tsc`), each at its `@ts-expect-error`; if one stopped failing, the directive
 * itself would be the error. The test below only keeps the file in the suite.
 */
type ReviewDrivers = Drivers<typeof reviewMachine>;
const step = async () => {};

export const renamedEvent: ReviewDrivers = {
  ...reviewDrivers,
  // @ts-expect-error the machine has no 'user.reload' (it is 'user.retry'): a renamed event fails here
  perform: { ...reviewDrivers.perform, 'user.reload': step },
};

// @ts-expect-error a user event without a driver: 'user.retry' is missing
export const missingEvent: ReviewDrivers = { ...reviewDrivers, perform: {} };

export const renamedState: ReviewDrivers = {
  ...reviewDrivers,
  // @ts-expect-error the machine has no state 'missing' (it is 'notFound')
  shows: { ...reviewDrivers.shows, missing: step },
};

export const renamedActor: ReviewDrivers = {
  ...reviewDrivers,
  // @ts-expect-error the machine invokes no 'loadAttempt' (it is 'loadReview')
  arrange: { 'xstate.done.actor.loadAttempt': step },
};

export const typedOutput: ReviewDrivers = {
  ...reviewDrivers,
  arrange: {
    'xstate.done.actor.loadReview': async (_page, event) => {
      // The actor's answer is the machine's own type: a lookup with a kind.
      // @ts-expect-error 'found' and 'notFound' are the kinds; 'missing' is none of them
      if (event.output.kind === 'missing') throw new Error('unreachable');
    },
  },
};

describe('driver types', () => {
  it('type-checks the drivers against the machine (see the @ts-expect-error lines)', () => {
    expect(reviewMachine.id).toBe('review');
    expect(Object.keys(reviewDrivers.perform)).toContain('user.retry');
  });
});
