import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { machineConfig } from './definition';
import { machineMermaid } from './mermaid';

/**
 * Every machine of `machines/*.machine.ts`, found by reading the folder (a new machine needs no list
 * to be kept up to date), and the documents `npm run machines` writes for each.
 */
export const MACHINES_DIR = join(import.meta.dirname, '../../machines');
export const DOCS_DIR = join(import.meta.dirname, '../../docs/machines');

export async function loadMachines(): Promise<AnyStateMachine[]> {
  const files = (await readdir(MACHINES_DIR)).filter((name) => name.endsWith('.machine.ts')).sort();
  const machines: AnyStateMachine[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    machines.push(
      ...Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine),
    );
  }
  return machines.sort((a, b) => a.id.localeCompare(b.id));
}

export interface MachineDocs {
  readonly id: string;
  /** File name → contents, relative to docs/machines. */
  readonly files: Record<string, string>;
}

export function machineDocs(machine: AnyStateMachine): MachineDocs {
  const config = machineConfig(machine);
  return {
    id: machine.id,
    files: {
      [`${machine.id}.json`]: `${JSON.stringify(config, null, 2)}\n`,
      [`${machine.id}.mmd`]: machineMermaid(config),
    },
  };
}

/** The index page: one line per machine with links to its two files. */
export function indexPage(docs: readonly MachineDocs[]): string {
  return [
    '# State machines',
    '',
    'Written by `npm run machines` from `machines/*.machine.ts`; do not edit by hand (a test fails when',
    'these files are out of date). For each machine:',
    '',
    '- `<id>.json`: the machine config. To see it in the Stately visualiser, open https://stately.ai/viz',
    '  (or Stately Studio, "Import from code") and paste `createMachine(` + the JSON + `)`.',
    '- `<id>.mmd`: a Mermaid state diagram, drawn by GitHub and most editors without a network.',
    '',
    '| machine | config | diagram |',
    '|---|---|---|',
    ...docs.map((doc) => `| ${doc.id} | [${doc.id}.json](${doc.id}.json) | [${doc.id}.mmd](${doc.id}.mmd) |`),
    '',
  ].join('\n');
}

export async function allDocs(): Promise<Record<string, string>> {
  const docs = (await loadMachines()).map(machineDocs);
  return Object.assign({ 'README.md': indexPage(docs) }, ...docs.map((doc) => doc.files)) as Record<
    string,
    string
  >;
}
