import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountRecord } from './account-record';
import { logIn, type Credentials, type LoginOutcome } from './api/accounts';

/**
 * The login form (/login). Both fields must be filled, else a toast (no call); the server accepts or
 * rejects the pair; on success the session starts, 'Login successful!' shows for 1.5 s and the browser
 * loads / afresh (a full navigation, as the specification says), or the page the candidate was going
 * to when a page for candidates sent them here.
 */
export const LOGIN_REDIRECT_MS = 1500;
/** How long a toast of this form stays. */
export const LOGIN_TOAST_MS = 4000;

export type LoginField = keyof Credentials;

export interface LoginContext {
  readonly email: string;
  readonly password: string;
  /** The server's reason for a rejection, shown under 'Login failed!' (the screen words it when absent). */
  readonly rejection: string | undefined;
}

export type LoginEvent =
  | { type: 'user.edit'; field: LoginField; value: string }
  | { type: 'user.submit' }
  /** Closes the 'Login failed!' popup. */
  | { type: 'user.dismiss' };

/** `busy`: the server is checking the pair ('Logging in...', the form disabled). */
export type LoginTag = 'busy';

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
  },
  actors: {
    logIn: fromPromise<LoginOutcome, Credentials>(({ input, signal }) => logIn(input, signal)),
  },
  actions: {
    /** The app hands the account to the session, which stores it and tells the page. */
    startSession: (_, _params: { account: AccountRecord }) => {},
    /**
     * The app loads the home page afresh (a full navigation, spec §4), or the page the candidate was
     * going to.
     */
    goToDestination: () => {},
    setField: assign(({ event }) => {
      assertEvent(event, 'user.edit');
      return { [event.field]: event.value };
    }),
    /** The server's reason for refusing, if it gave one (else the screen words the refusal). */
    setRejection: assign((_, params: { outcome: LoginOutcome }) => ({
      rejection: params.outcome.kind === 'rejected' ? params.outcome.message : undefined,
    })),
  },
  guards: {
    lacksEmailOrPassword: ({ context }) => context.email.trim() === '' || context.password === '',
    wasAccepted: (_, params: { outcome: LoginOutcome }) => params.outcome.kind === 'accepted',
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
    toastLifetime: LOGIN_TOAST_MS,
  },
}).createMachine({
  id: 'login',
  description: 'Logs a candidate in with e-mail and password, then sends them home.',
  context: { email: '', password: '', rejection: undefined },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form can be filled and sent.',
      initial: 'ready',
      states: {
        ready: { description: 'No toast shown.' },
        missingFields: {
          description: "Toast 'Please enter both email and password.'",
          after: { toastLifetime: 'ready' },
        },
        unreachable: {
          description: "The call failed (offline, a broken answer): toast 'Something went wrong.'",
          after: { toastLifetime: 'ready' },
        },
      },
      on: {
        'user.edit': { actions: 'setField' },
        'user.submit': [
          { guard: 'lacksEmailOrPassword', target: '.missingFields', reenter: true },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      description: "'Logging in...': the server checks the pair.",
      tags: ['busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: [
          {
            guard: { type: 'wasAccepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: {
              type: 'startSession',
              // The guard above made sure the pair was accepted.
              params: ({ event }) => ({
                account: (event.output as Extract<LoginOutcome, { kind: 'accepted' }>).user,
              }),
            },
          },
          {
            target: 'failed',
            actions: { type: 'setRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: 'editing.unreachable' },
      },
    },
    succeeded: {
      description:
        "'Login successful!' for 1.5 s, then the home page (or the page the candidate was going to) loads afresh.",
      after: { loginRedirect: { actions: 'goToDestination' } },
    },
    failed: {
      description: "'Login failed!' with the server's reason, until dismissed.",
      on: { 'user.dismiss': 'editing' },
    },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export type LoginToast = 'missingFields' | 'unreachable';

/** The toast the form shows now, if any: a key the screen's words turn into text. */
export function loginToast(snapshot: LoginSnapshot): LoginToast | undefined {
  if (snapshot.matches({ editing: 'missingFields' })) return 'missingFields';
  if (snapshot.matches({ editing: 'unreachable' })) return 'unreachable';
  return undefined;
}
