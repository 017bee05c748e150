import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A message the test SMTP server received (see serve-with-mailbox.ts). */
export interface ReceivedMail {
  readonly rcptTo: string[];
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

function messagesTo(address: string): ReceivedMail[] {
  const dir = mailboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.rcptTo.includes(address.toLowerCase()));
}

/** Waits for the first e-mail to an address (the outbox sends within a few seconds). */
export async function waitForMail(address: string, timeout = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = messagesTo(address)[0]), { timeout, message: `an e-mail to ${address}` })
    .toBeTruthy();
  return found!;
}

/** Waits for an e-mail to an address whose subject contains `subject` (other tests may mail it too). */
export async function waitForMailAbout(
  address: string,
  subject: string,
  timeout = 30_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = messagesTo(address).find((mail) => mail.subject.includes(subject))), {
      timeout,
      message: `an e-mail to ${address} about ${subject}`,
    })
    .toBeTruthy();
  return found!;
}
