import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { SIGNUP_FIELDS, SIGNUP_MESSAGES, validateSignup, type SignupForm } from '../../contract/accounts';
import { SIGNUP_TEXT } from '../../machines/account-messages';
import type { SignupOutcome } from '../../machines/api/accounts';
import { signupMachine, type SignupEvent, type SignupSnapshot } from '../../machines/signup.machine';
import { graphEvents, leafStateValues, shortestPerState, type ActorOutcomes, type EventFixtures } from './support/paths';
import { describePath, reachedStates, replayPath } from './support/replay';

const valid: SignupForm = {
  name: 'Asha Kumari',
  email: 'asha@example.in',
  password: 'secret1',
  phone: '9876543210',
  state: 'Bihar',
  qualification: 'Graduate',
};
const user = { user_id: 7, firstname: 'Asha Kumari', email: 'asha@example.in', phone: '9876543210' };

const events = {
  // One valid value per field, and one that breaks the name rule.
  'user.edit': [
    { type: 'user.edit', field: 'name', value: '  ' },
    ...SIGNUP_FIELDS.map((field) => ({ type: 'user.edit', field, value: valid[field] }) as const),
  ],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<SignupEvent>;

const outcomes = {
  signUp: {
    done: [
      { kind: 'created', user },
      { kind: 'rejected', message: 'An account with this email already exists. Please log in.', errors: {} },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ signUp: SignupOutcome }>;

const quiet = { actions: { startSession: () => {}, goToLogin: () => {} } };

describe('signup machine: generated paths', () => {
  const machine = signupMachine.provide(quiet);
  // Six fields make many forms; a state is its value, which fields are valid and which show errors.
  const paths = getShortestPaths(machine, {
    events: graphEvents(machine, events, outcomes),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        Object.keys(validateSignup(snapshot.context.form)).sort(),
        Object.keys(snapshot.context.errors).sort(),
      ]),
  });

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(signupMachine));
  });

  for (const path of shortestPerState(paths)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(machine, path, { actorIds: ['signUp'] });
    });
  }
});

describe('signup machine: transitions', () => {
  const start = (answer: (form: SignupForm) => Promise<SignupOutcome>) => {
    const clock = new SimulatedClock();
    const startSession = vi.fn();
    const goToLogin = vi.fn();
    const signUp = vi.fn(answer);
    const actor = createActor(
      signupMachine.provide({
        actors: { signUp: fromPromise(({ input }) => signUp(input as SignupForm)) },
        actions: { startSession: (_, params) => startSession(params), goToLogin },
      }),
      { clock },
    ).start();
    const fill = (form: Partial<SignupForm>) => {
      for (const [field, value] of Object.entries(form)) {
        actor.send({ type: 'user.edit', field: field as keyof SignupForm, value });
      }
    };
    return { actor, clock, startSession, goToLogin, signUp, fill };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const errorsOf = (snapshot: SignupSnapshot) => snapshot.context.errors;

  it('an empty submit shows every rule’s message under its field and sends nothing', () => {
    const { actor, signUp } = start(async () => ({ kind: 'created', user }));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errorsOf(actor.getSnapshot())).toEqual(SIGNUP_MESSAGES);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('editing a field clears its error, and only its error', () => {
    const { actor, fill } = start(async () => ({ kind: 'created', user }));
    actor.send({ type: 'user.submit' });
    fill({ phone: '12' });
    expect(errorsOf(actor.getSnapshot()).phone).toBeUndefined();
    expect(Object.keys(errorsOf(actor.getSnapshot())).sort()).toEqual(['email', 'name', 'password', 'qualification', 'state']);
    actor.send({ type: 'user.submit' });
    expect(errorsOf(actor.getSnapshot()).phone).toBe('Phone must be 10 digits.');
  });

  it('a valid form is sent; success starts the session, then goes to /login after exactly 2 s', async () => {
    const { actor, clock, fill, signUp, startSession, goToLogin } = start(async () => ({ kind: 'created', user }));
    fill(valid);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(signUp).toHaveBeenCalledWith(valid);
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(startSession).toHaveBeenCalledWith({
      account: { user_id: 7, name: 'Asha Kumari', email: 'asha@example.in', phone: '9876543210', state: 'Bihar', qualification: 'Graduate', initials: 'AK' },
    });
    clock.increment(1999);
    expect(goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a refusal says why, with the default when the server gives no message, and shows its field errors', async () => {
    const { actor, fill } = start(async () => ({ kind: 'rejected', message: undefined, errors: { email: 'Invalid email.' } }));
    fill(valid);
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failed: 'rejected' });
    expect(actor.getSnapshot().context.rejection).toBe(SIGNUP_TEXT.rejectedDefault);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errorsOf(actor.getSnapshot())).toEqual({ email: 'Invalid email.' });
    fill({ email: 'asha2@example.in' });
    expect(errorsOf(actor.getSnapshot())).toEqual({});
  });

  it('an exception is a network error, and the form keeps what was typed', async () => {
    const { actor, fill } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    fill(valid);
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failed: 'unreachable' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.form).toEqual(valid);
  });

  it('starting from a chosen state: edits while sending are ignored, so the stored record matches what was sent', () => {
    const machine = signupMachine.provide({ actors: { signUp: fromPromise(() => new Promise<SignupOutcome>(() => {})) } });
    const snapshot = machine.resolveState({ value: 'sending', context: { form: valid, errors: {}, rejection: '' } });
    const actor = createActor(machine, { snapshot }).start();
    actor.send({ type: 'user.edit', field: 'name', value: 'Someone Else' });
    expect(actor.getSnapshot().context.form.name).toBe('Asha Kumari');
  });
});
