/**
 * How long after `load` the service worker is registered (issue 16). Its install downloads the whole
 * client (about 1 MB before compression) and writes it to the cache: begun at `load`, it competed with
 * what a page fetches and draws after that (the jobs list, a test's questions) for a weak signal and a
 * cheap phone's CPU (Lighthouse on /jobs: 58–64 with it at `load`, a median of 70 with it later).
 */
export const REGISTER_DELAY_MS = 5_000;

/**
 * Calls `then` REGISTER_DELAY_MS after the page's `load`, when the browser is idle (at most a second
 * more): not mid-render. Returns a function that cancels it.
 */
export function afterLoadAndDelay(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: 1_000 });
      else then();
    }, REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', later);
  };
}
