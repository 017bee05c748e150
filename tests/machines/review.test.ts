import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AttemptReview, ReviewLookup, ReviewRequest } from '../../machines/api/review';
import { reviewMachine, type ReviewEvent } from '../../machines/review.machine';
import { graphEvents, leafStateValues, shortestPerState, type ActorOutcomes, type EventFixtures } from '../models/model';
import { describePath, reachedStates, replayPath } from './support/replay';

const request: ReviewRequest = { attemptId: '1795306719690', userId: '7' };

const review: AttemptReview = {
  record: {
    attempt_id: '1795306719690',
    book_name: 'Aptitude',
    chapter_name: 'Percentage',
    level: 'Level 1',
    total_question: 1,
    correct_answer: 1,
    wrong_answer: 0,
    current_date: '2026-11-22T10:04:31.123Z',
  },
  items: [
    {
      id: 4,
      question: 'What is 20% of 450?',
      optionA: '80',
      optionB: '90',
      optionC: '95',
      optionD: '100',
      chosen: '90',
      rightAnswer: '90',
      explanation: '20% of 450 = 450 × 20/100 = 90.',
    },
  ],
};

const events = {
  'user.retry': [{ type: 'user.retry' }],
} satisfies EventFixtures<ReviewEvent>;

const outcomes = {
  loadReview: {
    done: [{ kind: 'found', review }, { kind: 'notFound' }],
    error: [new Error('offline')],
  },
} satisfies ActorOutcomes<{ loadReview: ReviewLookup }>;

describe('review machine: generated paths', () => {
  const paths = getShortestPaths(reviewMachine, {
    input: request,
    events: graphEvents(reviewMachine, events, outcomes),
  });

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(reviewMachine));
  });

  for (const path of shortestPerState(paths)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(reviewMachine, path, { input: request, actorIds: ['loadReview'] });
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
