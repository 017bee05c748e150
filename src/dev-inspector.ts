import { setInspector } from '../machines/inspection';

/**
 * Development only: with `?inspect` in the URL, connects the Stately inspector to every actor (it
 * opens the inspector in a new window; allow the pop-up). Called behind `import.meta.env.DEV`, so
 * neither this file nor @statelyai/inspect is in the production bundle.
 */
export async function startDevInspector(): Promise<void> {
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  setInspector(createBrowserInspector().inspect);
}
