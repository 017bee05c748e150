import type { PasswordChangeOutcome } from '../../machines/api/accounts';
import { changePasswordMachine, type ChangePasswordEvent } from '../../machines/changePassword.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const events = {
  'user.open': [{ type: 'user.open', userId: '7' }],
  'user.close': [{ type: 'user.close' }],
  'user.edit': [{ type: 'user.edit', value: 'newsecret' }],
  'user.editCurrent': [{ type: 'user.editCurrent', value: 'oldsecret' }],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<ChangePasswordEvent>;

export const outcomes = {
  changePassword: {
    done: [
      { ok: true, message: 'Password changed successfully!', needsCurrentPassword: false },
      { ok: false, message: undefined, needsCurrentPassword: false },
      // A session older than 15 minutes: the second step (issue 22).
      {
        ok: false,
        message: 'To keep your account safe, please enter your current password first.',
        needsCurrentPassword: true,
      },
    ],
    error: [new SyntaxError('Unexpected token < in JSON')],
  },
} satisfies ActorOutcomes<{ changePassword: PasswordChangeOutcome }>;

export const changePasswordModel = defineModel({
  machine: changePasswordMachine,
  fixtures: events,
  outcomes,
  actorIds: ['changePassword'],
  keep: 'shortestPerState',
});
