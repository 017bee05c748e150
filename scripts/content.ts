import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { exportQuestions } from '../server/content/export';
import { readCliArgs } from '../server/cli-args';
import { ImportError, importQuestions } from '../server/content/import';
import { loadQuestionBanks } from '../server/content/bank';
import { buildPapers } from '../server/mocks/build-papers';
import { PATTERNS } from '../server/mocks/patterns';

/**
 * The question bank's command line (server/content/README.md):
 *   npm run content -- import FILE.csv|FILE.json [--source "Where the rows come from"] [--dry-run]
 *   npm run content -- export [DIR]
 *   npm run content -- build
 *   npm run content -- mocks [--deep]
 * Import checks every row and merges the good file into server/content/data (the server loads it at
 * its next start); one bad row and nothing is written. Export writes the whole served bank to DIR.
 * Build rewrites the data files that are made from a source (BUILDERS), after their source changed.
 * Mocks draws the mock papers not yet published and takes the bank's Hindi and corrected explanations
 * into the published ones; --deep also their generator twins' (server/mocks/generator-twins.ts).
 */
const USAGE = `Usage:
  npm run content -- import FILE.csv|FILE.json [--source "TEXT"] [--dry-run]
  npm run content -- export [DIR]   (default DIR: ./content-export)
  npm run content -- build          (rewrites the data files made from sources: see server/content/README.md)
  npm run content -- mocks [--deep] (draws the mock papers not yet published, takes corrected explanations and the Hindi into the published: docs/mocks.md;
                                    --deep also finds today's generator twins of published questions the bank no longer asks, for their Hindi: minutes)
  npm run content -- --help         (this text)`;

/**
 * The data files made from a source, each by its builder: English vocabulary from WordNet and word
 * frequencies, general knowledge from fact tables and packages, English passages and items from the
 * authored tables. A test rebuilds each in memory and fails when a committed file differs.
 */
const BUILDERS = [
  'server/content/derive/english.ts',
  'server/content/derive/general-knowledge/derive.ts',
  'server/content/authoring/english/build.ts',
] as const;

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(
    argv,
    {
      source: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      deep: { type: 'boolean', default: false },
    },
    { positionals: true },
  );
  if (args.ok && args.help) {
    console.log(USAGE);
    return 0;
  }
  if (!args.ok) {
    console.error(args.message);
    console.error(USAGE);
    return 2;
  }
  const [command, ...rest] = args.positionals;
  const { source, 'dry-run': dryRun, deep } = args.values;
  if (command !== 'import' && (source !== undefined || dryRun)) {
    console.error('--source and --dry-run are options of import');
    console.error(USAGE);
    return 2;
  }
  if (command !== 'mocks' && deep) {
    console.error('--deep is an option of mocks');
    console.error(USAGE);
    return 2;
  }
  if (command === 'import') {
    if (rest.length !== 1) {
      console.error(USAGE);
      return 2;
    }
    try {
      const planned = await importQuestions(resolve(rest[0]!), { source, dryRun });
      for (const file of planned) {
        console.log(
          `${file.bank.category}/${file.bank.topic}: ${file.added} added, ${file.replaced} replaced, ${file.bank.questions.length} in ${file.path}`,
        );
      }
      console.log(dryRun ? 'Dry run: nothing was written.' : 'Restart the server to load the new questions.');
      return 0;
    } catch (error) {
      if (error instanceof ImportError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  if (command === 'export') {
    if (rest.length > 1) {
      console.error(USAGE);
      return 2;
    }
    const dir = resolve(rest[0] ?? 'content-export');
    const result = await exportQuestions(dir);
    console.log(
      `${result.questions} questions of ${result.files} topics written to ${dir} (and ${result.csvRows} rows to questions.csv${result.withFigures ? `; ${result.withFigures} with drawings are only in the JSON files` : ''}).`,
    );
    return 0;
  }
  if (command === 'build' && rest.length === 0) {
    for (const builder of BUILDERS) {
      console.log(`== ${builder}`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', builder], { stdio: 'inherit' });
      if (run.status !== 0) return run.status ?? 1;
    }
    console.log('Restart the server to load the rebuilt files.');
    return 0;
  }
  if (command === 'mocks' && rest.length === 0) {
    // Published mocks are never redrawn: only the missing ones are added, and the bank's corrected
    // explanations and the Hindi of the same questions taken into the published ones
    // (server/mocks/build-papers.ts); with --deep, also the Hindi of their generator twins.
    const banks = await loadQuestionBanks();
    const today = new Date().toISOString().slice(0, 10);
    const { reports, twins } = await buildPapers(PATTERNS, banks, today, { deep });
    if (twins)
      console.log(
        `Generator twins: ${twins.found} of ${twins.searched} published generated questions without Hindi found in ${twins.seconds} s`,
      );
    for (const r of reports)
      console.log(
        `${r.exam}: ${r.kept} kept, ${r.added} added (${r.fallbacks} questions at a neighbouring level), ${r.corrected} explanations corrected, ${r.translated} given their Hindi`,
      );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
