import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { StandingAnswer } from '../../machines/api/standing';
import { standingMachine, type StandingInput } from '../../machines/standing.machine';
import { leafStateValues } from '../models/model';
import { ATTEMPT_ID, standingAnswer, standingModel } from '../models/standing.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('standing machine: generated paths', () => {
  const paths = standingModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(standingModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(standingModel, path);
    });
  }
});

describe('standing machine: transitions', () => {
  const withLoader = (load: (input: StandingInput) => Promise<StandingAnswer>) =>
    standingMachine.provide({
      actors: { loadStanding: fromPromise(({ input }: { input: StandingInput }) => load(input)) as never },
    });

  it('asks for the attempt it was started with and keeps the standing and the new badges', async () => {
    const asked: StandingInput[] = [];
    const actor = createActor(
      withLoader(async (input) => {
        asked.push(input);
        return standingAnswer;
      }),
      { input: { attemptId: ATTEMPT_ID } },
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([{ attemptId: ATTEMPT_ID }]);
    expect(snapshot.context.standing?.percentileText).toBe(
      'Better than 72 % of candidates who took this test',
    );
    expect(snapshot.context.newBadges).toEqual(['first_test']);
  });

  it('a failure can be retried; the retry asks for the same attempt', async () => {
    const asked: StandingInput[] = [];
    const actor = createActor(
      withLoader(async (input) => {
        asked.push(input);
        if (asked.length === 1) throw new Error('offline');
        return standingAnswer;
      }),
      { input: { attemptId: ATTEMPT_ID } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.standing).toBeNull();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toHaveLength(2);
  });

  it('once loaded it does not ask again, so the badges are announced once', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return standingAnswer;
      }),
      { input: { attemptId: ATTEMPT_ID } },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls).toBe(1);
  });
});
