import { readdir, readFile } from 'node:fs/promises';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutMachineDescriptions } from '../../scripts/strip-machine-descriptions-plugin';

// The client build drops the machines' descriptions (docs/decisions/0001); everything else must stay.
describe('the client build without machine descriptions', () => {
  it('drops the plain-text descriptions of a machine, its states and transitions, and nothing else', () => {
    const source = `
const m = setup({}).createMachine({
  id: 'm',
  description: 'The machine.',
  context: { description: 'data, kept' },
  states: {
    a: {
      description: 'A state ' + "in two parts.",
      on: { go: { target: 'b', description: \`A transition.\` } },
    },
    b: { description: label, entry: { type: 'say', params: { description: 'kept' } } },
  },
});
const notAMachine = { description: 'kept' };
`;
    expect(withoutMachineDescriptions(source)).toBe(`
const m = setup({}).createMachine({
  id: 'm',
  context: { description: 'data, kept' },
  states: {
    a: {
      on: { go: { target: 'b' } },
    },
    b: { description: label, entry: { type: 'say', params: { description: 'kept' } } },
  },
});
const notAMachine = { description: 'kept' };
`);
  });

  it('leaves every machine of machines/ valid TypeScript, with its states and events', async () => {
    const dir = new URL('../../machines/', import.meta.url);
    const files = (await readdir(dir)).filter((name) => name.endsWith('.machine.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const original = await readFile(new URL(name, dir), 'utf8');
      const stripped = withoutMachineDescriptions(original, name);
      expect(stripped.length, name).toBeLessThan(original.length);
      const { diagnostics } = ts.transpileModule(stripped, { reportDiagnostics: true, fileName: name });
      expect(diagnostics ?? [], name).toEqual([]);
      // what is left is the original less whole `description` properties: the other keys all remain
      const keys = (code: string) => [...code.matchAll(/^\s*'?([\w.]+)'?:/gm)].map((m) => m[1]);
      expect(
        keys(stripped).filter((k) => k !== 'description'),
        name,
      ).toEqual(keys(original).filter((k) => k !== 'description'));
    }
  });
});
