import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from './https';

/**
 * Security headers for every response: API, static files, errors. Hono's secureHeaders is configured
 * deliberately rather than taken with its defaults, which send no Content-Security-Policy and a
 * 180-day HSTS even over plain HTTP.
 *
 * The CSP allows only our own origin: the built client loads its scripts, styles (vanilla-extract
 * emits static CSS files), fonts and images from us and calls only our /api. `data:` images are
 * allowed for small inlined assets (Vite inlines files under 2 KB). No inline script, no eval. A page
 * rendered on the server carries its CSS in one <style> (server/render/fill-template.ts): its answer
 * allows that one by its hash (`allowInlineStyle`), nothing else inline.
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

/** The hash source (`'sha256-…'`) of the one inline <style> a response may use, by its request's context. */
const inlineStyles = new WeakMap<Context, string>();

/** Lets this response's page use the <style> whose CSP hash source is `hash`. */
export function allowInlineStyle(c: Context, hash: string): void {
  inlineStyles.set(c, hash);
}

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
    const styleHash = inlineStyles.get(c);
    const policy = c.res.headers.get('Content-Security-Policy');
    if (styleHash && policy) {
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace("style-src 'self'", () => `style-src 'self' ${styleHash}`),
      );
    }
    if (isHttpsRequest(c, options.trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
