import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints, MAX_BODY_BYTES } from '../../contract/endpoints';
import { ErrorResponse } from '../../contract/errors';
import { StatesResponse } from '../../contract/lists';
import { createApp } from '../../server/app';
import type { AppDatabase } from '../../server/db/open';
import { openPgliteCopy, useDatabase } from './support/databases';
import { expectSecurityHeaders } from './support/headers';
import { recordingLogger } from './support/logger';

// Behaviour of the app around the routes: readiness, errors, limits and headers. One database kind is
// enough here (the lists run on both in lists.test.ts).

const config = { distDir: '/nonexistent', trustProxy: false };

async function expectError(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = v.parse(ErrorResponse, await response.json());
  return body.message;
}

const database = useDatabase(openPgliteCopy);

describe('while the database is starting', () => {
  it('/healthz is 503 and /api answers 503 JSON; both turn ready once the database is', async () => {
    let db: AppDatabase | undefined = undefined;
    const app = createApp({ db: () => db, config, logger: recordingLogger() });

    await expectError(await app.request('/healthz'), 503);
    const api = await app.request(endpoints.states.path);
    expect(await expectError(api, 503)).toMatch(/starting/i);
    expect(api.headers.get('Retry-After')).toBe('5');
    expectSecurityHeaders(api);

    db = database().db;
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(v.is(StatesResponse, await (await app.request(endpoints.states.path)).json())).toBe(true);
  });

  it('/healthz turns 503 as soon as shutdown begins, while the API still serves', async () => {
    let draining = false;
    const app = createApp({ db: database().db, config, logger: recordingLogger(), draining: () => draining });
    expect((await app.request('/healthz')).status).toBe(200);
    draining = true;
    await expectError(await app.request('/healthz'), 503);
    expect((await app.request(endpoints.states.path)).status).toBe(200);
  });
});

describe('requests no route answers', () => {
  const app = () => createApp({ db: database().db, config, logger: recordingLogger() });

  it.each(['/api/nope', '/api', '/api/ssc/extra', '/api/SSC', '/api/states/', '/api/%E0%A4%A'])(
    'GET %s is a 404 JSON error',
    async (path) => {
      const response = await app().request(path);
      expect(await expectError(response, 404)).toBe('Not found');
      expectSecurityHeaders(response);
    },
  );

  it.each([
    ['POST', endpoints.states.path],
    ['DELETE', endpoints.examFamily('ssc').path],
    ['PUT', endpoints.govtJobs.path],
    ['PATCH', '/healthz'],
  ])('%s %s (a known path, the wrong method) is a 404 JSON error, never HTML', async (method, path) => {
    await expectError(await app().request(path, { method, body: method === 'DELETE' ? null : '{}' }), 404);
  });

  it('a page path without a built client is a 404 JSON error, not a crash', async () => {
    await expectError(await app().request('/aptitude'), 404);
  });
});

describe('request bodies', () => {
  const app = () => createApp({ db: database().db, config, logger: recordingLogger() });

  it(`a body over ${MAX_BODY_BYTES} bytes is refused with 413 JSON`, async () => {
    const response = await app().request('/api/job_alerts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(await expectError(response, 413)).toMatch(/larger than/);
    expectSecurityHeaders(response);
  });

  it('a streamed body without Content-Length is counted and refused too', async () => {
    const chunk = new Uint8Array(16 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES * 2) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/api/job_alerts', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBeNull();
    await expectError(await app().request(request), 413);
  });

  it('a body within the limit passes on to routing', async () => {
    const response = await app().request('/api/nope', { method: 'POST', body: 'x'.repeat(1000) });
    await expectError(response, 404);
  });
});

describe('failures inside the server', () => {
  it('a failing database gives a 500 JSON with a generic message, and a log line; never the error itself', async () => {
    const broken = await openPgliteCopy();
    await broken.close();
    const logger = recordingLogger();
    const app = createApp({ db: broken.db, config, logger });

    const response = await app.request(endpoints.govtJobs.path);
    const message = await expectError(response, 500);
    expect(message).toBe('Something went wrong on our side. Please try again later.');
    expectSecurityHeaders(response);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^ERROR GET \/api\/govt_jobs failed: .*Failed query/),
    ]);

    await expectError(await app.request('/healthz'), 503);
    expect(logger.lines.at(-1)).toMatch(/^ERROR Health check/);
  });
});

describe('security headers', () => {
  it('are on a successful API answer', async () => {
    const app = createApp({ db: database().db, config, logger: recordingLogger() });
    const response = await app.request(endpoints.examFamily('ias').path);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('HSTS is sent only over HTTPS: directly, or through a proxy the operator trusts', async () => {
    const viaProxy = { headers: { 'X-Forwarded-Proto': 'https' } };
    const direct = createApp({ db: database().db, config, logger: recordingLogger() });
    const trusting = createApp({
      db: database().db,
      config: { ...config, trustProxy: true },
      logger: recordingLogger(),
    });

    expect((await direct.request('/healthz')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await direct.request('/healthz', viaProxy)).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await trusting.request('/healthz')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await trusting.request('/healthz', viaProxy)).headers.get('Strict-Transport-Security')).toMatch(
      /^max-age=31536000/,
    );
    expect(
      (await direct.request('https://exam.example/healthz')).headers.get('Strict-Transport-Security'),
    ).toMatch(/^max-age=/);
  });
});
