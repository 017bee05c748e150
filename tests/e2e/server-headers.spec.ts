import { expect, test } from '@playwright/test';

// What the server promises every browser: security headers, cached hashed assets, compressed text.

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/aptitude', '/api/ssc', '/api/nothing-here']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBeTruthy();
  }
});

test('unknown pages get the app with a 404; unknown API routes get JSON 404', async ({ request }) => {
  const page = await request.get('/some/client/route');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toMatch(/text\/html/);
  expect(await page.text()).toContain('<div id="root"><');
  const api = await request.get('/api/nothing-here');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ status: 'error', message: expect.any(String) });
});

test('hashed assets are cached for a year and served compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/max-age=31536000/);
  expect(response.headers()['cache-control']).toMatch(/immutable/);
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
});

test('an oversized body is refused with 413', async ({ request }) => {
  const response = await request.post('/api/signup_api', {
    data: 'x'.repeat(200 * 1024),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status()).toBe(413);
});
