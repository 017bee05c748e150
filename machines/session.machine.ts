import { assertEvent, assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountRecord } from './account-record';
import {
  clearStoredAccount,
  readStoredAccount,
  touchesStoredAccount,
  writeStoredAccount,
} from './account-storage';
import type { SessionCheck } from './api/session';
import { AUTH_CHANGED_EVENT, SESSION_ENDED_EVENT } from './browser-events';

/**
 * Who is logged in, for this tab: the one session of the app (the shell starts it; the header and the
 * router's guards read it). It owns the local user record and its flag (spec §3, §4), keeps them in
 * step with other tabs, and ends when the server says the session is gone (a 401 from any call).
 *
 * The HTTP client is imported only when a call is made, so the shell does not carry it.
 */
export const LOGOUT_PROGRESS_MS = 1500;
export const GOODBYE_TOAST_MS = 2500;

export interface SessionContext {
  readonly account: AccountRecord | null;
}

export type SessionEvent =
  | { type: 'user.logout' }
  /** Sent by the login and signup flows of this tab once the server opened a session. */
  | { type: 'login.succeeded'; account: AccountRecord }
  | { type: 'signup.succeeded'; account: AccountRecord }
  /** A 401 from any call, or a password reset (the server ends the browser's session then). */
  | { type: 'server.sessionEnded' }
  /** Storage changed (another tab) or `authChanged` fired: what storage holds now. */
  | { type: 'browser.accountChanged'; account: AccountRecord | null };

const importApi = () => import('./api/session');

/** This tab logged in: keep the record, store it with the flag, tell the page. */
const rememberAccount = ['takeNewAccount', 'storeAccount', 'announceAuthChange'] as const;
/** The session is over: drop the record and the flag, tell the page. */
const forgetAccount = ['dropAccount', 'clearStoredAccount', 'announceAuthChange'] as const;

