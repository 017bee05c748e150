import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import {
  accountsApp,
  formBody,
  multipartBody,
  newUser,
  signupFields,
  withSession,
  type TestApp,
} from './support/accounts';
import { openPgliteCopy, useDatabase } from './support/databases';

// Cross-site request refusal on every state-changing /api route, whatever the body's encoding (Hono's
// csrf() would look only at forms). The check reads headers only, so one database kind is enough.

const database = useDatabase(openPgliteCopy);
const REFUSED = {
  status: 'error',
  message: 'Cross-site request refused.',
  msg: 'Cross-site request refused.',
};

/** One request per state-changing route, in its own encoding. */
const routes: [string, string, () => BodyInit | null, Record<string, string>][] = [
  ['signup (form)', '/api/signup_api', () => formBody(signupFields()), {}],
  ['login (multipart)', '/api/login_api', () => multipartBody({ email: 'a@b.co', password: 'secret1' }), {}],
  ['forgot password (multipart)', '/api/forgotpassword', () => multipartBody({ emailid: 'a@b.co' }), {}],
  [
    'change password (multipart)',
    '/api/changepassword',
    () => multipartBody({ user_id: '1', password: 'secret1' }),
    {},
  ],
  [
    'reset (JSON)',
    '/api/reset_password',
    () => JSON.stringify({ token: 'x', password: 'secret1' }),
    { 'Content-Type': 'application/json' },
  ],
  [
    'reset check (JSON)',
    '/api/reset_password/check',
    () => JSON.stringify({ token: 'x' }),
    { 'Content-Type': 'application/json' },
  ],
  [
    'job alerts (JSON, a later route)',
    '/api/job_alerts',
    () => JSON.stringify({ user_id: 1 }),
    { 'Content-Type': 'application/json' },
  ],
  ['logout (no body)', '/api/logout', () => null, {}],
];

function send(
  app: TestApp,
  path: string,
  body: BodyInit | null,
  headers: Record<string, string>,
  base = 'http://localhost:3000',
) {
  return app.request(`${base}${path}`, { method: 'POST', body, headers });
}

describe.each(routes)('%s', (_label, path, body, headers) => {
  const app = () => accountsApp(database().db, { config: { appBaseUrl: 'https://exams.example.in' } }).app;

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin null (sandboxed page)', { Origin: 'null' }],
    ['our host on another port', { Origin: 'http://localhost:3001' }],
    ['our host over another scheme', { Origin: 'https://localhost:3000' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'a same-origin claim with a foreign Origin',
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    ],
  ])('refuses %s with 403', async (_case, extra) => {
    const response = await send(app(), path, body(), { ...headers, ...extra });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
  });

  it.each([
    ['same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
    ['APP_BASE_URL’s origin', { Origin: 'https://exams.example.in', 'Sec-Fetch-Site': 'same-origin' }],
    ['neither header (curl)', {}],
  ])('lets %s through', async (_case, extra) => {
    const response = await send(app(), path, body(), { ...headers, ...extra });
    expect(response.status).not.toBe(403);
  });
});

describe('cross-site refusal', () => {
  const setup = (trustProxy = false) => accountsApp(database().db, { config: { trustProxy } }).app;

  it('happens before anything is written', async () => {
    const app = setup();
    const [before] = await database().db.select({ n: count() }).from(users);
    const response = await send(app, '/api/signup_api', formBody(signupFields()), {
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await database().db.select({ n: count() }).from(users)).toEqual([before]);
  });

  it('a cross-site logout does not end the session', async () => {
    const app = setup();
    const { token } = await newUser(app);
    const response = await send(
      app,
      '/api/logout',
      null,
      withSession(token, { 'Sec-Fetch-Site': 'cross-site' }),
    );
    expect(response.status).toBe(403);
    expect((await app.request('http://localhost/api/session', { headers: withSession(token) })).status).toBe(
      200,
    );
  });

  it('reads (GET) are not refused', async () => {
    const app = setup();
    const response = await app.request('http://localhost/api/states', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });

  it('behind a trusted TLS proxy the https:// origin of the Host is ours', async () => {
    const body = () => multipartBody({ email: 'a@b.co', password: 'secret1' });
    const headers = { Origin: 'https://exam.example', 'X-Forwarded-Proto': 'https' };
    const trusted = await send(setup(true), '/api/login_api', body(), headers, 'http://exam.example');
    expect(trusted.status).toBe(401);
    const untrusted = await send(setup(false), '/api/login_api', body(), headers, 'http://exam.example');
    expect(untrusted.status).toBe(403);
  });
});
