import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { requireOwnUserId, requireUser } from '../../server/accounts/sessions';
import { hashToken } from '../../server/accounts/tokens';
import { outbox, passwordResetTokens, sessions } from '../../server/db/schema';
import { pruneExpired } from '../../server/housekeeping';
import { enqueueMessage } from '../../server/mail/outbox';
import { validateForm, validateJson } from '../../server/http/validate';
import {
  accountsApp,
  DAY,
  HOUR,
  MINUTE,
  multipartBody,
  newUser,
  post,
  postJson,
  withSession,
} from './support/accounts';
import { openPgliteCopy, useDatabase } from './support/databases';

// The helpers later routes (quiz results, history, job alerts) build on: requireUser and the
// ownership check, exercised through a route of the kind those will be; and the housekeeping.

const database = useDatabase(openPgliteCopy);

function appWithOwnedRoute() {
  const harness = accountsApp(database().db);
  harness.app.post(
    '/api/test/owned',
    requireUser(),
    validateJson(v.looseObject({ user_id: v.optional(v.unknown()) }), { notAnObject: 'Not an object.' }),
    requireOwnUserId('json', (c) => c.json({ status: 'error', message: 'Not your data.' }, 403)),
    (c) => c.json({ status: 'success', user: c.var.user.id }),
  );
  return harness;
}

describe('requireUser and denyUnlessOwnUserId', () => {
  it('without a session: the default 401 body', async () => {
    const { app } = appWithOwnedRoute();
    const response = await postJson(app, '/api/test/owned', { user_id: 1 });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: 'Please log in.' });
  });

  it('the session user’s own id passes, as a JSON number or as text', async () => {
    const { app } = appWithOwnedRoute();
    const { userId, token } = await newUser(app);
    for (const id of [userId, String(userId)]) {
      const response = await postJson(app, '/api/test/owned', { user_id: id }, withSession(token));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'success', user: userId });
    }
  });

  it.each([
    ['another user', (id: number) => id + 1],
    ['missing', () => undefined],
    ['null', () => null],
    ['a list', (id: number) => [id]],
    ['text with extra', (id: number) => `${id} `],
    ['a float', (id: number) => id + 0.5],
    ['true', () => true],
  ])('%s → the route’s 403', async (_label, idOf) => {
    const { app } = appWithOwnedRoute();
    const { userId, token } = await newUser(app);
    const response = await postJson(app, '/api/test/owned', { user_id: idOf(userId) }, withSession(token));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', message: 'Not your data.' });
  });

  it('a form route reads user_id as text the same way', async () => {
    const { app } = accountsApp(database().db);
    app.post(
      '/api/test/form',
      requireUser(),
      validateForm(v.object({ user_id: v.optional(v.string()) })),
      requireOwnUserId('form', (c) => c.text('no', 403)),
      (c) => c.text('yes'),
    );
    const { userId, token } = await newUser(app);
    expect(
      await (
        await post(app, '/api/test/form', multipartBody({ user_id: String(userId) }), withSession(token))
      ).text(),
    ).toBe('yes');
    expect(
      (
        await post(
          app,
          '/api/test/form',
          multipartBody({ user_id: '1' + String(userId) }),
          withSession(token),
        )
      ).status,
    ).toBe(403);
  });
});

describe('housekeeping', () => {
  it('deletes ended sessions, old reset links and old sent mail; keeps what is still alive', async () => {
    const { app, clock } = accountsApp(database().db);
    const db = database().db;
    const idle = await newUser(app);
    clock.advance(10 * DAY);
    const fresh = await newUser(app);
    await post(app, '/api/forgotpassword', multipartBody({ emailid: fresh.fields.email! }));
    const sent = await enqueueMessage(
      db,
      { kind: 'email', to: 'old@example.com', subject: 'x', text: 'x' },
      clock(),
    );
    await db.update(outbox).set({ status: 'sent', sentAt: clock() }).where(eq(outbox.id, sent));

    clock.advance(4 * DAY + MINUTE); // the first session is 14 days idle; the link is 4 days old
    await pruneExpired(db, clock(), { sessionIdleDays: 14 });
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(idle.token))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(fresh.token))),
    ).toHaveLength(1);
    expect(
      await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, fresh.userId)),
    ).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.id, sent))).toHaveLength(1);

    clock.advance(30 * DAY);
    await pruneExpired(db, clock(), { sessionIdleDays: 14 });
    expect(await db.select().from(outbox).where(eq(outbox.id, sent))).toEqual([]);
  });

  it('keeps a reset link a day past its hour, so a late click still hears "expired"', async () => {
    const { app, clock } = accountsApp(database().db);
    const db = database().db;
    const { fields, userId } = await newUser(app);
    await post(app, '/api/forgotpassword', multipartBody({ emailid: fields.email! }));
    clock.advance(HOUR + 23 * HOUR);
    await pruneExpired(db, clock(), { sessionIdleDays: 14 });
    expect(
      await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    ).toHaveLength(1);
  });
});
