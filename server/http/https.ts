import type { Context } from 'hono';

/**
 * Whether the browser reached us over HTTPS. We listen on plain HTTP; TLS is normally ended by a
 * reverse proxy, whose X-Forwarded-Proto is believed only when the operator says the proxy is ours
 * (TRUST_PROXY), since any client can send that header. Used for HSTS (and, later, Secure cookies),
 * so `npm start` on http://localhost or a LAN address keeps working.
 */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  // With several proxies the header is a list; the first entry is what the client used.
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}
