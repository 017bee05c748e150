import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RateLimitedResponse } from '../../contract/accounts';
import { pruneExpired } from '../../server/housekeeping';
import { rateLimits } from '../../server/db/schema';
import type { RateLimits } from '../../server/config';
import {
  accountsApp,
  formBody,
  HOUR,
  login,
  MINUTE,
  multipartBody,
  newUser,
  post,
  postJson,
  signup,
  signupFields,
  testClock,
  uniqueEmail,
  withSession,
  type TestApp,
} from './support/accounts';
import { forEachDatabase } from './support/databases';

// Rate limits: 429 with Retry-After and the message in both fields, per address and per account, with
// the counters in the database (every server copy counts together).

/** A request from a given socket address (what getConnInfo reads on a real server). */
function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

async function expectLimited(response: Response, status: false | 'false', minutes: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
  const body = v.parse(RateLimitedResponse, await response.json());
  const message = `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  expect(body).toEqual({ status, message, msg: message });
}

forEachDatabase((database) => {
  const setup = (limits: Partial<RateLimits>, trustProxy = false) =>
    accountsApp(database().db, { config: { rateLimits: limits, trustProxy } });

  function loginFrom(app: TestApp, address: string, email: string, password: string) {
    return app.request(
      'http://localhost/api/login_api',
      { method: 'POST', body: multipartBody({ email, password }) },
      fromAddress(address),
    );
  }

  describe('per address', () => {
    it('signup: the 4th attempt in an hour from one address → 429; another address is unaffected', async () => {
      const { app, clock } = setup({ signupPerIpPerHour: 3 });
      const attempt = (address: string) =>
        app.request(
          'http://localhost/api/signup_api',
          { method: 'POST', body: formBody(signupFields()) },
          fromAddress(address),
        );
      for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.7')).status).toBe(200);
      clock.advance(10 * MINUTE);
      await expectLimited(await attempt('198.51.100.7'), false, 50);
      expect((await attempt('198.51.100.8')).status).toBe(200);
      // An IPv4 client on a dual-stack socket is the same address.
      await expectLimited(await attempt('::ffff:198.51.100.7'), false, 50);
      clock.advance(50 * MINUTE);
      expect((await attempt('198.51.100.7')).status).toBe(200);
    });

    it('invalid attempts count too (the limit is on attempts, not accounts)', async () => {
      const { app } = setup({ signupPerIpPerHour: 2 });
      const bad = () =>
        app.request(
          'http://localhost/api/signup_api',
          { method: 'POST', body: formBody({}) },
          fromAddress('198.51.100.9'),
        );
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(429);
    });

    it('login: per address per 15 minutes, whatever the accounts', async () => {
      const { app } = setup({ loginPerIpPer15Min: 2 });
      const { fields } = await newUser(app);
      expect((await loginFrom(app, '203.0.113.1', fields.email!, fields.password!)).status).toBe(200);
      expect((await loginFrom(app, '203.0.113.1', uniqueEmail(), 'whatever')).status).toBe(401);
      await expectLimited(await loginFrom(app, '203.0.113.1', fields.email!, fields.password!), false, 15);
      expect((await loginFrom(app, '203.0.113.2', fields.email!, fields.password!)).status).toBe(200);
    });

    it('X-Forwarded-For is believed only behind a trusted proxy, and then its first hop', async () => {
      const untrusted = setup({ loginPerIpPer15Min: 1 }).app;
      const viaProxy = (app: TestApp, forwarded: string) =>
        app.request(
          'http://localhost/api/login_api',
          {
            method: 'POST',
            body: multipartBody({ email: 'a@b.co', password: 'x' }),
            headers: { 'X-Forwarded-For': forwarded },
          },
          fromAddress('10.0.0.1'),
        );
      expect((await viaProxy(untrusted, '192.0.2.1')).status).toBe(401);
      // A made-up header does not make a new client: the socket address (the proxy) is counted.
      expect((await viaProxy(untrusted, '192.0.2.2')).status).toBe(429);

      const trusted = setup({ loginPerIpPer15Min: 1 }, true).app;
      expect((await viaProxy(trusted, '192.0.2.10, 10.0.0.1')).status).toBe(401);
      expect((await viaProxy(trusted, '192.0.2.10')).status).toBe(429);
      expect((await viaProxy(trusted, '192.0.2.11, 10.0.0.1')).status).toBe(401);
    });

    it('forgot password: per address per hour, text status for the msg client', async () => {
      const { app } = setup({ forgotPasswordPerIpPerHour: 2 });
      const ask = () =>
        app.request(
          'http://localhost/api/forgotpassword',
          { method: 'POST', body: multipartBody({ emailid: uniqueEmail() }) },
          fromAddress('203.0.113.50'),
        );
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      await expectLimited(await ask(), 'false', 60);
    });

    it('reset password and its check share a per-address limit', async () => {
      const { app } = setup({ resetPasswordPerIpPerHour: 2 });
      const send = (path: string) =>
        app.request(
          `http://localhost${path}`,
          {
            method: 'POST',
            body: JSON.stringify({ token: 'A'.repeat(43), password: 'long-enough' }),
            headers: { 'Content-Type': 'application/json' },
          },
          fromAddress('203.0.113.60'),
        );
      expect((await send('/api/reset_password/check')).status).toBe(400);
      expect((await send('/api/reset_password')).status).toBe(400);
      await expectLimited(await send('/api/reset_password'), 'false', 60);
      await expectLimited(await send('/api/reset_password/check'), 'false', 60);
    });
  });

  describe('per account', () => {
    it('login: after 10 failures in 15 minutes the account is locked, even with the right password', async () => {
      const { app, clock } = setup({ loginFailuresPerAccountPer15Min: 10 });
      const { fields } = await newUser(app);
      for (let i = 0; i < 10; i++) expect((await login(app, fields.email!, `wrong-${i}`)).status).toBe(401);
      await expectLimited(await login(app, fields.email!.toUpperCase(), fields.password!), false, 15);
      // Another account is not affected.
      const other = await newUser(app);
      expect((await login(app, other.fields.email!, other.fields.password!)).status).toBe(200);
      clock.advance(15 * MINUTE);
      expect((await login(app, fields.email!, fields.password!)).status).toBe(200);
    });

    it('login: a success clears the failures', async () => {
      const { app } = setup({ loginFailuresPerAccountPer15Min: 3 });
      const { fields } = await newUser(app);
      for (let i = 0; i < 2; i++) expect((await login(app, fields.email!, 'wrong-pass')).status).toBe(401);
      expect((await login(app, fields.email!, fields.password!)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await login(app, fields.email!, 'wrong-pass')).status).toBe(401);
      expect((await login(app, fields.email!, fields.password!)).status).toBe(429);
    });

    it('login: an unregistered address locks the same way, so the limit reveals nothing', async () => {
      const { app } = setup({ loginFailuresPerAccountPer15Min: 2 });
      const nobody = uniqueEmail('nobody');
      expect((await login(app, nobody, 'x')).status).toBe(401);
      expect((await login(app, nobody, 'x')).status).toBe(401);
      await expectLimited(await login(app, nobody, 'x'), false, 15);
    });

    it('forgot password: 3 per address per hour, registered or not', async () => {
      const { app } = setup({ forgotPasswordPerAccountPerHour: 3 });
      const { fields } = await newUser(app);
      for (const email of [fields.email!, uniqueEmail('nobody')]) {
        for (let i = 0; i < 3; i++)
          expect((await post(app, '/api/forgotpassword', multipartBody({ emailid: email }))).status).toBe(
            200,
          );
        await expectLimited(
          await post(app, '/api/forgotpassword', multipartBody({ emailid: email.toUpperCase() })),
          'false',
          60,
        );
      }
    });

    it('change password: 10 per user per hour', async () => {
      const { app } = setup({ changePasswordPerUserPerHour: 2 });
      const first = await newUser(app);
      let token = first.token;
      for (let i = 0; i < 2; i++) {
        const response = await post(
          app,
          '/api/changepassword',
          multipartBody({ user_id: String(first.userId), password: `pass-${i}-ok` }),
          withSession(token),
        );
        expect(response.status).toBe(200);
        token = response.headers.getSetCookie()[0]!.split(';')[0]!.slice('session='.length);
      }
      const limited = await post(
        app,
        '/api/changepassword',
        multipartBody({ user_id: String(first.userId), password: 'pass-x-ok' }),
        withSession(token),
      );
      await expectLimited(limited, 'false', 60);
      const other = await newUser(app);
      expect(
        (
          await post(
            app,
            '/api/changepassword',
            multipartBody({ user_id: String(other.userId), password: 'fine-one' }),
            withSession(other.token),
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('counters in the database', () => {
    it('two app instances (two server copies) count together', async () => {
      const clock = testClock();
      const options = { config: { rateLimits: { signupPerIpPerHour: 2 } }, clock };
      const a = accountsApp(database().db, options).app;
      const b = accountsApp(database().db, options).app;
      const attempt = (app: TestApp) =>
        app.request(
          'http://localhost/api/signup_api',
          { method: 'POST', body: formBody(signupFields()) },
          fromAddress('192.0.2.77'),
        );
      expect((await attempt(a)).status).toBe(200);
      expect((await attempt(b)).status).toBe(200);
      expect((await attempt(a)).status).toBe(429);
      expect((await attempt(b)).status).toBe(429);
    });

    it('0 turns a limit off', async () => {
      const { app } = setup({ signupPerIpPerHour: 0 });
      for (let i = 0; i < 5; i++) expect((await signup(app, signupFields())).status).toBe(200);
    });

    it('finished windows are pruned by the housekeeping', async () => {
      const { app, clock } = setup({ resetPasswordPerIpPerHour: 5 });
      await postJson(app, '/api/reset_password/check', { token: 'x' });
      const keys = async () =>
        (await database().db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(await keys()).toContain('resetPasswordPerIpPerHour:unknown');
      await pruneExpired(database().db, clock(), { sessionIdleDays: 14 });
      expect(await keys()).toContain('resetPasswordPerIpPerHour:unknown');
      clock.advance(HOUR + MINUTE);
      await pruneExpired(database().db, clock(), { sessionIdleDays: 14 });
      expect(await keys()).not.toContain('resetPasswordPerIpPerHour:unknown');
    });
  });
});
