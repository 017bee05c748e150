import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { createApp } from '../../server/app';
import { LIST_CACHE_CONTROL } from '../../server/catalogues/list-cache';
import { listenForListChanges, type ListChangeListener } from '../../server/db/list-changes';
import { openPostgres, type Database } from '../../server/db/open';
import { govtJobs } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed/seed';
import { listCache } from '../../server/catalogues/list-cache';
import { createPostgresDatabase, forEachDatabase } from './support/databases';
import { ADMIN_TOKEN, alertsApp, importJobs, newJob } from './support/job-alerts';
import { recordingLogger } from './support/logger';
import { waitFor } from './support/smtp';

// Issue 20 item 1: the public lists come from memory with a strong ETag (304 when the client has
// them) and a short shared cache lifetime, and change when an import changes them: on this copy at
// once, and on another copy of the server on the same PostgreSQL through LISTEN/NOTIFY.

const LISTS = [
  endpoints.states.path,
  endpoints.qualifications.path,
  endpoints.govtJobs.path,
  endpoints.examFamily('ssc').path,
];

const jobIds = async (response: Response) =>
  ((await response.json()) as { data: { id: number }[] }).data.map((job) => job.id);

forEachDatabase((database) => {
  const db = () => database().db;

  it('every public list: a strong ETag, a short shared lifetime, 304 on If-None-Match, the same bytes', async () => {
    const { app } = alertsApp(db());
    for (const path of LISTS) {
      const first = await app.request(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('ETag');
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(first.headers.get('Cache-Control')).toBe(LIST_CACHE_CONTROL);
      expect(first.headers.get('Content-Type')).toMatch(/^application\/json/);
      const bytes = await first.text();

      const again = await app.request(path);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(await again.text()).toBe(bytes);

      const cached = await app.request(path, { headers: { 'If-None-Match': `"other", ${etag!}` } });
      expect(cached.status, path).toBe(304);
      expect(cached.headers.get('ETag')).toBe(etag);
      expect(await cached.text()).toBe('');
    }
  });

  it('served from memory: a row written behind its back is not read per request; an import refreshes it', async () => {
    const { app } = alertsApp(db());
    const before = await app.request(endpoints.govtJobs.path);
    const etag = before.headers.get('ETag')!;
    const ids = await jobIds(before);

    // Written directly, telling nobody: the list in memory does not change (no query per request).
    const id = 870_000 + Math.floor(Math.random() * 10_000);
    await db()
      .insert(govtJobs)
      .values({ ...rowOf(newJob()), id });
    const still = await app.request(endpoints.govtJobs.path);
    expect(still.headers.get('ETag')).toBe(etag);
    expect(await jobIds(still)).toEqual(ids);

    // An import through the admin endpoint: the next request has the new list and a new ETag.
    const imported = newJob();
    expect((await importJobs(app, [imported], ADMIN_TOKEN)).status).toBe(200);
    const after = await app.request(endpoints.govtJobs.path, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const [row] = await db().select().from(govtJobs).where(eq(govtJobs.title, imported.jobstitle));
    expect(await jobIds(after)).toEqual(expect.arrayContaining([row!.id, id]));
  });
});

function rowOf(job: ReturnType<typeof newJob>) {
  return {
    organisation: job.organisation,
    title: job.jobstitle,
    location: job.joblocation,
    qualification: job.qualification,
    vacancies: job.vacancies,
    lastDate: job.lastdate,
    weblink: job.weblink,
  };
}

const postgres = inject('postgres');

describe.skipIf(postgres === null)('two copies on one PostgreSQL', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let listener: ListChangeListener;

  beforeAll(async () => {
    const created = await createPostgresDatabase(postgres!);
    url = created.url;
    drop = created.drop;
    database = await openPostgres(url, recordingLogger());
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await listener?.stop();
    await database?.close();
    await drop?.();
  });

  it("an import on one copy reaches the other's list through NOTIFY, without a restart", async () => {
    const config = { distDir: '/nonexistent', trustProxy: false, adminToken: ADMIN_TOKEN };
    const first = createApp({ db: database.db, config, logger: recordingLogger() });
    const lists = listCache();
    const second = createApp({ db: database.db, config, logger: recordingLogger(), lists });
    let heard = 0;
    listener = listenForListChanges(url, () => ((heard += 1), lists.changed()), recordingLogger());
    await waitFor(() => heard > 0); // listening (a (re)connection counts as a change)

    const before = await jobIds(await second.request(endpoints.govtJobs.path));
    const job = newJob();
    expect((await importJobs(first, [job], ADMIN_TOKEN)).status).toBe(200);
    const [row] = await database.db.select().from(govtJobs).where(eq(govtJobs.title, job.jobstitle));
    expect(before).not.toContain(row!.id);
    await waitFor(async () =>
      (await jobIds(await second.request(endpoints.govtJobs.path))).includes(row!.id),
    );
  });
});
