import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIST_CHANNEL } from '../../server/catalogues/list-cache';
import { loadConfig } from '../../server/config';
import { openPostgres, type Database } from '../../server/db/open';
import { questions, quizAttempts } from '../../server/db/schema';
import type { OutgoingMessage, Transports } from '../../server/mail/transports';
import { startServer, type RunningServer } from '../../server/start';
import { NO_LIMITS, signupFields } from './support/accounts';
import { createPostgresDatabase } from './support/databases';
import { ADMIN_TOKEN, alertForm, newJob } from './support/job-alerts';
import { recordingLogger } from './support/logger';
import { waitFor } from './support/smtp';

// Issue 20: two copies of the whole server (startServer, real HTTP) on one PostgreSQL. A quiz drawn
// on one copy is scored by the other; an import's alert goes out once; and what a copy keeps in
// memory follows a change made on the other: a logout (sessions are not kept in memory with
// PostgreSQL: refused at once), another copy's seed (the question bank, through NOTIFY).

const postgres = inject('postgres');

describe.skipIf(postgres === null)('two server copies on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let direct: Database;
  let dataDir: string;
  const copies: RunningServer[] = [];
  const sent: OutgoingMessage[] = [];
  const recording: Transports = {
    email: { send: async (message) => void sent.push(message) },
    whatsapp: { send: async (message) => void sent.push(message) },
  };

  beforeAll(async () => {
    const created = await createPostgresDatabase(postgres!);
    drop = created.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'examprep-copies-'));
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      port: 0,
      databaseUrl: created.url,
      dataDir,
      distDir: join(dataDir, 'no-dist'),
      adminToken: ADMIN_TOKEN,
      alertsSigningSecret: 's'.repeat(40),
      rateLimits: NO_LIMITS,
    };
    // One after the other, as a deployment rolls: the second start's seed is the first's NOTIFY.
    for (let i = 0; i < 2; i += 1) {
      const copy = await startServer({
        config,
        logger: recordingLogger(),
        transports: recording,
        outboxIntervalMs: 100,
      });
      copies.push(copy);
      await copy.ready;
    }
    direct = await openPostgres(created.url, recordingLogger());
  }, 120_000);

  afterAll(async () => {
    for (const copy of copies) await copy.close();
    await direct?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const [a, b] = [0, 1].map((i) => ({
    call: (path: string, init: RequestInit & { cookie?: string } = {}) =>
      fetch(`${copies[i]!.url}${path}`, {
        ...init,
        headers: {
          'Sec-Fetch-Site': 'same-origin',
          ...(init.cookie ? { Cookie: init.cookie } : {}),
          ...(init.headers as Record<string, string>),
        },
      }),
  })) as [Copy, Copy];
  type Copy = { call(path: string, init?: RequestInit & { cookie?: string }): Promise<Response> };
  /** A JSON POST to one copy, as a candidate (their cookie) or with other headers (the admin's token). */
  const postJson = (
    on: Copy,
    path: string,
    body: unknown,
    init: { cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    on.call(path, {
      method: 'POST',
      ...(init.cookie !== undefined && { cookie: init.cookie }),
      headers: { ...init.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function signUp(on: Copy) {
    const response = await on.call('/api/signup_api', {
      method: 'POST',
      body: new URLSearchParams(signupFields()),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    return { cookie, userId: ((await response.json()) as { data: { user_id: number } }).data.user_id };
  }

  it('a quiz drawn on one copy is scored by the other', async () => {
    const who = await signUp(a);
    const historyOnA = async () => {
      const listed = await a.call('/api/historyexam', {
        method: 'POST',
        cookie: who.cookie,
        body: new URLSearchParams({ user_id: String(who.userId) }),
      });
      return ((await listed.json()) as { data: unknown[] }).data;
    };
    expect(await historyOnA()).toEqual([]);
    const drawn = await a.call('/api/aptitude/percentage/level1', { cookie: who.cookie });
    expect(drawn.status).toBe(200);
    const quiz = ((await drawn.json()) as { data: { id: number; subject_name: string; label: string }[] })
      .data;
    const bank = await direct.db
      .select({ id: questions.id, answer: questions.answer })
      .from(questions)
      .where(
        inArray(
          questions.id,
          quiz.map((q) => q.id),
        ),
      );
    const answerOf = new Map(bank.map((q) => [q.id, q.answer]));
    const payload = {
      subject_id: quiz[0]!.subject_name,
      question_id: quiz.map((q) => q.id),
      right_answer: quiz.map((q) => answerOf.get(q.id)!),
      level: quiz[0]!.label,
      total_question: quiz.length,
      user_id: who.userId,
      attempt_id: '1795306719690',
      attempt_time: new Date().toISOString(),
    };
    const scored = await postJson(b, '/api/reasoning/result', payload, { cookie: who.cookie });
    expect(scored.status).toBe(200);
    expect(await scored.json()).toMatchObject({ correct_answer: 25, wrong_answer: 0 });
    const stored = await direct.db.select().from(quizAttempts).where(eq(quizAttempts.userId, who.userId));
    expect(stored).toHaveLength(1);
    // And the history on the first copy shows it at once (not kept in memory with PostgreSQL).
    expect(await historyOnA()).toHaveLength(1);
  });

  it('a logout on one copy ends the session on the other at once', async () => {
    const who = await signUp(a);
    expect((await b.call('/api/session', { cookie: who.cookie })).status).toBe(200);
    expect((await a.call('/api/logout', { method: 'POST', cookie: who.cookie })).status).toBe(200);
    expect((await b.call('/api/session', { cookie: who.cookie })).status).toBe(401);
  });

  it("an import on one copy: each subscriber's alert goes out once, whichever copy sends it", async () => {
    const who = await signUp(b);
    const form = alertForm(who.userId, { state: ['Tripura'], qualification: ['10th Pass'] });
    const subscribed = await postJson(b, '/api/job_alerts', form, { cookie: who.cookie });
    expect(subscribed.status).toBe(200);
    const job = newJob({ joblocation: 'Tripura', qualification: '10th Pass' });
    const imported = await postJson(
      a,
      '/api/admin/jobs',
      { jobs: [job] },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(await imported.json()).toMatchObject({ inserted: 1, alerts: 2 });
    const toThem = () => sent.filter((m) => m.to === form.email_id || m.to === form.whats_app);
    await waitFor(() => toThem().length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500)); // both senders have had their turn
    expect(
      toThem()
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['email', 'whatsapp']);
    // The other copy's job list shows it without a restart (NOTIFY).
    await waitFor(async () => {
      const listed = (await (await b.call('/api/govt_jobs')).json()) as { data: { jobstitle: string }[] };
      return listed.data.some((j) => j.jobstitle === job.jobstitle);
    });
  });

  it("another copy's seed reaches the question bank each copy keeps in memory", async () => {
    const who = await signUp(b);
    const path = '/api/reasoning/series/level3';
    expect((await b.call(path, { cookie: who.cookie })).status).toBe(200); // now in b's memory
    const topicLevel = and(
      eq(questions.category, 'reasoning'),
      eq(questions.topic, 'series'),
      eq(questions.level, 3),
    );
    // What a newer copy's seed does when a topic-level's file is emptied: retire, then tell the others.
    await direct.db.update(questions).set({ active: false }).where(topicLevel);
    try {
      await direct.db.execute(sql`select pg_notify(${LIST_CHANNEL}, '')`);
      await waitFor(async () => (await b.call(path, { cookie: who.cookie })).status === 404);
    } finally {
      await direct.db.update(questions).set({ active: true }).where(topicLevel);
    }
  });
});
