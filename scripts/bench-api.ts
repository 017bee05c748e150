import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode, spawnServer, stop, waitUntilUp } from './bench-processes';

/**
 * The API part of `npm run bench` (issue 20): the server as `node server/main.ts` runs it (its own
 * process, PGlite in a fresh folder, or PostgreSQL with BENCH_DATABASE_URL), under autocannon (50
 * connections, API_BENCH_SECONDS each, default 8), beside a bare Node server in its own process that
 * returns the same bytes of GET /api/govt_jobs, measured in the same run:
 * - govt_jobs at ≥ 50 % of the bare server's rate;
 * - a quiz draw and the history (one logged-in candidate) at p99 < 50 ms.
 * The machine may be shared: each figure is what this run saw, not a constant.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 8);
const RATIO_GOAL = 0.5;
const P99_GOAL_MS = 50;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<AutocannonResult>;
// autocannon has no types of its own; this is the part used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A bare Node HTTP server answering every request with these bytes and headers. */
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

export async function runApiBench(port: number): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'examprep-apibench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const product = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DIST_DIR: join(dataDir, 'no-dist'),
    // One candidate logs in once; the limits have their own tests.
    RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '0',
  });
  const bodyFile = join(dataDir, 'govt_jobs.json');
  let bare: ChildProcess | undefined;
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${url}/healthz`, product);
    const jobs = await fetch(`${url}/api/govt_jobs`);
    const bytes = Buffer.from(await jobs.arrayBuffer());
    writeFileSync(bodyFile, bytes);
    bare = spawnNode(['-e', BARE_SERVER], { PORT: String(port + 1), BODY_FILE: bodyFile });
    const bareUrl = `http://127.0.0.1:${port + 1}`;
    await waitUntilUp(bareUrl, bare);

    // One candidate: signed up (a session cookie), with one finished attempt for the history.
    const signup = await fetch(`${url}/api/signup_api`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({
        name: 'Bench Candidate',
        email: `bench.${Date.now()}@example.com`,
        password: 'bench-password',
        phone: '9876543210',
        state: 'Delhi',
        qualification: 'Graduate',
      }),
    });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
    const userId = String(((await signup.json()) as { data: { user_id: number } }).data.user_id);
    const session = { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' };

    console.log(
      `\nAPI under load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each; ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${bytes.length} bytes of govt_jobs)\n`,
    );
    const cases: [string, Omit<Parameters<Autocannon>[0], 'connections' | 'duration'>][] = [
      ['bare Node, same bytes', { url: `${bareUrl}/api/govt_jobs` }],
      ['GET /api/govt_jobs', { url: `${url}/api/govt_jobs` }],
      [
        'GET /api/govt_jobs (304)',
        { url: `${url}/api/govt_jobs`, headers: { 'If-None-Match': jobs.headers.get('ETag') ?? '' } },
      ],
      ['quiz draw', { url: `${url}/api/aptitude/percentage/level1`, headers: session }],
      [
        'history',
        {
          url: `${url}/api/historyexam`,
          method: 'POST',
          headers: { ...session, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ user_id: userId }).toString(),
        },
      ],
    ];
    const results = new Map<string, AutocannonResult>();
    for (const [name, options] of cases) {
      const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
      results.set(name, result);
      const bad = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${bad ? `   ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : ''}`,
      );
    }
    const ratio =
      results.get('GET /api/govt_jobs')!.requests.average /
      results.get('bare Node, same bytes')!.requests.average;
    const draw = results.get('quiz draw')!.latency.p99;
    const history = results.get('history')!.latency.p99;
    const checks: [string, boolean][] = [
      [
        `govt_jobs at ${(ratio * 100).toFixed(0)} % of bare Node (goal ≥ ${RATIO_GOAL * 100} %)`,
        ratio >= RATIO_GOAL,
      ],
      [`quiz draw p99 ${draw} ms (goal < ${P99_GOAL_MS} ms)`, draw < P99_GOAL_MS],
      [`history p99 ${history} ms (goal < ${P99_GOAL_MS} ms)`, history < P99_GOAL_MS],
    ];
    console.log('');
    for (const [text, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${text}`);
    return checks.every(([, ok]) => ok);
  } finally {
    if (bare) await stop(bare);
    await stop(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
