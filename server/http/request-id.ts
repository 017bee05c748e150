import { randomUUID } from 'node:crypto';

/**
 * The id of a request, sent back as X-Request-Id and written on each of its log lines. A proxy's own
 * id is kept when it looks like one, so the two logs can be joined; otherwise a fresh UUID.
 */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && /^[A-Za-z0-9._:-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
