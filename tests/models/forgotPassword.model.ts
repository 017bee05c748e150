import { FORGOT_PASSWORD_SENT } from '../../contract/accounts';
import type { MsgOutcome } from '../../machines/api/accounts';
import { forgotPasswordMachine, type ForgotPasswordEvent } from '../../machines/forgotPassword.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const events = {
  'user.open': [{ type: 'user.open' }],
  'user.close': [{ type: 'user.close' }],
  'user.edit': [{ type: 'user.edit', value: 'asha@example.in' }],
  'user.submit': [{ type: 'user.submit' }],
} satisfies EventFixtures<ForgotPasswordEvent>;

export const outcomes = {
  requestPasswordReset: {
    done: [
      { ok: true, message: FORGOT_PASSWORD_SENT },
      { ok: false, message: 'Please enter a valid email address.' },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ requestPasswordReset: MsgOutcome }>;

export const forgotPasswordModel = defineModel({
  machine: forgotPasswordMachine,
  fixtures: events,
  outcomes,
  actorIds: ['requestPasswordReset'],
  // Without the dialog there is only the link that opens it (the machine knows the rest).
  offers: (snapshot, event) => snapshot.hasTag('modal') || event.type === 'user.open',
  keep: 'shortestPerState',
});
