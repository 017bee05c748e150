import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { JobsResponse } from '../../contract/lists';
import { govtJobs } from '../db/schema';
import type { RouteDeps } from './deps';

export function govtJobRoutes(deps: RouteDeps) {
  return new Hono().get(endpoints.govtJobs.path, async (c) => {
    // Soonest closing first: what a candidate must act on now. Search and filters run in the client.
    const data = await deps
      .db()
      .select({
        id: govtJobs.id,
        organisation: govtJobs.organisation,
        jobstitle: govtJobs.title,
        joblocation: govtJobs.location,
        qualification: govtJobs.qualification,
        vacancies: govtJobs.vacancies,
        lastdate: govtJobs.lastDate,
        weblink: govtJobs.weblink,
      })
      .from(govtJobs)
      .orderBy(asc(govtJobs.lastDate), asc(govtJobs.id));
    return c.json({ status: 'success', data } satisfies v.InferOutput<typeof JobsResponse>);
  });
}
