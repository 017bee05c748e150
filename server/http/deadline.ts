import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { HTTP_MESSAGES } from '../../contract/errors';
import { RequestEndedError } from '../db/outage';
import { errorResponse } from './errors';

/**
 * A deadline per request, and work cancelled when nobody waits for it any more.
 *
 * Each /api request runs in a scope holding an AbortSignal that fires at its deadline or when its client
 * closes the connection. The database layer (db/open.ts, guardQueries) refuses to start a query in an
 * ended scope, so an abandoned draw or submission stops at its next query, and its transaction rolls
 * back: whole or absent, never stored for nobody. At the deadline the client gets 503 with a message
 * and Retry-After at once, rather than a stored attempt it believes failed after its own 20 s limit.
 */
export const requestScope = new AsyncLocalStorage<{ readonly signal: AbortSignal }>();

/** The current request's signal, if the code runs for a request. */
export function currentRequestSignal(): AbortSignal | undefined {
  return requestScope.getStore()?.signal;
}

/** Below the client's own 20 s limit, above statement_timeout (a slow query is answered by it first). */
export const DEFAULT_REQUEST_DEADLINE_MS = 8_000;

export function requestDeadline(deadlineMs: number = DEFAULT_REQUEST_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    const controller = new AbortController();
    const clientGone = () => controller.abort(new RequestEndedError('client gone'));
    const stopWatching = watchClient(c.env, c.req.raw, clientGone);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new RequestEndedError('deadline'));
        resolve('late');
      }, deadlineMs);
    });
    const work = requestScope.run({ signal: controller.signal }, next).then(() => 'done' as const);
    // The work goes on after a late answer (until its next query refuses): its failure is not ours to throw.
    work.catch(() => {});
    try {
      const outcome = await Promise.race([work, late]);
      if (outcome === 'late') {
        c.header('Retry-After', '5');
        c.header('Cache-Control', 'no-store');
        return errorResponse(c, 503, HTTP_MESSAGES.timedOut);
      }
    } finally {
      clearTimeout(timer);
      stopWatching();
    }
  };
}

/**
 * Calls `onGone` when the client closes the connection before its answer was sent. Under Node
 * (@hono/node-server) from the response's own `close` event: reading the request's `signal` there
 * would build a whole fetch Request for every request (about a tenth of a draw's time under load).
 * Elsewhere (tests' app.request) from that signal. Returns the function that stops watching.
 */
function watchClient(env: unknown, request: Request, onGone: () => void): () => void {
  const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    const onClose = () => {
      if (!outgoing.writableFinished) onGone();
    };
    outgoing.once('close', onClose);
    return () => outgoing.off('close', onClose);
  }
  const signal = request.signal;
  signal?.addEventListener('abort', onGone, { once: true });
  return () => signal?.removeEventListener('abort', onGone);
}
