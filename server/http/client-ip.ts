import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for per-address rate limits: the socket's peer, or, only when the
 * operator trusts the proxy in front (TRUST_PROXY), the first hop of X-Forwarded-For. The proxy must
 * then set that header itself (nginx: `proxy_set_header X-Forwarded-For $remote_addr;`), because a
 * proxy that appends to what the client sent leaves the client's own claim first.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (first) return normaliseIp(first);
  }
  try {
    return normaliseIp(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // No socket: app.request() in tests, or another runtime.
    return 'unknown';
  }
}

/** An IPv4 peer on a dual-stack socket shows as ::ffff:1.2.3.4: count it as 1.2.3.4. */
function normaliseIp(address: string): string {
  const lower = address.toLowerCase().slice(0, 100);
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}
