import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { govtJobs } from '../../server/db/schema';
import { startServer } from '../../server/start';
import { recordingLogger } from './support/logger';

// The real server on a real port and a real PGlite data folder: start-up, graceful shutdown, restart.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let dataDir: string;
let config: Config;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'examprep-data-'));
  config = { ...loadConfig({ NODE_ENV: 'test' }), port: 0, dataDir, distDir: join(dataDir, 'no-dist') };
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('startServer on a PGlite data folder', () => {
  let jobCount = 0;

  // Creates a new PGlite folder (initdb), which can take 10 s or more on a busy 2-core machine.
  it(
    'listens at once (503 while PGlite starts), serves once ready, and shuts down gracefully',
    { timeout: 60_000 },
    async () => {
      const logger = recordingLogger();
      let enteredSlow!: () => void;
      const slowEntered = new Promise<void>((resolve) => (enteredSlow = resolve));
      let releaseSlow!: () => void;
      const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));

      const server = await startServer({
        config,
        logger,
        // A request still running when shutdown begins.
        configureApp: (app) =>
          app.get('/api/test/slow', async (c) => {
            enteredSlow();
            await slowReleased;
            return c.json({ finished: true });
          }),
      });
      try {
        expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
        expect(logger.lines[0]).toBe(
          `ParikshaPath is running at ${server.url} (database: PGlite in ${dataDir})`,
        );

        const early = await fetch(`${server.url}/healthz`);
        expect(early.status).toBe(503);
        expect((await fetch(`${server.url}/api/ssc`)).status).toBe(503);

        await server.ready;
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        const jobs = (await (await fetch(`${server.url}/api/govt_jobs`)).json()) as { data: unknown[] };
        jobCount = jobs.data.length;
        expect(jobCount).toBeGreaterThanOrEqual(40);

        const slow = fetch(`${server.url}/api/test/slow`);
        await slowEntered;
        let closed = false;
        const closing = server.close().then(() => (closed = true));

        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(closed).toBe(false); // waiting for the in-flight request
        await expect(freshGet(`${server.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);

        releaseSlow();
        const response = await slow;
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ finished: true });
        // The finished request's keep-alive connection must not hold the shutdown up.
        const started = Date.now();
        await closing;
        expect(Date.now() - started).toBeLessThan(1000);
        expect(logger.lines.filter((line) => line.startsWith('ERROR'))).toEqual([]);
      } finally {
        releaseSlow();
        await server.close();
      }
    },
  );

  it('the closed folder reopens with its data, and a restart duplicates nothing', async () => {
    expect(jobCount).toBeGreaterThan(0);
    // Reopen the folder directly and add a row the seed does not know.
    const direct = await openDatabase(config, recordingLogger());
    const [before] = await direct.db.select({ n: count() }).from(govtJobs);
    expect(before!.n).toBe(jobCount);
    // PGlite itself would open the folder twice and corrupt it: the lock refuses.
    await expect(openDatabase(config, recordingLogger())).rejects.toThrow(/is in use by another server/);
    await direct.db.insert(govtJobs).values({
      id: 99_001,
      organisation: 'Test Board',
      title: 'Row written between two starts',
      location: 'Goa',
      qualification: 'Graduate',
      vacancies: 1,
      lastDate: '2027-03-31',
      weblink: 'example.org',
    });
    await direct.close();

    const server = await startServer({ config, logger: recordingLogger() });
    try {
      await server.ready;
      const body = (await (await fetch(`${server.url}/api/govt_jobs`)).json()) as { data: { id: number }[] };
      expect(body.data).toHaveLength(jobCount + 1);
      expect(body.data.map((job) => job.id)).toContain(99_001);
    } finally {
      await server.close();
    }
  });

  it('a request still running after the shutdown timeout is cut, and close() completes', async () => {
    let enteredHang!: () => void;
    const hangEntered = new Promise<void>((resolve) => (enteredHang = resolve));
    const server = await startServer({
      config,
      logger: recordingLogger(),
      shutdownTimeoutMs: 500,
      configureApp: (app) =>
        app.get('/api/test/hang', async () => {
          enteredHang();
          return new Promise<Response>(() => {});
        }),
    });
    await server.ready;
    const hanging = fetch(`${server.url}/api/test/hang`);
    hanging.catch(() => {});
    await hangEntered;
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(hanging).rejects.toThrow();
  });

  it('close() during start-up waits for the database and leaves the folder consistent', async () => {
    const server = await startServer({ config, logger: recordingLogger() });
    await server.close();
    await expect(server.ready).rejects.toThrow(/closed before it was ready/);

    const direct = await openDatabase(config, recordingLogger());
    try {
      const [after] = await direct.db.select({ n: count() }).from(govtJobs);
      expect(after!.n).toBe(jobCount + 1);
    } finally {
      await direct.close();
    }
  });
});

describe('the data folder lock', () => {
  it('a lock left by a process that no longer runs is taken over', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(join(dataDir, 'examprep.lock'), String(pid));

    const database = await openDatabase(config, recordingLogger());
    await database.close();
    await expect(readFile(join(dataDir, 'examprep.lock'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});

describe('server/main.ts as a process', () => {
  // Creates a new PGlite folder too (see above).
  it(
    'starts on PORT, turns healthy, and exits 0 on SIGTERM after closing the database',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const processDataDir = join(dataDir, 'process');
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: repoRoot,
        env: {
          ...withoutServerVariables(process.env),
          PORT: String(port),
          DATA_DIR: processDataDir,
          NODE_ENV: 'test',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        await waitFor(
          async () => (await freshGet(`http://localhost:${port}/healthz`)).status === 200,
          45_000,
        );
        expect(stdout).toContain(
          `ParikshaPath is running at http://localhost:${port} (database: PGlite in ${processDataDir})`,
        );
        expect(stdout).toContain('Database ready');
        // A second server on the same folder is refused, naming the one that holds it.
        await expect(
          openDatabase({ dataDir: processDataDir, databaseUrl: undefined }, recordingLogger()),
        ).rejects.toThrow(`in use by another server (process ${child.pid})`);

        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(stdout).toContain('SIGTERM received');
        expect(stderr).toBe('');

        // Closed cleanly: the folder opens again with the seeded rows.
        const reopened = await openDatabase(
          { dataDir: processDataDir, databaseUrl: undefined },
          recordingLogger(),
        );
        try {
          const [rows] = await reopened.db.select({ n: count() }).from(govtJobs);
          expect(rows!.n).toBeGreaterThanOrEqual(40);
        } finally {
          await reopened.close();
        }
      } finally {
        child.kill('SIGKILL');
      }
    },
  );

  it('exits 1 with a clear message on a bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: { ...withoutServerVariables(process.env), PORT: 'eighty' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT="eighty"');
  });
});

/** GET on a new connection (no keep-alive pool), so a refused connection shows as ECONNREFUSED. */
function freshGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The test runner's own environment, minus what would point the child at another database or build. */
function withoutServerVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    DIST_DIR: _dist,
    PORT: _port,
    TRUST_PROXY: _proxy,
    ...rest
  } = env;
  return rest;
}
