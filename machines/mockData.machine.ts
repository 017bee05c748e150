import { assign, fromPromise, setup } from 'xstate';
import type { MockAttemptSummary, MockPattern, MockResult } from '../contract/mocks';
import type { MockReview } from './api/mocks';

/**
 * What the mock tests' pages load (issue 18): every pattern (the mocks page, an exam's page, a mock's
 * instructions), the candidate's attempts, one attempt's result, or its review. One small machine for
 * all four, as lists.machine.ts is for the lists: it loads on start and again on a retry. The mock
 * itself runs on the quiz machine (machines/quiz-policy.ts mockPolicy).
 */
export type MockDataRequest =
  | { readonly kind: 'patterns' }
  | { readonly kind: 'attempts' }
  | { readonly kind: 'result'; readonly attemptId: string }
  | { readonly kind: 'review'; readonly attemptId: string };

export type MockData =
  | { readonly kind: 'patterns'; readonly patterns: readonly MockPattern[] }
  | { readonly kind: 'attempts'; readonly attempts: readonly MockAttemptSummary[] }
  | { readonly kind: 'result'; readonly result: MockResult }
  | { readonly kind: 'review'; readonly review: MockReview };

/**
 * What the machine is asked to load, and what the page came with (issue 21): a public page rendered on
 * the server carries the patterns, so the machine starts with them and asks for nothing.
 */
export type MockDataInput = MockDataRequest & { readonly preloaded?: MockData };

export interface MockDataContext {
  readonly request: MockDataRequest;
  readonly data: MockData | null;
}

export type MockDataEvent = { type: 'user.retry' };

/** `busy`: the server is being asked. */
export type MockDataTag = 'busy';

async function loadMockData(request: MockDataRequest, signal: AbortSignal): Promise<MockData> {
  const api = await import('./api/mocks');
  switch (request.kind) {
    case 'patterns':
      return { kind: 'patterns', patterns: await api.fetchMockPatterns(signal) };
    case 'attempts':
      return { kind: 'attempts', attempts: await api.fetchMockAttempts(signal) };
    case 'result':
      return { kind: 'result', result: await api.fetchMockResult(request.attemptId, signal) };
    case 'review':
      return { kind: 'review', review: await api.fetchMockReview(request.attemptId, signal) };
  }
}

export const mockDataMachine = setup({
  types: {
    context: {} as MockDataContext,
    input: {} as MockDataInput,
    events: {} as MockDataEvent,
    tags: {} as MockDataTag,
  },
  actors: {
    loadMockData: fromPromise<MockData, MockDataRequest>(({ input, signal }) => loadMockData(input, signal)),
  },
  actions: {
    keepData: assign((_, params: { data: MockData }) => ({ data: params.data })),
  },
  guards: {
    isPreloaded: ({ context }) => context.data !== null,
  },
}).createMachine({
  id: 'mockData',
  description: 'Loads the mock patterns, the candidate’s attempts, a result or a review.',
  context: ({ input: { preloaded, ...request } }) => ({ request, data: preloaded ?? null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Shows what the page came with, or asks the server.',
      always: [{ guard: 'isPreloaded', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      description: 'Waiting for the server.',
      tags: ['busy'],
      invoke: {
        id: 'loadMockData',
        src: 'loadMockData',
        input: ({ context }) => context.request,
        onDone: {
          target: 'loaded',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    loaded: { description: 'The page shows what came.' },
    failed: {
      description: 'The page says it could not load, with Try again.',
      on: { 'user.retry': 'loading' },
    },
  },
});
