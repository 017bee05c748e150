import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { LoginOutcome } from '../../machines/api/accounts';
import { loginMachine, loginToast } from '../../machines/login.machine';
import { loginModel, user } from '../models/login.model';
import { leafStateValues } from '../models/model';
import { reachedStates, replayModelPath } from './support/replay';

describe('login machine: generated paths', () => {
  const paths = loginModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(loginModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(loginModel, path);
    });
  }
});

describe('login machine: transitions', () => {
  const start = (answer: () => Promise<LoginOutcome>) => {
    const clock = new SimulatedClock();
    const startSession = vi.fn();
    const goToDestination = vi.fn();
    const logIn = vi.fn((_input: unknown) => answer());
    const actor = createActor(
      loginMachine.provide({
        actors: { logIn: fromPromise(({ input }) => logIn(input as never)) },
        actions: { startSession: (_, params) => startSession(params), goToDestination },
      }),
      { clock },
    ).start();
    const fill = (email: string, password: string) => {
      actor.send({ type: 'user.edit', field: 'email', value: email });
      actor.send({ type: 'user.edit', field: 'password', value: password });
    };
    return { actor, clock, startSession, goToDestination, logIn, fill };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('empty fields show the toast and make no call; the toast goes after its time', () => {
    const { actor, clock, logIn, fill } = start(async () => ({ kind: 'accepted', user }));
    fill('asha@example.in', '');
    actor.send({ type: 'user.submit' });
    expect(loginToast(actor.getSnapshot())).toBe('missingFields');
    expect(logIn).not.toHaveBeenCalled();
    clock.increment(4000);
    expect(loginToast(actor.getSnapshot())).toBeUndefined();
  });

  it('a second empty submit shows the toast for its full time again', () => {
    const { actor, clock } = start(async () => ({ kind: 'accepted', user }));
    actor.send({ type: 'user.submit' });
    clock.increment(3000);
    actor.send({ type: 'user.submit' });
    clock.increment(3000);
    expect(actor.getSnapshot().value).toEqual({ editing: 'missingFields' });
  });

  it('sends the trimmed e-mail and the password as typed', async () => {
    const { actor, logIn, fill } = start(async () => ({ kind: 'accepted', user }));
    fill('  asha@example.in ', ' secret1 ');
    actor.send({ type: 'user.submit' });
    expect(logIn).toHaveBeenCalledWith({ email: 'asha@example.in', password: ' secret1 ' });
  });

  it('success starts the session, shows the popup for exactly 1.5 s, then loads the home page', async () => {
    const { actor, clock, startSession, goToDestination, fill } = start(async () => ({
      kind: 'accepted',
      user,
    }));
    fill('asha@example.in', 'secret1');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(startSession).toHaveBeenCalledWith({
      account: { userId: '7', name: 'Asha Kumari', email: 'asha@example.in', phone: '9876543210' },
    });
    clock.increment(1499);
    expect(goToDestination).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToDestination).toHaveBeenCalledTimes(1);
  });

  it('a rejection shows the server message, or the default', async () => {
    const withMessage = start(async () => ({
      kind: 'rejected',
      message: 'Too many attempts. Please try again in 15 minutes.',
    }));
    withMessage.fill('asha@example.in', 'wrong1');
    withMessage.actor.send({ type: 'user.submit' });
    await settle();
    expect(withMessage.actor.getSnapshot().value).toBe('failed');
    expect(withMessage.actor.getSnapshot().context.rejection).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );

    const bare = start(async () => ({ kind: 'rejected', message: undefined }));
    bare.fill('asha@example.in', 'wrong1');
    bare.actor.send({ type: 'user.submit' });
    await settle();
    // No reason from the server: the screen words the rejection itself.
    expect(bare.actor.getSnapshot().context.rejection).toBeUndefined();
    bare.actor.send({ type: 'user.dismiss' });
    expect(bare.actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(bare.actor.getSnapshot().context.email).toBe('asha@example.in');
  });

  it('an exception shows the toast and keeps the form', async () => {
    const { actor, fill, startSession } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    fill('asha@example.in', 'secret1');
    actor.send({ type: 'user.submit' });
    await settle();
    expect(loginToast(actor.getSnapshot())).toBe('unreachable');
    expect(startSession).not.toHaveBeenCalled();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('starting from a chosen state: while sending, a second submit sends nothing more', () => {
    const logIn = vi.fn(() => new Promise<LoginOutcome>(() => {}));
    const machine = loginMachine.provide({ actors: { logIn: fromPromise(logIn) } });
    const snapshot = machine.resolveState({
      value: 'failed',
      context: { email: 'a@b.in', password: 'x', rejection: 'No' },
    });
    const actor = createActor(machine, { snapshot }).start();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(logIn).toHaveBeenCalledTimes(1);
  });
});
