import type { MiddlewareHandler } from 'hono';
import { HTTP_MESSAGES } from '../../contract/errors';
import { isHttpsRequest } from './https';

/**
 * Refuses state-changing requests another site's page makes the browser send (CSRF), whatever their
 * body: Hono's csrf() looks only at form bodies, and our JSON routes need the same protection.
 *
 * - `Sec-Fetch-Site` (every current browser sends it) must be `same-origin`, or `none` (typed by the
 *   user); `same-site` is refused too, since a sibling subdomain is not us.
 * - `Origin`, when sent, must be ours: the origin the request was addressed to (over HTTPS when it came
 *   through a trusted TLS proxy), or APP_BASE_URL's.
 *
 * A request with neither header is not a browser's cross-site request (curl, server-to-server) and
 * passes; SameSite=Lax on the session cookie covers browsers too old to send either.
 */
export const CROSS_SITE_MESSAGE = HTTP_MESSAGES.crossSite;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function crossSiteProtection(options: { trustProxy: boolean; appBaseUrl: string }): MiddlewareHandler {
  const configured = new URL(options.appBaseUrl).origin;
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const site = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    const siteOk = site === undefined || site === 'same-origin' || site === 'none';
    if (siteOk && (origin === undefined || ownOrigins(c, options.trustProxy, configured).includes(origin))) {
      return next();
    }
    return c.json({ status: 'error', message: CROSS_SITE_MESSAGE, msg: CROSS_SITE_MESSAGE }, 403);
  };
}

function ownOrigins(c: Parameters<MiddlewareHandler>[0], trustProxy: boolean, configured: string): string[] {
  const url = new URL(c.req.url);
  const origins = [url.origin, configured];
  if (isHttpsRequest(c, trustProxy)) origins.push(new URL(`https://${url.host}`).origin);
  return origins;
}
