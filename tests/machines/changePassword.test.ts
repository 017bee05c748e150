import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { MsgOutcome } from '../../machines/api/accounts';
import {
  changePasswordMachine,
  isChangePasswordModalOpen,
  type ChangePasswordEvent,
} from '../../machines/changePassword.machine';
import { graphEvents, leafStateValues, shortestPerState, type ActorOutcomes, type EventFixtures } from './support/paths';
import { describePath, reachedStates, replayPath } from './support/replay';

const events = {
  'user.open': [{ type: 'user.open', userId: '7' }],
  'user.close': [{ type: 'user.close' }],
  'user.edit': [{ type: 'user.edit', value: 'newsecret' }],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
} satisfies EventFixtures<ChangePasswordEvent>;

const outcomes = {
  changePassword: {
    done: [
      { ok: true, msg: 'Password changed successfully!' },
      { ok: false, msg: undefined },
    ],
    error: [new SyntaxError('Unexpected token < in JSON')],
  },
} satisfies ActorOutcomes<{ changePassword: MsgOutcome }>;

describe('change-password machine: generated paths', () => {
  const paths = getShortestPaths(changePasswordMachine, {
    events: graphEvents(changePasswordMachine, events, outcomes),
  });

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(changePasswordMachine));
  });

  for (const path of shortestPerState(paths)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(changePasswordMachine, path, { actorIds: ['changePassword'] });
    });
  }
});

describe('change-password machine: transitions', () => {
  const start = (answer: () => Promise<MsgOutcome>) => {
    const change = vi.fn((_input: unknown) => answer());
    const actor = createActor(
      changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => change(input as never)) } }),
    ).start();
    actor.send({ type: 'user.open', userId: '7' });
    return { actor, change };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('an empty password says it is required and sends nothing', () => {
    const { actor, change } = start(async () => ({ ok: true, msg: undefined }));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('Password is required!');
    expect(isChangePasswordModalOpen(actor.getSnapshot())).toBe(true);
    expect(change).not.toHaveBeenCalled();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('without a user id it says the same, whatever the password', () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'user.open', userId: '' });
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.message).toBe('Password is required!');
  });

  it('sends the user id and password; success closes the modal, clears the field and says the server’s msg', async () => {
    const { actor, change } = start(async () => ({ ok: true, msg: 'Password changed successfully!' }));
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(change).toHaveBeenCalledWith({ userId: '7', password: 'newsecret' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(isChangePasswordModalOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ password: '', message: 'Password changed successfully!' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a refusal without msg says the default, and keeps the modal and the field', async () => {
    const { actor } = start(async () => ({ ok: false, msg: undefined }));
    actor.send({ type: 'user.edit', value: 'abc' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ password: 'abc', message: 'Something went wrong' });
  });

  it('a network or parse failure says it failed to change the password', async () => {
    const { actor } = start(async () => {
      throw new SyntaxError('Unexpected end of JSON input');
    });
    actor.send({ type: 'user.edit', value: 'newsecret' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().context.message).toBe('Failed to change password');
  });

  it('reopening starts with an empty field', () => {
    const snapshot = changePasswordMachine.resolveState({
      value: 'open',
      context: { userId: '7', password: 'half-typed', message: '' },
    });
    const actor = createActor(changePasswordMachine, { snapshot }).start();
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.open', userId: '7' });
    expect(actor.getSnapshot().context.password).toBe('');
  });
});
