import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ReviewLookup, ReviewRequest } from '../../machines/api/review';
import {
  filterCounts,
  listedQuestions,
  practiceNextOf,
  reviewMachine,
  type ReviewFilter,
} from '../../machines/review.machine';
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
    const snapshot = reviewMachine.resolveState({
      value: 'loaded',
      context: { request, review, filter: 'all' },
    });
    const actor = createActor(reviewMachine, { snapshot, input: request }).start();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.review).toBe(review);
  });
});

describe('review machine: filters', () => {
  const loadedWith = (shown: (filter: ReviewFilter) => void, filter?: ReviewFilter) => {
    const machine = reviewMachine.provide({
      actors: { loadReview: fromPromise(async () => ({ kind: 'found', review }) as ReviewLookup) as never },
      actions: { showFilterInAddress: (_, params) => shown(params.filter) },
    });
    return createActor(machine, { input: { ...request, filter } }).start();
  };

  it('lists all, the wrong, the blank or the marked questions, numbered as in the test, and says how many each has', async () => {
    const shown: ReviewFilter[] = [];
    const actor = loadedWith((filter) => shown.push(filter));
    await waitFor(actor, (s) => s.matches('loaded'));
    const numbers = () => {
      const { context } = actor.getSnapshot();
      return listedQuestions(context.review!.questions, context.filter).map((listed) => listed.number);
    };
    expect(numbers()).toEqual([1, 2, 3]);
    actor.send({ type: 'user.filter', filter: 'wrong' });
    expect(numbers()).toEqual([2]);
    actor.send({ type: 'user.filter', filter: 'unanswered' });
    expect(numbers()).toEqual([3]);
    actor.send({ type: 'user.filter', filter: 'marked' });
    expect(numbers()).toEqual([2]);
    actor.send({ type: 'user.filter', filter: 'all' });
    expect(numbers()).toEqual([1, 2, 3]);
    expect(shown).toEqual(['wrong', 'unanswered', 'marked', 'all']);
    expect(filterCounts(review.questions)).toEqual({ all: 3, wrong: 1, unanswered: 1, marked: 1 });
  });

  it('opens on the filter of the address; choosing the shown one again changes nothing', async () => {
    const shown: ReviewFilter[] = [];
    const actor = loadedWith((filter) => shown.push(filter), 'unanswered');
    expect(actor.getSnapshot().context.filter).toBe('unanswered');
    // Not while loading: the filters are not on the page yet.
    actor.send({ type: 'user.filter', filter: 'wrong' });
    expect(actor.getSnapshot().context.filter).toBe('unanswered');
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'user.filter', filter: 'unanswered' });
    actor.send({ type: 'user.filter', filter: 'starred' as ReviewFilter });
    expect(actor.getSnapshot().context.filter).toBe('unanswered');
    expect(shown).toEqual([]);
  });

  it('a topic test leads to its level chooser and the next level; level 3 and a daily quiz lead on to none', () => {
    const attempt = review.attempt;
    expect(practiceNextOf(attempt)).toEqual({ category: 'aptitude', topic: 'percentage', nextLevel: 2 });
    expect(practiceNextOf({ ...attempt, level: 3 })).toEqual({
      category: 'aptitude',
      topic: 'percentage',
      nextLevel: null,
    });
    expect(practiceNextOf({ ...attempt, level: null, topicTitle: 'Daily Quiz, 25 Nov 2026' })).toBeNull();
    expect(practiceNextOf({ ...attempt, topicTitle: 'No Such Topic' })).toBeNull();
  });
});
