import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { SIGNUP_MESSAGES, type SignupForm } from '../../contract/accounts';
import type { SignupOutcome } from '../../machines/api/accounts';
import { signupMachine, type SignupSnapshot } from '../../machines/signup.machine';
import { leafStateValues } from '../models/model';
import { signupModel, user, valid } from '../models/signup.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('signup machine: generated paths', () => {
  const paths = signupModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(signupModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(signupModel, path);
    });
  }
});

describe('signup machine: transitions', () => {
  const start = (answer: (form: SignupForm) => Promise<SignupOutcome>) => {
    const clock = new SimulatedClock();
    const startSession = vi.fn();
    const goToDestination = vi.fn();
    const signUp = vi.fn(answer);
    const actor = createActor(
      signupMachine.provide({
        actors: { signUp: fromPromise(({ input }) => signUp(input as SignupForm)) },
        actions: { startSession: (_, params) => startSession(params), goToDestination },
      }),
      { clock },
    ).start();
    const fill = (form: Partial<SignupForm>) => {
      for (const [field, value] of Object.entries(form)) {
        actor.send({ type: 'user.edit', field: field as keyof SignupForm, value });
      }
    };
    return { actor, clock, startSession, goToDestination, signUp, fill };
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
    expect(Object.keys(errorsOf(actor.getSnapshot())).sort()).toEqual([
      'email',
      'name',
      'password',
      'qualification',
      'state',
    ]);
    actor.send({ type: 'user.submit' });
    expect(errorsOf(actor.getSnapshot()).phone).toBe('Phone must be 10 digits.');
  });

  it('a valid form is sent; success starts the session, then goes to /login after exactly 2 s', async () => {
    const { actor, clock, fill, signUp, startSession, goToDestination } = start(async () => ({
      kind: 'created',
      user,
    }));
    fill(valid);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(signUp).toHaveBeenCalledWith(valid);
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(startSession).toHaveBeenCalledWith({
      account: {
        userId: '7',
        name: 'Asha Kumari',
        email: 'asha@example.in',
        phone: '9876543210',
        state: 'Bihar',
        qualification: 'Graduate',
        initials: 'AK',
      },
    });
    clock.increment(1999);
    expect(goToDestination).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToDestination).toHaveBeenCalledTimes(1);
  });

  it('a refusal says why, with the default when the server gives no message, and shows its field errors', async () => {
    const { actor, fill } = start(async () => ({
      kind: 'rejected',
      message: undefined,
      errors: { email: 'Invalid email.' },
    }));
    fill(valid);
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failed: 'rejected' });
    // No reason from the server: the screen words the rejection itself.
    expect(actor.getSnapshot().context.rejection).toBeUndefined();
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
    const machine = signupMachine.provide({
      actors: { signUp: fromPromise(() => new Promise<SignupOutcome>(() => {})) },
    });
    const snapshot = machine.resolveState({
      value: 'sending',
      context: { form: valid, errors: {}, rejection: '' },
    });
    const actor = createActor(machine, { snapshot }).start();
    actor.send({ type: 'user.edit', field: 'name', value: 'Someone Else' });
    expect(actor.getSnapshot().context.form.name).toBe('Asha Kumari');
  });
});