/** Marks the `authChanged` events this machine fires, so it does not take them as news. */
const OWN_ANNOUNCEMENT = 'session';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Listens to the window: `storage` (other tabs), `authChanged`, and the HTTP client's 401 news. */
    watchAccountEvents: fromCallback<SessionEvent>(({ sendBack }) => {
      const onAccountEvent = (event: Event) => {
        if (event instanceof StorageEvent && !touchesStoredAccount(event.key)) return;
        // Our own announcement: the machine already knows (and storage may have refused the write).
        if (event instanceof CustomEvent && event.detail === OWN_ANNOUNCEMENT) return;
        sendBack({ type: 'browser.accountChanged', account: readStoredAccount() });
      };
      const onSessionEnded = () => sendBack({ type: 'server.sessionEnded' });
      window.addEventListener('storage', onAccountEvent);
      window.addEventListener(AUTH_CHANGED_EVENT, onAccountEvent);
      window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
      return () => {
        window.removeEventListener('storage', onAccountEvent);
        window.removeEventListener(AUTH_CHANGED_EVENT, onAccountEvent);
        window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
      };
    }),
    confirmSession: fromPromise<SessionCheck>(async ({ signal }) => (await importApi()).checkSession(signal)),
    // Not cancelled when the progress ends first: the server must still hear of the logout.
    endServerSession: fromPromise<void>(async () => (await importApi()).logOut()),
  },
  actions: {
    loadStoredAccount: assign({ account: () => readStoredAccount() }),
    storeAccount: ({ context }) => {
      if (context.account) writeStoredAccount(context.account);
    },
    clearStoredAccount: () => clearStoredAccount(),
    announceAuthChange: () => {
      window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT, { detail: OWN_ANNOUNCEMENT }));
    },
    /** This tab logged in or signed up: the account the flow handed over. */
    takeNewAccount: assign(({ event }) => {
      assertEvent(event, ['login.succeeded', 'signup.succeeded']);
      return { account: event.account };
    }),
    /** The server confirmed the session: its fresh details of the user over the stored record. */
    keepConfirmedAccount: assign(({ context }, params: { check: SessionCheck }) => ({
      account:
        params.check.kind === 'active' && context.account
          ? { ...context.account, ...params.check.user }
          : context.account,
    })),
    dropAccount: assign({ account: null }),
    /** Another tab changed the stored record: take what storage holds now (it is already stored). */
    adoptReportedAccount: assign((_, params: { account: AccountRecord | null }) => ({
      account: params.account,
    })),
  },
  guards: {
    hasNoAccount: ({ context }) => context.account === null,
    sessionIsActive: (_, params: { check: SessionCheck }) => params.check.kind === 'active',
    reportsAccount: (_, params: { account: AccountRecord | null }) => params.account !== null,
    reportsNoAccount: (_, params: { account: AccountRecord | null }) => params.account === null,
  },
  delays: {
    logoutProgress: LOGOUT_PROGRESS_MS,
    goodbyeToast: GOODBYE_TOAST_MS,
  },
}).createMachine({
  id: 'session',
  description:
    'The session of this tab: the stored user record and flag, confirmed with the server, shared with other tabs, ended by logout or by a 401.',
  context: { account: null },
  invoke: { id: 'watchAccountEvents', src: 'watchAccountEvents' },
  initial: 'checking',
  states: {
    checking: {
      description:
        'Reads the stored record. With none, the visitor is logged out; with one, the server is asked whether the session lives. Meanwhile the record counts, so a reload does not flash the visitor view.',
      entry: 'loadStoredAccount',
      always: { guard: 'hasNoAccount', target: 'loggedOut' },
      invoke: {
        id: 'confirmSession',
        src: 'confirmSession',
        onDone: [
          {
            guard: { type: 'sessionIsActive', params: ({ event }) => ({ check: event.output }) },
            target: 'loggedIn',
            actions: [
              { type: 'keepConfirmedAccount', params: ({ event }) => ({ check: event.output }) },
              'storeAccount',
            ],
          },
          { target: 'loggedOut', actions: forgetAccount },
        ],
        // Offline: trust the stored record; the first call that reaches the server will tell.
        onError: { target: 'loggedIn' },
      },
      on: {
        'server.sessionEnded': { target: 'loggedOut', actions: forgetAccount },
        'browser.accountChanged': [
          {
            guard: { type: 'reportsNoAccount', params: ({ event }) => ({ account: event.account }) },
            target: 'loggedOut',
            actions: { type: 'adoptReportedAccount', params: ({ event }) => ({ account: event.account }) },
          },
          {
            target: 'loggedIn',
            actions: { type: 'adoptReportedAccount', params: ({ event }) => ({ account: event.account }) },
          },
        ],
        'login.succeeded': {
          target: 'loggedIn',
          actions: rememberAccount,
        },
        'signup.succeeded': {
          target: 'loggedIn',
          actions: rememberAccount,
        },
      },
    },
    loggedIn: {
      description: 'The header shows the avatar menu; pages for members open.',
      on: {
        'user.logout': 'loggingOut',
        'server.sessionEnded': { target: 'loggedOut', actions: forgetAccount },
        'browser.accountChanged': [
          {
            guard: { type: 'reportsNoAccount', params: ({ event }) => ({ account: event.account }) },
            target: 'loggedOut',
            actions: { type: 'adoptReportedAccount', params: ({ event }) => ({ account: event.account }) },
          },
          { actions: { type: 'adoptReportedAccount', params: ({ event }) => ({ account: event.account }) } },
        ],
        'login.succeeded': {
          actions: rememberAccount,
        },
        'signup.succeeded': {
          actions: rememberAccount,
        },
      },
    },
    loggingOut: {
      description:
        "'Logging out...' with a 1.5 s progress while the server ends the session; its failure does not stop the logout.",
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        onDone: { description: 'The server ended its session.' },
        onError: { description: 'Offline or refused: the logout goes on regardless.' },
      },
      after: {
        logoutProgress: { target: 'loggedOut.sayingGoodbye', actions: forgetAccount },
      },
    },
    loggedOut: {
      description: 'A visitor: Login and Sign up in the header; pages for members send to /login.',
      initial: 'quiet',
      states: {
        quiet: { description: 'Nothing to say.' },
        sayingGoodbye: {
          description: "The 'Logged Out' toast, for 2.5 s.",
          after: { goodbyeToast: 'quiet' },
        },
      },
      on: {
        'login.succeeded': {
          target: 'loggedIn',
          actions: rememberAccount,
        },
        'signup.succeeded': {
          target: 'loggedIn',
          actions: rememberAccount,
        },
        'browser.accountChanged': {
          guard: { type: 'reportsAccount', params: ({ event }) => ({ account: event.account }) },
          target: 'loggedIn',
          actions: { type: 'adoptReportedAccount', params: ({ event }) => ({ account: event.account }) },
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Logged in as far as the page is concerned: while checking, the stored record counts. */
export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  return !snapshot.matches('loggedOut') && snapshot.context.account !== null;
}

export function accountOf(snapshot: SessionSnapshot): AccountRecord | null {
  return isLoggedIn(snapshot) ? snapshot.context.account : null;
}
