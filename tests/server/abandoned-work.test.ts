import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { govtJobs } from '../../server/db/schema';
import { accountsApp } from './support/accounts';
import { forEachDatabase } from './support/databases';

// Issue 20's probe: draws abandoned by their clients still ran to the end (60 of 60 stored for nobody).
// A request whose client has gone, or whose deadline has passed, may not start another query: its
// transaction rolls back, and nothing is stored.

const SLEEP_MS = 400;

forEachDatabase((database) => {
  const db = () => database().db;

  function appWithSlowWriter(id: number) {
    const { app } = accountsApp(db(), {});
    // A handler that writes, waits (the database is slow, or the work is long), then writes again, all
    // in one transaction, as a submission does.
    app.post('/api/test/slow-write', async (c) => {
      await db().transaction(async (tx) => {
        await tx.insert(govtJobs).values(job(id));
        await new Promise((resolve) => setTimeout(resolve, SLEEP_MS));
        await tx.update(govtJobs).set({ vacancies: 2 }).where(eq(govtJobs.id, id));
      });
      return c.json({ status: 'success' });
    });
    return app;
  }

  const job = (id: number) => ({
    id,
    organisation: 'Test Board',
    title: `Abandoned ${id}`,
    location: 'Goa',
    qualification: 'Graduate',
    vacancies: 1,
    lastDate: '2027-03-31',
    weblink: 'example.org',
  });
  const stored = async (id: number) => db().select().from(govtJobs).where(eq(govtJobs.id, id));

  it('a client that goes away: its transaction rolls back, nothing is stored', async () => {
    const id = 880_000 + Math.floor(Math.random() * 10_000);
    const app = appWithSlowWriter(id);
    const controller = new AbortController();
    const request = Promise.resolve(
      app.request('http://localhost/api/test/slow-write', {
        method: 'POST',
        signal: controller.signal,
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      }),
    );
    setTimeout(() => controller.abort(), SLEEP_MS / 4);
    await request.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, SLEEP_MS * 2));
    expect(await stored(id)).toEqual([]);
  });

  it('over real HTTP (Node), a client that closes its connection: nothing is stored', async () => {
    const id = 870_000 + Math.floor(Math.random() * 10_000);
    const app = appWithSlowWriter(id);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/test/slow-write',
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Length': '0' },
      });
      request.on('error', () => {});
      request.end();
      setTimeout(() => request.destroy(), SLEEP_MS / 4);
      await new Promise((resolve) => setTimeout(resolve, SLEEP_MS * 2));
      expect(await stored(id)).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a client that waits: the same work is stored whole', async () => {
    const id = 890_000 + Math.floor(Math.random() * 10_000);
    const response = await appWithSlowWriter(id).request('http://localhost/api/test/slow-write', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(await stored(id)).toMatchObject([{ id, vacancies: 2 }]);
  });
});
