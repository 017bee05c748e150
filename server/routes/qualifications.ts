import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { QualificationsResponse } from '../../contract/lists';
import { qualifications } from '../db/schema';
import type { RouteDeps } from './deps';

export function qualificationRoutes(deps: RouteDeps) {
  return new Hono().get(endpoints.qualifications.path, async (c) => {
    const rows = await deps
      .db()
      .select({ qualification_name: qualifications.name })
      .from(qualifications)
      .orderBy(asc(qualifications.position));
    return c.json({ status: 'success', data: rows } satisfies v.InferOutput<typeof QualificationsResponse>);
  });
}
