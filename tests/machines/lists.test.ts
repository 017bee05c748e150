import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Exam } from '../../contract/lists';
import type { HistoryRecord } from '../../contract/quiz';
import type { ListRequest } from '../../machines/api/lists';
import { listsMachine } from '../../machines/lists.machine';
import { describePath, reachedStates, replayPath } from './support/replay';

const exam: Exam = { exam_id: 1, exam_paper: 'SSC CGL', exampaper_name: 'Tier I 2024' };
const attempt: HistoryRecord = {
  attempt_id: '1795306719690',
  book_name: 'Aptitude',
  chapter_name: 'Percentage',
  level: 'Level 1',
  total_question: 25,
  correct_answer: 18,
  wrong_answer: 5,
  current_date: '2026-11-22T10:04:31.123Z',
};

/** The graph's events, the loader answering with `item` when it finds something. */
const eventsWith = (item: unknown) =>
  [
    { type: 'user.retry' },
    { type: 'xstate.done.actor.loadList', output: [item] },
    { type: 'xstate.done.actor.loadList', output: [] },
    { type: 'xstate.error.actor.loadList', error: new Error('offline') },
  ] as never[];

describe('lists machine: generated paths', () => {
  const paths = getShortestPaths(listsMachine, { input: { source: 'ssc' }, events: eventsWith(exam) });

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

describe('lists machine: generated paths for the history', () => {
  const input: ListRequest = { source: 'history', userId: '7' };
  const paths = getShortestPaths(listsMachine, { input, events: eventsWith(attempt) });

  it('reaches loading, loaded, empty and failed', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"loading"', '"loaded"', '"empty"', '"failed"']));
  });

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(listsMachine, path, { input, actorIds: ['loadList'] });
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

  it('an empty history is empty, and a retry asks again', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return calls === 1 ? [] : [attempt];
      }),
      { input: { source: 'history', userId: '7' } },
    ).start();
    await waitFor(actor, (s) => s.matches('empty'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toBe(2);
  });
});
