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

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    input: {} as ReviewRequest,
    events: {} as ReviewEvent,
  },
  actors: {
    loadReview: fromPromise<ReviewLookup, ReviewRequest>(({ input, signal }) =>
      fetchAttemptReview(input, signal),
    ),
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
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ lookup: event.output }) },
            target: 'loaded',
            actions: assign({
              review: ({ event }) => (event.output.kind === 'found' ? event.output.review : null),
            }),
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
