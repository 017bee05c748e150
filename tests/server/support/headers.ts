import { expect } from 'vitest';

/** The security headers every response must carry (design §3), whatever produced it. */
export function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  for (const directive of [
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
  ]) {
    expect(csp.split(/;\s*/), `CSP of ${response.url || 'response'}`).toContain(directive);
  }
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
}
