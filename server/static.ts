import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, LANGUAGE_COOKIE } from '../contract/languages';
import type { SessionUser } from '../contract/session';
import { getMimeType } from 'hono/utils/mime';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageRenderer, RenderedPageHtml } from './render/page-renderer';
import { allowInlineStyle } from './http/security-headers';

/**
 * Serves the built client (`vite build` into DIST_DIR) from the API's own origin, so production is one
 * process on one port. Written here rather than taken from @hono/node-server's serveStatic because the
 * client needs what that one does not do: q-values in Accept-Encoding, Vary on every answer,
 * per-folder caching, and the single-page fallback.
 *
 * - /assets/* have content hashes in their names: cached for a year, immutable. A missing asset is a
 *   404, never index.html (HTML cached as a year-long script would break the page until it expires).
 * - Everything else (index.html, favicon, …) is revalidated on every use (`no-cache` + ETag).
 * - The build writes .br and .gz beside each text file; the best one the browser accepts is sent.
 * - Any other GET outside /api that names no file gets index.html: the client's router owns it. A
 *   public page comes rendered in it (issue 21, render/page-renderer.ts), compressed once per page;
 *   a page for candidates, or any page whose rendering failed, gets the empty shell.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Precompressed siblings the build writes, best first. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export interface ServeClientOptions {
  /** Renders public pages into index.html; without one every page gets the empty shell. */
  readonly renderer?: PageRenderer;
  /** A page that could not be rendered (it is sent as the shell instead). */
  readonly onRenderError?: (error: unknown, url: string) => void;
  /** The member whose live session the request carries, to render their page; undefined for a visitor. */
  readonly memberOf?: (c: Context) => Promise<SessionUser | undefined>;
  /** The API's answer to a GET of this path for the member of this request (a topic test's draw). */
  readonly memberAnswer?: (c: Context, path: string) => Promise<unknown>;
}

