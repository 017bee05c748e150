import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/open';
import { outbox } from '../../../server/db/schema';
import { accountsApp, postJson, uniqueEmail, withSession, type TestApp } from './accounts';

/** Helpers for the job-alert tests: subscriptions, admin imports and the alert messages they queue. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdefghijklmnop';
export const ALERTS_PATH = '/api/job_alerts';
export const UNSUBSCRIBE_PATH = '/api/job_alerts/unsubscribe';
export const ADMIN_JOBS = '/api/admin/jobs';

export function alertsApp(db: AppDatabase, options: Parameters<typeof accountsApp>[1] = {}) {
  return accountsApp(db, { ...options, config: { adminToken: ADMIN_TOKEN, ...options.config } });
}

let phones = 0;
/** A WhatsApp number no other subscription of this run has (10 digits, starting with 9). */
export function uniquePhone(): string {
  phones += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(6, '0')}`;
}

export function alertForm(userId: number | string, overrides: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    email_id: uniqueEmail('alerts'),
    whats_app: uniquePhone(),
    state: ['Delhi'],
    qualification: ['12th Pass'],
    ...overrides,
  };
}

export async function subscribe(
  app: TestApp,
  sessionToken: string | undefined,
  body: unknown,
): Promise<Response> {
  return postJson(app, ALERTS_PATH, body, sessionToken ? withSession(sessionToken) : {});
}

export async function mySubscription(app: TestApp, sessionToken: string | undefined): Promise<Response> {
  return app.request(`http://localhost${ALERTS_PATH}`, {
    headers: sessionToken ? withSession(sessionToken) : {},
  });
}

/** DELETE /api/job_alerts: the modal's Unsubscribe. */
export async function cancelMySubscription(
  app: TestApp,
  sessionToken: string | undefined,
): Promise<Response> {
  return app.request(`http://localhost${ALERTS_PATH}`, {
    method: 'DELETE',
    headers: sessionToken ? withSession(sessionToken) : {},
  });
}

/** As the client reads it (spec §7): the text, then parsed. */
export async function readAnswer(response: Response): Promise<{ status: string; message?: string }> {
  return JSON.parse(await response.text()) as { status: string; message?: string };
}

let serial = 0;
/** A job no other test has imported (its title is unique). */
export function newJob(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    organisation: 'Delhi Subordinate Services Selection Board',
    jobstitle: `Junior Assistant ${process.pid}-${Date.now().toString(36)}-${serial}`,
    joblocation: 'Delhi',
    qualification: '12th Pass',
    vacancies: 120,
    lastdate: '2027-01-31',
    weblink: 'dsssb.delhi.gov.in',
    ...overrides,
  };
}

export function importJobs(app: TestApp, jobs: unknown[], token: string | null = ADMIN_TOKEN) {
  return postJson(app, ADMIN_JOBS, { jobs }, token === null ? {} : { Authorization: `Bearer ${token}` });
}

/** Outbox rows addressed to any of `to`, oldest first. */
export async function messagesTo(db: AppDatabase, to: readonly string[]) {
  if (to.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.to, [...to]))
    .orderBy(outbox.id);
}

export async function emailsTo(db: AppDatabase, email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
}

/** The unsubscribe token in an alert's text. */
export function tokenIn(text: string): string {
  const match = /\/unsubscribe\?token=([^\s&"<]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return decodeURIComponent(match[1]!);
}
