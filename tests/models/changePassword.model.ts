import type { MsgOutcome } from '../../machines/api/accounts';
import { changePasswordMachine, type ChangePasswordEvent } from '../../machines/changePassword.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const events = {
  'user.open': [{ type: 'user.open', userId: '7' }],
  'user.close': [{ type: 'user.close' }],
  'user.edit': [{ type: 'user.edit', value: 'newsecret' }],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<ChangePasswordEvent>;

export const outcomes = {
  changePassword: {
    done: [
      { ok: true, message: 'Password changed successfully!' },
      { ok: false, message: undefined },
    ],
    error: [new SyntaxError('Unexpected token < in JSON')],
  },
} satisfies ActorOutcomes<{ changePassword: MsgOutcome }>;

export const changePasswordModel = defineModel({
  machine: changePasswordMachine,
  fixtures: events,
  outcomes,
  actorIds: ['changePassword'],
  keep: 'shortestPerState',
});
