import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../contract/accounts';
import { LogoutResponse, SessionResponse } from '../../contract/session';
import { hashToken } from '../../server/accounts/tokens';
import { sessions } from '../../server/db/schema';
import {
  accountsApp,
  DAY,
  getSession,
  login,
  MINUTE,
  multipartBody,
  newUser,
  post,
  sessionSetCookie,
  sessionToken,
  uniqueEmail,
  withSession,
  sessionsAsStarted,
} from './support/accounts';
import { forEachDatabase } from './support/databases';

// POST /api/login_api (multipart), POST /api/logout, GET /api/session: the session cookie and its ends.

forEachDatabase((database) => {
  const setup = (options?: Parameters<typeof accountsApp>[1]) =>
    accountsApp(database().db, { sessions: sessionsAsStarted(database().kind), ...options });
  const sessionRow = async (token: string) =>
    (
      await database()
        .db.select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0];

  describe('login', () => {
    it('answers exactly what spec §7 says the client reads, with a new session cookie', async () => {
      const { app } = setup();
      const {
        fields,
        userId,
        token: signupToken,
      } = await newUser(app, { name: 'Ravi Kumar', phone: '9123456780' });
      const response = await login(app, fields.email!.toUpperCase(), fields.password!);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(v.is(LoginResponse, body)).toBe(true);
      expect(body).toEqual({
        status: true,
        data: { user_id: userId, firstname: 'Ravi Kumar', email: fields.email, phone: '9123456780' },
        message: 'Login successful!',
      });
      expect(typeof body.data.user_id).toBe('number');
      const token = sessionToken(response);
      expect(token).not.toBe(signupToken);
      const session = await getSession(app, token);
      expect(v.parse(SessionResponse, await session.json()).data).toEqual(body.data);
    });

    it('the cookie is HttpOnly, SameSite=Lax, Path=/, long-lived, and not Secure over plain HTTP', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const line = sessionSetCookie(await login(app, fields.email!, fields.password!))!;
      const attributes = line.split(/;\s*/).slice(1);
      expect(attributes).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${60 * 24 * 60 * 60}`]),
      );
      expect(attributes).not.toContain('Secure');
      expect(line).not.toMatch(/Domain=/i);
    });

    it('the cookie is Secure over HTTPS: directly, or through a proxy the operator trusts', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const body = () => multipartBody({ email: fields.email!, password: fields.password! });
      const direct = await post(app, '/api/login_api', body(), {}, 'https://exams.example.in');
      expect(sessionSetCookie(direct)!.split(/;\s*/)).toContain('Secure');

      const viaProxy = { 'X-Forwarded-Proto': 'https' };
      const untrusted = await post(app, '/api/login_api', body(), viaProxy);
      expect(sessionSetCookie(untrusted)!.split(/;\s*/)).not.toContain('Secure');
      const trusting = setup({ config: { trustProxy: true } }).app;
      const trusted = await post(trusting, '/api/login_api', body(), viaProxy);
      expect(sessionSetCookie(trusted)!.split(/;\s*/)).toContain('Secure');
    });

    it('an unknown address and a wrong password get the same answer', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const wrong = await login(app, fields.email!, 'not-the-password');
      const unknown = await login(app, uniqueEmail('nobody'), fields.password!);
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ status: false, message: 'Invalid email or password.' });
        expect(sessionSetCookie(response)).toBeUndefined();
      }
      expect([...wrong.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    });

    it('and take similar time: an unknown address still costs a password hash', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const time = async (email: string) => {
        const started = performance.now();
        await login(app, email, 'not-the-password');
        return performance.now() - started;
      };
      await time(uniqueEmail('warm-up'));
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        wrong.push(await time(fields.email!));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      // Without the dummy hash an unknown address answers in ~1 ms against ~20 ms for a real check.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    });

    it.each([
      ['no e-mail', { password: 'secret1' }],
      ['no password', { email: 'asha@example.com' }],
      ['blank e-mail', { email: '   ', password: 'secret1' }],
      ['empty password', { email: 'asha@example.com', password: '' }],
      ['nothing', {}],
    ])('%s → 400 "Please enter both email and password."', async (_label, fields) => {
      const { app } = setup();
      const response = await post(app, '/api/login_api', multipartBody(fields as Record<string, string>));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: false,
        message: 'Please enter both email and password.',
      });
    });

    it.each([
      [
        'garbage multipart',
        '--b\r\nContent-Disposition: form-data\r\n\r\n',
        'multipart/form-data; boundary=zzz',
      ],
      ['JSON', '{"email":"a@b.co","password":"secret1"}', 'application/json'],
      ['malformed JSON', '{"email":', 'application/json'],
    ])('%s → 400, never 5xx', async (_label, body, type) => {
      const { app } = setup();
      const response = await post(app, '/api/login_api', body, { 'Content-Type': type });
      expect(response.status).toBe(400);
    });

    it('a huge address → 401 without a 5xx or a slow pattern', async () => {
      const { app } = setup();
      const response = await login(app, `a@${'a.'.repeat(25_000)}`, 'secret1');
      expect(response.status).toBe(401);
    });

    it('every login opens a new session; logging in again from this browser ends its old one only', async () => {
      const { app } = setup();
      const { fields, token: other } = await newUser(app);
      const first = sessionToken(await login(app, fields.email!, fields.password!));
      const second = sessionToken(await login(app, fields.email!, fields.password!, withSession(first)));
      expect(second).not.toBe(first);
      expect((await getSession(app, first)).status).toBe(401);
      expect(await sessionRow(first)).toBeUndefined();
      expect((await getSession(app, second)).status).toBe(200);
      expect((await getSession(app, other)).status).toBe(200); // another browser stays logged in
    });

    it('only the SHA-256 of the token is stored', async () => {
      const { app } = setup();
      const { token } = await newUser(app);
      const row = await sessionRow(token);
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const all = JSON.stringify(await database().db.select().from(sessions));
      expect(all).not.toContain(token);
    });
  });

  describe('session and logout', () => {
    it('GET /api/session without a live session → 401 "Please log in."', async () => {
      const { app } = setup();
      for (const cookie of [undefined, 'x', 'A'.repeat(43), '%zz', 'a'.repeat(5000)]) {
        const response = await getSession(app, cookie);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ status: 'error', message: 'Please log in.' });
      }
    });

    it('logout ends the session (the row is deleted) and clears the cookie', async () => {
      const { app } = setup();
      const { token } = await newUser(app);
      const response = await post(app, '/api/logout', null, withSession(token));
      expect(response.status).toBe(200);
      expect(v.parse(LogoutResponse, await response.json())).toEqual({ status: 'success' });
      const cleared = sessionSetCookie(response)!;
      expect(cleared).toMatch(/^session=;/);
      expect(cleared).toMatch(/Max-Age=0/);
      expect(await sessionRow(token)).toBeUndefined();
      expect((await getSession(app, token)).status).toBe(401);
    });

    it('logout without a session (or with a dead one) is fine', async () => {
      const { app } = setup();
      expect((await post(app, '/api/logout', null)).status).toBe(200);
      expect((await post(app, '/api/logout', null, withSession('B'.repeat(43)))).status).toBe(200);
    });

    it('an idle session ends after 14 days; use slides the deadline, but at most one write per 5 minutes', async () => {
      const { app, clock } = setup();
      const { token } = await newUser(app);
      const created = (await sessionRow(token))!.lastSeenAt.getTime();

      clock.advance(4 * MINUTE);
      expect((await getSession(app, token)).status).toBe(200);
      expect((await sessionRow(token))!.lastSeenAt.getTime()).toBe(created); // too soon to write

      clock.advance(13 * DAY);
      expect((await getSession(app, token)).status).toBe(200);
      const touched = (await sessionRow(token))!.lastSeenAt.getTime();
      expect(touched).toBe(clock().getTime());

      clock.advance(14 * DAY - MINUTE); // 27 days after login, but used 14 days minus a minute ago
      expect((await getSession(app, token)).status).toBe(200);
      clock.advance(14 * DAY);
      expect((await getSession(app, token)).status).toBe(401);
      expect(await sessionRow(token)).toBeUndefined(); // deleted when found dead
    });

    it('a session ends 60 days after it began, however busy', async () => {
      const { app, clock } = setup();
      const { token } = await newUser(app);
      for (let day = 10; day < 60; day += 10) {
        clock.advance(10 * DAY);
        expect((await getSession(app, token)).status, `day ${day}`).toBe(200);
      }
      clock.advance(10 * DAY - MINUTE);
      expect((await getSession(app, token)).status).toBe(200);
      clock.advance(MINUTE);
      expect((await getSession(app, token)).status).toBe(401);
    });

    it('the timeouts follow the configuration', async () => {
      const { app, clock } = setup({ config: { sessionIdleDays: 1, sessionMaxDays: 2 } });
      const { token } = await newUser(app);
      clock.advance(DAY - MINUTE);
      expect((await getSession(app, token)).status).toBe(200);
      clock.advance(DAY);
      expect((await getSession(app, token)).status).toBe(401);
    });
  });
});
