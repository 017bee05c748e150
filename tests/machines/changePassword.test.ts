import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordChangeOutcome } from '../../machines/api/accounts';
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
  const start = (
    answer: () => Promise<
      Omit<PasswordChangeOutcome, 'needsCurrentPassword'> & { needsCurrentPassword?: boolean }
    >,
  ) => {
    const answered = async () => ({ needsCurrentPassword: false, ...(await answer()) });
    const change = vi.fn((_input: unknown) => answered());
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
    expect(change).toHaveBeenCalledWith({ userId: '7', password: 'newsecret', currentPassword: '' });
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

  it('an old session: the second step asks for the current password, then sends both (issue 22)', async () => {
    const reason = 'To keep your account safe, please enter your current password first.';
    const answers: Array<
      Omit<PasswordChangeOutcome, 'needsCurrentPassword'> & { needsCurrentPassword?: boolean }
    > = [
      { ok: false, message: reason, needsCurrentPassword: true },
      {
        ok: false,
        message: 'That is not your current password. Please try again.',
        needsCurrentPassword: true,
      },
      { ok: false, message: 'Too many attempts.' },
      { ok: true, message: 'Password changed successfully!' },
    ];
    const { actor, change } = start(async () => answers.shift()!);
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(actor.getSnapshot().context.confirmReason).toBe(reason);

    // An empty current password is refused here, and the popup leads back to this step.
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.message).toEqual({ key: 'missing' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'user.editCurrent', value: 'wrong' });
    actor.send({ type: 'user.submit' });
    expect(change).toHaveBeenLastCalledWith({ userId: '7', password: 'newsecret', currentPassword: 'wrong' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({
      confirmReason: 'That is not your current password. Please try again.',
      currentPassword: '',
    });

    actor.send({ type: 'user.editCurrent', value: 'oldsecret' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'user.submit' });
    await settle();
    expect(change).toHaveBeenLastCalledWith({
      userId: '7',
      password: 'newsecret',
      currentPassword: 'oldsecret',
    });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context).toMatchObject({ password: '', currentPassword: '' });

    // The next opening starts at the first step again.
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.open', userId: '7' });
    expect(actor.getSnapshot().context.confirmReason).toBeNull();
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
      context: {
        userId: '7',
        password: 'half-typed',
        currentPassword: '',
        confirmReason: null,
        message: null,
      },
    });
    const actor = createActor(changePasswordMachine, { snapshot }).start();
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.open', userId: '7' });
    expect(actor.getSnapshot().context.password).toBe('');
  });
});
