import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openPgliteCopy, useDatabase } from './support/databases';
import { expectSecurityHeaders } from './support/headers';
import { recordingLogger } from './support/logger';

// The built client served by the API server, against a fake build: what `vite build` plus the
// precompress plugin leave in dist/, and secrets beside it that must never come out.

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `export const topics = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `topic_${i}`))};\n`;
const SECRET = 'TOP SECRET, never served';

let top: string;
let app: ReturnType<typeof createApp>;
const database = useDatabase(openPgliteCopy);

beforeAll(async () => {
  top = await mkdtemp(join(tmpdir(), 'examprep-static-'));
  const dist = join(top, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  await writeFile(join(dist, 'assets', 'style-def456.css'), 'body{margin:0}');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, '.env'), SECRET);
  await writeFile(join(top, 'secret.txt'), SECRET);
  await writeFile(join(top, 'package.json'), JSON.stringify({ name: SECRET }));
  app = createApp({
    db: database().db,
    config: { distDir: dist, trustProxy: false },
    logger: recordingLogger(),
  });
});

afterAll(async () => {
  await rm(top, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('hashed assets', () => {
  it('are cached for a year as immutable, with their type and security headers', async () => {
    const response = await get('/assets/style-def456.css');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('body{margin:0}');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/css/);
    expectSecurityHeaders(response);
  });

  it('come as brotli when the browser accepts it', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it('come as gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.8']) {
      const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': accept });
      expect(response.headers.get('Content-Encoding'), accept).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(APP_JS);
    }
  });

  it('come uncompressed to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await response.text()).toBe(APP_JS);
    expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(APP_JS)));
  });

  it('answer HEAD with the headers and no body', async () => {
    const response = await app.request('/assets/app-abc123.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Length')).toBe(String(brotliCompressSync(APP_JS).length));
    expect(await response.text()).toBe('');
  });

  it('are 404, not index.html, when missing (a stale page asking for an old build)', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });
});

describe('index.html and other files', () => {
  it('GET / serves index.html, revalidated on every visit', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
    expectSecurityHeaders(response);
  });

  it('a file outside /assets is served as is, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('a matching ETag gets 304 with no body', async () => {
    const first = await get('/');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await get('/', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('client routes', () => {
  it.each(['/aptitude', '/ssc', '/some/deep/route', '/reasoning/series/instructions/levelpage/level1'])(
    'GET %s falls back to index.html',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
      expectSecurityHeaders(response);
    },
  );

  it('/api paths never fall back to the page', async () => {
    for (const path of ['/api/x', '/api']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ status: 'error', message: 'Not found' });
    }
  });

  it('a POST to a page path is a 404 JSON error, not the page', async () => {
    const response = await app.request('/aptitude', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});

describe('files outside the build', () => {
  const attempts = [
    '/../secret.txt',
    '/../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2F..%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/.env',
    '/%2eenv',
    '/secret.txt%00.html',
  ];

  it.each(attempts)('%s does not reveal them', async (path) => {
    const response = await get(path);
    const body = await response.text();
    expect(body).not.toContain(SECRET);
    // Either refused, or (when the URL parser already removed the dots) the page itself.
    if (response.status === 200) expect(body).toBe(INDEX);
    else expect(response.status).toBe(404);
  });

  it('raw paths over a real socket (no client-side normalisation) do not reveal them either', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of [
        '/../secret.txt',
        '/assets/../../secret.txt',
        '/..%2fsecret.txt',
        '/assets/..%2f..%2fsecret.txt',
      ]) {
        const raw = await rawGet(port, path);
        expect(raw, path).not.toContain(SECRET);
        expect(raw, path).toMatch(/^HTTP\/1\.1 (200|400|404)/);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('without a build', () => {
  it('page paths are 404 JSON and the API still works', async () => {
    const bare = createApp({
      db: database().db,
      config: { distDir: join(top, 'missing'), trustProxy: false },
      logger: recordingLogger(),
    });
    expect((await bare.request('/')).status).toBe(404);
    expect((await bare.request('/api/states')).status).toBe(200);
  });
});

/** Sends a request line exactly as written and returns the whole raw answer. */
function rawGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}
