import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '../../contract/accounts';
import type { MsgOutcome } from '../../machines/api/accounts';
import { forgotPasswordMachine, forgotPasswordNotice } from '../../machines/forgotPassword.machine';
import { forgotPasswordModel } from '../models/forgotPassword.model';
import { leafStateValues } from '../models/model';
import { reachedStates, replayModelPath } from './support/replay';

describe('forgot-password machine: generated paths', () => {
  const paths = forgotPasswordModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(forgotPasswordModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(forgotPasswordModel, path);
    });
  }
});

describe('forgot-password machine: transitions', () => {
  const start = (answer: () => Promise<MsgOutcome>) => {
    const clock = new SimulatedClock();
    const request = vi.fn((_input: unknown) => answer());
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: { requestPasswordReset: fromPromise(({ input }) => request(input as never)) },
      }),
      { clock },
    ).start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.edit', value: ' asha@example.in ' });
    actor.send({ type: 'user.submit' });
    return { actor, clock, request };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('sends the trimmed address and stays busy until the message is due, 1 s after the answer', async () => {
    const { actor, clock, request } = start(async () => ({ ok: true, message: FORGOT_PASSWORD_SENT }));
    expect(request).toHaveBeenCalledWith({ email: 'asha@example.in' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    clock.increment(999);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(forgotPasswordNotice(actor.getSnapshot())).toBeUndefined();
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(forgotPasswordNotice(actor.getSnapshot())).toEqual({
      key: 'sent',
      serverMessage: FORGOT_PASSWORD_SENT,
    });
  });

  it('a success closes the dialog after exactly 1.5 s more and clears the field', async () => {
    const { actor, clock } = start(async () => ({ ok: true, message: FORGOT_PASSWORD_SENT }));
    await settle();
    clock.increment(1000);
    clock.increment(1499);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'shown' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ email: '', message: undefined });
  });

  it('a refusal shows the server message with a cross and stays open for another try', async () => {
    const { actor, clock, request } = start(async () => ({
      ok: false,
      message: 'Too many attempts. Please try again in 60 minutes.',
    }));
    await settle();
    clock.increment(1000);
    expect(forgotPasswordNotice(actor.getSnapshot())).toEqual({
      key: 'rejected',
      serverMessage: 'Too many attempts. Please try again in 60 minutes.',
    });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toEqual({ failed: { rejected: 'shown' } });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('an exception shows the warning message; editing the address clears it', async () => {
    const { actor, clock } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    await settle();
    clock.increment(1000);
    expect(forgotPasswordNotice(actor.getSnapshot())).toEqual({ key: 'unreachable' });
    actor.send({ type: 'user.edit', value: 'asha@example.org' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(forgotPasswordNotice(actor.getSnapshot())).toBeUndefined();
  });

  it('closing while the call runs cancels it and forgets the message, but keeps the address', () => {
    let aborted = false;
    const clock = new SimulatedClock();
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          requestPasswordReset: fromPromise<MsgOutcome, { email: string }>(
            ({ signal }) =>
              new Promise(() => {
                signal.addEventListener('abort', () => (aborted = true));
              }),
          ),
        },
      }),
      { clock },
    ).start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.edit', value: 'asha@example.in' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(aborted).toBe(true);
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().context).toEqual({ email: 'asha@example.in', message: undefined });
  });

  it('starting from a chosen state: typing while the message is held keeps the text and the message still comes', () => {
    const clock = new SimulatedClock();
    const snapshot = forgotPasswordMachine.resolveState({
      value: { failed: { rejected: 'holding' } },
      context: { email: 'asha@example.in', message: 'No.' },
    });
    const actor = createActor(forgotPasswordMachine, { snapshot, clock }).start();
    actor.send({ type: 'user.edit', value: 'asha@example.org' });
    expect(actor.getSnapshot().context.email).toBe('asha@example.org');
    expect(actor.getSnapshot().value).toEqual({ failed: { rejected: 'holding' } });
  });
});