/** Returns the middleware, or undefined when DIST_DIR holds no build (development: Vite serves the client). */
export function serveClient(
  distDir: string,
  options: ServeClientOptions = {},
): MiddlewareHandler | undefined {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;

  return async (c, next) => {
    // Hono answers HEAD with the GET route (dropping the body); other methods are not ours.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = new URL(c.req.url).pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) return next();

    const segments = safeSegments(pathname);
    if (segments === undefined) return next(); // traversal, hidden file or bad escape: not found
    const isAsset = segments[0] === 'assets';
    const file = join(root, ...segments);
    if (segments.length > 0 && (await fileStats(file))) {
      return sendFile(c, file, isAsset ? IMMUTABLE : REVALIDATE);
    }
    if (isAsset) return next();
    if (options.renderer) {
      const url = pathname + new URL(c.req.url).search;
      try {
        const chosen = getCookie(c, LANGUAGE_COOKIE);
        const member = await options.memberOf?.(c);
        const page = await options.renderer.page(
          url,
          isLanguage(chosen) ? chosen : 'en',
          member,
          options.memberAnswer && ((path) => options.memberAnswer!(c, path)),
        );
        if (page) return sendPage(c, page);
      } catch (error) {
        options.onRenderError?.(error, url);
      }
    }
    return sendFile(c, indexFile, REVALIDATE);
  };

  /**
   * The decoded path segments, or undefined when the path must not be served. Each segment is
   * decoded on its own, so an encoded slash (`..%2f..%2fpackage.json`) stays inside one segment and
   * is refused here with the `..` and dot-file checks; the final check that the path stays under the
   * root is a second line of defence.
   */
  function safeSegments(pathname: string): string[] | undefined {
    const segments: string[] = [];
    for (const raw of pathname.split('/')) {
      if (raw === '') continue;
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return undefined;
      }
      if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
      segments.push(segment);
    }
    const full = join(root, ...segments);
    return full === root || full.startsWith(root + sep) ? segments : undefined;
  }
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const chosen = await chooseRepresentation(file, c.req.header('Accept-Encoding'));
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    // Whether or not this file has compressed siblings, caches must key on what the browser accepts.
    Vary: 'Accept-Encoding',
    // Per representation, so a cache never answers a gzip request with the ETag of the brotli body.
    ETag: `W/"${chosen.stats.size.toString(16)}-${Math.floor(chosen.stats.mtimeMs).toString(16)}${chosen.coding ? `-${chosen.coding}` : ''}"`,
  };
  if (chosen.coding) headers['Content-Encoding'] = chosen.coding;
  if (matchesEtag(c.req.header('If-None-Match'), headers.ETag!)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(chosen.stats.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const body = Readable.toWeb(createReadStream(chosen.path)) as ReadableStream<Uint8Array>;
  return c.body(body, 200, headers);
}

/** Each rendered page's compressed bodies, made at its first request in that encoding. */
const compressedPages = new WeakMap<RenderedPageHtml, Map<string, Buffer>>();

const COMPRESS: Record<string, (body: Buffer) => Buffer> = {
  // Quality 5: nearly the size of 11 at a small part of its time, paid once per page and lifetime.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

function sendPage(c: Context, page: RenderedPageHtml): Response {
  const accepted = parseAcceptEncoding(c.req.header('Accept-Encoding'));
  const coding = ENCODINGS.map((e) => e.coding)
    .filter((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0)
    .sort(
      (a, b) => (accepted.get(b) ?? accepted.get('*') ?? 0) - (accepted.get(a) ?? accepted.get('*') ?? 0),
    )[0];
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // A member's page names them: their browser may keep it, a shared cache never.
    'Cache-Control': page.personal ? `private, ${REVALIDATE}` : REVALIDATE,
    // The page is in the language its `lang` cookie names, for the session its cookie names.
    Vary: 'Accept-Encoding, Cookie',
    ETag: coding ? `${page.etag.slice(0, -1)}-${coding}"` : page.etag,
  };
  // On a 304 too: the browser takes the answer's headers for the page it keeps, its policy included.
  if (page.styleHash) allowInlineStyle(c, page.styleHash);
  if (matchesEtag(c.req.header('If-None-Match'), headers.ETag!)) return c.body(null, 304, headers);
  let body: Buffer = Buffer.from(page.html);
  if (coding) {
    let bodies = compressedPages.get(page);
    if (!bodies) compressedPages.set(page, (bodies = new Map()));
    let compressed = bodies.get(coding);
    if (!compressed) bodies.set(coding, (compressed = COMPRESS[coding]!(body)));
    body = compressed;
    headers['Content-Encoding'] = coding;
  }
  headers['Content-Length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, page.status as 200, headers);
  return c.body(new Uint8Array(body), page.status as 200, headers);
}

interface Representation {
  readonly path: string;
  readonly stats: Stats;
  readonly coding: string | undefined;
}

async function chooseRepresentation(
  file: string,
  acceptEncoding: string | undefined,
): Promise<Representation> {
  const accepted = parseAcceptEncoding(acceptEncoding);
  let best: Representation | undefined;
  let bestQ = 0;
  for (const { coding, suffix } of ENCODINGS) {
    const q = accepted.get(coding) ?? accepted.get('*') ?? 0;
    if (q <= bestQ) continue; // equal weight: the earlier (smaller) encoding wins
    const stats = await fileStats(file + suffix);
    if (stats) {
      best = { path: file + suffix, stats, coding };
      bestQ = q;
    }
  }
  if (best) return best;
  const stats = await fileStats(file);
  if (!stats) throw new Error(`static file vanished while being served: ${file}`);
  return { path: file, stats, coding: undefined };
}

/** `br;q=0.9, gzip, *;q=0` → Map { br → 0.9, gzip → 1, * → 0 } */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => /^q=/i.test(p));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    weights.set(name.toLowerCase(), Number.isFinite(q) ? q : 0);
  }
  return weights;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}
