import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
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

/** The 1 s pause before the message line appears, then the line itself. */
const heldMessage = (shown: object = {}) => ({
  initial: 'holding' as const,
  states: {
    holding: {
      description: 'The answer is in; the message line waits 1 s, as the specification shows it.',
      tags: ['busy'],
      after: { forgotMessage: 'shown' },
    },
    shown: { description: 'The message line is shown.', tags: ['message'], ...shown },
  },
});

/** After a failure: editing clears the message line, sending again tries again. */
const retry = {
  'user.edit': { target: '#forgotPassword.open', actions: 'setEmail' },
  'user.submit': '#forgotPassword.sending',
} as const;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestPasswordReset: fromPromise<MsgOutcome, { email: string }>(({ input, signal }) =>
      requestPasswordReset(input.email, signal),
    ),
  },
  actions: {
    setEmail: assign({
      email: ({ context, event }) => (event.type === 'user.edit' ? event.value : context.email),
    }),
  },
  guards: {
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
      entry: assign({ message: undefined }),
      on: { 'user.submit': 'sending' },
    },
    sending: {
      description: "'Checking Email...' while the server answers.",
      tags: ['busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'wasSent', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: assign({ message: ({ event }) => event.output.message }),
          },
          {
            target: 'failed.rejected',
            actions: assign({ message: ({ event }) => event.output.message }),
          },
        ],
        onError: {
          target: 'failed.unreachable',
          actions: assign({ message: undefined }),
        },
      },
    },
    succeeded: {
      description: 'The link is on its way: the message with a check mark, then the dialog closes by itself.',
      ...heldMessage({
        after: {
          forgotAutoClose: {
            target: '#forgotPassword.closed',
            actions: assign({ email: '', message: undefined }),
          },
        },
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
