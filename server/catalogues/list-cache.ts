import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * The public lists (states, qualifications, government jobs, each exam family's papers) served from
 * memory (design: "served from memory with an ETag, and refreshed on every copy of the server when an
 * import changes them"). Each list is built once from the database, then answered as the same bytes
 * with a strong ETag (a 304 when the client has them) and a short shared cache lifetime, until:
 * - an import on this copy calls changed() (admin jobs, the seed);
 * - another copy's import reaches this one (PostgreSQL: NOTIFY on LIST_CHANNEL, db/list-changes.ts),
 *   or the listening connection was lost (notices may have been missed: everything is rebuilt);
 * - MAX_AGE_MS passed: a writer that tells nobody (a script writing the database directly) is seen
 *   within a minute.
 */
export const LIST_CHANNEL = 'parikshapath_lists_changed';

/** Browsers and shared caches may reuse a list this long; an import shows within it. */
export const LIST_CACHE_CONTROL = 'public, max-age=30';
const MAX_AGE_MS = 60_000;

/** A list as it is sent: its bytes (encoded once, not per answer) and their ETag. */
export interface BuiltList {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

interface Entry {
  readonly generation: number;
  readonly builtAt: number;
  readonly body: Promise<BuiltList>;
  /** The body, once built: what the fast path (list-fast-path.ts) reads without waiting. */
  built?: BuiltList;
}

export interface ListCache {
  /** Answers `key`'s list from memory, building it with `load` when it is missing or stale. */
  serve(c: Context, key: string, load: () => Promise<unknown>): Promise<Response>;
  /** The lists changed (an import): every list is rebuilt on its next request. */
  changed(): void;
  /** `key`'s list if it is built and still fresh; undefined when serve() has to (re)build it. */
  fresh(key: string): BuiltList | undefined;
}

export function listCache(now: () => number = Date.now): ListCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const build = (load: () => Promise<unknown>) =>
    load().then((value): BuiltList => {
      const bytes = new TextEncoder().encode(JSON.stringify(value));
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      return { bytes, etag };
    });
  const isFresh = (entry: Entry | undefined): entry is Entry =>
    entry !== undefined && entry.generation === generation && now() - entry.builtAt <= MAX_AGE_MS;

  return {
    async serve(c, key, load) {
      let entry = entries.get(key);
      if (!isFresh(entry)) {
        // One load for all the requests that arrive while it runs.
        const fresh: Entry = { generation, builtAt: now(), body: build(load) };
        entries.set(key, fresh);
        // A failed load is not kept: the next request tries again.
        fresh.body.then(
          (built) => void (fresh.built = built),
          () => entries.get(key) === fresh && entries.delete(key),
        );
        entry = fresh;
      }
      const { bytes, etag } = await entry.body;
      c.header('ETag', etag);
      c.header('Cache-Control', LIST_CACHE_CONTROL);
      if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      c.header('Content-Type', 'application/json');
      return c.body(bytes);
    },
    changed() {
      generation += 1;
    },
    fresh(key) {
      const entry = entries.get(key);
      return isFresh(entry) ? entry.built : undefined;
    },
  };
}

/** If-None-Match: a list of ETags, or `*` (weak ones compare by their opaque part, RFC 9110 §13.1.2). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
