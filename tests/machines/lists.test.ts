import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ListRequest } from '../../machines/api/lists';
import { listsMachine } from '../../machines/lists.machine';
import { attempt, exam, historyListsModel, listsModel, preloadedListsModel } from '../models/lists.model';
import { reachedStates, replayModelPath } from './support/replay';

for (const [what, model] of [
  ['an exam family', listsModel],
  ['the history', historyListsModel],
] as const) {
  describe(`lists machine: generated paths for ${what}`, () => {
    const paths = model.paths();

    it('reaches loading, loaded, empty and failed', () => {
      expect(reachedStates(paths)).toEqual(new Set(['"loading"', '"loaded"', '"empty"', '"failed"']));
    });

    for (const path of paths) {
      it(`replays ${path.name}`, async () => {
        await replayModelPath(model, path);
      });
    }
  });
}

describe('lists machine: generated paths for a list the page came with', () => {
  const paths = preloadedListsModel.paths();

  it('reaches only loaded: nothing is asked of the server', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"loaded"']));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(preloadedListsModel, path);
    });
  }
});

describe('lists machine: transitions', () => {
  const withLoader = (load: (request: ListRequest) => Promise<readonly unknown[]>) =>
    listsMachine.provide({
      actors: {
        loadList: fromPromise(({ input }: { input: ListRequest }) => load(input)) as never,
      },
    });

  it('asks for the list it was started with and keeps the items', async () => {
    const asked: ListRequest[] = [];
    const actor = createActor(
      withLoader(async (request) => {
        asked.push(request);
        return [exam];
      }),
      { input: { source: 'rrb' } },
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([{ source: 'rrb' }]);
    expect(snapshot.context.items).toEqual([exam]);
  });

  it('loads again after a failure, and a retry that succeeds shows the items', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return [exam];
      }),
      { input: { source: 'ssc' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.send({ type: 'user.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.items).toEqual([exam]);
    expect(calls).toBe(2);
  });

  it('does not reload a list that loaded', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return [exam];
      }),
      { input: { source: 'ssc' } },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls).toBe(1);
  });

  it('asks for the history with the user id it was started with, again on a retry', async () => {
    const asked: ListRequest[] = [];
    const actor = createActor(
      withLoader(async (request) => {
        asked.push(request);
        if (asked.length === 1) throw new Error('offline');
        return [attempt];
      }),
      { input: { source: 'history', userId: '7' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([
      { source: 'history', userId: '7' },
      { source: 'history', userId: '7' },
    ]);
    expect(snapshot.context.items).toEqual([attempt]);
  });

  it('an empty history is empty, and nothing loads it again (no page offers a retry of an empty list)', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return [];
      }),
      { input: { source: 'history', userId: '7' } },
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('empty'));
    expect(snapshot.can({ type: 'user.retry' })).toBe(false);
    expect(calls).toBe(1);
  });

  it('starts with the list the server rendered into the page, and asks nothing', () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return [];
      }),
      { input: { source: 'ssc', preloaded: [exam] } },
    );
    // Already loaded before it starts: the first render matches the server's HTML.
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.start();
    expect(actor.getSnapshot().context.items).toEqual([exam]);
    expect(calls).toBe(0);
  });

  it('a page rendered with an empty list starts empty, and one without a list loads it', async () => {
    const empty = createActor(listsMachine, { input: { source: 'ssc', preloaded: [] } });
    expect(empty.getSnapshot().value).toBe('empty');
    const asked: ListRequest[] = [];
    const fresh = createActor(
      withLoader(async (request) => {
        asked.push(request);
        return [exam];
      }),
      { input: { source: 'ssc' } },
    ).start();
    await waitFor(fresh, (s) => s.matches('loaded'));
    expect(asked).toEqual([{ source: 'ssc' }]);
  });

  it('keeps only what to load as its request, not the page copy of the list', () => {
    const actor = createActor(listsMachine, { input: { source: 'govtJobs', preloaded: [] } });
    expect(actor.getSnapshot().context.request).toEqual({ source: 'govtJobs' });
  });
});
