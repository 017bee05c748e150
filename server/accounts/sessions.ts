import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { HTTP_MESSAGES } from '../../contract/errors';
import type { AppDatabase } from '../db/open';
import { preparedPer } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { isHttpsRequest } from '../http/https';
import type { AppEnv, AppSettings, RouteDeps } from '../routes/deps';
import { noSessionCache, type CachedSession, type SessionCache } from './session-cache';
import { hashToken, isTokenShaped, newToken } from './tokens';
import { authUserColumns, type AuthUser } from './users';

/**
 * Server-side sessions (design §3). The browser holds a random token in an HttpOnly, SameSite=Lax
 * cookie, Secure whenever the request came over HTTPS (directly or through a trusted proxy); the
 * database holds its SHA-256. A session ends on logout, on a password change (all others; the
 * current one is replaced), on a reset (all), when unused for SESSION_IDLE_DAYS, and SESSION_MAX_DAYS
 * after it began.
 */
export const SESSION_COOKIE = 'session';

/** last_seen_at is rewritten at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

/** Opens a session for the user; returns the token for the cookie (never stored). */
export async function createSession(
  db: Executor,
  userId: number,
  now: Date,
  settings: Pick<AppSettings, 'sessionMaxDays'>,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + settings.sessionMaxDays * DAY_MS),
  });
  return token;
}

/** What a session lookup reads: the session row of a token's hash and its user. */
export const sessionColumns = {
  user: authUserColumns,
  startedAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

/** The session row of a token's hash and its user: every signed-in request asks it, so it is prepared. */
const sessionByTokenHash = preparedPer((db: Executor) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

/** The hash of the cookie's token, when the request carries one shaped like ours. */
export function sessionTokenHash(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  return token && isTokenShaped(token) ? hashToken(token) : undefined;
}

/** A live session as a request sees it. */
export type LiveSession = { user: AuthUser; tokenHash: string; startedAt: Date };

/** The live session of a cookie token and its user; an expired one is deleted on the way. */
export async function findSession(
  db: Executor,
  token: string,
  now: Date,
  settings: Pick<AppSettings, 'sessionIdleDays'>,
  cache: SessionCache = noSessionCache,
): Promise<LiveSession | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const tokenHash = hashToken(token);
  let session = cache.get(tokenHash);
  if (!session) {
    const generation = cache.generation();
    const [row] = await sessionByTokenHash(db).execute({ tokenHash });
    if (!row) return undefined;
    session = { ...row, tokenHash };
    cache.remember(session, generation);
  }
  return keepAlive(db, session, now, settings, cache);
}

/**
 * The rules a session row read from the database (or kept in memory) passes before a request may use
 * it: past its end or idle too long, it is deleted and the request has no session; unused for
 * SESSION_TOUCH_INTERVAL_MS, its last_seen_at is rewritten. findSession applies them, and so does a
 * route that reads the session in its own first query (sessionColumns) to save a round trip.
 */
export async function keepAlive(
  db: Executor,
  session: CachedSession,
  now: Date,
  settings: Pick<AppSettings, 'sessionIdleDays'>,
  cache: SessionCache = noSessionCache,
): Promise<LiveSession | undefined> {
  const { tokenHash } = session;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || idleSince >= settings.sessionIdleDays * DAY_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    cache.forget(tokenHash);
    return undefined;
  }
  if (idleSince >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    session.lastSeenAt = now;
  }
  return { user: session.user, tokenHash, startedAt: session.startedAt };
}

/**
 * Ends a session: its row, and its copy in memory. Forgetting inside a transaction is safe: the cache
 * is on only with PGlite, which runs no other statement while a transaction is open, so nothing can
 * read the row back before the commit (and a read begun earlier is not kept: the cache's generation).
 */
export async function endSession(db: Executor, tokenHash: string, cache: SessionCache): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  cache.forget(tokenHash);
}

