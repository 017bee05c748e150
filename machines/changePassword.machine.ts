import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PasswordChange, PasswordChangeOutcome } from './api/accounts';
import { notice, type Notice } from './notice';

/**
 * The change-password modal, opened from the profile menu (spec §2, §4, §8). One password field; the
 * server changes it for the logged-in user (the user id sent must be the session's). A success closes
 * the modal, clears the field and says 'Success'; any failure says 'Error' over the open modal.
 *
 * On a shared phone (issue 22, design §6): when the session was opened more than 15 minutes ago the
 * server asks for the current password first. The modal then shows a second step with that one field
 * and the server's reason, and sends both; a wrong current password asks again.
 *
 * It lives in the header (the shell), so the HTTP client is imported only when a change is sent.
 */
export interface ChangePasswordContext {
  /** The logged-in user's id, given when the modal opens. */
  readonly userId: string;
  readonly password: string;
  /** The second step's field: the current password, asked for when the session is not recent. */
  readonly currentPassword: string;
  /** Why the second step is shown: the server's words ('please enter your current password first'). */
  readonly confirmReason: string | null;
  /** What the 'Success' or 'Error' popup says: the server's message, or a key the screen words. */
  readonly message: Notice<ChangePasswordMessage> | null;
}

export type ChangePasswordMessage = 'missing' | 'changed' | 'rejected' | 'unreachable';

export type ChangePasswordEvent =
  | { type: 'user.open'; userId: string }
  | { type: 'user.close' }
  | { type: 'user.edit'; value: string }
  /** The current password, on the second step. */
  | { type: 'user.editCurrent'; value: string }
  | { type: 'user.submit' }
  /** Closes the 'Success' or 'Error' popup. */
  | { type: 'user.dismiss' };

/**
 * `modal`: the modal is on screen (behind an 'Error' popup too); `busy`: the server is changing the
 * password (the field and button are disabled).
 */
export type ChangePasswordTag = 'modal' | 'busy';

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: fromPromise<PasswordChangeOutcome, PasswordChange>(async ({ input, signal }) =>
      (await import('./api/accounts')).changePassword(input, signal),
    ),
  },
  actions: {
    /** A fresh modal for the logged-in user. */
    startForUser: assign((_, params: { userId: string }) => ({
      userId: params.userId,
      password: '',
      currentPassword: '',
      confirmReason: null,
      message: null,
    })),
    setPassword: assign((_, params: { value: string }) => ({ password: params.value })),
    setCurrentPassword: assign((_, params: { value: string }) => ({ currentPassword: params.value })),
    clearPassword: assign({ password: '', currentPassword: '' }),
    /** The second step, with the server's reason; a wrong current password is typed again. */
    askCurrentPassword: assign((_, params: { reason: string | undefined }) => ({
      confirmReason: params.reason ?? null,
      currentPassword: '',
    })),
    /** What the 'Success' or 'Error' popup says. */
    setMessage: assign((_, params: { message: Notice<ChangePasswordMessage> }) => ({
      message: params.message,
    })),
  },
  guards: {
    lacksPassword: ({ context }) => context.userId === '' || context.password === '',
    lacksCurrentPassword: ({ context }) => context.currentPassword === '',
    wasChanged: (_, params: { outcome: PasswordChangeOutcome }) => params.outcome.ok,
    needsCurrentPassword: (_, params: { outcome: PasswordChangeOutcome }) =>
      params.outcome.needsCurrentPassword,
    isOnSecondStep: ({ context }) => context.confirmReason !== null,
  },
}).createMachine({
  id: 'changePassword',
  description: 'Changes the logged-in user’s password from a modal.',
  context: { userId: '', password: '', currentPassword: '', confirmReason: null, message: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal.',
      on: {
        'user.open': {
          target: 'open',
          actions: { type: 'startForUser', params: ({ event }) => ({ userId: event.userId }) },
        },
      },
    },
    open: {
      description: 'The modal with its password field.',
      tags: ['modal'],
      on: {
        'user.edit': { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
        'user.submit': [
          {
            guard: 'lacksPassword',
            target: 'failed',
            actions: {
              type: 'setMessage',
              params: { message: notice('missing') },
            },
          },
          { target: 'submitting' },
        ],
        'user.close': 'closed',
      },
    },
    confirming: {
      description:
        'The second step on a session older than 15 minutes: the current password, with the server’s reason.',
      tags: ['modal'],
      on: {
        'user.editCurrent': {
          actions: { type: 'setCurrentPassword', params: ({ event }) => ({ value: event.value }) },
        },
        'user.submit': [
          {
            guard: 'lacksCurrentPassword',
            target: 'failed',
            actions: { type: 'setMessage', params: { message: notice('missing') } },
          },
          { target: 'submitting' },
        ],
        'user.close': 'closed',
      },
    },
    submitting: {
      description: "'Updating...' and disabled while the server changes the password.",
      tags: ['modal', 'busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          userId: context.userId,
          password: context.password,
          currentPassword: context.currentPassword,
        }),
        onDone: [
          {
            guard: { type: 'needsCurrentPassword', params: ({ event }) => ({ outcome: event.output }) },
            target: 'confirming',
            actions: {
              type: 'askCurrentPassword',
              params: ({ event }) => ({ reason: event.output.message }),
            },
          },
          {
            guard: { type: 'wasChanged', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: [
              'clearPassword',
              {
                type: 'setMessage',
                params: ({ event }) => ({
                  message: notice('changed', event.output.message),
                }),
              },
            ],
          },
          {
            target: 'failed',
            actions: {
              type: 'setMessage',
              params: ({ event }) => ({
                message: notice('rejected', event.output.message),
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'setMessage',
            params: { message: notice('unreachable') },
          },
        },
      },
    },
    succeeded: {
      description: "The modal is closed and the field cleared; 'Success' says so until dismissed.",
      on: { 'user.dismiss': 'closed' },
    },
    failed: {
      description: "'Error' over the open modal until dismissed; the field keeps its text for another try.",
      tags: ['modal'],
      // The popup sits over the modal: its OK (or Escape) is the only way out, back to the step it was on.
      on: { 'user.dismiss': [{ guard: 'isOnSecondStep', target: 'confirming' }, { target: 'open' }] },
    },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
