import type { LoginOutcome } from '../../machines/api/accounts';
import { loginMachine, type LoginEvent } from '../../machines/login.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const user = { userId: '7', name: 'Asha Kumari', email: 'asha@example.in', phone: '9876543210' };

export const events = {
  'user.edit': [
    { type: 'user.edit', field: 'email', value: 'asha@example.in' },
    { type: 'user.edit', field: 'password', value: 'secret1' },
  ],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<LoginEvent>;

export const outcomes = {
  logIn: {
    done: [
      { kind: 'accepted', user },
      { kind: 'rejected', message: undefined },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ logIn: LoginOutcome }>;

export const loginModel = defineModel({
  machine: loginMachine.provide({ actions: { startSession: () => {}, goToDestination: () => {} } }),
  fixtures: events,
  outcomes,
  actorIds: ['logIn'],
  keep: 'shortestPerState',
});
