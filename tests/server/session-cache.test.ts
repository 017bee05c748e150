import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCache, type CachedSession } from '../../server/accounts/session-cache';
import { outbox } from '../../server/db/schema';
import {
  accountsApp,
  getSession,
  login,
  multipartBody,
  newUser,
  post,
  postJson,
  sessionToken,
  signup,
  signupFields,
  withSession,
  type TestApp,
} from './support/accounts';
import { openPgliteCopy, useDatabase } from './support/databases';

// The sessions a server on PGlite keeps in memory (server/accounts/session-cache.ts): every way a
// session ends must end it at once, though the ended session was just served from memory.

describe('sessions kept in memory (PGlite)', () => {
  const database = useDatabase(openPgliteCopy);
  const setup = () => accountsApp(database().db, { sessions: sessionCache() });

  /** Asks with the token, so the session is in memory before it is ended. */
  async function served(app: TestApp, token: string) {
    expect((await getSession(app, token)).status).toBe(200);
  }

  async function resetToken(email: string): Promise<string> {
    const [row] = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row!.text.match(/reset-password\?token=([A-Za-z0-9_-]{43})/)![1]!;
  }

  it('a logout ends the session at once', async () => {
    const { app } = setup();
    const { token } = await newUser(app);
    await served(app, token);
    expect((await post(app, '/api/logout', null, withSession(token))).status).toBe(200);
    expect((await getSession(app, token)).status).toBe(401);
  });

  it('a login from the same browser ends the session it replaced', async () => {
    const { app } = setup();
    const { fields, token } = await newUser(app);
    await served(app, token);
    const next = sessionToken(await login(app, fields.email!, fields.password!, withSession(token)));
    expect((await getSession(app, token)).status).toBe(401);
    expect((await getSession(app, next)).status).toBe(200);
  });

  it('a signup from a logged-in browser ends the session it replaced', async () => {
    const { app } = setup();
    const { token } = await newUser(app);
    await served(app, token);
    const response = await signup(app, signupFields(), withSession(token));
    expect(response.status).toBe(200);
    expect((await getSession(app, token)).status).toBe(401);
    expect((await getSession(app, sessionToken(response))).status).toBe(200);
  });

  it('a password change ends every session of the account, on this phone and the others', async () => {
    const { app } = setup();
    const { fields, userId, token: here } = await newUser(app);
    const elsewhere = sessionToken(await login(app, fields.email!, fields.password!));
    const stranger = (await newUser(app)).token;
    for (const token of [here, elsewhere, stranger]) await served(app, token);

    const response = await post(
      app,
      '/api/changepassword',
      multipartBody({ user_id: String(userId), password: 'brand-new-pass', current_password: '' }),
      withSession(here),
    );
    expect(response.status).toBe(200);
    expect((await getSession(app, here)).status).toBe(401);
    expect((await getSession(app, elsewhere)).status).toBe(401);
    expect((await getSession(app, sessionToken(response))).status).toBe(200);
    expect((await getSession(app, stranger)).status).toBe(200); // another account keeps its login
  });

  it('a reset ends every session of the account', async () => {
    const { app } = setup();
    const { fields, token: one } = await newUser(app);
    const two = sessionToken(await login(app, fields.email!, fields.password!));
    for (const token of [one, two]) await served(app, token);
    expect((await post(app, '/api/forgotpassword', multipartBody({ emailid: fields.email! }))).status).toBe(
      200,
    );
    const reset = await postJson(app, '/api/reset_password', {
      token: await resetToken(fields.email!),
      password: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await getSession(app, one)).status).toBe(401);
    expect((await getSession(app, two)).status).toBe(401);
  });
});

describe('sessionCache', () => {
  const session = (tokenHash: string, userId: number): CachedSession => ({
    user: { id: userId, name: 'Asha', email: `asha${userId}@example.com`, phone: '9876543210' },
    tokenHash,
    startedAt: new Date(0),
    expiresAt: new Date(1e13),
    lastSeenAt: new Date(0),
  });

  it('does not keep a lookup that began before a forget (it may have read the ended row)', () => {
    const cache = sessionCache();
    const before = cache.generation();
    cache.forget('a');
    cache.remember(session('a', 1), before);
    expect(cache.get('a')).toBeUndefined();
    cache.remember(session('a', 1), cache.generation());
    expect(cache.get('a')).toBeDefined();
  });

  it("forgets a user's sessions and no one else's", () => {
    const cache = sessionCache();
    for (const [hash, user] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      cache.remember(session(hash, user), cache.generation());
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')?.user.id).toBe(2);
  });

  it('holds at most its size, letting the longest kept go first', () => {
    const cache = sessionCache(2);
    for (const hash of ['a', 'b', 'c']) cache.remember(session(hash, 1), cache.generation());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
