import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Streak } from '../../machines/api/streak';
import { streakMachine } from '../../machines/streak.machine';
import { leafStateValues } from '../models/model';
import { streak, streakModel } from '../models/streak.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('streak machine: generated paths', () => {
  const paths = streakModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(streakModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(streakModel, path);
    });
  }
});

describe('streak machine: transitions', () => {
  const withLoader = (load: () => Promise<Streak>) =>
    streakMachine.provide({ actors: { loadStreak: fromPromise(load) as never } });

  it('asks at once (the menu starts it when it opens) and keeps the days', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return streak;
      }),
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toBe(1);
    expect(snapshot.context.streak).toEqual({ currentDays: 3, bestDays: 5, todayDone: false });
  });

  it('a failure can be retried, and only a failure', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return streak;
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.streak).toBeNull();
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls).toBe(2);
  });
});
