import { count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queueJobAlerts } from '../../server/alerts/deliver';
import { openPostgres, type Database } from '../../server/db/open';
import { govtJobs, jobAlertDeliveries, jobAlerts, outbox } from '../../server/db/schema';
import { deliverDueMessages } from '../../server/mail/outbox';
import { configuredTransports } from '../../server/mail/transports';
import { ADMIN_MESSAGES } from '../../server/routes/admin-jobs';
import { seedDatabase } from '../../server/seed/seed';
import { APP_BASE_URL, newUser, post, testClock } from './support/accounts';
import { createPostgresDatabase, forEachDatabase } from './support/databases';
import {
  alertForm,
  alertsApp,
  ADMIN_JOBS,
  importJobs,
  messagesTo,
  newJob,
  subscribe,
  tokenIn,
} from './support/job-alerts';
import { recordingLogger } from './support/logger';
import { startSmtpServer, waitFor } from './support/smtp';

// New jobs come in through the admin endpoint (`npm run jobs -- import`): checked again, added once,
// and each matching subscriber gets exactly one e-mail and one WhatsApp message through the outbox.

const IMPORTED_IDS_FROM = 1_000_000;

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = (options?: Parameters<typeof alertsApp>[1]) => alertsApp(db(), options);
  const jobCount = async () => (await db().select({ n: count() }).from(govtJobs))[0]!.n;
  const jobsTitled = (titles: string[]) =>
    db().select().from(govtJobs).where(inArray(govtJobs.title, titles));

  /** A new user subscribed with `change`; returns the form (its e-mail and number address the alerts). */
  async function subscriber(app: ReturnType<typeof setup>['app'], change: Record<string, unknown>) {
    const { userId, token } = await newUser(app);
    const form = alertForm(userId, change);
    expect((await subscribe(app, token, form)).status).toBe(200);
    return form;
  }

  describe('the admin token', () => {
    it('is required: none, a wrong one, or a server without one: 401, and nothing is imported', async () => {
      const before = await jobCount();
      const { app } = setup();
      const job = newJob();
      for (const token of [null, 'wrong-token-wrong-token-wrong-token-00', '']) {
        const response = await importJobs(app, [job], token);
        expect(response.status, String(token)).toBe(401);
        expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
        expect(await response.json()).toEqual({ status: 'error', message: ADMIN_MESSAGES.unauthorized });
      }
      const basic = await post(app, ADMIN_JOBS, JSON.stringify({ jobs: [job] }), {
        Authorization: 'Basic YWRtaW46YWRtaW4=',
        'Content-Type': 'application/json',
      });
      expect(basic.status).toBe(401);
      const closed = alertsApp(db(), { config: { adminToken: undefined } });
      expect((await importJobs(closed.app, [job])).status).toBe(401);
      expect(await jobCount()).toBe(before);
    });

    it('is checked before the body is read: a huge body without it is refused with 401', async () => {
      const { app } = setup();
      const response = await post(app, ADMIN_JOBS, 'x'.repeat(5 * 1024 * 1024), {
        'Content-Type': 'application/json',
      });
      expect(response.status).toBe(401);
    });
  });

  describe('importing', () => {
    it('adds the jobs with new ids (from 1,000,000) that GET /api/govt_jobs lists; more than the 64 KB client body limit', async () => {
      const { app } = setup();
      const before = await jobCount();
      const jobs = Array.from({ length: 400 }, () => newJob({ joblocation: 'Sikkim' }));
      expect(JSON.stringify({ jobs }).length).toBeGreaterThan(64 * 1024);
      const response = await importJobs(app, jobs);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'success', inserted: 400, skipped: 0, alerts: 0 });
      expect(await jobCount()).toBe(before + 400);

      const listed = (await (await app.request('http://localhost/api/govt_jobs')).json()) as {
        data: { id: number; jobstitle: string; vacancies: number }[];
      };
      const first = listed.data.find((job) => job.jobstitle === jobs[0]!.jobstitle);
      expect(first).toMatchObject({
        organisation: jobs[0]!.organisation,
        joblocation: 'Sikkim',
        vacancies: 120,
        lastdate: '2027-01-31',
        weblink: 'dsssb.delhi.gov.in',
      });
      expect(first!.id).toBeGreaterThanOrEqual(IMPORTED_IDS_FROM);
    });

    it('bad rows: 400 naming each bad row, and nothing is written', async () => {
      const { app } = setup();
      const before = await jobCount();
      const good = newJob();
      const response = await importJobs(app, [
        good,
        newJob({ vacancies: 0 }),
        good,
        newJob({ lastdate: '2027-02-30', weblink: 'javascript:alert(1)' }),
        'SSC',
      ]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 'error',
        message: '3 jobs are not valid; nothing was imported.',
        problems: [
          { row: 2, message: 'vacancies must be a positive whole number' },
          {
            row: 4,
            message:
              'lastdate must be a date written YYYY-MM-DD that exists in the calendar; weblink must be a web address (https://… or a domain such as ssc.gov.in)',
          },
          { row: 5, message: expect.stringMatching(/^a job must be an object/) },
        ],
      });
      expect(await jobCount()).toBe(before);
      expect(await jobsTitled([good.jobstitle])).toEqual([]);

      for (const body of [{}, { jobs: [] }, { jobs: 'SSC' }]) {
        const refused = await post(app, ADMIN_JOBS, JSON.stringify(body), {
          Authorization: 'Bearer test-admin-token-0123456789-abcdefghijklmnop',
          'Content-Type': 'application/json',
        });
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('skips jobs already there (organisation, title, last date and link; case and https:// aside), also twice in one file', async () => {
      const { app } = setup();
      const a = newJob();
      const b = newJob();
      const aAgain = {
        ...a,
        organisation: a.organisation.toUpperCase(),
        weblink: `https://${a.weblink}/`,
        vacancies: 999,
      };
      const first = await importJobs(app, [a, b, aAgain]);
      expect(await first.json()).toMatchObject({ status: 'success', inserted: 2, skipped: 1 });
      const second = await importJobs(app, [b, a, { ...a, lastdate: '2027-03-31' }]);
      expect(await second.json()).toMatchObject({ status: 'success', inserted: 1, skipped: 2 });
      expect(await jobsTitled([a.jobstitle, b.jobstitle])).toHaveLength(3);

      // A job of the seed data files counts as there too.
      const [seeded] = await db().select().from(govtJobs).where(eq(govtJobs.id, 1));
      const copy = {
        organisation: seeded!.organisation,
        jobstitle: seeded!.title,
        joblocation: seeded!.location,
        qualification: seeded!.qualification,
        vacancies: seeded!.vacancies,
        lastdate: seeded!.lastDate,
        weblink: seeded!.weblink,
      };
      expect(await (await importJobs(app, [copy])).json()).toMatchObject({ inserted: 0, skipped: 1 });
    });

    it('seeding again (a restart) leaves imported jobs alone', async () => {
      const { app } = setup();
      const job = newJob();
      await importJobs(app, [job]);
      await seedDatabase(db());
      expect(await jobsTitled([job.jobstitle])).toHaveLength(1);
    });
  });

  describe('alerts', () => {
    it('a matching subscriber gets one e-mail and one WhatsApp message; others get nothing; importing again sends nothing', async () => {
      const { app, outbox: queued } = setup();
      // Location contains a chosen state AND qualification contains a chosen qualification (case aside).
      const match = await subscriber(app, {
        state: ['Bihar', 'Uttarakhand'],
        qualification: ['MBBS', 'Diploma'],
      });
      const wrongState = await subscriber(app, { state: ['Kerala'], qualification: ['Diploma'] });
      const wrongQualification = await subscriber(app, { state: ['Uttarakhand'], qualification: ['B.Sc'] });
      const job = newJob({
        organisation: 'UKSSSC',
        joblocation: 'Dehradun, UTTARAKHAND',
        qualification: 'ITI, DIPLOMA',
        vacancies: 1,
        lastdate: '2027-02-05',
        weblink: 'sssc.uk.gov.in/recruitment',
      });

      const before = queued.queued;
      const response = await importJobs(app, [job]);
      expect(await response.json()).toEqual({ status: 'success', inserted: 1, skipped: 0, alerts: 2 });
      expect(queued.queued, 'the sender is nudged').toBe(before + 1);

      const messages = await messagesTo(db(), [
        match.email_id,
        match.whats_app,
        wrongState.email_id,
        wrongState.whats_app,
        wrongQualification.email_id,
        wrongQualification.whats_app,
      ]);
      expect(messages.map((m) => [m.kind, m.to])).toEqual([
        ['email', match.email_id],
        ['whatsapp', match.whats_app],
      ]);
      const [email, whatsapp] = messages as [(typeof messages)[0], (typeof messages)[0]];
      expect(email.subject).toBe(`New job alert: ${job.jobstitle}`);
      for (const text of [email.text, email.html!]) {
        for (const part of [
          'UKSSSC',
          job.jobstitle,
          'Dehradun, UTTARAKHAND',
          'ITI, DIPLOMA',
          '1 Post',
          '5 Feb 2027',
          'https://sssc.uk.gov.in/recruitment',
        ]) {
          expect(text).toContain(part);
        }
      }
      const token = tokenIn(email.text);
      expect(email.text).toContain(`${APP_BASE_URL}/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(email.html).toContain(`${APP_BASE_URL}/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(email.headers).toEqual({
        'List-Unsubscribe': `<${APP_BASE_URL}/api/job_alerts/unsubscribe?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(whatsapp.subject).toBeNull();
      expect(whatsapp.text).toContain(`New job alert: ${job.jobstitle}`);
      expect(whatsapp.text).toContain('https://sssc.uk.gov.in/recruitment');
      expect(tokenIn(whatsapp.text)).toBe(token);

      // The same file again, and the same job by another spelling: no job added, nothing sent.
      expect(
        await (
          await importJobs(app, [job, { ...job, weblink: 'https://SSSC.uk.gov.in/recruitment/' }])
        ).json(),
      ).toMatchObject({ inserted: 0, skipped: 2, alerts: 0 });
      expect(await messagesTo(db(), [match.email_id, match.whats_app])).toHaveLength(2);
    });

    it('an "All India" job is open in every state: it alerts subscribers of any state whose qualification matches', async () => {
      const { app } = setup();
      const delhi = await subscriber(app, { state: ['Delhi'], qualification: ['Any Graduate'] });
      const otherQualification = await subscriber(app, { state: ['Delhi'], qualification: ['10th Pass'] });
      await importJobs(app, [newJob({ joblocation: 'All India', qualification: 'Any Graduate' })]);
      expect((await messagesTo(db(), [delhi.email_id, delhi.whats_app])).map((m) => m.kind)).toEqual([
        'email',
        'whatsapp',
      ]);
      expect(await messagesTo(db(), [otherQualification.email_id, otherQualification.whats_app])).toEqual([]);
    });

    it('"Graduate" matches a job for "Any Graduate" (containment, as the jobs page filters)', async () => {
      const { app } = setup();
      const graduate = await subscriber(app, { state: ['Assam'], qualification: ['Graduate'] });
      await importJobs(app, [
        newJob({ joblocation: 'Assam', qualification: 'Any Graduate' }),
        newJob({ joblocation: 'Assam', qualification: '10th Pass' }),
      ]);
      expect((await messagesTo(db(), [graduate.email_id, graduate.whats_app])).map((m) => m.kind)).toEqual([
        'email',
        'whatsapp',
      ]);
    });

    it('an unsubscribed or changed subscription gets no alert for the next job', async () => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      const form = alertForm(userId, { state: ['Punjab'], qualification: ['B.Com'] });
      await subscribe(app, token, form);
      await subscribe(app, token, { ...form, state: ['Haryana'] });
      await importJobs(app, [newJob({ joblocation: 'Punjab', qualification: 'B.Com' })]);
      expect(await messagesTo(db(), [form.email_id, form.whats_app])).toEqual([]);
      await importJobs(app, [newJob({ joblocation: 'Haryana', qualification: 'B.Com' })]);
      const [mail] = await messagesTo(db(), [form.email_id]);
      await post(app, '/api/job_alerts/unsubscribe', JSON.stringify({ token: tokenIn(mail!.text) }), {
        'Content-Type': 'application/json',
      });
      await importJobs(app, [newJob({ joblocation: 'Haryana', qualification: 'B.Com' })]);
      expect(await messagesTo(db(), [form.email_id, form.whats_app])).toHaveLength(2);
    });

    it('delivering a job again (another server, a retry) queues nothing twice', async () => {
      const { app } = setup();
      const form = await subscriber(app, { state: ['Tripura'], qualification: ['B.Ed'] });
      await importJobs(app, [newJob({ joblocation: 'Tripura', qualification: 'B.Ed' })]);
      const [job] = await db().select().from(govtJobs).where(eq(govtJobs.location, 'Tripura'));
      const links = { appBaseUrl: APP_BASE_URL, signingKey: 'k'.repeat(40) };
      expect(await db().transaction((tx) => queueJobAlerts(tx, [job!], new Date(), links))).toBe(0);
      expect(await messagesTo(db(), [form.email_id, form.whats_app])).toHaveLength(2);
      const [subscription] = await db().select().from(jobAlerts).where(eq(jobAlerts.email, form.email_id));
      expect(
        await db()
          .select()
          .from(jobAlertDeliveries)
          .where(eq(jobAlertDeliveries.subscriptionId, subscription!.id)),
      ).toHaveLength(2);
    });

    it('the alert leaves through the outbox: a real e-mail with List-Unsubscribe by SMTP, WhatsApp through its provider', async () => {
      const { app } = setup();
      const form = await subscriber(app, { state: ['Odisha'], qualification: ['Nursing'] });
      const job = newJob({ organisation: 'OSSC', joblocation: 'Odisha', qualification: 'Nursing' });
      await importJobs(app, [job]);
      // Only this test's messages are due.
      await db().update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
      await db()
        .update(outbox)
        .set({ status: 'pending' })
        .where(inArray(outbox.to, [form.email_id, form.whats_app]));

      const smtp = await startSmtpServer();
      const whatsapp: { to: string; text: string }[] = [];
      const logger = recordingLogger();
      const transports = configuredTransports(
        { smtpUrl: smtp.url, mailFrom: 'ParikshaPath <no-reply@parikshapath.in>' },
        logger,
        {
          sendText: async (to, text) => void whatsapp.push({ to, text }),
        },
      );
      try {
        // The app's clock queued them at START: that is when they are due.
        await deliverDueMessages({ db: db(), transports, logger, clock: testClock() });
        await waitFor(() => smtp.received.length === 1);
        const [mail] = smtp.received;
        expect(mail!.to).toEqual([form.email_id]);
        expect(mail!.raw).toMatch(new RegExp(`^Subject: New job alert: ${job.jobstitle}`, 'm'));
        const headers = mail!.raw.replace(/\r?\n[ \t]+/g, ' '); // unfolded
        expect(headers).toMatch(
          /^List-Unsubscribe: <https:\/\/exams\.example\.in\/api\/job_alerts\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>/m,
        );
        expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
        expect(mail!.decoded).toContain('OSSC');
        expect(whatsapp).toEqual([{ to: form.whats_app, text: expect.stringContaining(job.jobstitle) }]);
        expect(logger.lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
      } finally {
        await smtp.close();
      }
    });
  });
});

const postgres = inject('postgres');

describe.skipIf(postgres === null)('on PostgreSQL with several server copies', () => {
  let first: Database;
  let second: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await createPostgresDatabase(postgres!);
    drop = created.drop;
    first = await openPostgres(created.url, recordingLogger());
    await seedDatabase(first.db);
    second = await openPostgres(created.url, recordingLogger());
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('the same file imported on two servers at once: each job added once, each alert sent once', async () => {
    const one = alertsApp(first.db);
    const two = alertsApp(second.db);
    const { userId, token } = await newUser(one.app);
    const form = alertForm(userId, { state: ['Manipur'], qualification: ['10th Pass'] });
    await subscribe(one.app, token, form);
    const jobs = Array.from({ length: 20 }, () =>
      newJob({ joblocation: 'Manipur', qualification: '10th Pass' }),
    );

    const answers = await Promise.all([
      importJobs(one.app, jobs),
      importJobs(two.app, jobs),
      importJobs(one.app, jobs),
      importJobs(two.app, jobs),
    ]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as {
      inserted: number;
      skipped: number;
      alerts: number;
    }[];
    expect(bodies.reduce((sum, b) => sum + b.inserted, 0)).toBe(20);
    expect(bodies.reduce((sum, b) => sum + b.skipped, 0)).toBe(60);
    expect(bodies.reduce((sum, b) => sum + b.alerts, 0)).toBe(40);
    expect(await messagesTo(first.db, [form.email_id])).toHaveLength(20);
    expect(await messagesTo(first.db, [form.whats_app])).toHaveLength(20);
  });

  it('one job delivered by two servers at the same moment: one e-mail and one WhatsApp message', async () => {
    const app = alertsApp(first.db).app;
    const { userId, token } = await newUser(app);
    const form = alertForm(userId, { state: ['Mizoram'], qualification: ['CA'] });
    await subscribe(app, token, form);
    // The job exists, its alerts not yet queued (as if a server died before delivering).
    const [job] = await first.db
      .insert(govtJobs)
      .values({
        organisation: 'MPSC',
        title: 'Accounts Officer',
        location: 'Mizoram',
        qualification: 'CA',
        vacancies: 3,
        lastDate: '2027-05-01',
        weblink: 'mpsc.mizoram.gov.in',
      })
      .returning();
    expect(job!.id).toBeGreaterThanOrEqual(IMPORTED_IDS_FROM);
    const links = { appBaseUrl: APP_BASE_URL, signingKey: 'k'.repeat(40) };
    const deliver = (db: Database['db']) =>
      db.transaction(async (tx) => {
        const queued = await queueJobAlerts(tx, [job!], new Date(), links);
        await new Promise((resolve) => setTimeout(resolve, 50)); // hold the transaction open
        return queued;
      });
    const counts = await Promise.all([
      deliver(first.db),
      deliver(second.db),
      deliver(first.db),
      deliver(second.db),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await messagesTo(first.db, [form.email_id, form.whats_app])).map((m) => m.kind).sort()).toEqual([
      'email',
      'whatsapp',
    ]);
    expect(
      await first.db
        .select({ n: count() })
        .from(jobAlertDeliveries)
        .where(gte(jobAlertDeliveries.jobId, job!.id)),
    ).toEqual([{ n: 2 }]);
  });
});
