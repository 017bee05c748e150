import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '../../contract/accounts';
import { loadConfig } from '../../server/config';
import { openPostgres, type Database } from '../../server/db/open';
import { outbox } from '../../server/db/schema';
import {
  claimMessages,
  deliverDueMessages,
  enqueueMessage,
  startOutboxSender,
} from '../../server/mail/outbox';
import {
  configuredTransports,
  type OutgoingMessage,
  type Transport,
  type Transports,
} from '../../server/mail/transports';
import { startServer } from '../../server/start';
import {
  accountsApp,
  MINUTE,
  multipartBody,
  newUser,
  NO_LIMITS,
  post,
  signupFields,
  testClock,
  uniqueEmail,
} from './support/accounts';
import { createPostgresDatabase, forEachDatabase } from './support/databases';
import { recordingLogger } from './support/logger';
import { startSmtpServer, waitFor } from './support/smtp';

// The outbox and its sender: mail leaves in the background, by SMTP or to the log, once, with retries.

const RESET_LINK = /https:\/\/exams\.example\.in\/reset-password\?token=[A-Za-z0-9_-]{43}/;

/** A transport that records what it is given, failing the first `failures` sends. */
function recordingTransport(failures = 0): Transport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  let left = failures;
  return {
    sent,
    async send(message) {
      if (left > 0) {
        left -= 1;
        throw new Error('421 Service not available');
      }
      sent.push(message);
    },
  };
}

function both(transport: Transport): Transports {
  return { email: transport, whatsapp: transport };
}

