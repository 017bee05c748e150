import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../http/security-headers';
import { requestIdFor } from '../http/request-id';
import { LIST_CACHE_CONTROL, matches, type ListCache } from './list-cache';

/**
 * The public lists answered straight from Node's request, before Hono (issue 20: `GET /api/govt_jobs`
 * at 45 % of a bare Node server sending the same bytes; what was left per request was Hono's routing,
 * its Request and Headers objects and the middleware around a memory read).
 *
 * Only the plainest case is taken: a GET of a list's exact path whose bytes are built and fresh
 * (ListCache.fresh), over plain HTTP with no X-Forwarded-Proto (a request through a proxy may need
 * HSTS, which the app decides). Everything else, a list not yet built or stale included, goes to the
 * app, which builds it. The answer is the app's, header for header: the security headers of
 * http/security-headers.ts, an X-Request-Id, the list's ETag and cache lifetime, 304 on a match.
 * No line is logged for a list read, here or in the app.
 */
export function listFastPath(
  lists: ListCache,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    if (request.method !== 'GET' || request.headers['x-forwarded-proto'] !== undefined) return false;
    const built = lists.fresh(request.url ?? '');
    if (!built) return false;
    const incomingId = request.headers['x-request-id'];
    const headers: (readonly [string, string])[] = [
      ...SECURITY_HEADERS,
      ['X-Request-Id', requestIdFor(typeof incomingId === 'string' ? incomingId : undefined)],
      ['ETag', built.etag],
      ['Cache-Control', LIST_CACHE_CONTROL],
    ];
    if (matches(request.headers['if-none-match'], built.etag)) {
      response.writeHead(304, headers.flat());
      response.end();
      return true;
    }
    headers.push(['Content-Type', 'application/json'], ['Content-Length', String(built.bytes.byteLength)]);
    response.writeHead(200, headers.flat());
    response.end(built.bytes);
    return true;
  };
}
