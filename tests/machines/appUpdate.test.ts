import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appUpdateMachine, type AppUpdateEvent, type WatcherCommand } from '../../machines/appUpdate.machine';
import { appUpdateModel } from '../models/appUpdate.model';
import { leafStateValues } from '../models/model';
import { reachedStates, replayModelPath } from './support/replay';

describe('appUpdate machine: generated paths', () => {
  const paths = appUpdateModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(appUpdateModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(appUpdateModel, path);
    });
  }
});

describe('appUpdate machine: transitions', () => {
  /** The machine with the worker's news and the reload in the test's hands. */
  function start() {
    const worker = { news: (_: AppUpdateEvent) => {}, commands: [] as string[] };
    let reloads = 0;
    const machine = appUpdateMachine.provide({
      actors: {
        watchServiceWorker: fromCallback<WatcherCommand, void, AppUpdateEvent>(({ sendBack, receive }) => {
          worker.news = sendBack;
          receive((command) => worker.commands.push(command.type));
        }),
      },
      actions: { reloadPage: () => void (reloads += 1) },
    });
    return { actor: createActor(machine).start(), worker, reloads: () => reloads };
  }

  it('offers a waiting version, and reloads only once the candidate asked and the version took over', () => {
    const { actor, worker, reloads } = start();
    expect(actor.getSnapshot().value).toBe('current');
    worker.news({ type: 'worker.updateReady' });
    expect(actor.getSnapshot().value).toBe('available');
    expect(worker.commands).toEqual([]);
    actor.send({ type: 'user.reload' });
    expect(worker.commands).toEqual(['activate']);
    expect(reloads()).toBe(0);
    worker.news({ type: 'worker.activated' });
    expect(reloads()).toBe(1);
  });

  it('Not now leaves the page as it is: no word to the worker, no reload', () => {
    const { actor, worker, reloads } = start();
    worker.news({ type: 'worker.updateReady' });
    actor.send({ type: 'user.dismiss' });
    worker.news({ type: 'worker.activated' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(worker.commands).toEqual([]);
    expect(reloads()).toBe(0);
  });

  it('a version another tab took is offered, never reloaded unasked', () => {
    const { actor, worker, reloads } = start();
    actor.send({ type: 'user.reload' });
    expect(actor.getSnapshot().value).toBe('current');
    worker.news({ type: 'worker.activated' });
    expect(actor.getSnapshot().value).toBe('available');
    expect(worker.commands).toEqual([]);
    expect(reloads()).toBe(0);
  });
});
