import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PASSWORD_MIN_LENGTH, type ResetLinkProblem } from '../contract/accounts';
import { checkResetToken, resetPassword, type ResetCheck, type ResetOutcome } from './api/accounts';
import { notice, type Notice } from './notice';

/**
 * The page an e-mailed reset link opens (/reset-password?token=…; new, not in the specification). The
 * link is checked first, so a candidate does not type a new password into a dead link; then the new
 * password (at least 6 characters, typed twice) is saved. The server ends every session of the user
 * then, this browser's included.
 */
export type NewPasswordField = 'password' | 'confirm';
/** Which rule a field breaks; the page words it (a short password as signup does). */
export type NewPasswordProblem = 'tooShort' | 'mismatch';
export type NewPasswordErrors = Partial<Record<NewPasswordField, NewPasswordProblem>>;

export function validateNewPassword(fields: Record<NewPasswordField, string>): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  if (fields.confirm !== fields.password) errors.confirm = 'mismatch';
  return errors;
}

export interface ResetPasswordContext {
  readonly token: string;
  readonly password: string;
  readonly confirm: string;
  readonly errors: NewPasswordErrors;
  /** Why the link cannot be used (the page words it with RESET_MESSAGES). */
  readonly reason: ResetLinkProblem;
  /** A message for the whole form: the server refused (with its message), or could not be reached. */
  readonly notice: Notice<'refused' | 'unreachable'> | null;
}

export type ResetPasswordEvent =
  | { type: 'user.edit'; field: NewPasswordField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' };

/**
 * `busy`: the server is asked (the link checked, or the password saved); `form`: the new-password form
 * is on screen (disabled while saving).
 */
export type ResetPasswordTag = 'busy' | 'form';

/** Why a link is unusable, from an answer the guard before found unusable. */
const reasonOf = (outcome: ResetCheck | ResetOutcome): ResetLinkProblem =>
  outcome.kind === 'unusable' ? outcome.reason : 'invalid';

/** The server's refusal (a rate limit, say), with its message. */
const refusalOf = (outcome: ResetCheck | ResetOutcome): Notice<'refused'> | null =>
  outcome.kind === 'refused' ? notice('refused', outcome.message) : null;

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
    tags: {} as ResetPasswordTag,
  },
  actors: {
    checkResetToken: fromPromise<ResetCheck, { token: string }>(({ input, signal }) =>
      checkResetToken(input.token, signal),
    ),
    resetPassword: fromPromise<ResetOutcome, { token: string; password: string }>(({ input, signal }) =>
      resetPassword(input, signal),
    ),
  },
  actions: {
    /** The server ended this browser's session too: the app tells the session machine. */
    endLocalSession: () => {},
    /** The field takes the value; its error and the form's message go until the next submit. */
    setField: assign(({ context, event }) => {
      assertEvent(event, 'user.edit');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, notice: null };
    }),
    showFormErrors: assign(({ context }) => ({ errors: validateNewPassword(context) })),
    clearMessages: assign({ errors: {}, notice: null }),
    setReason: assign((_, params: { reason: ResetLinkProblem }) => ({ reason: params.reason })),
    setNotice: assign((_, params: { notice: Notice<'refused' | 'unreachable'> | null }) => ({
      notice: params.notice,
    })),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    isUsable: (_, params: { check: ResetCheck }) => params.check.kind === 'usable',
    isUnusable: (_, params: { outcome: ResetCheck | ResetOutcome }) => params.outcome.kind === 'unusable',
    isDone: (_, params: { outcome: ResetOutcome }) => params.outcome.kind === 'done',
    formHasErrors: ({ context }) => Object.keys(validateNewPassword(context)).length > 0,
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Sets a new password from an e-mailed reset link.',
  context: ({ input }) => ({
    token: input.token,
    password: '',
    confirm: '',
    errors: {},
    reason: 'invalid',
    notice: null,
  }),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      description: 'Asks the server whether the link can still be used.',
      tags: ['busy'],
      always: { guard: 'hasNoToken', target: 'invalid' },
      invoke: {
        id: 'checkResetToken',
        src: 'checkResetToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isUsable', params: ({ event }) => ({ check: event.output }) },
            target: 'editing',
          },
          {
            guard: { type: 'isUnusable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'invalid',
            actions: { type: 'setReason', params: ({ event }) => ({ reason: reasonOf(event.output) }) },
          },
          {
            target: 'checkFailed',
            actions: { type: 'setNotice', params: ({ event }) => ({ notice: refusalOf(event.output) }) },
          },
        ],
        onError: {
          target: 'checkFailed',
          actions: { type: 'setNotice', params: { notice: notice('unreachable') } },
        },
      },
    },
    checkFailed: {
      description: 'The link could not be checked (offline, too many tries); the candidate can try again.',
      on: { 'user.retry': 'checkingToken' },
    },
    editing: {
      description: 'New password and its confirmation, with an error under each field that failed.',
      tags: ['form'],
      on: {
        'user.edit': { actions: 'setField' },
        'user.submit': [
          { guard: 'formHasErrors', actions: 'showFormErrors' },
          { target: 'saving', actions: 'clearMessages' },
        ],
      },
    },
    saving: {
      description: 'The server sets the new password and spends the link.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, password: context.password }),
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => ({ outcome: event.output }) },
            target: 'done',
            actions: 'endLocalSession',
          },
          {
            guard: { type: 'isUnusable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'invalid',
            actions: { type: 'setReason', params: ({ event }) => ({ reason: reasonOf(event.output) }) },
          },
          {
            target: 'editing',
            actions: { type: 'setNotice', params: ({ event }) => ({ notice: refusalOf(event.output) }) },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'setNotice', params: { notice: notice('unreachable') } },
        },
      },
    },
    done: {
      description: 'The password is changed; the candidate can log in with it.',
      type: 'final',
    },
    invalid: {
      description: 'The link is invalid, expired or used; the candidate can ask for a new one.',
      type: 'final',
    },
  },
});

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
