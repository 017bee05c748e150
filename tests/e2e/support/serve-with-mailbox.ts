import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

/**
 * The browser tests' web server: a test SMTP server on 127.0.0.1 that writes every message it receives
 * into E2E_MAILBOX_DIR as JSON (envelope recipients, To, subject, text, html), then the product exactly
 * as `npm start` runs it (scripts/start.ts), sending its mail there and building links from the test
 * address.
 */
const mailbox = process.env.E2E_MAILBOX_DIR;
if (!mailbox) throw new Error('E2E_MAILBOX_DIR is not set (playwright.config.ts sets it)');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
mkdirSync(mailbox, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      const mail = {
        rcptTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        ...parseMail(raw),
        raw,
      };
      received += 1;
      writeFileSync(
        join(mailbox, `${Date.now()}-${process.pid}-${received}.json`),
        JSON.stringify(mail, null, 2),
      );
      callback();
    });
  },
});
await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', () => resolve());
});
console.log(`Test mailbox: SMTP on 127.0.0.1:${smtpPort}, messages in ${mailbox}`);

process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.APP_BASE_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3000}`;
await import('../../../scripts/start');
