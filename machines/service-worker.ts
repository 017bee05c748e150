/**
 * The service worker, as the appUpdate machine sees it (issue 16): registered a while after the page
 * has loaded, and watched for a new version that has installed and waits. No imports: the shell holds
 * this.
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

/**
 * How long after `load` the worker is registered. Its install downloads the whole client (about 1 MB
 * before compression) and writes it to the cache: begun at `load`, it competed with what a page
 * fetches and draws after that (the jobs list, a test's questions) for a weak signal and a cheap
 * phone's CPU (Lighthouse on /jobs: 58–64 with it at `load`, a median of 70 with it later).
 */
export const REGISTER_DELAY_MS = 5_000;

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

  // After the delay, when the page is idle (at most a second more): not mid-render.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const registerLater = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 1_000 });
      else register();
    }, REGISTER_DELAY_MS);
  };

  container.addEventListener('controllerchange', onControllerChange);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });

  return {
    activate: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    stop: () => {
      stopped = true;
      container.removeEventListener('controllerchange', onControllerChange);
      clearTimeout(timer);
      window.removeEventListener('load', registerLater);
    },
  };
}

/** Reloads the page on the new version's files. */
export function reloadPage(): void {
  window.location.reload();
}
