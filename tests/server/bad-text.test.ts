import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../contract/errors';
import { govtJobs, jobAlerts, users } from '../../server/db/schema';
import {
  formBody,
  multipartBody,
  newUser,
  post,
  signup,
  signupFields,
  uniqueEmail,
  withSession,
} from './support/accounts';
import { forEachDatabase } from './support/databases';
import { ADMIN_JOBS, ADMIN_TOKEN, ALERTS_PATH, alertForm, alertsApp, newJob } from './support/job-alerts';

// Issue 20's probe: a NUL byte in a text field was a 500 (PostgreSQL 22021) on both databases. Every
// text that PostgreSQL cannot store, or that no person types (NUL, bytes that are not UTF-8, half of a
// surrogate pair), is now a 400 that names the field, in the route's own answer shape, and nothing is
// written. And the e-mail check refuses what the probe got through.

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
/** `%FF` in a form body, or a raw 0xFF byte in a JSON body: not UTF-8. */
const NOT_UTF8 = new Uint8Array([0xff, 0xfe]);

function concat(...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const bytes = parts.map((part) => (typeof part === 'string' ? new TextEncoder().encode(part) : part));
  const out = new Uint8Array(bytes.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of bytes) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `text` with NOT_UTF8 inserted after the first `after`. */
function withBytesAt(text: string, after: string): (string | Uint8Array)[] {
  const at = text.indexOf(after) + after.length;
  return [text.slice(0, at), NOT_UTF8, text.slice(at)];
}

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = () => alertsApp(db());
  const usersWith = async (email: string) =>
    (await db().select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

  it('signup: a NUL, a lone surrogate or invalid UTF-8 in any field is a 400 naming it; no account', async () => {
    const { app, logger } = setup();
    for (const field of ['name', 'email', 'password', 'phone', 'state', 'qualification']) {
      for (const bad of [NUL, LONE_SURROGATE]) {
        const fields = signupFields();
        const email = fields.email!;
        fields[field] = `${fields[field]}${bad}`;
        const response = await signup(app, fields);
        expect(response.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(await response.json()).toEqual({ status: false, message: HTTP_MESSAGES.badCharacters(field) });
        expect(await usersWith(email)).toBe(0);
      }
    }
    // Bytes that are not UTF-8, percent-encoded as a browser would send them.
    const fields = signupFields();
    const raw = `${formBody({ ...fields, name: 'x' })
      .toString()
      .replace('name=x', 'name=Asha%FF%FE')}`;
    const response = await post(app, '/api/signup_api', raw, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: HTTP_MESSAGES.badCharacters('name') });
    // …and raw in a multipart body.
    const multipart = await post(
      app,
      '/api/signup_api',
      new Blob([
        concat('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha', NOT_UTF8, '\r\n--b--\r\n'),
      ]),
      { 'Content-Type': 'multipart/form-data; boundary=b' },
    );
    expect(multipart.status).toBe(400);
    expect(await multipart.json()).toEqual({ status: false, message: HTTP_MESSAGES.badCharacters('name') });
    expect(logger.lines).toEqual([]); // the client's mistake: nothing logged, no 500
  });

  it('login and forgot-password: 400 naming the field, in their own shapes', async () => {
    const { app } = setup();
    const login = await post(app, '/api/login_api', multipartBody({ email: `a${NUL}@b.in`, password: 'x' }));
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ status: false, message: HTTP_MESSAGES.badCharacters('email') });
    const forgot = await post(app, '/api/forgotpassword', multipartBody({ emailid: `a${NUL}@b.in` }));
    expect(forgot.status).toBe(400);
    expect(await forgot.json()).toEqual({ status: 'false', msg: HTTP_MESSAGES.badCharacters('emailid') });
  });

  it('job alerts: 400 naming the field for a NUL, a lone surrogate (JSON \\ud800) or raw non-UTF-8 bytes', async () => {
    const { app } = setup();
    const { userId, token } = await newUser(app);
    const headers = withSession(token, { 'Content-Type': 'application/json' });
    const subscriptions = async () =>
      (await db().select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId)))[0]!.n;

    const cases: [string, BodyInit][] = [
      ['email_id', JSON.stringify(alertForm(userId, { email_id: `a${NUL}@example.in` }))],
      ['whats_app', JSON.stringify(alertForm(userId, { whats_app: `98765${NUL}43210` }))],
      // JSON.stringify would keep a lone surrogate escaped as \ud800: that is what a client sends.
      ['qualification', JSON.stringify(alertForm(userId, { qualification: ['12th Pass', LONE_SURROGATE] }))],
      ['state', new Blob([concat(...withBytesAt(JSON.stringify(alertForm(userId)), '"Del'))])],
    ];
    for (const [field, body] of cases) {
      const response = await post(app, ALERTS_PATH, body, headers);
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', message: HTTP_MESSAGES.badCharacters(field) });
    }
    expect(await subscriptions()).toBe(0);
  });

  it('admin job rows: 400 naming the row and field, nothing imported', async () => {
    const { app } = setup();
    const job = newJob({ organisation: `SSC${NUL}` });
    const response = await post(app, ADMIN_JOBS, JSON.stringify({ jobs: [newJob(), job] }), {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: HTTP_MESSAGES.badCharacters('jobs.1.organisation'),
    });
    const rows = await db().select({ n: count() }).from(govtJobs).where(eq(govtJobs.title, job.jobstitle));
    expect(rows[0]!.n).toBe(0);
  });

  it('signup refuses the e-mail address the probe got through, and still takes ordinary ones', async () => {
    const { app } = setup();
    const probe = `sq1@example.com)'.,"(.,(.`;
    const refused = await signup(app, signupFields({ email: probe }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: false, message: 'Invalid email.' });
    expect(await usersWith(probe)).toBe(0);
    for (const email of [uniqueEmail("o'brien+exams"), `asha.${Date.now()}@mail.gov.in`]) {
      expect((await signup(app, signupFields({ email }))).status, email).toBe(200);
    }
  });
});
