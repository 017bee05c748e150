import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { EXAM_FAMILY_SLUGS, type ExamFamilySlug } from '../../contract/exam-families';
import type { ExamsResponse } from '../../contract/lists';
import { exams } from '../db/schema';
import type { RouteDeps } from './deps';

/**
 * GET /api/ssc, /api/rrb, … one route per exam family of the contract. Registered one by one rather
 * than as `/api/:family`, so an unknown family is the app's ordinary 404 and the paths stay those of
 * contract/endpoints.ts.
 */
export function examRoutes(deps: RouteDeps) {
  const routes = new Hono();
  for (const family of EXAM_FAMILY_SLUGS) {
    routes.get(endpoints.examFamily(family).path, async (c) => c.json(await listExams(deps, family)));
  }
  return routes;
}

async function listExams(
  deps: RouteDeps,
  family: ExamFamilySlug,
): Promise<v.InferOutput<typeof ExamsResponse>> {
  const data = await deps
    .db()
    .select({ exam_id: exams.id, exam_paper: exams.paper, exampaper_name: exams.paperName })
    .from(exams)
    .where(eq(exams.family, family))
    .orderBy(asc(exams.id));
  return { status: 'success', data };
}
