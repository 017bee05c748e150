import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { validateSignup, type SignupErrors, type SignupField, type SignupForm } from '../contract/accounts';
import { accountFromSignup, type AccountRecord } from './account-record';
import { signUp, type SignupOutcome } from './api/accounts';

/**
 * Registration (/signup). Every rule of spec §5 is checked on submit and each error shows under its
 * field until that field is edited. The server may still refuse (an address already registered, its
 * own field checks): 'Signup Failed'. On success the session starts (the server opened one, design §5),
 * 'Signup Successful!' shows for 2 s, then the candidate goes to /login, or to the page they were
 * going to when a page for candidates sent them to log in.
 */
export const SIGNUP_REDIRECT_MS = 2000;

export interface SignupContext {
  readonly form: SignupForm;
  readonly errors: SignupErrors;
  /** The server's reason for a refusal, shown under 'Signup Failed' (the screen words it when absent). */
  readonly rejection: string | undefined;
}

export type SignupEvent =
  | { type: 'user.edit'; field: SignupField; value: string }
  | { type: 'user.submit' }
  /** Closes the 'Signup Failed' or 'Network Error' popup. */
  | { type: 'user.dismiss' };

const emptyForm: SignupForm = { name: '', email: '', password: '', phone: '', state: '', qualification: '' };

function withoutError(errors: SignupErrors, field: SignupField): SignupErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** `busy`: the server is registering the candidate ('Verify' disabled and spinning). */
export type SignupTag = 'busy';

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    tags: {} as SignupTag,
  },
  actors: {
    signUp: fromPromise<SignupOutcome, SignupForm>(({ input, signal }) => signUp(input, signal)),
  },
  actions: {
    /** The app hands the account to the session, which stores it and the flag and tells the page. */
    startSession: (_, _params: { account: AccountRecord }) => {},
    /** The app goes on to /login (a route change, not a reload), or to the page the candidate was going to. */
    goToDestination: () => {},
    /** The field takes the value and loses its error until the next submit. */
    setField: assign(({ context, event }) => {
      assertEvent(event, 'user.edit');
      return {
        form: { ...context.form, [event.field]: event.value },
        errors: withoutError(context.errors, event.field),
      };
    }),
    showFormErrors: assign(({ context }) => ({ errors: validateSignup(context.form) })),
    clearErrors: assign({ errors: {} }),
    /** The server's refusal: its message for the popup, its field errors under the fields. */
    showRejection: assign((_, params: { outcome: SignupOutcome }) =>
      params.outcome.kind === 'rejected'
        ? {
            rejection: params.outcome.message,
            errors: params.outcome.errors,
          }
        : {},
    ),
  },
  guards: {
    formHasErrors: ({ context }) => Object.keys(validateSignup(context.form)).length > 0,
    wasCreated: (_, params: { outcome: SignupOutcome }) => params.outcome.kind === 'created',
  },
  delays: {
    signupRedirect: SIGNUP_REDIRECT_MS,
  },
}).createMachine({
  id: 'signup',
  description: 'Registers a new candidate, checking the form as spec §5 says.',
  context: { form: emptyForm, errors: {}, rejection: undefined },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form, with an error under each field that failed its rule.',
      on: {
        'user.edit': { actions: 'setField' },
        'user.submit': [
          { guard: 'formHasErrors', actions: 'showFormErrors' },
          { target: 'sending', actions: 'clearErrors' },
        ],
      },
    },
    sending: {
      description: "'Verify' is disabled and spins while the server registers the candidate.",
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: { type: 'wasCreated', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: {
              type: 'startSession',
              // The guard above made sure the account was created.
              params: ({ context, event }) => ({
                account: accountFromSignup(
                  context.form,
                  (event.output as Extract<SignupOutcome, { kind: 'created' }>).user,
                ),
              }),
            },
          },
          {
            target: 'failed.rejected',
            actions: { type: 'showRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: 'failed.unreachable' },
      },
    },
    succeeded: {
      description:
        "'Signup Successful!' / 'Redirecting...' for 2 s, then /login (or the page the candidate was going to).",
      after: { signupRedirect: { actions: 'goToDestination' } },
    },
    failed: {
      description: 'A popup says why; dismissing it returns to the form.',
      initial: 'rejected',
      states: {
        rejected: {
          description: "'Signup Failed' with the server's message; its field errors show under the fields.",
        },
        unreachable: { description: "'Network Error': the call failed." },
      },
      on: { 'user.dismiss': 'editing' },
    },
  },
});

export type SignupSnapshot = SnapshotFrom<typeof signupMachine>;
