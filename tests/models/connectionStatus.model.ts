import { fromCallback } from 'xstate';
import { connectionStatusMachine, type ConnectionStatusEvent } from '../../machines/connectionStatus.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/** The offline notice's machine: the browser says the connection went, and came back. */
export const events = {
  'browser.online': [{ type: 'browser.online' }],
  'browser.offline': [{ type: 'browser.offline' }],
} satisfies EventFixtures<ConnectionStatusEvent>;

export const outcomes = {
  // It only listens: its news is the fixtures above.
  watchConnection: { done: [] },
} satisfies ActorOutcomes<{ watchConnection: never }>;

/** The window's events are the page's business: walking the graph listens to nothing. */
export const noWindow = { watchConnection: fromCallback<ConnectionStatusEvent>(() => {}) };

export const connectionStatusModel = defineModel({
  machine: connectionStatusMachine.provide({ actors: noWindow }),
  input: { online: true },
  fixtures: events,
  outcomes,
  actorIds: [],
  keep: 'shortestPerState',
});
