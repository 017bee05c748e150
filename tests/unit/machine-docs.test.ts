import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assign, createMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { allDocs, DOCS_DIR, loadMachines } from '../../scripts/machine-docs/collect';
import { INLINE_ACTION, INLINE_GUARD, machineConfig } from '../../scripts/machine-docs/definition';

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

  it('names every action and guard (no inline assign or guard function in docs/machines/*.json)', async () => {
    const names = (await readdir(DOCS_DIR)).filter((name) => name.endsWith('.json')).sort();
    expect(names).toContain('quiz.json');
    const inline: Record<string, number> = {};
    for (const name of names) {
      const text = await readFile(join(DOCS_DIR, name), 'utf8');
      const count = text.split(`"${INLINE_ACTION}"`).length + text.split(`"${INLINE_GUARD}"`).length - 2;
      if (count > 0) inline[name] = count;
    }
    // House style (machines/quiz.machine.ts): actions and guards are named in setup(), with params.
    expect(inline).toEqual({});
  });

  it('shows an inline action or guard by that name, so the test above can tell', () => {
    const inlineMachine = createMachine({
      id: 'inline',
      initial: 'a',
      states: {
        a: {
          entry: assign({}),
          on: { go: { guard: () => true, actions: [() => {}], target: 'b' } },
        },
        b: { always: { guard: () => false, target: 'a' } },
      },
    });
    const json = JSON.stringify(machineConfig(inlineMachine));
    expect(json.split(`"${INLINE_ACTION}"`).length - 1).toBe(2);
    expect(json.split(`"${INLINE_GUARD}"`).length - 1).toBe(2);
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
