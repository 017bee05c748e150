import { SIGNUP_FIELDS, validateSignup, type SignupForm } from '../../contract/accounts';
import type { SignupOutcome } from '../../machines/api/accounts';
import { signupMachine, type SignupEvent } from '../../machines/signup.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const valid: SignupForm = {
  name: 'Asha Kumari',
  email: 'asha@example.in',
  password: 'secret1',
  phone: '9876543210',
  state: 'Bihar',
  qualification: 'Graduate',
};
export const user = { userId: '7', name: 'Asha Kumari', email: 'asha@example.in', phone: '9876543210' };

export const events = {
  // One valid value per field, and one that breaks the name rule.
  'user.edit': [
    { type: 'user.edit', field: 'name', value: '  ' },
    ...SIGNUP_FIELDS.map((field) => ({ type: 'user.edit', field, value: valid[field] }) as const),
  ],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<SignupEvent>;

export const outcomes = {
  signUp: {
    done: [
      { kind: 'created', user },
      { kind: 'rejected', message: 'An account with this email already exists. Please log in.', errors: {} },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ signUp: SignupOutcome }>;

export const signupModel = defineModel({
  machine: signupMachine.provide({ actions: { startSession: () => {}, goToDestination: () => {} } }),
  fixtures: events,
  outcomes,
  actorIds: ['signUp'],
  // Six fields make many forms; a state is its value, which fields are valid and which show errors.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Object.keys(validateSignup(snapshot.context.form)).sort(),
      Object.keys(snapshot.context.errors).sort(),
    ]),
  keep: 'shortestPerState',
});
