import { fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import { afterLoadAndDelay } from './after-load';
import type { WorkerWatch } from './service-worker';

/**
 * A new deployment, picked up on the next visit (issue 16): the service worker installs the new
 * version in the background and it waits; the page offers "New version available: Reload", and only
 * a Reload lets it take over and reloads the page on it. Nothing changes under a candidate who does
 * not ask (the screen does not offer it while a test is on screen), so a test in progress is never
 * reloaded. Started only in a production build, where there is a worker (src/main.tsx).
 */
export type AppUpdateEvent =
  | { type: 'worker.updateReady' }
  | { type: 'worker.activated' }
  | { type: 'user.reload' }
  | { type: 'user.dismiss' };

/** What the machine tells the worker's watcher. */
export type WatcherCommand = { type: 'activate' };

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actors: {
    // The worker's code is fetched when it is time to register it, after the page's first load.
    watchServiceWorker: fromCallback<WatcherCommand, void, AppUpdateEvent>(({ sendBack, receive }) => {
      let watch: WorkerWatch | undefined;
      let stopped = false;
      const cancel = afterLoadAndDelay(() => {
        void import('./service-worker').then((worker) => {
          if (stopped) return;
          watch = worker.watchServiceWorker({
            updateReady: () => sendBack({ type: 'worker.updateReady' }),
            activated: () => sendBack({ type: 'worker.activated' }),
          });
        });
      });
      receive((command) => {
        if (command.type === 'activate') watch?.activate();
      });
      return () => {
        stopped = true;
        cancel();
        watch?.stop();
      };
    }),
  },
  actions: {
    activateUpdate: sendTo('serviceWorker', { type: 'activate' }),
    /** Reloads the page on the new version's files. */
    reloadPage: () => window.location.reload(),
  },
}).createMachine({
  id: 'appUpdate',
  description:
    'A new version installs in the background and waits; the page offers Reload, and only then takes it.',
  invoke: { id: 'serviceWorker', src: 'watchServiceWorker' },
  initial: 'current',
  states: {
    current: {
      description: 'The version the page runs is the newest known.',
      on: {
        'worker.updateReady': 'available',
        // Another tab took the new version: this page's lazy parts may be gone, so it is offered here too.
        'worker.activated': 'available',
      },
    },
    available: {
      description: "'New version available' with Reload (not while a test is on screen).",
      on: {
        'user.reload': { target: 'activating', actions: 'activateUpdate' },
        'user.dismiss': 'dismissed',
      },
    },
    activating: {
      description: 'The waiting version is told to take over; the page reloads when it has.',
      on: { 'worker.activated': 'reloading' },
    },
    reloading: {
      description: 'The page reloads on the new version.',
      entry: 'reloadPage',
      type: 'final',
    },
    dismissed: {
      description: 'Not now: the new version takes over on a later visit, when no tab runs the old one.',
    },
  },
});

export type AppUpdateSnapshot = SnapshotFrom<typeof appUpdateMachine>;
