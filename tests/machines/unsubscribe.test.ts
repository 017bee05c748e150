import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { UnsubscribeOutcome } from '../../machines/api/job-alerts';
import { unsubscribeMachine } from '../../machines/unsubscribe.machine';
import { leafStateValues } from '../models/model';
import { unsubscribeModel } from '../models/unsubscribe.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('unsubscribe machine: generated paths', () => {
  const paths = unsubscribeModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(unsubscribeModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(unsubscribeModel, path);
    });
  }
});

describe('unsubscribe machine: transitions', () => {
  const start = (token: string, answers: Array<() => Promise<UnsubscribeOutcome>>) => {
    const call = vi.fn((_token: string) => answers.shift()!());
    const actor = createActor(
      unsubscribeMachine.provide({
        actors: { unsubscribe: fromPromise(({ input }) => call((input as { token: string }).token)) },
      }),
      { input: { token } },
    ).start();
    return { actor, call };
  };

  it('sends the token at once and says it is done', async () => {
    const { actor, call } = start('signed.token', [async () => ({ kind: 'unsubscribed' })]);
    expect(call).toHaveBeenCalledWith('signed.token');
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('done');
  });

  it('a refused link is invalid, and is not retried', async () => {
    const { actor } = start('forged', [async () => ({ kind: 'invalidLink' })]);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('invalid');
    expect(snapshot.can({ type: 'user.retry' })).toBe(false);
  });

  it('without a token nothing is sent and the link is invalid', () => {
    const { actor, call } = start('', []);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(call).not.toHaveBeenCalled();
  });

  it('a failure to reach the server can be retried, sending the same token again', async () => {
    const { actor, call } = start('signed.token', [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => ({ kind: 'unsubscribed' }),
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.retry' });
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('done');
    expect(call.mock.calls).toEqual([['signed.token'], ['signed.token']]);
  });
});
