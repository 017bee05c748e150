import { expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { jsonLogger, type Logger } from '../../server/logger';
import { logTransport } from '../../server/mail/transports';
import { NO_LIMITS, login, signup, signupFields } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { ADMIN_TOKEN, importJobs, newJob } from './support/job-alerts';

// Issue 20 item 3: the server's log is JSON (pino), one object per line, with the request id of the
// request a line was written for (also sent as X-Request-Id); and no password, token or full e-mail
// address ever reaches it.

function capturingLogger(): Logger & {
  readonly lines: () => Record<string, unknown>[];
  readonly text: () => string;
} {
  const chunks: string[] = [];
  const logger = jsonLogger({ write: (chunk: string) => void chunks.push(chunk) });
  return {
    ...logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

forEachDatabase((database) => {
  const setup = () => {
    const logger = capturingLogger();
    const app = createApp({
      db: database().db,
      config: { distDir: '/nonexistent', trustProxy: false, adminToken: ADMIN_TOKEN, rateLimits: NO_LIMITS },
      logger,
    });
    return { app, logger };
  };

  it('every answer has an X-Request-Id; a line logged for a request carries the same id', async () => {
    const { app, logger } = setup();
    const ids = new Set<string>();
    for (const path of ['/healthz', '/api/states', '/api/no-such-thing']) {
      const id = (await app.request(path)).headers.get('X-Request-Id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(3);
    // A proxy's own id is kept, so its log and ours can be joined.
    const kept = await app.request('/api/states', { headers: { 'X-Request-Id': 'edge-7f3a9c21' } });
    expect(kept.headers.get('X-Request-Id')).toBe('edge-7f3a9c21');

    const response = await importJobs(app, [newJob()], ADMIN_TOKEN);
    expect(response.status).toBe(200);
    const line = logger.lines().find((entry) => String(entry.msg).startsWith('Jobs imported'));
    expect(line).toMatchObject({ level: 'info', req: response.headers.get('X-Request-Id') });
    expect(typeof line!.time).toBe('string');
  });

  it('no password, token or full e-mail address reaches the log', async () => {
    const { app, logger } = setup();
    const fields = signupFields({ password: 'my-secret-password-42' });
    expect((await signup(app, fields)).status).toBe(200);
    expect((await login(app, fields.email!, 'wrong-password-77')).status).toBe(401);
    // An e-mail written to the log (no SMTP_URL): its address and its link's token are masked.
    await logTransport(logger, 'SMTP_URL is not set').send({
      kind: 'email',
      to: fields.email!,
      subject: 'Reset your ParikshaPath password',
      text: 'Open https://exams.example.in/reset-password?token=Zm9vYmFyYmF6cXV4cXV1eA to choose a new one.',
    } as Parameters<ReturnType<typeof logTransport>['send']>[0]);
    // An error whose text names the address and carries a hash and a bearer token.
    logger.error(
      `Could not notify ${fields.email!}`,
      new Error(`Authorization: Bearer ${ADMIN_TOKEN}; hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA`),
    );

    const text = logger.text();
    for (const secret of [
      fields.email!,
      'my-secret-password-42',
      'wrong-password-77',
      'Zm9vYmFyYmF6cXV4cXV1eA',
      ADMIN_TOKEN,
      'c2FsdA$aGFzaA',
    ]) {
      expect(text).not.toContain(secret);
    }
    const [local, domain] = fields.email!.split('@');
    expect(text).toContain(`${local![0]}***@${domain}`);
    expect(text).toContain('token=***');
    for (const line of logger.lines()) expect(['info', 'error']).toContain(line.level);
  });
});
