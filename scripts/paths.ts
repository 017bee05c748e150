import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cliArgsOrExit } from '../server/cli-args';
import { models } from '../tests/models/index';
import { allPathFiles, coverageOfMachine, modelsByMachine, PATHS_DIR } from '../tests/models/path-files';

/**
 * `npm run paths`: writes each registered model's generated paths to paths/<machine id>.json (format in
 * tests/models/path-files.ts), removes the files of models that no longer exist, and prints what the
 * paths reach. Fails, naming them, when a state is not reached. `--verbose` also lists the transitions
 * no path takes.
 */
const { values } = cliArgsOrExit(
  'Usage: npm run paths [-- --verbose]\n  --verbose  also list the transitions no path takes',
  { verbose: { type: 'boolean', default: false } },
);
const verbose = values.verbose === true;
const files = allPathFiles();
await mkdir(PATHS_DIR, { recursive: true });
for (const stale of (await readdir(PATHS_DIR)).filter((name) => name.endsWith('.json') && !(name in files))) {
  await rm(join(PATHS_DIR, stale));
}
for (const [name, contents] of Object.entries(files)) await writeFile(join(PATHS_DIR, name), contents);
console.log(`Wrote ${Object.keys(files).length} files to paths/\n`);

const unreached: string[] = [];
// A machine with two models (the quiz: a topic test's policy and a mock's) is covered by both together.
const rows = modelsByMachine(models).map((machineModels) => {
  const coverage = coverageOfMachine(machineModels);
  unreached.push(...coverage.states.missing.map((key) => `${coverage.id}: ${key}`));
  if (verbose) {
    for (const key of coverage.transitions.missing) console.log(`  ${coverage.id} never takes ${key}`);
  }
  return [
    machineModels.map((model) => model.id).join(' + '),
    String(coverage.paths),
    `${coverage.states.reached}/${coverage.states.total}`,
    `${coverage.transitions.reached}/${coverage.transitions.total}`,
  ];
});
const table = [['machine', 'paths', 'states', 'transitions'], ...rows];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
console.log(
  '\nstates: leaf states reached / all leaf states; transitions: (source, event, target) taken / defined.',
);

if (unreached.length > 0) {
  console.error(`\nStates no path reaches:\n${unreached.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
