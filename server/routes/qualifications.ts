import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { QualificationsResponse } from '../../contract/lists';
import { listQualifications } from '../catalogues/lists';
import type { RouteDeps } from './deps';

export function qualificationRoutes(deps: RouteDeps) {
  return new Hono().get(endpoints.qualifications.path, async (c) => {
    const data = await listQualifications(deps.db());
    return c.json({ status: 'success', data } satisfies v.InferOutput<typeof QualificationsResponse>);
  });
}
