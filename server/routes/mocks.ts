import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  MOCK_MESSAGES,
  SubmissionPayload,
  type AttemptsResponse,
  type ResultResponse,
  type ReviewResponse,
  type StartResponse,
} from '../../contract/mocks';
import { MockAttemptId } from '../../contract/ids';
import { keepAlive, pleaseLogIn, requireUser, sessionTokenHash } from '../accounts/sessions';
import { errorResponse } from '../http/errors';
import { noStore } from '../http/no-store';
import { validateJson } from '../http/validate';
import {
  attemptsOf,
  MockRefusal,
  resultOfSession,
  reviewOf,
  startAttempt,
  submitAttempt,
} from '../mocks/attempts';
import { mockCatalogue, type MockCatalogue, type Served } from '../mocks/catalogue';
import type { AppEnv, RouteDeps } from './deps';

/**
 * Mock tests (contract/mocks.ts, issue 18). The patterns and the papers are the same for everyone:
 * answered from memory (mocks/catalogue.ts) before the session middleware, with a strong ETag and a
 * brotli body made once. The candidate's routes (start, submit, result, review, list) need a session
 * and are never cached.
 */

/** A published paper never changes; a pattern list may with a release. */
const PAPER_CACHE = 'public, max-age=3600';
const PATTERNS_CACHE = 'public, max-age=300';

function serveBytes(c: Context, body: Served, cacheControl: string): Response {
  const brotli = /\bbr\b/.test(c.req.header('Accept-Encoding') ?? '');
  // One ETag per representation, so a cache never answers a brotli request with the plain body's tag.
  const etag = brotli ? `${body.etag.slice(0, -1)}-br"` : body.etag;
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  const inm = c.req.header('If-None-Match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  if (!brotli) return c.body(body.bytes);
  c.header('Content-Encoding', 'br');
  return c.body(new Uint8Array(body.brotli()));
}

/** '1' … '999' → 1 … 999, else undefined. */
const mockNumber = (text: string | undefined) =>
  text && /^[1-9]\d{0,2}$/.test(text) ? Number(text) : undefined;

export function mockPublicRoutes(catalogue: () => Promise<MockCatalogue> = mockCatalogue) {
  return new Hono()
    .get(endpoints.mocks.path, async (c) => serveBytes(c, (await catalogue()).patterns, PATTERNS_CACHE))
    .get(endpoints.mockPaper(':exam', ':mock').path, async (c) => {
      const number = mockNumber(c.req.param('mock'));
      const mock =
        number === undefined ? undefined : (await catalogue()).mock(c.req.param('exam') ?? '', number);
      if (!mock) return errorResponse(c, 404, MOCK_MESSAGES.unknownMock);
      return serveBytes(c, mock.served, PAPER_CACHE);
    });
}

function refusal(c: Context, error: unknown): Response {
  if (error instanceof MockRefusal) return errorResponse(c, error.status, error.message);
  throw error;
}

const unknownAttempt = (c: Context) => errorResponse(c, 404, MOCK_MESSAGES.unknownAttempt);

/**
 * A mock's result, mounted before the session middleware (app.ts): it reads the session in the same
 * statement as the attempt and its rank's counts (resultOfSession), and judges it by the same rules
 * (keepAlive), so the request every candidate of a mock makes as it ends costs one round trip to the
 * database, not two. No live session: 401 'Please log in.', as requireUser answers.
 */
export function mockResultRoute(deps: RouteDeps, catalogue: () => Promise<MockCatalogue> = mockCatalogue) {
  return new Hono<AppEnv>().get(endpoints.mockResult(':attemptId').path, noStore(), async (c) => {
    const tokenHash = sessionTokenHash(c);
    if (!tokenHash) return pleaseLogIn(c);
    const attemptId = c.req.param('attemptId');
    const db = deps.db();
    try {
      const data = await resultOfSession(
        db,
        await catalogue(),
        tokenHash,
        v.is(MockAttemptId, attemptId) ? attemptId : '',
        (session) => keepAlive(db, session, deps.clock(), deps.settings, deps.sessions),
      );
      if (!data) return pleaseLogIn(c);
      return c.json({ status: 'success', data } satisfies ResultResponse);
    } catch (error) {
      return refusal(c, error);
    }
  });
}

export function mockRoutes(deps: RouteDeps, catalogue: () => Promise<MockCatalogue> = mockCatalogue) {
  return new Hono<AppEnv>()
    .get(endpoints.mockAttempts.path, noStore(), requireUser(), async (c) => {
      const data = await attemptsOf(deps.db(), await catalogue(), c.var.user.id, c.var.now());
      return c.json({ status: 'success', data } satisfies AttemptsResponse);
    })
    .post(endpoints.startMock(':exam', ':mock').path, noStore(), requireUser(), async (c) => {
      const number = mockNumber(c.req.param('mock'));
      const mock =
        number === undefined ? undefined : (await catalogue()).mock(c.req.param('exam') ?? '', number);
      if (!mock) return errorResponse(c, 404, MOCK_MESSAGES.unknownMock);
      const started = await startAttempt(deps.db(), c.var.user.id, mock, c.var.now());
      return c.json({ status: 'success', ...started } satisfies StartResponse, started.resumed ? 200 : 201);
    })
    .post(
      endpoints.submitMock(':attemptId').path,
      noStore(),
      requireUser(),
      validateJson(SubmissionPayload, { notAnObject: MOCK_MESSAGES.notAnObject }),
      async (c) => {
        const attemptId = c.req.param('attemptId');
        if (!v.is(MockAttemptId, attemptId)) return unknownAttempt(c);
        try {
          const data = await submitAttempt(
            deps.db(),
            await catalogue(),
            c.var.user.id,
            attemptId,
            c.req.valid('json'),
            c.var.now(),
          );
          return c.json({ status: 'success', data } satisfies ResultResponse);
        } catch (error) {
          return refusal(c, error);
        }
      },
    )
    .get(endpoints.mockReview(':attemptId').path, noStore(), requireUser(), async (c) => {
      const attemptId = c.req.param('attemptId');
      if (!v.is(MockAttemptId, attemptId)) return unknownAttempt(c);
      try {
        const data = await reviewOf(deps.db(), await catalogue(), c.var.user.id, attemptId);
        return c.json({ status: 'success', data } satisfies ReviewResponse);
      } catch (error) {
        return refusal(c, error);
      }
    });
}
