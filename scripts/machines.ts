import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { allDocs, DOCS_DIR } from './machine-docs/collect';
import { cliArgsOrExit } from '../server/cli-args';

/**
 * `npm run machines`: writes each machine's config (JSON, for the Stately visualiser) and a Mermaid
 * state diagram into docs/machines/, and removes the files of machines that no longer exist.
 */
cliArgsOrExit(
  'Usage: npm run machines\nWrites docs/machines/ from the machines (JSON for the Stately visualiser and a Mermaid diagram each).',
  {},
);
const files = await allDocs();
await mkdir(DOCS_DIR, { recursive: true });
for (const stale of (await readdir(DOCS_DIR)).filter((name) => !(name in files))) {
  await rm(join(DOCS_DIR, stale));
}
for (const [name, contents] of Object.entries(files)) await writeFile(join(DOCS_DIR, name), contents);
console.log(`Wrote ${Object.keys(files).length} files to docs/machines/`);
