import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectionStatusMachine, type ConnectionStatusEvent } from '../../machines/connectionStatus.machine';
import { connectionStatusModel } from '../models/connectionStatus.model';
import { leafStateValues } from '../models/model';
import { reachedStates, replayModelPath } from './support/replay';

describe('connectionStatus machine: generated paths', () => {
  const paths = connectionStatusModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(connectionStatusModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(connectionStatusModel, path);
    });
  }
});

describe('connectionStatus machine: transitions', () => {
  /** The machine with the window's events in the test's hands. */
  function start(online: boolean) {
    const window = { send: (_: ConnectionStatusEvent) => {}, listening: false };
    const machine = connectionStatusMachine.provide({
      actors: {
        watchConnection: fromCallback<ConnectionStatusEvent>(({ sendBack }) => {
          window.send = sendBack;
          window.listening = true;
          return () => {
            window.listening = false;
          };
        }),
      },
    });
    return { actor: createActor(machine, { input: { online } }).start(), window };
  }

  it('a page opened without a connection says so at once', () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('follows the browser both ways, and stops listening when stopped', () => {
    const { actor, window } = start(true);
    expect(actor.getSnapshot().value).toBe('online');
    window.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    window.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    window.send({ type: 'browser.online' });
    expect(actor.getSnapshot().value).toBe('online');
    actor.stop();
    expect(window.listening).toBe(false);
  });
});
