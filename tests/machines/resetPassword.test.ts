import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ResetCheck, ResetOutcome } from '../../machines/api/accounts';
import { resetPasswordMachine, validateNewPassword } from '../../machines/resetPassword.machine';
import { leafStateValues } from '../models/model';
import { resetPasswordModel, token } from '../models/resetPassword.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('reset-password machine: generated paths', () => {
  const paths = resetPasswordModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(resetPasswordModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(resetPasswordModel, path);
    });
  }
});

describe('reset-password machine: transitions', () => {
  const start = (
    link: string,
    check: () => Promise<ResetCheck>,
    reset: () => Promise<ResetOutcome> = async () => ({ kind: 'done' }),
  ) => {
    const checkFn = vi.fn((_input: unknown) => check());
    const resetFn = vi.fn((_input: unknown) => reset());
    const endLocalSession = vi.fn();
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          checkResetToken: fromPromise(({ input }) => checkFn(input as never)),
          resetPassword: fromPromise(({ input }) => resetFn(input as never)),
        },
        actions: { endLocalSession },
      }),
      { input: { token: link } },
    ).start();
    return { actor, checkFn, resetFn, endLocalSession };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const type = (actor: ReturnType<typeof start>['actor'], password: string, confirm = password) => {
    actor.send({ type: 'user.edit', field: 'password', value: password });
    actor.send({ type: 'user.edit', field: 'confirm', value: confirm });
  };

  it('a page without a token is an invalid link, and nothing is asked', () => {
    const { actor, checkFn } = start('', async () => ({ kind: 'usable' }));
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.reason).toBe('invalid');
    expect(checkFn).not.toHaveBeenCalled();
  });

  it('an expired link says so', async () => {
    const { actor } = start(token, async () => ({ kind: 'unusable', reason: 'expired' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.reason).toBe('expired');
  });

  it('checks the new password: at least 6 characters, typed twice the same', () => {
    expect(validateNewPassword({ password: '12345', confirm: '12345' })).toEqual({ password: 'tooShort' });
    expect(validateNewPassword({ password: '123456', confirm: '123457' })).toEqual({ confirm: 'mismatch' });
    expect(validateNewPassword({ password: '123456', confirm: '123456' })).toEqual({});
  });

  it('field errors show on submit and each clears when its field is edited', async () => {
    const { actor, resetFn } = start(token, async () => ({ kind: 'usable' }));
    await settle();
    type(actor, 'abc', 'abd');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: 'tooShort',
      confirm: 'mismatch',
    });
    expect(resetFn).not.toHaveBeenCalled();
    actor.send({ type: 'user.edit', field: 'confirm', value: 'abc' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'tooShort' });
  });

  it('saves the new password with the token, then ends the local session', async () => {
    const { actor, resetFn, endLocalSession } = start(token, async () => ({ kind: 'usable' }));
    await settle();
    type(actor, 'newsecret');
    actor.send({ type: 'user.submit' });
    expect(resetFn).toHaveBeenCalledWith({ token, password: 'newsecret' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(endLocalSession).toHaveBeenCalledTimes(1);
  });

  it('a link used meanwhile (another tab) turns the page into the used-link message', async () => {
    const { actor } = start(
      token,
      async () => ({ kind: 'usable' }),
      async () => ({ kind: 'unusable', reason: 'used' }),
    );
    await settle();
    type(actor, 'newsecret');
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.reason).toBe('used');
  });

  it('an unreachable server keeps the form with a notice that editing clears', async () => {
    const { actor } = start(
      token,
      async () => ({ kind: 'usable' }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await settle();
    type(actor, 'newsecret');
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'unreachable' });
    actor.send({ type: 'user.edit', field: 'password', value: 'newsecret2' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('starting from a chosen state: a failed check can be tried again', async () => {
    const checkResetToken = vi.fn(async (): Promise<ResetCheck> => ({ kind: 'usable' }));
    const machine = resetPasswordMachine.provide({
      actors: { checkResetToken: fromPromise(checkResetToken) },
    });
    const snapshot = machine.resolveState({
      value: 'checkFailed',
      context: {
        token,
        password: '',
        confirm: '',
        errors: {},
        reason: 'invalid',
        notice: { key: 'unreachable' },
      },
    });
    const actor = createActor(machine, { snapshot, input: { token } }).start();
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(checkResetToken).toHaveBeenCalledTimes(1);
  });
});
