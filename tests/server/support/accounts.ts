import { expect } from 'vitest';
import { sessionCache, type SessionCache } from '../../../server/accounts/session-cache';
import { createApp, type AppConfig } from '../../../server/app';
import type { Clock } from '../../../server/clock';
import { RATE_LIMIT_VARIABLES, type RateLimits } from '../../../server/config';
import type { AppDatabase } from '../../../server/db/open';
import { historyCache, type HistoryCache } from '../../../server/quiz/history-cache';
import type { DatabaseKind } from './databases';
import { recordingLogger } from './logger';

/**
 * Helpers for the account tests: an app with a clock the test moves, requests in the encodings of
 * contract/endpoints.ts, and the session cookie read back from responses.
 */
export const START = new Date('2026-11-22T10:00:00.000Z');
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start: Date = START): TestClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), { advance: (ms: number) => void (now += ms) });
}

/** Every limit off: most tests send many requests from one address; the limits have their own tests. */
export const NO_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMIT_VARIABLES).map((name) => [name, 0]),
) as unknown as RateLimits;

export const APP_BASE_URL = 'https://exams.example.in';

export function accountsApp(
  db: AppDatabase,
  options: {
    config?: Partial<AppConfig>;
    clock?: TestClock;
    onOutboxQueued?: () => void;
    sessions?: SessionCache;
    histories?: HistoryCache;
  } = {},
) {
  const clock = options.clock ?? testClock();
  const logger = recordingLogger();
  const outbox = { queued: 0 };
  const app = createApp({
    db,
    config: {
      distDir: '/nonexistent',
      trustProxy: false,
      appBaseUrl: APP_BASE_URL,
      ...options.config,
      rateLimits: { ...NO_LIMITS, ...options.config?.rateLimits },
    },
    logger,
    clock,
    sessions: options.sessions,
    histories: options.histories,
    onOutboxQueued: () => {
      outbox.queued += 1;
      options.onOutboxQueued?.();
    },
  });
  return { app, clock, logger, outbox };
}

/**
 * The session cache a server on this database runs with (server/start.ts): in memory on PGlite, none
 * on PostgreSQL. The account tests use it, so every way a session ends is tried through the cache.
 */
export function sessionsAsStarted(kind: DatabaseKind): SessionCache | undefined {
  return kind === 'pglite' ? sessionCache() : undefined;
}

/** The history cache a server on this database runs with (server/start.ts), as sessionsAsStarted. */
export function historiesAsStarted(kind: DatabaseKind): HistoryCache | undefined {
  return kind === 'pglite' ? historyCache() : undefined;
}

export type TestApp = ReturnType<typeof accountsApp>['app'];

let serial = 0;
/** An address no other test uses (the database is shared by a file's tests). */
export function uniqueEmail(prefix = 'candidate'): string {
  serial += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${serial}@example.com`;
}

export function signupFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Asha Verma',
    email: uniqueEmail(),
    password: 'secret1',
    phone: '9876543210',
    state: 'Delhi',
    qualification: 'Graduate',
    ...overrides,
  };
}

export function formBody(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

export function multipartBody(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

type HeaderMap = Record<string, string>;

export function post(
  app: TestApp,
  path: string,
  body: BodyInit | null,
  headers: HeaderMap = {},
  url = 'http://localhost',
) {
  return app.request(`${url}${path}`, { method: 'POST', body, headers });
}

export function postJson(app: TestApp, path: string, body: unknown, headers: HeaderMap = {}) {
  return post(app, path, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });
}

export function signup(app: TestApp, fields: Record<string, string>, headers: HeaderMap = {}) {
  return post(app, '/api/signup_api', formBody(fields), headers);
}

export function login(app: TestApp, email: string, password: string, headers: HeaderMap = {}) {
  return post(app, '/api/login_api', multipartBody({ email, password }), headers);
}

export function getSession(app: TestApp, token: string | undefined) {
  return app.request('http://localhost/api/session', {
    headers: token ? { Cookie: `session=${token}` } : {},
  });
}

export function withSession(token: string, headers: HeaderMap = {}): HeaderMap {
  return { Cookie: `session=${token}`, ...headers };
}

/** The Set-Cookie line of the session cookie, if the response sets one. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('session='));
}

/** The session token a response sets (fails the test when it sets none). */
export function sessionToken(response: Response): string {
  const line = sessionSetCookie(response);
  expect(line, 'a session cookie').toBeDefined();
  const token = line!.split(';')[0]!.slice('session='.length);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

/** Signs a new candidate up; returns the form, the user id and the session token. */
export async function newUser(app: TestApp, overrides: Record<string, string> = {}) {
  const fields = signupFields(overrides);
  const response = await signup(app, fields);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { user_id: number } };
  return { fields, userId: body.data.user_id, token: sessionToken(response) };
}
