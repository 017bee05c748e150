import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../machines/api/progress';
import { progressMachine } from '../../machines/progress.machine';
import { leafStateValues } from '../models/model';
import { noTests, progress, progressModel } from '../models/progress.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('progress machine: generated paths', () => {
  const paths = progressModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(progressModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(progressModel, path);
    });
  }
});

describe('progress machine: transitions', () => {
  const withLoader = (load: () => Promise<Progress>) =>
    progressMachine.provide({ actors: { loadProgress: fromPromise(load) as never } });

  it('keeps what the server said: the weakest topic first, the streak and every badge', async () => {
    const actor = createActor(withLoader(async () => progress)).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(snapshot.hasTag('busy')).toBe(false);
    const kept = snapshot.context.progress!;
    expect(kept.weakest.map((topic) => [topic.title, topic.accuracyPercent])).toEqual([
      ['Percentage', 40],
      ['Average', 80],
    ]);
    expect(kept.categories[0]!.topics[0]!.recentAccuracy).toEqual([20, 60]);
    expect(kept.streak).toEqual({ currentDays: 2, bestDays: 2, todayDone: true });
    // Every badge, earned or not: the page greys the ones still to earn.
    expect(kept.badges).toHaveLength(6);
    expect(kept.badges.filter((badge) => badge.earnedAt !== null).map((badge) => badge.id)).toEqual([
      'first_test',
    ]);
  });

  it('a candidate with no finished test is told so, not shown empty tables', async () => {
    const actor = createActor(withLoader(async () => noTests)).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(snapshot.value).toBe('noTests');
    expect(snapshot.context.progress?.badges.every((badge) => badge.earnedAt === null)).toBe(true);
  });

  it('a failure can be retried, and the retry asks again', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return progress;
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.progress).toBeNull();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toBe(2);
  });

  it('once shown, a stray retry asks nothing', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return progress;
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls).toBe(1);
  });
});
