import { createContext, use } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AccountRecord } from '../machines/account-record';
import { accountOf, isLoggedIn, type sessionMachine } from '../machines/session.machine';

/**
 * Who is browsing, as the router and the views see it: the one place that says so. It is read from
 * the session machine (machines/session.machine.ts), which the shell starts once for the whole app
 * (main.tsx) and hands down through SessionContext.
 */
export interface Auth {
  readonly isLoggedIn: boolean;
  /** The locally stored user record, for the header; null for a visitor. */
  readonly account: AccountRecord | null;
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const SessionContext = createContext<SessionActor | null>(null);

/** The app's session actor, to send it events (logout, login succeeded). */
export function useSessionActor(): SessionActor {
  const session = use(SessionContext);
  if (!session) throw new Error('useSessionActor needs <SessionContext> (see App.tsx)');
  return session;
}

/** Who is browsing now; re-renders when that changes. */
export function useAuth(): Auth {
  const session = useSessionActor();
  const loggedIn = useSelector(session, isLoggedIn);
  const account = useSelector(session, accountOf);
  return { isLoggedIn: loggedIn, account };
}