forEachDatabase((database) => {
  const db = () => database().db;
  const rowOf = async (id: number) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;

  /** Marks every due message of earlier tests sent, so each test sees only its own. */
  async function drainOthers() {
    await db().update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
  }

  it('without SMTP_URL the reset e-mail is written to the server log, in the background', async () => {
    await drainOthers();
    const logger = recordingLogger();
    const clock = testClock();
    const transports = configuredTransports({ smtpUrl: undefined, mailFrom: 'x@y.z' }, logger);
    // Polling a minute apart: only the nudge after the request can deliver it within the test.
    const sender = startOutboxSender({ db: db(), transports, logger, clock, intervalMs: 60_000 });
    try {
      const { app } = accountsApp(db(), { clock, onOutboxQueued: () => sender.nudge() });
      const { fields } = await newUser(app);
      const response = await post(app, '/api/forgotpassword', multipartBody({ emailid: fields.email! }));
      expect(await response.json()).toEqual({ status: 'true', msg: FORGOT_PASSWORD_SENT });
      await waitFor(() => logger.lines.some((line) => line.includes(fields.email!)));
      const line = logger.lines.find((l) => l.includes(fields.email!))!;
      expect(line).toContain(`E-mail not sent (SMTP_URL is not set). To: ${fields.email}`);
      expect(line).toContain('Subject: Reset your ParikshaPath password');
      expect(line).toMatch(RESET_LINK);
      expect(line).toContain('expires in 1 hour');
      await sender.idle();
      const [row] = await db().select().from(outbox).where(eq(outbox.to, fields.email!));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await sender.stop();
    }
  });

  it('a REAL e-mail through SMTP, its link from APP_BASE_URL though the Host header said evil.example', async () => {
    await drainOthers();
    const smtp = await startSmtpServer();
    const logger = recordingLogger();
    const clock = testClock();
    const transports = configuredTransports(
      { smtpUrl: smtp.url, mailFrom: 'ParikshaPath <no-reply@parikshapath.in>' },
      logger,
    );
    const sender = startOutboxSender({ db: db(), transports, logger, clock, intervalMs: 50 });
    try {
      const { app } = accountsApp(db(), { clock });
      const { fields } = await newUser(app, { name: 'Kavya Nair' });
      const response = await app.request('http://evil.example/api/forgotpassword', {
        method: 'POST',
        body: multipartBody({ emailid: fields.email! }),
        headers: { Host: 'evil.example' },
      });
      expect(response.status).toBe(200);
      await waitFor(() => smtp.received.length > 0);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@parikshapath.in');
      expect(mail!.to).toEqual([fields.email]);
      expect(mail!.raw).toMatch(/^From: ParikshaPath <no-reply@parikshapath\.in>$/m);
      expect(mail!.raw).toMatch(/^Subject: Reset your ParikshaPath password$/m);
      expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(mail!.decoded).toContain('Hello Kavya Nair,');
      expect(mail!.decoded).toMatch(RESET_LINK);
      expect(mail!.decoded).toContain('expires in 1 hour');
      expect(mail!.decoded).not.toContain('evil.example');
      await sender.idle();
      expect(smtp.received).toHaveLength(1);
      expect(logger.lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('a failed send is retried with growing delays, then sent once', async () => {
    await drainOthers();
    const clock = testClock();
    const logger = recordingLogger();
    const transport = recordingTransport(2);
    const options = { db: db(), transports: both(transport), logger, clock };
    const id = await enqueueMessage(
      db(),
      { kind: 'email', to: 'retry@example.com', subject: 'Hi', text: 'Hello' },
      clock(),
    );

    expect(await deliverDueMessages(options)).toBe(1);
    let row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '421 Service not available',
      lockedUntil: null,
    });
    expect(row.nextAttemptAt.getTime() - clock().getTime()).toBe(30_000);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^ERROR Outbox: email \d+ to retry@example.com failed \(attempt 1\)/),
    ]);

    expect(await deliverDueMessages(options)).toBe(0); // not due yet
    clock.advance(30_000);
    expect(await deliverDueMessages(options)).toBe(1);
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.nextAttemptAt.getTime() - clock().getTime()).toBe(2 * MINUTE);

    clock.advance(2 * MINUTE);
    expect(await deliverDueMessages(options)).toBe(1);
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent.map((m) => m.id)).toEqual([id]);
    clock.advance(60 * MINUTE);
    expect(await deliverDueMessages(options)).toBe(0);
  });

  it('gives up after the last retry: status failed, with the error kept and logged', async () => {
    await drainOthers();
    const clock = testClock();
    const logger = recordingLogger();
    const options = {
      db: db(),
      transports: both(recordingTransport(99)),
      logger,
      clock,
      retryDelaysMs: [1000],
    };
    const id = await enqueueMessage(
      db(),
      { kind: 'email', to: 'dead@example.com', subject: 'Hi', text: 'Hello' },
      clock(),
    );
    await deliverDueMessages(options);
    clock.advance(1000);
    await deliverDueMessages(options);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: '421 Service not available',
    });
    expect(logger.lines.at(-1)).toMatch(/attempt 2, giving up/);
    clock.advance(60 * MINUTE);
    expect(await deliverDueMessages(options)).toBe(0);
  });

  it('a message left "sending" by a server that died is claimed again after its lease, not before', async () => {
    await drainOthers();
    const clock = testClock();
    const id = await enqueueMessage(
      db(),
      { kind: 'email', to: 'lease@example.com', subject: 'Hi', text: 'Hello' },
      clock(),
    );
    expect((await claimMessages(db(), clock(), { leaseMs: 5 * MINUTE })).map((m) => m.id)).toEqual([id]);
    // …and that server is gone.
    clock.advance(4 * MINUTE);
    expect(await claimMessages(db(), clock())).toEqual([]);
    clock.advance(MINUTE);
    const again = await claimMessages(db(), clock());
    expect(again.map((m) => [m.id, m.attempts])).toEqual([[id, 2]]);
  });

  it('WhatsApp messages go through the same outbox to their own transport', async () => {
    await drainOthers();
    const clock = testClock();
    const logger = recordingLogger();
    const email = recordingTransport();
    const transports = {
      email,
      whatsapp: configuredTransports({ smtpUrl: undefined, mailFrom: 'x' }, logger).whatsapp,
    };
    const id = await enqueueMessage(
      db(),
      { kind: 'whatsapp', to: '9876543210', text: 'New job: SSC CGL' },
      clock(),
    );
    await deliverDueMessages({ db: db(), transports, logger, clock });
    expect(email.sent).toEqual([]);
    expect(logger.lines).toEqual([
      'WhatsApp message not sent (no WhatsApp provider is configured). To: 9876543210\n\nNew job: SSC CGL',
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', kind: 'whatsapp', subject: null });
  });

  it('the sender polls on its own, and stop() ends the polling', async () => {
    await drainOthers();
    const clock = testClock();
    const transport = recordingTransport();
    const sender = startOutboxSender({
      db: db(),
      transports: both(transport),
      logger: recordingLogger(),
      clock,
      intervalMs: 30,
    });
    await enqueueMessage(
      db(),
      { kind: 'email', to: 'poll@example.com', subject: 'Hi', text: 'one' },
      clock(),
    );
    await waitFor(() => transport.sent.length === 1);
    await sender.stop();
    await enqueueMessage(
      db(),
      { kind: 'email', to: 'poll@example.com', subject: 'Hi', text: 'two' },
      clock(),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transport.sent.map((m) => m.text)).toEqual(['one']);
    sender.nudge();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.sent).toHaveLength(1);
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
    // Two pools on one database: two servers.
    first = await openPostgres(created.url, recordingLogger());
    second = await openPostgres(created.url, recordingLogger());
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('two senders deliver every message exactly once', async () => {
    const clock = testClock();
    const total = 60;
    const now = clock();
    for (let i = 0; i < total; i++) {
      await enqueueMessage(
        first.db,
        { kind: 'email', to: `once${i}@example.com`, subject: 'Hi', text: `message ${i}` },
        now,
      );
    }
    const deliveries: number[] = [];
    const slowTransport: Transport = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        deliveries.push(message.id);
      },
    };
    const run = async (db: Database['db']) => {
      const options = { db, transports: both(slowTransport), logger: recordingLogger(), clock, batchSize: 3 };
      let claimed = 0;
      while ((await deliverDueMessages(options)) > 0) claimed += 1;
      return claimed;
    };
    // Two senders on each server, all at once.
    const rounds = await Promise.all([run(first.db), run(second.db), run(first.db), run(second.db)]);
    expect(deliveries).toHaveLength(total);
    expect(new Set(deliveries).size).toBe(total);
    expect(rounds[0]! + rounds[2]!, 'rounds of the first server').toBeGreaterThan(0);
    expect(rounds[1]! + rounds[3]!, 'rounds of the second server').toBeGreaterThan(0);
    const rows = await first.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('the whole server: signup, forgot password over real HTTP with Host evil.example, a real e-mail, a clean close', async () => {
    const created = await createPostgresDatabase(postgres!);
    const smtp = await startSmtpServer();
    const logger = recordingLogger();
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      port: 0,
      databaseUrl: created.url,
      distDir: '/nonexistent',
      appBaseUrl: 'https://exams.example.in',
      smtpUrl: smtp.url,
      rateLimits: NO_LIMITS,
    };
    const server = await startServer({ config, logger, outboxIntervalMs: 60_000 });
    try {
      await server.ready;
      const fields = signupFields({ email: uniqueEmail('whole') });
      const signedUp = await fetch(`${server.url}/api/signup_api`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      expect(signedUp.status).toBe(200);

      const request = new Request('http://x/', {
        method: 'POST',
        body: multipartBody({ emailid: fields.email! }),
      });
      const body = Buffer.from(await request.arrayBuffer());
      const port = new URL(server.url).port;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/forgotpassword',
            method: 'POST',
            headers: {
              Host: 'evil.example',
              'Content-Type': request.headers.get('Content-Type')!,
              'Content-Length': body.length,
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'true', msg: FORGOT_PASSWORD_SENT });
      // Delivered on the nudge, not by the poll a minute away.
      await waitFor(() => smtp.received.length === 1, 5000);
      expect(smtp.received[0]!.to).toEqual([fields.email]);
      expect(smtp.received[0]!.decoded).toMatch(RESET_LINK);
      expect(smtp.received[0]!.decoded).not.toContain('evil.example');
    } finally {
      await server.close();
      await smtp.close();
      await created.drop();
    }
    expect(logger.lines.filter((line) => line.startsWith('ERROR'))).toEqual([]);
  });
});
