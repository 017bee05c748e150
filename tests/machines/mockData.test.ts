import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mockDataMachine, type MockData, type MockDataRequest } from '../../machines/mockData.machine';
import { mockDataModel, preloadedMockDataModel } from '../models/mockData.model';
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

describe('mockData machine: generated paths for patterns the page came with', () => {
  const paths = preloadedMockDataModel.paths();

  it('reaches only loaded: nothing is asked of the server', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"loaded"']));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(preloadedMockDataModel, path);
    });
  }
});

describe('mockData machine: transitions', () => {
  it('starts with the patterns the server rendered into the page, and asks nothing', () => {
    let calls = 0;
    const patterns: MockData = { kind: 'patterns', patterns: [] };
    const actor = createActor(
      mockDataMachine.provide({
        actors: {
          loadMockData: fromPromise<MockData, MockDataRequest>(async () => {
            calls += 1;
            return patterns;
          }),
        },
      }),
      { input: { kind: 'patterns', preloaded: patterns } },
    );
    // Loaded before it starts: the first render is the server's HTML.
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.start();
    expect(actor.getSnapshot().context.data).toBe(patterns);
    expect(calls).toBe(0);
  });

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
