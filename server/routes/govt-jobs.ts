import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { JobsResponse } from '../../contract/lists';
import { listGovtJobs } from '../catalogues/lists';
import type { RouteDeps } from './deps';

/** GET /api/govt_jobs: every job; search and filters run in the client. */
export function govtJobRoutes(deps: RouteDeps) {
  return new Hono().get(endpoints.govtJobs.path, async (c) => {
    const data = await listGovtJobs(deps.db());
    return c.json({ status: 'success', data } satisfies v.InferOutput<typeof JobsResponse>);
  });
}
