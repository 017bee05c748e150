import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Exam } from '../../contract/lists';
import { listsMachine } from '../../machines/lists.machine';
import { describePath, reachedStates, replayPath } from './support/replay';

const exam: Exam = { exam_id: 1, exam_paper: 'SSC CGL', exampaper_name: 'Tier I 2024' };

const events = [
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadList', output: [exam] },
  { type: 'xstate.done.actor.loadList', output: [] },
  { type: 'xstate.error.actor.loadList', error: new Error('offline') },
] as never[];

describe('lists machine: generated paths', () => {
  const paths = getShortestPaths(listsMachine, { input: { source: 'ssc' }, events });

  it('reaches loading, loaded, empty and failed', () => {
    expect(reachedStates(paths)).toEqual(
      new Set(['"loading"', '"loaded"', '"empty"', '"failed"']),
    );
  });

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(listsMachine, path, { input: { source: 'ssc' }, actorIds: ['loadList'] });
    });
  }
});

describe('lists machine: transitions', () => {
  const withLoader = (load: (source: string) => Promise<readonly unknown[]>) =>
    listsMachine.provide({
      actors: {
        loadList: fromPromise(({ input }: { input: { source: string } }) => load(input.source)) as never,
      },
    });

  it('asks for the list it was started with and keeps the items', async () => {
    const asked: string[] = [];
    const actor = createActor(
      withLoader(async (source) => {
        asked.push(source);
        return [exam];
      }),
      { input: { source: 'rrb' } },
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual(['rrb']);
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
});
