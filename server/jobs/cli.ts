import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readCliArgs } from '../cli-args';
import { readAdminTokenFile } from './admin-token';
import { formatOf, parseJobsFile, type FileRow } from './import-file';
import {
  ADMIN_JOBS_PATH,
  MAX_IMPORT_JOBS,
  validateJobRows,
  type ImportJobsRefusal,
  type ImportJobsResponse,
} from './job-schema';

/**
 * `npm run jobs -- import FILE.csv|FILE.json [--server URL]` (scripts/jobs.ts). The running server holds
 * the database (PGlite allows one process), so the CLI never opens it: it checks the whole file here,
 * sends it to the server's admin endpoint with the admin token, and reports what the server did.
 */
export const USAGE = `Usage: npm run jobs -- import FILE.csv|FILE.json [--server URL]

Adds government jobs and sends their alerts to matching subscribers, through the running server.
  FILE        CSV with a header row, or a JSON array of objects, with the fields
              organisation, jobstitle, joblocation, qualification, vacancies, lastdate (YYYY-MM-DD), weblink
  --server    the running server (default http://127.0.0.1:$PORT, PORT default 3000)
  --help, -h  this text
The admin token is ADMIN_TOKEN, else the file the server wrote to $DATA_DIR/admin-token (default ./data).`;

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly fetch: typeof fetch;
  readonly cwd: string;
}

/** Runs the command; returns the process exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runJobsCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const args = parseArgs(argv);
  if (!args.ok) {
    io.err(args.message);
    io.err(USAGE);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  const path = resolve(io.cwd, args.file);
  const format = formatOf(path);
  if (!format) {
    io.err(`${args.file}: the file name must end in .csv or .json`);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    io.err(`${args.file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return 1;
  }

  // Every row is checked before anything is sent: one bad row and nothing is imported.
  const parsed = parseJobsFile(text, format);
  if (!parsed.ok) return refuse(io, args.file, parsed.problems);
  const checked = validateJobRows(parsed.rows);
  if (!checked.ok) return refuse(io, args.file, checked.problems);
  if (checked.jobs.length > MAX_IMPORT_JOBS) {
    io.err(
      `${args.file}: ${checked.jobs.length} jobs; at most ${MAX_IMPORT_JOBS} in one import. Split the file. Nothing was imported.`,
    );
    return 1;
  }

  // Without a token the request is still sent: a server that is not running is the first thing to say.
  const dataDir = resolve(io.cwd, env.DATA_DIR?.trim() || './data');
  const token = env.ADMIN_TOKEN?.trim() || (await readAdminTokenFile(dataDir).catch(() => undefined));

  const server = (args.server ?? `http://127.0.0.1:${env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await io.fetch(`${server}${ADMIN_JOBS_PATH}`, {
      method: 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
      body: JSON.stringify({ jobs: checked.jobs }),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    io.err(
      `The server is not running at ${server} (${describeFetchError(error)}). Start it with \`npm start\` (or pass --server URL): it holds the database, so jobs are imported through it. Nothing was imported.`,
    );
    return 1;
  }
  const body = (await response.json().catch(() => undefined)) as
    | Partial<Omit<ImportJobsResponse, 'status'> & Omit<ImportJobsRefusal, 'status'> & { status: string }>
    | undefined;
  if (response.ok && body?.status === 'success') {
    io.out(
      `${args.file}: ${body.inserted} new ${plural(body.inserted ?? 0, 'job')} added, ${body.skipped} already there (skipped); ${body.alerts} alert ${plural(body.alerts ?? 0, 'message')} queued.`,
    );
    return 0;
  }
  if (response.status === 401 && !token) {
    io.err(
      `No admin token: set ADMIN_TOKEN (as the server has it), or run this with the server's DATA_DIR (now ${dataDir}); the server writes its token to DATA_DIR/admin-token. Nothing was imported.`,
    );
  } else if (response.status === 401) {
    io.err(
      `The server at ${server} refused the admin token: use the server's ADMIN_TOKEN (or its DATA_DIR/admin-token). Nothing was imported.`,
    );
  } else if (response.status === 503) {
    io.err(
      `The server at ${server} is still starting (or shutting down). Try again in a moment. Nothing was imported.`,
    );
  } else {
    io.err(
      `The server at ${server} refused the import (HTTP ${response.status}): ${body?.message ?? 'no explanation'}`,
    );
    for (const problem of body?.problems ?? []) {
      const row: FileRow | undefined = parsed.rows[problem.row - 1];
      io.err(`  ${args.file}:${row?.line ?? '?'}: ${problem.message}`);
    }
  }
  return 1;
}

function refuse(io: CliIo, file: string, problems: readonly { line: number; message: string }[]): number {
  for (const { line, message } of problems) io.err(`${file}:${line}: ${message}`);
  io.err(`${problems.length} ${plural(problems.length, 'problem')} found. Nothing was imported.`);
  return 1;
}

const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

type Args =
  | { ok: true; help: true }
  | { ok: true; help: false; file: string; server: string | undefined }
  | { ok: false; message: string };

function parseArgs(argv: readonly string[]): Args {
  if (argv.length === 0) return { ok: false, message: 'No command given.' };
  const args = readCliArgs(argv, { server: { type: 'string' } }, { positionals: true });
  if (!args.ok || args.help) return args;
  const [command, ...files] = args.positionals;
  if (command !== 'import') return { ok: false, message: `Unknown command: ${command}` };
  const [file, another] = files;
  if (!file) return { ok: false, message: 'import needs a file: npm run jobs -- import jobs.csv' };
  if (another !== undefined) return { ok: false, message: `One file at a time (got ${file} and ${another})` };
  const server = args.values.server;
  if (server !== undefined && !/^https?:\/\/[^\s/]+/i.test(server))
    return { ok: false, message: `--server must be an http:// or https:// URL, not ${server}` };
  return { ok: true, help: false, file, server };
}
