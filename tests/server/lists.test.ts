import { expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { EXAM_FAMILY_SLUGS } from '../../contract/exam-families';
import { ExamsResponse, JobsResponse, QualificationsResponse, StatesResponse } from '../../contract/lists';
import { STATES } from '../../contract/states';
import { createApp } from '../../server/app';
import { forEachDatabase } from './support/databases';
import { recordingLogger } from './support/logger';

// The public lists of spec §7, read the way the client reads them, against a real database of each kind.

const config = { distDir: '/nonexistent', trustProxy: false };

/** GETs a path and checks the body against a contract schema, failing with the schema's own issues. */
async function getList<S extends v.GenericSchema>(
  app: ReturnType<typeof createApp>,
  path: string,
  schema: S,
) {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const result = v.safeParse(schema, await response.json());
  if (!result.success) expect.fail(`${path} does not match the contract: ${v.summarize(result.issues)}`);
  return result.output as v.InferOutput<S>;
}

forEachDatabase((database) => {
  const app = () => createApp({ db: database().db, config, logger: recordingLogger() });

  it('GET /healthz answers ok once the database is ready', async () => {
    const response = await app().request(endpoints.health.path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/states lists the 36 states and union territories of the contract, in its order', async () => {
    const body = await getList(app(), endpoints.states.path, StatesResponse);
    expect(body.data.map((s) => s.state_name)).toEqual([...STATES]);
    expect(body.data).toHaveLength(36);
  });

  it('GET /api/qualification lists the qualifications in their display order', async () => {
    const body = await getList(app(), endpoints.qualifications.path, QualificationsResponse);
    const names = body.data.map((q) => q.qualification_name);
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 2)).toEqual(['10th Pass', '12th Pass']);
    expect(names).toEqual(
      expect.arrayContaining(['ITI', 'Diploma', 'Graduate', 'B.Tech/B.E.', 'B.Ed', 'MBBS', 'LLB']),
    );
  });

  it('GET /api/govt_jobs lists realistic jobs, soonest last date first', async () => {
    const { data: jobs } = await getList(app(), endpoints.govtJobs.path, JobsResponse);
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);

    const sorted = [...jobs].sort((a, b) => a.lastdate.localeCompare(b.lastdate) || a.id - b.id);
    expect(jobs.map((j) => j.id)).toEqual(sorted.map((j) => j.id));

    for (const job of jobs) {
      expect(job.lastdate, `job ${job.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(
        job.lastdate >= '2026-12-01' && job.lastdate <= '2027-03-31',
        `job ${job.id} lastdate ${job.lastdate}`,
      ).toBe(true);
      expect(['All India', ...STATES], `job ${job.id} location`).toContain(job.joblocation);
      expect(job.vacancies, `job ${job.id}`).toBeGreaterThan(0);
    }
    // The client's filters match states by name, so the common ones must be there.
    const locations = new Set(jobs.map((j) => j.joblocation));
    for (const place of ['All India', 'Uttar Pradesh', 'Delhi', 'Tamil Nadu', 'Bihar', 'Maharashtra']) {
      expect(locations, place).toContain(place);
    }
    // The client adds https:// to links without a scheme: all three forms must occur.
    expect(jobs.some((j) => j.weblink.startsWith('https://'))).toBe(true);
    expect(jobs.some((j) => j.weblink.startsWith('http://'))).toBe(true);
    expect(jobs.some((j) => !/^https?:\/\//.test(j.weblink))).toBe(true);
  });

  it("every job's qualifications are names of the qualification list, so the filter finds it", async () => {
    const { data: qualifications } = await getList(
      app(),
      endpoints.qualifications.path,
      QualificationsResponse,
    );
    const known = new Set(qualifications.map((q) => q.qualification_name));
    const { data: jobs } = await getList(app(), endpoints.govtJobs.path, JobsResponse);
    for (const job of jobs) {
      for (const name of job.qualification.split(', ')) expect(known, `job ${job.id}`).toContain(name);
    }
  });

  it.each(EXAM_FAMILY_SLUGS)('GET /api/%s lists 4 to 8 past papers of that family', async (family) => {
    const { data: exams } = await getList(app(), endpoints.examFamily(family).path, ExamsResponse);
    expect(exams.length).toBeGreaterThanOrEqual(4);
    expect(exams.length).toBeLessThanOrEqual(8);
    for (const exam of exams) expect(exam.exampaper_name.length).toBeGreaterThan(0);
  });

  it('exam families do not share papers', async () => {
    const ids: number[] = [];
    for (const family of EXAM_FAMILY_SLUGS) {
      const { data } = await getList(app(), endpoints.examFamily(family).path, ExamsResponse);
      ids.push(...data.map((e) => e.exam_id));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('some RRB papers have no exam_paper (the page shows "RRB"), sent as null', async () => {
    const { data } = await getList(app(), endpoints.examFamily('rrb').path, ExamsResponse);
    expect(data.some((e) => e.exam_paper === null)).toBe(true);
    expect(data.some((e) => typeof e.exam_paper === 'string')).toBe(true);
  });

  it('the papers read as their exam body (SSC CGL, UPSC CSE, UGC NET)', async () => {
    const titles = async (family: (typeof EXAM_FAMILY_SLUGS)[number]) =>
      (await getList(app(), endpoints.examFamily(family).path, ExamsResponse)).data.map((e) => e.exam_paper);
    expect(await titles('ssc')).toContain('SSC CGL');
    expect((await titles('ias')).every((t) => t?.startsWith('UPSC CSE'))).toBe(true);
    expect(await titles('net')).toContain('UGC NET');
  });

  it('HEAD on a list answers like GET without a body', async () => {
    const response = await app().request(endpoints.states.path, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
