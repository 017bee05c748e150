import type { Context, MiddlewareHandler } from 'hono';
import { isHttpsRequest } from './https';

/**
 * Security headers for every response: API, static files, errors. Written out here (they were Hono's
 * secureHeaders with these options, and are the same bytes) so that the one list serves both the
 * middleware below and the public lists' fast path (catalogues/list-fast-path.ts), which answers
 * without Hono.
 *
 * The CSP allows only our own origin: the built client loads its scripts, styles (vanilla-extract
 * emits static CSS files), fonts and images from us and calls only our /api. `data:` images are
 * allowed for small inlined assets (Vite inlines files under 2 KB). No inline script, no eval. A page
 * rendered on the server carries its CSS in one <style> (server/render/fill-template.ts): its answer
 * allows that one by its hash (`allowInlineStyle`), nothing else inline.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  // The browsers' old XSS auditor is itself a source of leaks: switched off, as OWASP advises.
  ['X-XSS-Protection', '0'],
];

/** One year, the value browsers' preload lists expect; only ever sent on HTTPS (see below). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The hash source (`'sha256-…'`) of the one inline <style> a response may use, by its request's context. */
const inlineStyles = new WeakMap<Context, string>();

/** Lets this response's page use the <style> whose CSP hash source is `hash`. */
export function allowInlineStyle(c: Context, hash: string): void {
  inlineStyles.set(c, hash);
}

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    const styleHash = inlineStyles.get(c);
    if (styleHash) {
      headers.set(
        'Content-Security-Policy',
        CONTENT_SECURITY_POLICY.replace("style-src 'self'", () => `style-src 'self' ${styleHash}`),
      );
    }
    // HSTS on an http://localhost answer is meaningless at best.
    if (isHttpsRequest(c, options.trustProxy)) headers.set('Strict-Transport-Security', HSTS);
  };
}
