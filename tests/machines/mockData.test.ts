import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mockDataMachine, type MockData, type MockDataRequest } from '../../machines/mockData.machine';
import { mockDataModel } from '../models/mockData.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('mockData machine: generated paths', () => {
  const paths = mockDataModel.paths();

  it('reaches loading, loaded and failed', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"loading"', '"loaded"', '"failed"']));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(mockDataModel, path);
    });
  }
});

describe('mockData machine: transitions', () => {
  it('asks for what it was started with, and again after a failure', async () => {
    const asked: MockDataRequest[] = [];
    let fail = true;
    const actor = createActor(
      mockDataMachine.provide({
        actors: {
          loadMockData: fromPromise<MockData, MockDataRequest>(async ({ input }) => {
            asked.push(input);
            if (fail) throw new Error('offline');
            return { kind: 'attempts', attempts: [] };
          }),
        },
      }),
      { input: { kind: 'result', attemptId: 'abc' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([
      { kind: 'result', attemptId: 'abc' },
      { kind: 'result', attemptId: 'abc' },
    ]);
    expect(actor.getSnapshot().context.data).toEqual({ kind: 'attempts', attempts: [] });
  });
});
