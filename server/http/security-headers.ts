import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from './https';

/**
 * Security headers for every response: API, static files, errors. Hono's secureHeaders is configured
 * deliberately rather than taken with its defaults, which send no Content-Security-Policy and a
 * 180-day HSTS even over plain HTTP.
 *
 * The CSP allows only our own origin: the built client loads its scripts, styles (vanilla-extract
 * emits static CSS files), fonts and images from us and calls only our /api. `data:` images are
 * allowed for small inlined assets (Vite inlines files under 2 KB). No inline script, no eval.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** One year, the value browsers' preload lists expect; only ever sent on HTTPS (see below). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Set per request below: HSTS on an http://localhost answer is meaningless at best.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async (c, next) => {
    await headers(c, next);
    if (isHttpsRequest(c, options.trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
