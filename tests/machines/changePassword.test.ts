import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { MsgOutcome } from '../../machines/api/accounts';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { changePasswordModel } from '../models/changePassword.model';
import { leafStateValues } from '../models/model';
import { reachedStates, replayModelPath } from './support/replay';

describe('change-password machine: generated paths', () => {
  const paths = changePasswordModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(changePasswordModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(changePasswordModel, path);
    });
  }
});

describe('change-password machine: transitions', () => {
  const start = (answer: () => Promise<MsgOutcome>) => {
    const change = vi.fn((_input: unknown) => answer());
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: fromPromise(({ input }) => change(input as never)) },
      }),
    ).start();
    actor.send({ type: 'user.open', userId: '7' });
    return { actor, change };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('an empty password says it is required and sends nothing', () => {
    const { actor, change } = start(async () => ({ ok: true, message: undefined }));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toEqual({ key: 'missing' });
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(change).not.toHaveBeenCalled();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('without a user id it says the same, whatever the password', () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'user.open', userId: '' });
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.message).toEqual({ key: 'missing' });
  });

  it('sends the user id and password; success closes the modal, clears the field and says the server’s msg', async () => {
    const { actor, change } = start(async () => ({ ok: true, message: 'Password changed successfully!' }));
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(change).toHaveBeenCalledWith({ userId: '7', password: 'newsecret' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().hasTag('modal')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      password: '',
      message: { key: 'changed', serverMessage: 'Password changed successfully!' },
    });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a refusal without msg says the default, and keeps the modal and the field', async () => {
    const { actor } = start(async () => ({ ok: false, message: undefined }));
    actor.send({ type: 'user.edit', value: 'abc' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ password: 'abc', message: { key: 'rejected' } });
  });

  it('a network or parse failure says it failed to change the password', async () => {
    const { actor } = start(async () => {
      throw new SyntaxError('Unexpected end of JSON input');
    });
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().context.message).toEqual({ key: 'unreachable' });
  });

  it('reopening starts with an empty field', () => {
    const snapshot = changePasswordMachine.resolveState({
      value: 'open',
      context: { userId: '7', password: 'half-typed', message: null },
    });
    const actor = createActor(changePasswordMachine, { snapshot }).start();
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.open', userId: '7' });
    expect(actor.getSnapshot().context.password).toBe('');
  });
});
