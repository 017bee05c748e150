import { fromCallback, setup, type SnapshotFrom } from 'xstate';
import { listenForConnection } from './connection';

/**
 * Whether the browser has a connection (issue 16), for the quiet notice under the header: offline,
 * the pages opened before still open (the service worker keeps them) and show their last data.
 * The browser's word is taken (its 'online' and 'offline' events); a call that fails says more, but
 * each screen already tells its own failures.
 */
export interface ConnectionStatusInput {
  /** navigator.onLine when the page opened. */
  readonly online: boolean;
}

export type ConnectionStatusEvent = { type: 'browser.online' } | { type: 'browser.offline' };

export const connectionStatusMachine = setup({
  types: {
    input: {} as ConnectionStatusInput,
    context: {} as ConnectionStatusInput,
    events: {} as ConnectionStatusEvent,
  },
  actors: {
    watchConnection: fromCallback<ConnectionStatusEvent>(({ sendBack }) =>
      listenForConnection((online) => sendBack({ type: online ? 'browser.online' : 'browser.offline' })),
    ),
  },
  guards: {
    openedOffline: ({ context }) => !context.online,
  },
}).createMachine({
  id: 'connectionStatus',
  description:
    'Online or offline, as the browser says: offline shows a quiet notice that saved pages still work.',
  context: ({ input }) => ({ online: input.online }),
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  initial: 'opening',
  states: {
    opening: {
      description: 'The page opens: as the browser said then.',
      always: [{ guard: 'openedOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      description: 'Connected: no notice.',
      on: { 'browser.offline': 'offline' },
    },
    offline: {
      description: "'You are offline': pages opened before still work and show what they last showed.",
      on: { 'browser.online': 'online' },
    },
  },
});

export type ConnectionStatusSnapshot = SnapshotFrom<typeof connectionStatusMachine>;
