import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { allDocs, DOCS_DIR, loadMachines } from '../../scripts/machine-docs/collect';
import { machineConfig } from '../../scripts/machine-docs/definition';

interface NodeLike {
  readonly id: string;
  readonly states: Record<string, NodeLike>;
  readonly ownEvents: readonly string[];
}

/** Every state id with the events it handles, the shape the visualiser draws. */
function shape(machine: AnyStateMachine): string[] {
  const walk = (node: NodeLike): string[] => [
    `${node.id}: ${[...node.ownEvents].sort().join(' ')}`,
    ...Object.values(node.states).flatMap(walk),
  ];
  return walk(machine.root as unknown as NodeLike);
}

describe('docs/machines', () => {
  it('is up to date with machines/ (run `npm run machines` after changing a machine)', async () => {
    const expected = await allDocs();
    const onDisk = Object.fromEntries(
      await Promise.all(
        (await readdir(DOCS_DIR)).map(
          async (name) => [name, await readFile(join(DOCS_DIR, name), 'utf8')] as const,
        ),
      ),
    );
    expect(Object.keys(onDisk).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, contents] of Object.entries(expected)) expect(onDisk[name], name).toBe(contents);
  });

  it('holds, for every machine, a config the visualiser builds into the same states and events', async () => {
    const machines = await loadMachines();
    expect(machines.map((machine) => machine.id)).toContain('session');
    for (const machine of machines) {
      const rebuilt = createMachine(machineConfig(machine) as never);
      expect(shape(rebuilt), machine.id).toEqual(shape(machine));
    }
  });

  it('gives every state of every machine a description', async () => {
    const undocumented: string[] = [];
    const walk = (node: { id: string; description?: string; states: Record<string, never> }) => {
      if (!node.description) undocumented.push(node.id);
      Object.values(node.states).forEach(walk);
    };
    for (const machine of await loadMachines()) walk(machine.root as never);
    expect(undocumented).toEqual([]);
  });
});
