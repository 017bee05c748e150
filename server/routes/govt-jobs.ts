import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { JobsResponse } from '../../contract/lists';
import { listGovtJobs } from '../catalogues/lists';
import type { RouteDeps } from './deps';

/**
 * GET /api/govt_jobs: every job; search and filters run in the client. From memory until an import
 * changes it (catalogues/list-cache.ts): no database round trip per request.
 */
export function govtJobRoutes(deps: RouteDeps) {
  return new Hono().get(endpoints.govtJobs.path, (c) =>
    deps.lists.serve(c, endpoints.govtJobs.path, async () => {
      const data = await listGovtJobs(deps.db());
      return { status: 'success', data } satisfies v.InferOutput<typeof JobsResponse>;
    }),
  );
}
