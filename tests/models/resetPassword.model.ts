import type { ResetCheck, ResetOutcome } from '../../machines/api/accounts';
import { resetPasswordMachine, type ResetPasswordEvent } from '../../machines/resetPassword.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const token = 'A'.repeat(43);

export const events = {
  'user.edit': [
    { type: 'user.edit', field: 'password', value: 'newsecret' },
    { type: 'user.edit', field: 'confirm', value: 'newsecret' },
  ],
  'user.submit': [{ type: 'user.submit' }],
  'user.retry': [{ type: 'user.retry' }],
} satisfies EventFixtures<ResetPasswordEvent>;

export const outcomes = {
  checkResetToken: {
    done: [
      { kind: 'usable' },
      { kind: 'unusable', reason: 'expired' },
      { kind: 'refused', message: 'Too many attempts.' },
    ],
    error: [new TypeError('Failed to fetch')],
  },
  resetPassword: {
    done: [
      { kind: 'done' },
      { kind: 'unusable', reason: 'used' },
      { kind: 'refused', message: 'Password must be at least 6 characters.' },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ checkResetToken: ResetCheck; resetPassword: ResetOutcome }>;

export const resetPasswordModel = defineModel({
  machine: resetPasswordMachine.provide({ actions: { endLocalSession: () => {} } }),
  input: { token },
  fixtures: events,
  outcomes,
  actorIds: ['checkResetToken', 'resetPassword'],
  keep: 'shortestPerState',
});
