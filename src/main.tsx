import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { appUpdateMachine } from '../machines/appUpdate.machine';
import { connectionStatusMachine } from '../machines/connectionStatus.machine';
import { inspectOption } from '../machines/inspection';
import { languageMachine, languageOfSnapshot } from '../machines/language.machine';
import { accountOf, isLoggedIn, sessionMachine, type SessionSnapshot } from '../machines/session.machine';
import { App } from './App';
import { readPageData } from './page-data';
import { createAppRouter, loadCurrentScreens } from './router';
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
  const pageData = readPageData(document);
  const app = (
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
  // same: a visitor (the server renders for visitors) in the same language. Its screen's code is
  // loaded first, so the first render matches the HTML instead of showing the pending view.
  const sameView =
    pageData.renderedFor !== undefined &&
    !isLoggedIn(session.getSnapshot()) &&
    languageOfSnapshot(language.getSnapshot()) === pageData.renderedFor.language;
  if (sameView && container.firstElementChild) {
    const snapshot = session.getSnapshot();
    router.update({
      ...router.options,
      context: { auth: { isLoggedIn: false, account: accountOf(snapshot) } },
    });
    await router.load();
    await loadCurrentScreens(router);
    hydrateRoot(container, app);
  } else {
    // Another view, or the service worker's empty shell: render from scratch.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// `import.meta.env.DEV` is false in production builds: the inspector's import is dropped with it.
if (import.meta.env.DEV) {
  void import('./dev-inspector')
    .then(({ startDevInspector }) => startDevInspector())
    .finally(() => render(root));
} else {
  void render(root);
}