/** Ends every session of the user, or every one but `keepTokenHash` (and forgets them, as endSession). */
export async function endUserSessions(
  db: Executor,
  userId: number,
  cache: SessionCache,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
  // The kept one too: it is read again from the database at its next request.
  cache.forgetUser(userId);
}

/** Sends the session cookie. It lasts as long as the session may, so a browser restart keeps the login. */
export function setSessionCookie(
  c: Context,
  token: string,
  settings: Pick<AppSettings, 'trustProxy' | 'sessionMaxDays'>,
): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c, settings.trustProxy),
    maxAge: settings.sessionMaxDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(c: Context, settings: Pick<AppSettings, 'trustProxy'>): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c, settings.trustProxy),
  });
}

/** The live session the request's cookie names, if any (the API's and the rendered pages' one lookup). */
export async function sessionOfRequest(
  c: Context,
  deps: RouteDeps,
): Promise<Awaited<ReturnType<typeof findSession>>> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? findSession(deps.db(), token, deps.clock(), deps.settings, deps.sessions) : undefined;
}

/**
 * For every /api request: resolves the session cookie to its user (c.var.user) or undefined. It never
 * refuses a request itself; routes that need a user say so with requireUser.
 */
export function sessionMiddleware(deps: RouteDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessionOfRequest(c, deps);
    c.set('user', session?.user);
    c.set('sessionHash', session?.tokenHash);
    c.set('sessionStartedAt', session?.startedAt);
    await next();
  };
}

/** The answer for a request without a live session, in the shape of the route's client. */
export type Refusal = (c: Context) => Response;

export const pleaseLogIn: Refusal = (c) =>
  c.json({ status: 'error', message: HTTP_MESSAGES.pleaseLogIn }, 401);

/**
 * Route middleware: no live session → `onMissing` (default 401 `{ status: 'error', message: 'Please
 * log in.' }`). After it, `c.var.user` is the logged-in user:
 *
 *   routes.post(path, requireUser((c) => c.json({ status: 'false', msg: '…' }, 401)), async (c) => …)
 */
export function requireUser(
  onMissing: Refusal = pleaseLogIn,
): MiddlewareHandler<{ Variables: { user: AuthUser; sessionHash: string } }> {
  return async (c, next) => {
    if (!c.var.user || !c.var.sessionHash) return onMissing(c);
    await next();
  };
}

/**
 * Whether a `user_id` sent in a body names the session's user. Forms send it as text ("42"), JSON may
 * send a number; anything else (missing, a list, "42abc", " 42") is not a match.
 */
export function isSessionUserId(c: { var: { user?: AuthUser | undefined } }, userId: unknown): boolean {
  const user = c.var.user;
  if (!user) return false;
  if (typeof userId === 'number') return userId === user.id;
  return typeof userId === 'string' && userId === String(user.id);
}

/**
 * The ownership check of every route that takes a `user_id`: undefined when it is the session's user,
 * else the refusal to return (403 in the route's shape). Never read or change another user's data.
 *
 *   const denied = denyUnlessOwnUserId(c, body.user_id, (c) => c.json({ status: 'error', message: '…' }, 403));
 *   if (denied) return denied;
 */
export function denyUnlessOwnUserId<C extends { var: { user?: AuthUser | undefined } }>(
  c: C,
  userId: unknown,
  onMismatch: (c: C) => Response,
): Response | undefined {
  return isSessionUserId(c, userId) ? undefined : onMismatch(c);
}

/**
 * Route middleware after validateJson/validateForm: the validated body's `user_id` must be the session
 * user's (isSessionUserId), else `onMismatch` (403 in the route's shape).
 *
 *   routes.post(path, requireUser(), validateForm(Schema), requireOwnUserId('form', notYours), …)
 */
export function requireOwnUserId(target: 'json' | 'form', onMismatch: Refusal): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Typed by the validator before it in the route; here only user_id is read.
    const body = c.req.valid(target as never) as { user_id?: unknown } | undefined;
    const denied = denyUnlessOwnUserId(c, body?.user_id, onMismatch);
    if (denied) return denied;
    await next();
  };
}
