/**
 * The service worker, as the appUpdate machine sees it (issue 16): registered a while after the page
 * has loaded, and watched for a new version that has installed and waits. Its own chunk, fetched when
 * it is time to register (machines/after-load.ts): no page's first load carries it.
 */
export interface WorkerNews {
  /** A new version has installed and waits for this page's word to take over. */
  readonly updateReady: () => void;
  /** A new version took over this page (after `activate`, or another tab's Reload). */
  readonly activated: () => void;
}

export interface WorkerWatch {
  /** Tells the waiting version to take over (Workbox's worker listens for SKIP_WAITING). */
  readonly activate: () => void;
  readonly stop: () => void;
}

const SCRIPT = '/sw.js';

export function watchServiceWorker(news: WorkerNews): WorkerWatch {
  const container = navigator.serviceWorker;
  // The first install takes no page over (no clientsClaim): a change of controller is always an update.
  const controlled = Boolean(container.controller);
  let registration: ServiceWorkerRegistration | undefined;
  let stopped = false;

  const onControllerChange = () => {
    if (controlled && !stopped) news.activated();
  };
  const watchInstalling = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller && !stopped) news.updateReady();
    });
  };
  const register = () => {
    container
      .register(SCRIPT, { scope: '/' })
      .then((found) => {
        if (stopped) return;
        registration = found;
        if (found.waiting && container.controller) news.updateReady();
        watchInstalling(found.installing);
        found.addEventListener('updatefound', () => watchInstalling(found.installing));
      })
      .catch(() => {
        // No worker (a private window, an old browser): the site works as it did, online only.
      });
  };

  container.addEventListener('controllerchange', onControllerChange);
  register();

  return {
    activate: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    stop: () => {
      stopped = true;
      container.removeEventListener('controllerchange', onControllerChange);
    },
  };
}
