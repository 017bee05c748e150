import { assign, fromPromise, setup } from 'xstate';
import { fetchAttemptReview, type AttemptReview, type ReviewLookup, type ReviewRequest } from './api/review';

/**
 * The review of one finished attempt (/review/{attemptId}): its questions with the candidate's and the
 * right answers. Started with the attempt id and the session user's id; loads once, and again on a
 * retry after a failure. An attempt that is not the user's, or does not exist, is "not found" for good.
 */
export interface ReviewContext {
  readonly request: ReviewRequest;
  readonly review: AttemptReview | null;
}

export type ReviewEvent = { type: 'user.retry' };

/** `busy`: the server is being asked. */
export type ReviewTag = 'busy';

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    input: {} as ReviewRequest,
    events: {} as ReviewEvent,
    tags: {} as ReviewTag,
  },
  actors: {
    loadReview: fromPromise<ReviewLookup, ReviewRequest>(({ input, signal }) =>
      fetchAttemptReview(input, signal),
    ),
  },
  actions: {
    /** The attempt the server found (the guard before it made sure there is one). */
    keepReview: assign((_, params: { lookup: ReviewLookup }) => ({
      review: params.lookup.kind === 'found' ? params.lookup.review : null,
    })),
  },
  guards: {
    wasFound: (_, params: { lookup: ReviewLookup }) => params.lookup.kind === 'found',
  },
}).createMachine({
  id: 'review',
  description: 'Loads one finished attempt for review and tells loading, loaded, not found and failed apart.',
  context: ({ input }) => ({ request: input, review: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server.',
      tags: ['busy'],
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ lookup: event.output }) },
            target: 'loaded',
            actions: { type: 'keepReview', params: ({ event }) => ({ lookup: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: { description: 'The attempt’s questions, answers and explanations are shown.' },
    notFound: { description: 'No such attempt of this user: it is not available.' },
    failed: {
      description: 'The call failed or the answer had the wrong shape.',
      on: { 'user.retry': 'loading' },
    },
  },
});
