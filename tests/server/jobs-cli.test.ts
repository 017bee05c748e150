import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { readAdminTokenFile } from '../../server/jobs/admin-token';
import { runJobsCli } from '../../server/jobs/cli';
import { startServer, type RunningServer } from '../../server/start';
import { recordingLogger } from './support/logger';

// `npm run jobs -- import FILE` against the real server on a PGlite data folder: the CLI checks the file,
// reads the admin token the server wrote, and imports through the server, which holds the database.

let dataDir: string;
let server: RunningServer;
const logger = recordingLogger();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'examprep-jobs-cli-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), port: 0, dataDir, distDir: join(dataDir, 'no-dist') };
  server = await startServer({
    config,
    logger,
    transports: { email: { send: async () => {} }, whatsapp: { send: async () => {} } },
  });
  await server.ready;
}, 90_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runJobsCli(
    args,
    { DATA_DIR: dataDir, ...env },
    { out: (l) => out.push(l), err: (l) => err.push(l), fetch, cwd: dataDir },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function jobTitles(): Promise<string[]> {
  const body = (await (await fetch(`${server.url}/api/govt_jobs`)).json()) as {
    data: { jobstitle: string }[];
  };
  return body.data.map((job) => job.jobstitle);
}

const HEADER = 'organisation,jobstitle,joblocation,qualification,vacancies,lastdate,weblink';

describe('npm run jobs -- import', () => {
  it('the server wrote its admin token to DATA_DIR/admin-token, readable by its owner only', async () => {
    const token = await readAdminTokenFile(dataDir);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(dataDir, 'admin-token'))).mode & 0o777).toBe(0o600);
    expect(logger.lines).toContain(
      `The admin token of \`npm run jobs\` is in ${join(dataDir, 'admin-token')} (set ADMIN_TOKEN to choose one)`,
    );
  });

  it('imports a CSV through the running server, and a second run skips what is there', async () => {
    await writeFile(
      join(dataDir, 'jobs.csv'),
      [
        HEADER,
        'HPSC,"Civil Judge, Junior Division",Haryana,Graduate,110,2027-02-14,hpsc.gov.in',
        'HSSC,Patwari,Haryana,"12th Pass, ITI",900,2027-02-20,https://hssc.gov.in',
      ].join('\n'),
    );
    const first = await run(['import', 'jobs.csv', '--server', server.url]);
    expect(first).toEqual({
      code: 0,
      out: 'jobs.csv: 2 new jobs added, 0 already there (skipped); 0 alert messages queued.',
      err: '',
    });
    expect(await jobTitles()).toEqual(expect.arrayContaining(['Civil Judge, Junior Division', 'Patwari']));
    const again = await run(['import', 'jobs.csv', `--server=${server.url}`]);
    expect(again.out).toBe('jobs.csv: 0 new jobs added, 2 already there (skipped); 0 alert messages queued.');
  });

  it('a file with bad rows: every bad row by its line, exit 1, nothing sent', async () => {
    await writeFile(
      join(dataDir, 'bad.json'),
      `[
  {"organisation": "JPSC", "jobstitle": "Lecturer", "joblocation": "Jharkhand", "qualification": "Post Graduate", "vacancies": 40, "lastdate": "2027-03-01", "weblink": "jpsc.gov.in"},
  {"organisation": "JPSC", "jobstitle": "Dentist", "joblocation": "Jharkhand", "qualification": "BDS",
   "vacancies": -4, "lastdate": "01/03/2027", "weblink": "jpsc.gov.in"}
]`,
    );
    const result = await run(['import', 'bad.json', '--server', server.url]);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'bad.json:3: vacancies must be a positive whole number; lastdate must be a date written YYYY-MM-DD\n1 problem found. Nothing was imported.',
    );
    expect(await jobTitles()).not.toContain('Lecturer');
  });

  it('a wrong ADMIN_TOKEN is refused by the server', async () => {
    await writeFile(
      join(dataDir, 'one.csv'),
      `${HEADER}\nJPSC,Forester,Jharkhand,B.Sc,12,2027-03-05,jpsc.gov.in\n`,
    );
    const result = await run(['import', 'one.csv', '--server', server.url], {
      ADMIN_TOKEN: 'not-the-token-not-the-token-not-the-token',
    });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^The server at http:\/\/localhost:\d+ refused the admin token/);
    expect(await jobTitles()).not.toContain('Forester');
  });

  it('without a token (another DATA_DIR, no ADMIN_TOKEN) it says where the token is looked for', async () => {
    const result = await run(['import', 'one.csv', '--server', server.url], {
      DATA_DIR: join(dataDir, 'elsewhere'),
    });
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `No admin token: set ADMIN_TOKEN (as the server has it), or run this with the server's DATA_DIR (now ${join(dataDir, 'elsewhere')}); the server writes its token to DATA_DIR/admin-token. Nothing was imported.`,
    );
    expect(await jobTitles()).not.toContain('Forester');
  });

  it('says so clearly when the server is not running, token or not', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    for (const env of [{}, { DATA_DIR: join(dataDir, 'elsewhere') }]) {
      const result = await run(['import', 'one.csv'], { PORT: String(closedPort), ...env });
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        new RegExp(
          `^The server is not running at http://127\\.0\\.0\\.1:${closedPort} \\(ECONNREFUSED\\)\\. Start it with \`npm start\``,
        ),
      );
    }
  });

  it('bad usage: exit 2 with the usage text', async () => {
    for (const args of [
      [],
      ['export', 'x.csv'],
      ['import'],
      ['import', 'jobs.xlsx'],
      ['import', 'a.csv', '--server', 'ftp://x'],
      ['import', 'a.csv', '--sever', 'http://x'],
      ['import', 'a.csv', '--server'],
      ['import', 'a.csv', 'b.csv'],
    ]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
    }
    expect((await run(['import', 'missing.csv'])).err).toBe('missing.csv: cannot read the file (ENOENT)');
    expect((await run(['--help'])).out).toMatch(/^Usage: npm run jobs -- import FILE.csv\|FILE.json/);
    expect((await run(['import', 'a.csv', '--dry-run'])).err).toMatch(/^Unknown option '--dry-run'/);
  });
});
