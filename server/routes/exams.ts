import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { EXAM_FAMILY_SLUGS } from '../../contract/exam-families';
import type { ExamsResponse } from '../../contract/lists';
import { listExams } from '../catalogues/lists';
import type { RouteDeps } from './deps';

/**
 * GET /api/ssc, /api/rrb, … one route per exam family of the contract. Registered one by one rather
 * than as `/api/:family`, so an unknown family is the app's ordinary 404 and the paths stay those of
 * contract/endpoints.ts.
 */
export function examRoutes(deps: RouteDeps) {
  const routes = new Hono();
  for (const family of EXAM_FAMILY_SLUGS) {
    const { path } = endpoints.examFamily(family);
    // From memory until an import changes it (catalogues/list-cache.ts).
    routes.get(path, (c) =>
      deps.lists.serve(c, path, async () => {
        const data = await listExams(deps.db(), family);
        return { status: 'success', data } satisfies v.InferOutput<typeof ExamsResponse>;
      }),
    );
  }
  return routes;
}
