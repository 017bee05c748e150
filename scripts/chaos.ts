import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startFaultProxy, type FaultProxy } from '../server/db/fault-proxy';
import { sigkillDuringSubmissions } from './chaos-sigkill';

/**
 * `npm run chaos` (issue 20): the production server (`node --import tsx server/main.ts`, its own
 * process) on a fresh PostgreSQL database reached through a TCP proxy that plays the database's faults,
 * and a table saying whether it survived each:
 * - the database unreachable for 10 s (the proxy cuts every connection and refuses new ones: what the
 *   server sees of a stopped PostgreSQL; the PostgreSQL server itself is not stopped);
 * - a slow database (2 s per round trip), then SIGTERM while it is slow;
 * - 200 malformed and oversized bodies across the endpoints;
 * - slow clients (unfinished headers, a half-sent body);
 * - SIGKILL during 20 concurrent submissions, several rounds, restarted on the same data each time
 *   (scripts/chaos-sigkill.ts; on PostgreSQL, as every fault here).
 * Environment: CHAOS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: a database is
 * created there and dropped after), CHAOS_PORT (4372), CHAOS_KILL_ROUNDS (5).
 */
const ADMIN_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.CHAOS_PORT ?? 4372);
const BASE = `http://127.0.0.1:${PORT}`;

