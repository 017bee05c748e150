import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { inspectOption } from '../machines/inspection';
import { sessionMachine } from '../machines/session.machine';
import { App } from './App';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(container: HTMLElement) {
  // One session for the whole app, started before the first render so the header and the router's
  // guards see the stored record at once.
  const session = createActor(sessionMachine, inspectOption()).start();
  createRoot(container).render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
}

// `import.meta.env.DEV` is false in production builds: the inspector's import is dropped with it.
if (import.meta.env.DEV) {
  void import('./dev-inspector')
    .then(({ startDevInspector }) => startDevInspector())
    .finally(() => render(root));
} else {
  render(root);
}
