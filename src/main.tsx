import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { sessionMachine } from '../machines/session.machine';
import { App } from './App';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// One session for the whole app, started before the first render so the header and the router's
// guards see the stored record at once.
const session = createActor(sessionMachine).start();

createRoot(root).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
