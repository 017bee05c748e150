import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { listCache } from '../../server/catalogues/list-cache';
import { listFastPath } from '../../server/catalogues/list-fast-path';
import { expectSecurityHeaders } from './support/headers';
import { recordingLogger } from './support/logger';
import { openPgliteCopy, useDatabase } from './support/databases';

// The public lists answered from memory before Hono (server/catalogues/list-fast-path.ts), as the
// server runs it (server/start.ts): the same bytes and headers as the app's own answer, and only when
// the list is built and fresh.

describe('the public lists fast path', () => {
  const database = useDatabase(openPgliteCopy);
  const lists = listCache();
  let server: Server;
  let base: string;
  let fast = 0;

  beforeAll(async () => {
    const app = createApp({
      db: database().db,
      config: { distDir: '/nonexistent', trustProxy: true },
      logger: recordingLogger(),
      lists,
    });
    const listener = getRequestListener(app.fetch);
    const fastLists = listFastPath(lists);
    server = createServer((request, response) => {
      if (fastLists(request, response)) fast += 1;
      else void listener(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The headers that must be the same whoever answered (not the id, the date, the connection's). */
  const comparable = (response: Response) =>
    [...response.headers.entries()].filter(
      ([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name),
    );

  it('the first request builds the list in the app; the next are answered from memory, byte for byte the same', async () => {
    const before = fast;
    const built = await fetch(`${base}/api/govt_jobs`);
    expect(fast).toBe(before);
    const again = await fetch(`${base}/api/govt_jobs`);
    expect(fast).toBe(before + 1);
    expect(again.status).toBe(200);
    expect(comparable(again)).toEqual(comparable(built));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await built.arrayBuffer()));
    expectSecurityHeaders(again);
    expect(again.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('X-Request-Id')).not.toBe(built.headers.get('X-Request-Id'));
  });

  it('answers 304 to a matching ETag, with the same headers as the app', async () => {
    const { headers } = await fetch(`${base}/api/states`); // built
    const etag = headers.get('ETag')!;
    lists.changed();
    const fromApp = await fetch(`${base}/api/states`, { headers: { 'If-None-Match': etag } });
    const before = fast;
    const fromMemory = await fetch(`${base}/api/states`, { headers: { 'If-None-Match': etag } });
    expect(fast).toBe(before + 1);
    expect([fromApp.status, fromMemory.status]).toEqual([304, 304]);
    expect(comparable(fromMemory)).toEqual(comparable(fromApp));
  });

  it("keeps a proxy's request id, as the app does", async () => {
    await fetch(`${base}/api/qualifications`);
    const response = await fetch(`${base}/api/qualifications`, {
      headers: { 'X-Request-Id': 'proxy-id-12345' },
    });
    expect(response.headers.get('X-Request-Id')).toBe('proxy-id-12345');
  });

  it('leaves to the app a stale list, another method, a query string and a request through a proxy', async () => {
    await fetch(`${base}/api/govt_jobs`);
    const before = fast;
    lists.changed(); // an import
    expect((await fetch(`${base}/api/govt_jobs`)).status).toBe(200); // rebuilt by the app
    expect((await fetch(`${base}/api/govt_jobs`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${base}/api/govt_jobs?x=1`)).status).toBe(200);
    const proxied = await fetch(`${base}/api/govt_jobs`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/);
    expect(fast).toBe(before);
  });
});
