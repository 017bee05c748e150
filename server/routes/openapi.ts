import { Hono } from 'hono';
import { servedDocument } from '../openapi/document';
import { OPENAPI_PATH } from '../openapi/operations';

/** The document changes only with a release: cached briefly by anyone, revalidated by its ETag. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 description of every route (openapi/document.ts), built on
 * first request and then served from memory with a strong ETag (304 on a match). Public, and
 * registered beside the public lists, before the session middleware it does not need.
 */
export function openApiRoutes() {
  let served: ReturnType<typeof servedDocument> | undefined;
  return new Hono().get(OPENAPI_PATH, (c) => {
    served ??= servedDocument();
    c.header('ETag', served.etag);
    c.header('Cache-Control', CACHE_CONTROL);
    const inm = c.req.header('If-None-Match');
    if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === served!.etag))
      return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(served.body);
  });
}
