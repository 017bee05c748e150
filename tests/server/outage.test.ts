import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HTTP_MESSAGES } from '../../contract/errors';
import { createApp } from '../../server/app';
import { startFaultProxy, type FaultProxy } from '../../server/db/fault-proxy';
import { openPostgres, type Database } from '../../server/db/open';
import { outageMonitor } from '../../server/db/outage';
import { seedDatabase } from '../../server/seed/seed';
import { NO_LIMITS } from './support/accounts';
import { createPostgresDatabase } from './support/databases';
import { recordingLogger } from './support/logger';

// Issue 20's probe, on PostgreSQL behind a proxy that plays the faults: while the database is down the
// API answered 500 "Something went wrong" without Retry-After and logged ~100 lines per request; with a
// slow database nothing answered for minutes. Now: 503 with a message and Retry-After, one line when the
// outage starts and one when it ends, recovery without a restart, and an answer within the deadline.

const postgres = inject('postgres');

describe.skipIf(postgres === null)('the database down or slow (PostgreSQL)', () => {
  let proxy: FaultProxy;
  let database: Database;
  let drop: () => Promise<void>;
  const logger = recordingLogger();
  const outage = outageMonitor(logger);

  beforeAll(async () => {
    const created = await createPostgresDatabase(postgres!);
    drop = created.drop;
    proxy = await startFaultProxy(created.url);
    database = await openPostgres(proxy.url, logger, {
      outage,
      timeouts: { connectionTimeoutMillis: 1_000, query_timeout: 1_500, statement_timeout: 1_000 },
    });
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    proxy.setDelay(0);
    await proxy.start().catch(() => {});
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  /** A request that needs the database (the public lists are served from memory). */
  const login = (server: ReturnType<typeof app>) =>
    server.request('/api/login_api', {
      method: 'POST',
      body: new URLSearchParams({ email: 'nobody@example.in', password: 'secret1' }),
    });

  const app = () =>
    createApp({
      db: database.db,
      config: { distDir: '/nonexistent', trustProxy: false, rateLimits: NO_LIMITS },
      logger,
      outage,
      requestDeadlineMs: 2_500,
    });

  it('stopped: 503 with a message and Retry-After, /healthz not ready, one log line each way, and recovery', async () => {
    const server = app();
    expect((await login(server)).status).toBe(401);
    logger.lines.length = 0;

    await proxy.stop();
    for (let i = 0; i < 10; i += 1) {
      const response = await login(server);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual({ status: 'error', message: HTTP_MESSAGES.databaseUnavailable });
    }
    const health = await server.request('/healthz');
    expect(health.status).toBe(503);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/^ERROR The database is unavailable/);

    await proxy.start();
    expect((await login(server)).status).toBe(401);
    expect((await server.request('/healthz')).status).toBe(200);
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[1]).toMatch(/^The database answers again after [\d.]+ s \(11 failed/);
  });

  it('slow (2 s per round trip): answered 503 "took too long" within the deadline, then fine again', async () => {
    const server = app();
    logger.lines.length = 0;
    proxy.setDelay(2_000);
    try {
      const started = Date.now();
      const response = await login(server);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual({ status: 'error', message: HTTP_MESSAGES.timedOut });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      proxy.setDelay(0);
    }
    // The pool drops the timed-out connection; the next request works.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await login(server)).status).toBe(401);
    expect(logger.lines.filter((line) => line.startsWith('ERROR'))).toHaveLength(1);
  });
});
