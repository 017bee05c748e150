import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMachines } from '../../scripts/machine-docs/collect';
import { MACHINES_WITHOUT_DRIVERS, MACHINES_WITHOUT_MODEL, models } from '../models/index';
import { allPathFiles, coverageOfMachine, modelsByMachine, PATHS_DIR } from '../models/path-files';

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
