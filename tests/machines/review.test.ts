import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ReviewLookup, ReviewRequest } from '../../machines/api/review';
import { reviewMachine } from '../../machines/review.machine';
import { leafStateValues } from '../models/model';
import { request, review, reviewModel } from '../models/review.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('review machine: generated paths', () => {
  const paths = reviewModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(reviewModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(reviewModel, path);
    });
  }
});

describe('review machine: transitions', () => {
  const withLoader = (load: (input: ReviewRequest) => Promise<ReviewLookup>) =>
    reviewMachine.provide({
      actors: { loadReview: fromPromise(({ input }: { input: ReviewRequest }) => load(input)) as never },
    });

  it('asks for the attempt and user it was started with, and keeps what came back', async () => {
    const asked: ReviewRequest[] = [];
    const actor = createActor(
      withLoader(async (input) => {
        asked.push(input);
        return { kind: 'found', review };
      }),
      { input: request },
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([request]);
    expect(snapshot.context.review).toEqual(review);
  });

  it('an attempt that is not the user’s is not found, and stays so', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        return { kind: 'notFound' };
      }),
      { input: request },
    ).start();
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.review).toBeNull();
    expect(calls).toBe(1);
  });

  it('a failure can be retried, and the retry asks for the same attempt', async () => {
    const asked: ReviewRequest[] = [];
    const actor = createActor(
      withLoader(async (input) => {
        asked.push(input);
        if (asked.length === 1) throw new Error('offline');
        return { kind: 'found', review };
      }),
      { input: request },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([request, request]);
  });

  it('a loaded review does not reload on a retry', async () => {
    const snapshot = reviewMachine.resolveState({ value: 'loaded', context: { request, review } });
    const actor = createActor(reviewMachine, { snapshot, input: request }).start();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.review).toBe(review);
  });
});
