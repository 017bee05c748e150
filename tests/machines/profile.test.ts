import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { ProfileChange, SaveOutcome } from '../../machines/api/profile';
import { profileMachine } from '../../machines/profile.machine';
import { leafStateKeys, leafKeysOf } from '../models/transitions';
import { profile, profileModel, savedProfile } from '../models/profile.model';
import { replayModelPath } from './support/replay';

describe('profile machine: generated paths', () => {
  const paths = profileModel.paths();

  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.flatMap((step) => leafKeysOf(step.state.value))),
    );
    expect(reached).toEqual(new Set(leafStateKeys(profileModel.machine)));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(profileModel, path);
    });
  }
});

describe('profile machine: transitions', () => {
  function start(save: (change: ProfileChange) => Promise<SaveOutcome>) {
    const saved = vi.fn();
    const changes: ProfileChange[] = [];
    const actor = createActor(
      profileMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => profile) as never,
          saveProfile: fromPromise(async ({ input }: { input: ProfileChange }) => {
            changes.push(input);
            return save(input);
          }) as never,
        },
        actions: { profileSaved: saved },
      }),
    ).start();
    return { actor, saved, changes };
  }

  it('starts the form from the server’s profile: no chosen name, not hidden', async () => {
    const { actor } = start(async () => ({ ok: true, profile: savedProfile }));
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context).toMatchObject({ name: '', hidden: false, refusal: null });
  });

  it('saves the name and the switch together, keeps what the server answered, and tells the page', async () => {
    const { actor, saved, changes } = start(async () => ({ ok: true, profile: savedProfile }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.editName', name: 'Kavya' });
    actor.send({ type: 'user.setHidden', hidden: true });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(changes).toEqual([{ name: 'Kavya', hidden: true }]);
    expect(actor.getSnapshot().context.profile).toEqual(savedProfile);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('a refused name shows the server’s message, does not tell the page, and an edit clears it', async () => {
    const { actor, saved } = start(async () => ({ ok: false, message: PROFILE_MESSAGES.contact }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.editName', name: 'Call 9876543210' });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'rejected' }));
    expect(actor.getSnapshot().context.refusal).toBe(PROFILE_MESSAGES.contact);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(saved).not.toHaveBeenCalled();
    actor.send({ type: 'user.editName', name: 'Kavya' });
    expect(actor.getSnapshot().matches({ editing: 'changed' })).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a save that does not reach the server can be sent again with the same change', async () => {
    let calls = 0;
    const { actor, changes } = start(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { ok: true, profile: savedProfile };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.setHidden', hidden: true });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'unreachable' }));
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(changes).toEqual([
      { name: '', hidden: true },
      { name: '', hidden: true },
    ]);
  });

  it('while saving, edits wait: the form is disabled and the machine ignores them', async () => {
    let finish!: (outcome: SaveOutcome) => void;
    const { actor } = start(() => new Promise((resolve) => (finish = resolve)));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.editName', name: 'Other' });
    expect(actor.getSnapshot().context.name).toBe('');
    finish({ ok: true, profile });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
  });
});
