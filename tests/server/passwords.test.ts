import { and, desc, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, MsgResponse, RESET_MESSAGES, ResetResponse } from '../../contract/accounts';
import { HTTP_MESSAGES } from '../../contract/errors';
import { hashToken } from '../../server/accounts/tokens';
import { outbox, passwordResetTokens, sessions, users } from '../../server/db/schema';
import {
  accountsApp,
  getSession,
  HOUR,
  login,
  MINUTE,
  multipartBody,
  newUser,
  post,
  postJson,
  sessionSetCookie,
  sessionToken,
  uniqueEmail,
  withSession,
  type TestApp,
  sessionsAsStarted,
} from './support/accounts';
import { forEachDatabase } from './support/databases';

// Forgot password → e-mailed single-use link → reset; and change password while logged in.

function forgot(app: TestApp, emailid: string, headers: Record<string, string> = {}) {
  return post(app, '/api/forgotpassword', multipartBody({ emailid }), headers);
}

function change(app: TestApp, token: string | undefined, fields: Record<string, string>) {
  return post(app, '/api/changepassword', multipartBody(fields), token ? withSession(token) : {});
}

const RESET_LINK = /https:\/\/exams\.example\.in\/reset-password\?token=([A-Za-z0-9_-]{43})/;

forEachDatabase((database) => {
  const setup = (options?: Parameters<typeof accountsApp>[1]) =>
    accountsApp(database().db, { sessions: sessionsAsStarted(database().kind), ...options });
  const db = () => database().db;

  /** The newest queued e-mail to an address, and the token of its link. */
  async function lastResetEmail(email: string) {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = row?.text.match(RESET_LINK)?.[1];
    return { row, token };
  }

  async function requestLink(app: TestApp, email: string): Promise<string> {
    expect((await forgot(app, email)).status).toBe(200);
    const { token } = await lastResetEmail(email);
    expect(token).toBeDefined();
    return token!;
  }

  describe('forgot password', () => {
    it('answers the same for a registered and an unregistered address; only the registered one gets mail', async () => {
      const { app, outbox: queue } = setup();
      const { fields } = await newUser(app);
      const registered = await forgot(app, fields.email!.toUpperCase());
      const stranger = uniqueEmail('stranger');
      const unregistered = await forgot(app, stranger);
      for (const response of [registered, unregistered]) {
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(v.is(MsgResponse, body)).toBe(true);
        expect(body).toEqual({ status: 'true', msg: FORGOT_PASSWORD_SENT });
      }
      expect((await lastResetEmail(fields.email!)).row).toBeDefined();
      expect((await lastResetEmail(stranger)).row).toBeUndefined();
      expect(queue.queued).toBe(1); // the sender was nudged once, for the registered address
    });

    it.each(['', '   ', 'not-an-address', 'a@b', `a@${'a.'.repeat(25_000)}`])(
      'a malformed address (%#) → 400 "Please enter a valid email address."',
      async (emailid) => {
        const { app } = setup();
        const response = await forgot(app, emailid);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          status: 'false',
          msg: 'Please enter a valid email address.',
        });
      },
    );

    it('garbage bodies → 400, never 5xx', async () => {
      const { app } = setup();
      for (const [body, type] of [
        ['--x\r\n\r\n', 'multipart/form-data; boundary=q'],
        ['{"emailid":"a@b.co"}', 'application/json'],
      ] as const) {
        expect((await post(app, '/api/forgotpassword', body, { 'Content-Type': type })).status).toBe(400);
      }
    });

    it('queues a friendly e-mail whose link comes from APP_BASE_URL, never from the Host header', async () => {
      const { app } = setup();
      const { fields } = await newUser(app, { name: 'Meena <b>Iyer</b>' });
      const response = await app.request('http://evil.example/api/forgotpassword', {
        method: 'POST',
        body: multipartBody({ emailid: fields.email! }),
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      });
      expect(response.status).toBe(200);
      const { row, token } = await lastResetEmail(fields.email!);
      expect(row).toMatchObject({
        kind: 'email',
        status: 'pending',
        subject: 'Reset your ParikshaPath password',
        attempts: 0,
      });
      expect(row!.text).toContain('Hello Meena <b>Iyer</b>,');
      expect(row!.text).toContain(`https://exams.example.in/reset-password?token=${token}`);
      expect(row!.text).toContain('expires in 1 hour');
      expect(row!.text).toMatch(/did not ask for this.*nothing changes/s);
      expect(row!.html).toContain(`href="https://exams.example.in/reset-password?token=${token}"`);
      expect(row!.html).toContain('Meena &#60;b&#62;Iyer&#60;/b&#62;');
      expect(row!.text + row!.html).not.toContain('evil.example');
    });

    it('stores only the SHA-256 of the link token, valid for one hour', async () => {
      const { app, clock } = setup();
      const { fields, userId } = await newUser(app);
      const token = await requestLink(app, fields.email!);
      const rows = await db()
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(token));
      expect(rows[0]!.expiresAt.getTime() - clock().getTime()).toBe(HOUR);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    });

    it('a new request replaces the older unused link', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const first = await requestLink(app, fields.email!);
      const second = await requestLink(app, fields.email!);
      expect(second).not.toBe(first);
      const check = await postJson(app, '/api/reset_password/check', { token: first });
      expect(check.status).toBe(400);
      expect(await check.json()).toEqual({
        status: 'error',
        reason: 'invalid',
        message: RESET_MESSAGES.invalid,
      });
      expect((await postJson(app, '/api/reset_password/check', { token: second })).status).toBe(200);
    });
  });

  describe('reset password', () => {
    it('check: a usable link → 200 success; the link still works afterwards', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const token = await requestLink(app, fields.email!);
      const response = await postJson(app, '/api/reset_password/check', { token });
      expect(response.status).toBe(200);
      const body = v.parse(ResetResponse, await response.json());
      expect(body).toEqual({ status: 'success', message: expect.any(String) });
      expect((await postJson(app, '/api/reset_password', { token, password: 'brand-new' })).status).toBe(200);
    });

    it('sets the password, spends the link, and ends every session of the account', async () => {
      const { app } = setup();
      const { fields, userId, token: session1 } = await newUser(app);
      const session2 = sessionToken(await login(app, fields.email!, fields.password!));
      const token = await requestLink(app, fields.email!);

      const response = await postJson(
        app,
        '/api/reset_password',
        { token, password: 'brand-new' },
        withSession(session1),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'success', message: RESET_MESSAGES.done });
      expect(sessionSetCookie(response)).toMatch(/^session=;.*Max-Age=0/);

      expect((await getSession(app, session1)).status).toBe(401);
      expect((await getSession(app, session2)).status).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
      expect((await login(app, fields.email!, fields.password!)).status).toBe(401);
      expect((await login(app, fields.email!, 'brand-new')).status).toBe(200);

      const [row] = await db()
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
      expect(row!.usedAt).not.toBeNull();
    });

    it('a used link → 400 "used", for the check and for a second reset', async () => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const token = await requestLink(app, fields.email!);
      expect((await postJson(app, '/api/reset_password', { token, password: 'brand-new' })).status).toBe(200);
      const expected = { status: 'error', reason: 'used', message: RESET_MESSAGES.used };
      const again = await postJson(app, '/api/reset_password', { token, password: 'other-one' });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual(expected);
      const check = await postJson(app, '/api/reset_password/check', { token });
      expect(await check.json()).toEqual(expected);
      expect((await login(app, fields.email!, 'brand-new')).status).toBe(200);
      expect((await login(app, fields.email!, 'other-one')).status).toBe(401);
    });

    it('an expired link (over an hour old) → 400 "expired", and the password stays', async () => {
      const { app, clock } = setup();
      const { fields } = await newUser(app);
      const token = await requestLink(app, fields.email!);
      clock.advance(HOUR - MINUTE);
      expect((await postJson(app, '/api/reset_password/check', { token })).status).toBe(200);
      clock.advance(MINUTE);
      const expected = { status: 'error', reason: 'expired', message: RESET_MESSAGES.expired };
      expect(await (await postJson(app, '/api/reset_password/check', { token })).json()).toEqual(expected);
      const reset = await postJson(app, '/api/reset_password', { token, password: 'brand-new' });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toEqual(expected);
      expect((await login(app, fields.email!, fields.password!)).status).toBe(200);
    });

    it.each([
      ['an unknown token', { token: 'A'.repeat(43) }],
      ['a token of the wrong shape', { token: 'short' }],
      ['a number', { token: 42 }],
      ['no token', {}],
      ['a huge token', { token: 'A'.repeat(50_000) }],
    ])('%s → 400 "invalid"', async (_label, body) => {
      const { app } = setup();
      const expected = { status: 'error', reason: 'invalid', message: RESET_MESSAGES.invalid };
      const check = await postJson(app, '/api/reset_password/check', body);
      expect(check.status).toBe(400);
      expect(await check.json()).toEqual(expected);
      const reset = await postJson(app, '/api/reset_password', { password: 'long-enough', ...body });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toEqual(expected);
    });

    it.each([
      ['too short', { password: '12345' }],
      ['missing', {}],
      ['not text', { password: 123456 }],
    ])('a password %s → 400, and the link is not spent', async (_label, body) => {
      const { app } = setup();
      const { fields } = await newUser(app);
      const token = await requestLink(app, fields.email!);
      const response = await postJson(app, '/api/reset_password', { token, ...body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Password must be at least 6 characters.',
      });
      expect((await postJson(app, '/api/reset_password/check', { token })).status).toBe(200);
    });

    it.each([
      ['malformed JSON', '{"token":', 'application/json'],
      ['a JSON array', '[1,2]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
    ])('%s → 400, never 5xx', async (_label, body, type) => {
      const { app } = setup();
      for (const path of ['/api/reset_password', '/api/reset_password/check']) {
        const response = await post(app, path, body, { 'Content-Type': type });
        expect(response.status, path).toBe(400);
        expect(((await response.json()) as { status: string }).status).toBe('error');
      }
    });

    it.each([
      ['a form', 'token=x&password=yyyyyy', 'application/x-www-form-urlencoded'],
      ['JSON sent as text/plain', '{"token":"x","password":"yyyyyy"}', 'text/plain'],
    ])('%s → 415: these routes take JSON only', async (_label, body, type) => {
      const { app } = setup();
      for (const path of ['/api/reset_password', '/api/reset_password/check']) {
        const response = await post(app, path, body, { 'Content-Type': type });
        expect(response.status, path).toBe(415);
        expect(await response.json()).toEqual({ status: 'error', message: HTTP_MESSAGES.notJson });
      }
    });

    it('ten simultaneous resets with one link: exactly one succeeds', async () => {
      const { app } = setup();
      const { fields, userId } = await newUser(app);
      const token = await requestLink(app, fields.email!);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postJson(app, '/api/reset_password', { token, password: `password-${i}` }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(9);
      const winner = statuses.indexOf(200);
      expect((await login(app, fields.email!, `password-${winner}`)).status).toBe(200);
      const loser = (winner + 1) % 10;
      expect((await login(app, fields.email!, `password-${loser}`)).status).toBe(401);
      const unused = await db()
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      expect(unused).toEqual([]);
    });
  });

  describe('change password', () => {
    it('needs a session: 401 "Please log in again."', async () => {
      const { app } = setup();
      const { userId } = await newUser(app);
      for (const token of [undefined, 'C'.repeat(43)]) {
        const response = await change(app, token, { user_id: String(userId), password: 'new-pass' });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ status: 'false', msg: 'Please log in again.' });
      }
    });

    it("another user's id → 403, and nothing of theirs (or ours) changes", async () => {
      const { app } = setup();
      const victim = await newUser(app);
      const attacker = await newUser(app);
      const before = await db()
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, victim.userId));
      for (const userId of [String(victim.userId), `${attacker.userId}x`, ` ${attacker.userId}`, '0']) {
        const response = await change(app, attacker.token, { user_id: userId, password: 'hijacked!' });
        expect(response.status, userId).toBe(403);
        expect(await response.json()).toEqual({
          status: 'false',
          msg: 'You can only change your own password.',
        });
      }
      expect(
        await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, victim.userId)),
      ).toEqual(before);
      expect((await login(app, victim.fields.email!, victim.fields.password!)).status).toBe(200);
      expect((await getSession(app, victim.token)).status).toBe(200);
      expect((await getSession(app, attacker.token)).status).toBe(200);
    });

    it.each([
      ['no password', { password: '' }],
      ['no user id', { user_id: '' }],
    ])('%s → 400 "Password is required!"', async (_label, missing) => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      const response = await change(app, token, {
        user_id: String(userId),
        password: 'new-pass',
        ...missing,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'false', msg: 'Password is required!' });
    });

    it('shorter than 6 → 400, and the password stays', async () => {
      const { app } = setup();
      const { fields, userId, token } = await newUser(app);
      const response = await change(app, token, { user_id: String(userId), password: '12345' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 'false',
        msg: 'Password must be at least 6 characters.',
      });
      expect((await login(app, fields.email!, fields.password!)).status).toBe(200);
    });

    it('garbage multipart → 400, never 5xx', async () => {
      const { app } = setup();
      const { token } = await newUser(app);
      const response = await post(
        app,
        '/api/changepassword',
        '--a\r\nx',
        withSession(token, { 'Content-Type': 'multipart/form-data; boundary=a' }),
      );
      expect(response.status).toBe(400);
    });

    it('success: the new password works, the old does not, other sessions end, this one is replaced', async () => {
      const { app } = setup();
      const { fields, userId, token: current } = await newUser(app);
      const elsewhere = sessionToken(await login(app, fields.email!, fields.password!));
      const link = await requestLink(app, fields.email!);

      const response = await change(app, current, { user_id: String(userId), password: 'changed-1' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'true',
        msg: 'Password changed successfully! You have been logged out on your other devices.',
      });
      const rotated = sessionToken(response);
      expect(rotated).not.toBe(current);

      expect((await getSession(app, rotated)).status).toBe(200);
      expect((await getSession(app, current)).status).toBe(401);
      expect((await getSession(app, elsewhere)).status).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);

      expect((await login(app, fields.email!, fields.password!)).status).toBe(401);
      expect((await login(app, fields.email!, 'changed-1')).status).toBe(200);
      // A reset link asked for before the change no longer overrides it.
      expect(await (await postJson(app, '/api/reset_password/check', { token: link })).json()).toMatchObject({
        reason: 'invalid',
      });
    });

    describe('from a session older than 15 minutes (issue 22: a shared phone)', () => {
      const confirmFirst = {
        status: 'false',
        msg: 'To keep your account safe, please enter your current password first.',
        confirm: 'current_password',
      };

      it('at 14:59 after login no current password is needed; at 15:00 it is (403), and nothing changes', async () => {
        const { app, clock } = setup();
        const { fields, userId, token } = await newUser(app);
        clock.advance(15 * 60_000 - 1000);
        const early = await change(app, token, { user_id: String(userId), password: 'changed-early' });
        expect(early.status).toBe(200);
        const fresh = sessionToken(early);

        clock.advance(15 * 60_000);
        const late = await change(app, fresh, { user_id: String(userId), password: 'changed-late' });
        expect(late.status).toBe(403);
        expect(await late.json()).toEqual(confirmFirst);
        expect((await getSession(app, fresh)).status).toBe(200);
        expect((await login(app, fields.email!, 'changed-early')).status).toBe(200);
      });

      it('a wrong current password is refused (403) and changes nothing; the right one changes it', async () => {
        const { app, clock } = setup();
        const { fields, userId, token } = await newUser(app);
        const elsewhere = sessionToken(await login(app, fields.email!, fields.password!));
        clock.advance(60 * 60_000);
        const body = { user_id: String(userId), password: 'changed-2' };

        const wrong = await change(app, token, { ...body, current_password: 'not-it' });
        expect(wrong.status).toBe(403);
        expect(await wrong.json()).toEqual({
          ...confirmFirst,
          msg: 'That is not your current password. Please try again.',
        });
        expect((await login(app, fields.email!, 'changed-2')).status).toBe(401);

        const right = await change(app, token, { ...body, current_password: fields.password! });
        expect(right.status).toBe(200);
        expect((await right.json()).status).toBe('true');
        expect((await getSession(app, elsewhere)).status).toBe(401);
        expect((await login(app, fields.email!, 'changed-2')).status).toBe(200);
      });

      it('a fresh login makes the session recent again', async () => {
        const { app, clock } = setup();
        const { fields, userId } = await newUser(app);
        clock.advance(60 * 60_000);
        const again = sessionToken(await login(app, fields.email!, fields.password!));
        const response = await change(app, again, { user_id: String(userId), password: 'changed-3' });
        expect(response.status).toBe(200);
      });
    });
  });
});
