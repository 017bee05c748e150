import { fromCallback } from 'xstate';
import { appUpdateMachine, type AppUpdateEvent, type WatcherCommand } from '../../machines/appUpdate.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * The new-version prompt's machine: a version waits, the candidate reloads or not, another tab takes
 * it first. The worker's news are fixtures; the reload is not performed while walking the graph.
 */
export const events = {
  'worker.updateReady': [{ type: 'worker.updateReady' }],
  'worker.activated': [{ type: 'worker.activated' }],
  'user.reload': [{ type: 'user.reload' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<AppUpdateEvent>;

export const outcomes = {
  // It only listens and forwards: its news is the worker.* fixtures.
  serviceWorker: { done: [] },
} satisfies ActorOutcomes<{ serviceWorker: never }>;

/** No worker and no reload while the graph is walked or replayed. */
export const noWorker = {
  actors: { watchServiceWorker: fromCallback<WatcherCommand, void, AppUpdateEvent>(() => {}) },
  actions: { reloadPage: () => {} },
};

export const appUpdateModel = defineModel({
  machine: appUpdateMachine.provide(noWorker),
  fixtures: events,
  outcomes,
  actorIds: [],
  keep: 'shortestPerState',
});
