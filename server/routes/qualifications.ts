import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { QualificationsResponse } from '../../contract/lists';
import { listQualifications } from '../catalogues/lists';
import type { RouteDeps } from './deps';

/** GET /api/qualification: from memory until an import changes it (catalogues/list-cache.ts). */
export function qualificationRoutes(deps: RouteDeps) {
  return new Hono().get(endpoints.qualifications.path, (c) =>
    deps.lists.serve(c, endpoints.qualifications.path, async () => {
      const data = await listQualifications(deps.db());
      return { status: 'success', data } satisfies v.InferOutput<typeof QualificationsResponse>;
    }),
  );
}
