import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { appUpdateMachine } from '../machines/appUpdate.machine';
import { connectionStatusMachine } from '../machines/connectionStatus.machine';
import { inspectOption } from '../machines/inspection';
import { languageMachine } from '../machines/language.machine';
import { isLoggedIn, sessionMachine, type SessionSnapshot } from '../machines/session.machine';
import { App } from './App';
import { PAGE_DATA_ID, type PageData } from './page-data';
import { createAppRouter } from './router';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function render(container: HTMLElement) {
  // One session for the whole app, started before the first render so the header and the router's
  // guards see the stored record at once.
  const session = createActor(sessionMachine, inspectOption()).start();
  // The language (issue 15) hears of logins and logouts, to keep a member's choice on the server.
  const language = createActor(languageMachine, inspectOption()).start();
  // A page opened on a kept login is 'restored' (no call); a login or logout after that is forwarded.
  let member = isLoggedIn(session.getSnapshot());
  if (member) language.send({ type: 'session.restored' });
  session.subscribe((snapshot: SessionSnapshot) => {
    if (isLoggedIn(snapshot) === member) return;
    member = isLoggedIn(snapshot);
    language.send({ type: member ? 'session.loggedIn' : 'session.loggedOut' });
  });
  // The connection and the app's version (issue 16). A service worker runs only in a production build.
  const connection = createActor(connectionStatusMachine, {
    ...inspectOption(),
    input: { online: navigator.onLine },
  }).start();
  const update =
    import.meta.env.PROD && 'serviceWorker' in navigator
      ? createActor(appUpdateMachine, inspectOption()).start()
      : null;
  const router = createAppRouter();
  const app = (pageData?: PageData) => (
    <StrictMode>
      <App
        router={router}
        session={session}
        language={language}
        status={{ connection, update }}
        pageData={pageData}
      />
    </StrictMode>
  );
  // A page the server rendered (issue 21) is taken over as it is, when this browser would render the
  // same; otherwise (another view, or the service worker's empty shell) it is rendered from scratch.
  // A take-over that fails (its code could not be fetched) leaves a page rendered from scratch, never
  // a page that looks ready and does not answer.
  if (document.getElementById(PAGE_DATA_ID) && container.firstElementChild) {
    const tookOver = await import('./take-over')
      .then(({ takeOver }) => takeOver(container, { router, session, language }, app))
      .catch(() => false);
    if (tookOver) return;
  }
  container.replaceChildren();
  // A transition, so the first render yields to the browser every few milliseconds instead of holding
  // the page in one long task (the take-over does the same).
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app()));
}

// `import.meta.env.DEV` is false in production builds: the inspector's import is dropped with it.
if (import.meta.env.DEV) {
  void import('./dev-inspector')
    .then(({ startDevInspector }) => startDevInspector())
    .finally(() => render(root));
} else {
  void render(root);
}
