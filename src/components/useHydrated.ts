import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page rendered on the server is still only HTML (and while it is being taken over),
 * true once the app answers it (issue 21). A form there takes no input before then: what a candidate
 * typed or ticked into the server's markup would not reach the app, and its button would submit the
 * form natively (a reload that loses the input). Pages the browser renders are answered at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
