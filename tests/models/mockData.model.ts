import type { MockData, MockDataEvent } from '../../machines/mockData.machine';
import { mockDataMachine } from '../../machines/mockData.machine';
import { defineModel, type EventFixtures } from './model';

/**
 * What a mocks page loads (the mocks page's patterns, the model's input): loaded, or failed and retried.
 * The result and review pages run the same two steps with another request.
 */
export const events = { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<MockDataEvent>;

const loaded: MockData = { kind: 'patterns', patterns: [] };

export const mockDataModel = defineModel({
  machine: mockDataMachine,
  input: { kind: 'patterns' },
  fixtures: events,
  outcomes: { loadMockData: { done: [loaded], error: [new Error('offline')] } },
  actorIds: ['loadMockData'],
  keep: 'all',
});

/** The mocks page as the server rendered it, with the patterns in it: nothing to ask the server. */
export const preloadedMockDataModel = defineModel({
  machine: mockDataMachine,
  input: { kind: 'patterns', preloaded: loaded },
  fixtures: events,
  outcomes: { loadMockData: { done: [loaded], error: [new Error('offline')] } },
  actorIds: ['loadMockData'],
  keep: 'all',
});
