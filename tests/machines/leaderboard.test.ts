import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Board, BoardRequest } from '../../machines/api/leaderboard';
import { leaderboardMachine } from '../../machines/leaderboard.machine';
import { board, emptyBoard, leaderboardModel } from '../models/leaderboard.model';
import { leafStateValues } from '../models/model';
import { reachedStates, replayModelPath } from './support/replay';

describe('leaderboard machine: generated paths', () => {
  const paths = leaderboardModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(leaderboardModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(leaderboardModel, path);
    });
  }
});

describe('leaderboard machine: transitions', () => {
  const withLoader = (load: (input: BoardRequest) => Promise<Board>) =>
    leaderboardMachine.provide({
      actors: { loadBoard: fromPromise(({ input }: { input: BoardRequest }) => load(input)) as never },
    });
  const topic: BoardRequest = { kind: 'topic', category: 'aptitude', topic: 'percentage', level: 2 };

  it('asks for the board it was started with', async () => {
    const asked: BoardRequest[] = [];
    const actor = createActor(
      withLoader(async (input) => {
        asked.push(input);
        return board;
      }),
      { input: { board: topic } },
    ).start();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(asked).toEqual([topic]);
    expect(actor.getSnapshot().context.loaded).toEqual(board);
  });

  it('a board with only the candidate’s own row (hidden, or below the top) is shown, not empty', async () => {
    const ownRowOnly = { ...emptyBoard, you: board.you, youHidden: true };
    const actor = createActor(
      withLoader(async () => ownRowOnly),
      { input: { board: { kind: 'daily' } } },
    ).start();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('a refresh loads the board again and shows the new answer', async () => {
    const answers = [emptyBoard, board];
    const actor = createActor(
      withLoader(async () => answers.shift()!),
      { input: { board: { kind: 'daily' } } },
    ).start();
    await waitFor(actor, (s) => s.matches('empty'));
    actor.send({ type: 'user.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.loaded?.rows).toHaveLength(2);
  });

  it('a retry is only for a failure; a refresh is not one', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return board;
      }),
      { input: { board: { kind: 'daily' } } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.refresh' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls).toBe(2);
  });
});
