import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { requestPasswordReset, type MsgOutcome } from './api/accounts';
import { notice, type Notice } from './notice';

/**
 * The forgot-password dialog of /login (spec §2, §4). The server's answer shows about 1 s after it
 * arrives (the button keeps saying 'Checking Email...' until then); a success closes the dialog 1.5 s
 * later and clears the field; a failure stays open for another try.
 */
export const FORGOT_MESSAGE_MS = 1000;
export const FORGOT_AUTO_CLOSE_MS = 1500;

export interface ForgotPasswordContext {
  readonly email: string;
  /** The server's message for the message line, if it sent one (else the screen words the outcome). */
  readonly message: string | undefined;
}

export type ForgotPasswordEvent =
  | { type: 'user.open' }
  | { type: 'user.close' }
  | { type: 'user.edit'; value: string }
  | { type: 'user.submit' };

/**
 * `modal`: the dialog is on screen; `busy`: the server is asked or its answer held back ('Checking
 * Email...'); `message`: the message line is due.
 */
export type ForgotPasswordTag = 'modal' | 'busy' | 'message';

/** The 1 s pause before the message line appears, then the line itself. */
const heldMessage = (shown: object = {}) => ({
  initial: 'holding' as const,
  states: {
    holding: {
      description: 'The answer is in; the message line waits 1 s, as the specification shows it.',
      tags: ['modal', 'busy'] satisfies ForgotPasswordTag[],
      after: { forgotMessage: 'shown' },
    },
    shown: {
      description: 'The message line is shown.',
      tags: ['modal', 'message'] satisfies ForgotPasswordTag[],
      ...shown,
    },
  },
});

/** After a failure: editing clears the message line, sending again tries again. */
const retry = {
  'user.edit': { target: '#forgotPassword.open', actions: 'setEmail' },
  'user.submit': { guard: 'hasEmail', target: '#forgotPassword.sending' },
} as const;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as ForgotPasswordTag,
  },
  actors: {
    requestPasswordReset: fromPromise<MsgOutcome, { email: string }>(({ input, signal }) =>
      requestPasswordReset(input.email, signal),
    ),
  },
  actions: {
    setEmail: assign(({ event }) => {
      assertEvent(event, 'user.edit');
      return { email: event.value };
    }),
    /** The server's message for the message line, if it sent one (else the screen words the outcome). */
    setMessage: assign((_, params: { message: string | undefined }) => ({ message: params.message })),
    clearMessage: assign({ message: undefined }),
    /** The dialog closes by itself after a success: the next opening starts empty. */
    clearForm: assign({ email: '', message: undefined }),
  },
  guards: {
    /** The e-mail field is required: there is nothing to send without it. */
    hasEmail: ({ context }) => context.email.trim() !== '',
    wasSent: (_, params: { outcome: MsgOutcome }) => params.outcome.ok,
  },
  delays: {
    forgotMessage: FORGOT_MESSAGE_MS,
    forgotAutoClose: FORGOT_AUTO_CLOSE_MS,
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Asks the server to e-mail a reset link to an address.',
  context: { email: '', message: undefined },
  initial: 'closed',
  on: {
    'user.close': { target: '.closed' },
    'user.edit': { actions: 'setEmail' },
  },
  states: {
    closed: {
      description: 'No dialog.',
      on: { 'user.open': 'open' },
    },
    open: {
      description: "Title 'Forgot password?', the Email address field and 'Reset password'.",
      tags: ['modal'],
      entry: 'clearMessage',
      on: { 'user.submit': { guard: 'hasEmail', target: 'sending' } },
    },
    sending: {
      description: "'Checking Email...' while the server answers.",
      tags: ['modal', 'busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'wasSent', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: { type: 'setMessage', params: ({ event }) => ({ message: event.output.message }) },
          },
          {
            target: 'failed.rejected',
            actions: { type: 'setMessage', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'failed.unreachable',
          actions: 'clearMessage',
        },
      },
    },
    succeeded: {
      description: 'The link is on its way: the message with a check mark, then the dialog closes by itself.',
      ...heldMessage({
        after: { forgotAutoClose: { target: '#forgotPassword.closed', actions: 'clearForm' } },
      }),
    },
    failed: {
      description: 'The dialog stays open with the reason, for another try.',
      initial: 'rejected',
      states: {
        rejected: { description: "The server's message with a cross mark.", ...heldMessage({ on: retry }) },
        unreachable: {
          description: "'Something went wrong. Please try again.' with a warning mark.",
          ...heldMessage({ on: retry }),
        },
      },
    },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export type ForgotPasswordOutcome = 'sent' | 'rejected' | 'unreachable';

/** The message line of the dialog, once it is due: which outcome, and the server's words for it. */
export function forgotPasswordNotice(
  snapshot: ForgotPasswordSnapshot,
): Notice<ForgotPasswordOutcome> | undefined {
  if (!snapshot.hasTag('message')) return undefined;
  const outcome: ForgotPasswordOutcome = snapshot.matches('succeeded')
    ? 'sent'
    : snapshot.matches({ failed: 'unreachable' })
      ? 'unreachable'
      : 'rejected';
  return notice(outcome, snapshot.context.message);
}