const results: { fault: string; survived: boolean; detail: string }[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Server {
  child: ChildProcess;
  lines: string[];
}

function startServer(databaseUrl: string, dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      NODE_ENV: 'production',
      RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '0',
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '0',
      RATE_LIMIT_FORGOT_PASSWORD_PER_IP_PER_HOUR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { child, lines };
}

async function healthy(timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}

async function stopServer(server: Server): Promise<number> {
  if (server.child.exitCode !== null) return 0;
  const started = Date.now();
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const late = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(late);
  return Date.now() - started;
}

const same = { 'Sec-Fetch-Site': 'same-origin' };

async function databaseDown(proxy: FaultProxy, server: Server) {
  const before = server.lines.length;
  await proxy.stop();
  const started = Date.now();
  const statuses = new Map<string, number>();
  let retryAfter = true;
  let health = 0;
  while (Date.now() - started < 10_000) {
    const response = await fetch(`${BASE}/api/login_api`, {
      method: 'POST',
      headers: same,
      body: new URLSearchParams({ email: 'asha@example.in', password: 'secret1' }),
    });
    const key = `${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (response.status === 503) retryAfter &&= response.headers.get('Retry-After') !== null;
    health = (await fetch(`${BASE}/healthz`)).status;
    await sleep(100);
  }
  await proxy.start();
  let recovered = false;
  for (let i = 0; i < 40 && !recovered; i += 1) {
    recovered = (await fetch(`${BASE}/api/govt_jobs`)).ok && (await fetch(`${BASE}/healthz`)).ok;
    if (!recovered) await sleep(250);
  }
  const lines = server.lines.length - before;
  const only503 = [...statuses.keys()].every((status) => status === '503');
  results.push({
    fault: 'database unreachable 10 s',
    // One line when the outage starts, one when it ends; the listener of other copies' imports adds
    // its own two (lost, then listening again).
    survived: only503 && retryAfter && health === 503 && recovered && lines <= 4,
    detail: `answers ${JSON.stringify(Object.fromEntries(statuses))}, Retry-After ${retryAfter ? 'on each' : 'MISSING'}, /healthz ${health}, recovered ${recovered}, ${lines} log lines`,
  });
  if (lines > 4)
    console.log(
      server.lines
        .slice(before)
        .map((line) => line.slice(0, 200))
        .join('\n'),
    );
}

async function slowDatabase(proxy: FaultProxy, server: Server) {
  proxy.setDelay(2_000);
  const started = Date.now();
  const response = await fetch(`${BASE}/api/login_api`, {
    method: 'POST',
    headers: same,
    body: new URLSearchParams({ email: 'asha@example.in', password: 'secret1' }),
  });
  const answeredMs = Date.now() - started;
  const sigtermMs = await stopServer(server);
  proxy.setDelay(0);
  results.push({
    fault: 'slow database (2 s per round trip)',
    survived: response.status === 503 && answeredMs < 10_000,
    detail: `answered ${response.status} in ${(answeredMs / 1000).toFixed(1)} s`,
  });
  results.push({
    fault: 'SIGTERM while the database is slow',
    survived: sigtermMs < 10_000,
    detail: `exited in ${(sigtermMs / 1000).toFixed(1)} s`,
  });
}

async function malformedBodies() {
  const paths = [
    '/api/signup_api',
    '/api/login_api',
    '/api/forgotpassword',
    '/api/changepassword',
    '/api/reset_password',
    '/api/reset_password/check',
    '/api/job_alerts',
    '/api/job_alerts/unsubscribe',
    '/api/reasoning/result',
    '/api/historyexam',
    '/api/admin/jobs',
  ];
  const bodies: [string, BodyInit][] = [
    ['application/json', '{"email_id":"a\\u0000@b.in","name":"\\ud800"}'],
    ['application/json', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['application/json', '{"unclosed": '],
    ['application/json', '[1,2,3]'],
    ['application/json', 'x'.repeat(2 * 1024 * 1024)],
    ['application/x-www-form-urlencoded', 'name=%00&email=%FF%FE&password=%ED%A0%80'],
    ['application/x-www-form-urlencoded', 'a=' + 'b'.repeat(70_000)],
    ['multipart/form-data; boundary=x', '--x\r\nnot a part'],
    ['text/plain', '\u0000\u0001\u0002'],
    ['', ''],
  ];
  const counts = new Map<string, number>();
  let sent = 0;
  for (let round = 0; sent < 200; round += 1) {
    for (const path of paths) {
      const [type, body] = bodies[(round + sent) % bodies.length]!;
      const response = await fetch(`${BASE}${path}`, {
        method: 'POST',
        headers: { ...same, ...(type ? { 'Content-Type': type } : {}) },
        body,
      }).catch(() => undefined);
      const key = response ? `${Math.floor(response.status / 100)}xx` : 'reset';
      counts.set(key, (counts.get(key) ?? 0) + 1);
      sent += 1;
      if (sent === 200) break;
    }
  }
  const fivexx = counts.get('5xx') ?? 0;
  results.push({
    fault: '200 malformed/oversized bodies',
    survived: fivexx === 0 && (counts.get('2xx') ?? 0) === 0,
    detail: JSON.stringify(Object.fromEntries(counts)),
  });
}

function heldFor(text: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(PORT, '127.0.0.1', () => socket.write(text));
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => resolve(Date.now() - started));
  });
}

async function slowClients() {
  const [headers, body] = await Promise.all([
    heldFor('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    heldFor(
      'POST /api/login_api HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=a',
    ),
  ]);
  results.push({
    fault: 'slow client: unfinished headers',
    survived: headers < 15_000,
    detail: `socket closed after ${(headers / 1000).toFixed(1)} s (Node's default: 60-75 s)`,
  });
  results.push({
    fault: 'slow client: half-sent body',
    survived: body < 35_000,
    detail: `socket closed after ${(body / 1000).toFixed(1)} s (Node's default: 300 s)`,
  });
}

const name = `chaos_${Date.now().toString(36)}`;
await admin(`create database ${name}`);
const target = new URL(ADMIN_URL);
target.pathname = `/${name}`;
const proxy = await startFaultProxy(target.toString());
const dataDir = mkdtempSync(join(tmpdir(), 'examprep-chaos-'));
let server = startServer(proxy.url, dataDir);
try {
  if (!(await healthy())) throw new Error(`The server did not start:\n${server.lines.join('\n')}`);
  console.log(
    'Chaos: the server is up on PostgreSQL (every fault, SIGKILL included) through the fault proxy; playing the faults…',
  );
  await databaseDown(proxy, server);
  await malformedBodies();
  await slowClients();
  const killed = await sigkillDuringSubmissions(server, {
    base: BASE,
    databaseUrl: target.toString(),
    rounds: Number(process.env.CHAOS_KILL_ROUNDS ?? 5),
    async restart() {
      server = startServer(proxy.url, dataDir);
      if (!(await healthy())) throw new Error(`The server did not start again:\n${server.lines.join('\n')}`);
      return server;
    },
  });
  results.push({ fault: 'SIGKILL during 20 submissions', survived: killed.survived, detail: killed.detail });
  await slowDatabase(proxy, server);
} finally {
  await stopServer(server);
  await proxy.close();
  await admin(`drop database if exists ${name} with (force)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('');
console.log(`${'fault'.padEnd(38)} ${'result'.padEnd(10)} detail`);
for (const { fault, survived, detail } of results) {
  console.log(`${fault.padEnd(38)} ${(survived ? 'survived' : 'FAILED').padEnd(10)} ${detail}`);
}
process.exit(results.every((result) => result.survived) ? 0 : 1);
