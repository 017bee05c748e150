import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { loadMachines } from '../../scripts/machine-docs/collect';
import { MACHINES_WITHOUT_DRIVERS, MACHINES_WITHOUT_MODEL, models } from '../models/index';
import {
  allPathFiles,
  coverageOfMachine,
  modelsByMachine,
  PATHS_DIR,
  pathsNotBegunByOthers,
  type PathEntry,
} from '../models/path-files';

describe('paths/', () => {
  // It walks every model's graph: seconds on a quiet machine, more beside a browser suite.
  it(
    'is up to date with the models (run `npm run paths` after changing a machine or a model)',
    { timeout: 30_000 },
    async () => {
      const expected = allPathFiles();
      const names = (await readdir(PATHS_DIR)).filter((name) => name.endsWith('.json'));
      expect(names.sort()).toEqual(Object.keys(expected).sort());
      for (const [name, contents] of Object.entries(expected)) {
        expect(await readFile(join(PATHS_DIR, name), 'utf8'), name).toBe(contents);
      }
    },
  );

  it('has a model for every machine in machines/, but the few listed without one', async () => {
    const machineIds = (await loadMachines()).map((machine) => machine.id);
    const modelled = models.map((model) => model.machineId);
    expect(machineIds.filter((id) => !modelled.includes(id) && !(id in MACHINES_WITHOUT_MODEL))).toEqual([]);
    // The exceptions name real machines that still lack a model; a model replaces its exception.
    for (const id of Object.keys(MACHINES_WITHOUT_MODEL)) {
      expect(machineIds, id).toContain(id);
      expect(modelled, id).not.toContain(id);
    }
    const names = models.map((model) => model.id);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reaches every state and takes every transition of every modelled machine (all its models together)', () => {
    for (const machineModels of modelsByMachine(models)) {
      const coverage = coverageOfMachine(machineModels);
      expect(coverage.states.missing, coverage.id).toEqual([]);
      expect(coverage.transitions.missing, coverage.id).toEqual([]);
    }
  });

  it('has browser drivers and a browser test for every modelled machine, but the few listed without', () => {
    const modelsDir = join(import.meta.dirname, '../models');
    const e2eDir = join(import.meta.dirname, '../e2e');
    for (const { id } of models) {
      const driven = existsSync(join(modelsDir, `${id}.drivers.ts`));
      expect(driven, `${id}: drivers`).toBe(!(id in MACHINES_WITHOUT_DRIVERS));
      expect(existsSync(join(e2eDir, `${id}-paths.spec.ts`)), `${id}: browser test`).toBe(driven);
    }
  });
});

describe('pathsNotBegunByOthers', () => {
  const open = { type: 'user.open' };
  const close = { type: 'user.close' };
  const submit = { type: 'user.submit' };
  const openSeven: EventObject = Object.assign({ type: 'user.open' }, { id: 7 });
  const path = (...steps: PathEntry['steps']): PathEntry => ({ name: '', steps });

  it('leaves out a path that a longer one begins with, and keeps the file’s numbers', () => {
    const initial = path({ state: 'closed' });
    const opened = path({ state: 'closed', event: open }, { state: 'open' });
    const closedAgain = path(
      { state: 'closed', event: open },
      { state: 'open', event: close },
      { state: 'closed' },
    );
    const sent = path(
      { state: 'closed', event: open },
      { state: 'open', event: submit },
      { state: 'sending' },
    );
    expect(pathsNotBegunByOthers([initial, opened, closedAgain, sent])).toEqual([
      { index: 2, path: closedAgain },
      { index: 3, path: sent },
    ]);
  });

  it('keeps a path that only shares its events with a longer one, or that differs in a state', () => {
    const openNested = path({ state: 'closed', event: open }, { state: { open: 'editing' } });
    const openOther = path(
      { state: 'closed', event: open },
      { state: { open: 'checking' }, event: close },
      { state: 'closed' },
    );
    const sameEventsOtherData = path({ state: 'closed', event: openSeven }, { state: 'open' });
    const longer = path(
      { state: 'closed', event: open },
      { state: 'open', event: close },
      { state: 'closed' },
    );
    expect(
      pathsNotBegunByOthers([openNested, openOther, sameEventsOtherData, longer]).map((kept) => kept.index),
    ).toEqual([0, 1, 2, 3]);
  });

  it('keeps every state and every step of the committed paths in the paths it keeps', async () => {
    for (const name of (await readdir(PATHS_DIR)).filter((file) => file.endsWith('.json'))) {
      const paths = JSON.parse(await readFile(join(PATHS_DIR, name), 'utf8')) as PathEntry[];
      const kept = pathsNotBegunByOthers(paths).map(({ path }) => path);
      const stepsOf = (list: readonly PathEntry[]) =>
        new Set(
          list.flatMap((each) => each.steps.map((step) => JSON.stringify([step.state, step.event ?? null]))),
        );
      const everyState = (list: readonly PathEntry[]) =>
        new Set(list.flatMap((each) => each.steps.map((step) => JSON.stringify(step.state))));
      expect(kept.length, name).toBeGreaterThan(0);
      expect(kept.length, name).toBeLessThanOrEqual(paths.length);
      expect([...everyState(kept)].sort(), name).toEqual([...everyState(paths)].sort());
      // Every (state, event) taken in the file is taken in a kept path.
      const keptSteps = stepsOf(kept);
      for (const step of stepsOf(paths)) {
        if (!JSON.parse(step)[1]) continue;
        expect(keptSteps.has(step), `${name}: ${step}`).toBe(true);
      }
    }
  });
});
