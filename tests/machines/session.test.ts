import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AccountRecord } from '../../machines/account-record';
import type { SessionCheck } from '../../machines/api/session';
import { isLoggedIn, sessionMachine } from '../../machines/session.machine';
import { defineModel, leafStateValues } from '../models/model';
import { asha, ravi, serverAsha, sessionModel, sessionWith } from '../models/session.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('session machine: generated paths', () => {
  for (const [label, model] of [
    ['nothing stored', defineModel({ ...sessionModel, machine: sessionWith(null).machine })],
    ['a stored record', sessionModel],
  ] as const) {
    describe(`starting with ${label}`, () => {
      const paths = model.paths();

      for (const path of paths) {
        it(`replays ${path.name}`, async () => {
          await replayModelPath(model, path);
        });
      }

      if (model === sessionModel) {
        it('reaches every state', () => {
          expect(reachedStates(paths)).toEqual(leafStateValues(sessionMachine));
        });
      }
    });
  }
});

describe('session machine: transitions', () => {
  const start = (
    stored: AccountRecord | null,
    confirm: () => Promise<SessionCheck>,
    logout = async () => {},
  ) => {
    const session = sessionWith(stored);
    const clock = new SimulatedClock();
    const endServerSession = vi.fn(logout);
    const actor = createActor(
      session.machine.provide({
        actors: { confirmSession: fromPromise(confirm), endServerSession: fromPromise(endServerSession) },
      }),
      { clock },
    ).start();
    return { ...session, actor, clock, endServerSession };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const never = () => new Promise<SessionCheck>(() => {});

  it('with nothing stored, the visitor is logged out at once and the server is not asked', () => {
    const confirm = vi.fn(never);
    const { actor } = start(null, confirm);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'quiet' });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a stored record counts as logged in while the server is asked', () => {
    const { actor } = start(asha, never);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(isLoggedIn(actor.getSnapshot())).toBe(true);
  });

  it('the server confirming the session keeps the record, refreshed from its answer', async () => {
    const { actor, effects } = start(asha, async () => ({
      kind: 'active',
      user: { ...serverAsha, name: 'Asha K' },
    }));
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.account).toEqual({ ...asha, name: 'Asha K' });
    expect(effects.stored).toEqual([{ ...asha, name: 'Asha K' }]);
  });

  it('a 401 from the session check logs out and clears the record', async () => {
    const { actor, effects } = start(asha, async () => ({ kind: 'ended' }));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'quiet' });
    expect(actor.getSnapshot().context.account).toBeNull();
    expect(effects).toMatchObject({ cleared: 1, announced: 1 });
  });

  it('offline, the stored record is trusted', async () => {
    const { actor, effects } = start(asha, async () => {
      throw new TypeError('Failed to fetch');
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.account).toEqual(asha);
    expect(effects.cleared).toBe(0);
  });

  it('a 401 from any call ends the session', async () => {
    const { actor, effects, window } = start(asha, async () => ({ kind: 'active', user: serverAsha }));
    await settle();
    window({ type: 'server.sessionEnded' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'quiet' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(false);
    expect(effects).toMatchObject({ cleared: 1, announced: 1 });
  });

  it('another tab logging out logs this tab out, without clearing or announcing again', async () => {
    const { actor, effects, window } = start(asha, async () => ({ kind: 'active', user: serverAsha }));
    await settle();
    window({ type: 'browser.accountChanged', account: null });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'quiet' });
    expect(effects).toMatchObject({ cleared: 0, announced: 0 });
  });

  it('another tab logging in logs this tab in with that record', () => {
    const { actor, window } = start(null, never);
    window({ type: 'browser.accountChanged', account: ravi });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.account).toEqual(ravi);
  });

  it('another tab switching accounts switches this tab too', async () => {
    const { actor, window } = start(asha, async () => ({ kind: 'active', user: serverAsha }));
    await settle();
    window({ type: 'browser.accountChanged', account: ravi });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.account).toEqual(ravi);
  });

  it('a login in this tab stores the record and the flag and tells the page', () => {
    const { actor, effects } = start(null, never);
    actor.send({ type: 'login.succeeded', account: asha });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(effects.stored).toEqual([asha]);
    expect(effects.announced).toBe(1);
  });

  it('logout shows its progress for exactly 1.5 s, then the goodbye toast for 2.5 s', async () => {
    const { actor, clock, effects, endServerSession } = start(asha, async () => ({
      kind: 'active',
      user: serverAsha,
    }));
    await settle();
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(isLoggedIn(actor.getSnapshot())).toBe(true);
    expect(endServerSession).toHaveBeenCalledTimes(1);
    clock.increment(1499);
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(effects.cleared).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'sayingGoodbye' });
    expect(actor.getSnapshot().context.account).toBeNull();
    expect(effects).toMatchObject({ cleared: 1, announced: 1 });
    clock.increment(2499);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'sayingGoodbye' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'quiet' });
  });

  it('a failed logout call does not stop the logout', async () => {
    const { actor, clock } = start(
      asha,
      async () => ({ kind: 'active', user: serverAsha }),
      async () => {
        throw new TypeError('offline');
      },
    );
    await settle();
    actor.send({ type: 'user.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggingOut');
    clock.increment(1500);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'sayingGoodbye' });
  });

  it('news from other tabs during the logout does not interrupt it', async () => {
    const { actor, window } = start(asha, async () => ({ kind: 'active', user: serverAsha }));
    await settle();
    actor.send({ type: 'user.logout' });
    window({ type: 'browser.accountChanged', account: null });
    window({ type: 'server.sessionEnded' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
  });

  it('hearing its own goodbye does not cut the toast short', async () => {
    const { actor, clock, window } = start(asha, async () => ({ kind: 'active', user: serverAsha }));
    await settle();
    actor.send({ type: 'user.logout' });
    clock.increment(1500);
    window({ type: 'browser.accountChanged', account: null });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'sayingGoodbye' });
  });

  it('starting from a chosen state: logged in, a signup in another flow replaces the record', () => {
    const { machine, effects } = sessionWith(null);
    const snapshot = machine.resolveState({ value: 'loggedIn', context: { account: asha } });
    const actor = createActor(machine, { snapshot }).start();
    actor.send({ type: 'signup.succeeded', account: ravi });
    expect(actor.getSnapshot().context.account).toEqual(ravi);
    expect(effects.stored).toEqual([ravi]);
  });
});
