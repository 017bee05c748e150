import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { SIGNUP_FIELDS, SIGNUP_MESSAGES, SignupResponse } from '../../contract/accounts';
import { sessions, users } from '../../server/db/schema';
import {
  accountsApp,
  formBody,
  getSession,
  multipartBody,
  post,
  sessionSetCookie,
  sessionToken,
  signup,
  signupFields,
  uniqueEmail,
  sessionsAsStarted,
} from './support/accounts';
import { forEachDatabase } from './support/databases';

// POST /api/signup_api (form-encoded): spec §5's rules and messages, one account per address whatever
// its case, an argon2id hash, and a session opened at once (design §5).

forEachDatabase((database) => {
  const setup = () => accountsApp(database().db, { sessions: sessionsAsStarted(database().kind) });
  const userCount = async () => (await database().db.select({ n: count() }).from(users))[0]!.n;

  it('creates the account, answers the client its user record, and opens a session', async () => {
    const { app } = setup();
    const fields = signupFields({
      name: '  Asha  Verma ',
      email: uniqueEmail('Asha.Verma').replace('asha', 'ASHA'),
    });
    const response = await signup(app, fields);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(v.is(SignupResponse, body)).toBe(true);
    const [row] = await database()
      .db.select()
      .from(users)
      .where(eq(users.email, fields.email!.toLowerCase()));
    expect(row).toBeDefined();
    expect(body).toEqual({
      status: true,
      message: 'Signup successful!',
      data: {
        user_id: row!.id,
        firstname: 'Asha  Verma',
        email: fields.email!.toLowerCase(),
        phone: '9876543210',
      },
    });
    expect(row).toMatchObject({
      name: 'Asha  Verma',
      phone: '9876543210',
      state: 'Delhi',
      qualification: 'Graduate',
    });

    const token = sessionToken(response);
    const session = await getSession(app, token);
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ status: 'success', data: body.data });
  });

  it('stores an argon2id hash of the password, never the password itself', async () => {
    const { app } = setup();
    const fields = signupFields({ password: 'my secret pass' });
    expect((await signup(app, fields)).status).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.email, fields.email!));
    expect(row!.passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    );
    expect(JSON.stringify(row)).not.toContain('my secret pass');
    // The same password twice gives two hashes (a random salt each).
    const other = signupFields({ password: 'my secret pass' });
    await signup(app, other);
    const [second] = await database().db.select().from(users).where(eq(users.email, other.email!));
    expect(second!.passwordHash).not.toBe(row!.passwordHash);
  });

  it('refuses an address already registered in another case: 409, nothing written', async () => {
    const { app } = setup();
    const fields = signupFields({ email: uniqueEmail('ravi') });
    expect((await signup(app, fields)).status).toBe(200);
    const before = await userCount();
    const again = await signup(app, { ...signupFields(), email: `  ${fields.email!.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      status: false,
      message: 'An account with this email already exists. Please log in.',
    });
    expect(sessionSetCookie(again)).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('two signups racing with one address: one account, one 409', async () => {
    const { app } = setup();
    const email = uniqueEmail('race');
    const responses = await Promise.all([
      signup(app, signupFields({ email })),
      signup(app, signupFields({ email: email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await database().db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(row!.n).toBe(1);
  });

  const invalid: [string, Record<string, string>][] = [
    ['name', { name: '   ' }],
    ['email', { email: 'asha.example.com' }],
    ['email', { email: 'asha@example' }],
    ['email', { email: 'as ha@example.com' }],
    ['password', { password: '12345' }],
    ['phone', { phone: '98765' }],
    ['phone', { phone: '98765432101' }],
    ['phone', { phone: '98765-4321' }],
    ['state', { state: 'Atlantis' }],
    ['state', { state: 'delhi' }],
    ['qualification', { qualification: ' ' }],
    ['qualification', { qualification: 'Wizardry' }],
  ];
  it.each(invalid)('a bad %s → 400 with the message of spec §5, nothing written (%o)', async (field, bad) => {
    const { app } = setup();
    const before = await userCount();
    const response = await signup(app, signupFields(bad));
    expect(response.status).toBe(400);
    const message = SIGNUP_MESSAGES[field as keyof typeof SIGNUP_MESSAGES];
    expect(await response.json()).toEqual({ status: false, message, errors: { [field]: message } });
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('an empty form lists every field, and its message is the first field’s', async () => {
    const { app } = setup();
    const response = await post(app, '/api/signup_api', formBody({}), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: false,
      message: SIGNUP_MESSAGES.name,
      errors: SIGNUP_MESSAGES,
    });
  });

  it('several bad fields: all listed, the message is the first in form order', async () => {
    const { app } = setup();
    const response = await signup(app, signupFields({ phone: '1', state: '', email: 'x' }));
    expect(await response.json()).toEqual({
      status: false,
      message: SIGNUP_MESSAGES.email,
      errors: { email: SIGNUP_MESSAGES.email, phone: SIGNUP_MESSAGES.phone, state: SIGNUP_MESSAGES.state },
    });
  });

  it('accepts the same form sent as multipart (both are forms to the server)', async () => {
    const { app } = setup();
    const response = await post(app, '/api/signup_api', multipartBody(signupFields()));
    expect(response.status).toBe(200);
  });

  it.each([
    ['JSON instead of a form', JSON.stringify(signupFields()), 'application/json'],
    ['garbage multipart', '--xyz\r\nnot a part\r\n', 'multipart/form-data; boundary=abc'],
    ['multipart without a boundary', 'name=x', 'multipart/form-data'],
    ['no content type', 'name=x&email=y', ''],
    ['binary junk', '\u0000\u0001\u0002\uffff', 'application/x-www-form-urlencoded'],
  ])('%s → 400, never 5xx', async (_label, body, type) => {
    const { app } = setup();
    const response = await post(app, '/api/signup_api', body, type ? { 'Content-Type': type } : {});
    expect(response.status).toBe(400);
    const json = (await response.json()) as { status: boolean; errors: Record<string, string> };
    expect(json.status).toBe(false);
    expect(Object.keys(json.errors)).toEqual([...SIGNUP_FIELDS]);
  });

  it('a file where text was expected counts as missing', async () => {
    const { app } = setup();
    const form = multipartBody(signupFields());
    form.set('name', new Blob(['Asha']), 'name.txt');
    const response = await post(app, '/api/signup_api', form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toEqual({ name: SIGNUP_MESSAGES.name });
  });

  it('huge values → 400 quickly (the e-mail pattern never runs on them), never stored', async () => {
    const { app } = setup();
    const before = await userCount();
    const name = await signup(app, signupFields({ name: 'A'.repeat(101) }));
    expect(name.status).toBe(400);
    expect(await name.json()).toMatchObject({ message: 'Name must be at most 100 characters.' });

    const started = performance.now();
    // Backtracking bait for /^[^\s@]+@[^\s@]+\.[^\s@]+$/: takes seconds if the pattern ran on it.
    const email = await signup(app, signupFields({ email: `a@${'a.'.repeat(25_000)} ` }));
    expect(email.status).toBe(400);
    expect(await email.json()).toMatchObject({ errors: { email: SIGNUP_MESSAGES.email } });
    expect(performance.now() - started).toBeLessThan(1000);

    const huge = await signup(app, signupFields({ password: 'p'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect(await userCount()).toBe(before);
  });

  it('a name of exactly 100 characters is fine', async () => {
    const { app } = setup();
    expect((await signup(app, signupFields({ name: 'A'.repeat(100) }))).status).toBe(200);
  });

  it('signing up while logged in ends the old session of this browser', async () => {
    const { app } = setup();
    const first = sessionToken(await signup(app, signupFields()));
    const second = await signup(app, signupFields(), { Cookie: `session=${first}` });
    expect(second.status).toBe(200);
    expect((await getSession(app, first)).status).toBe(401);
    expect((await getSession(app, sessionToken(second))).status).toBe(200);
    const [row] = await database().db.select({ n: count() }).from(sessions);
    expect(row!.n).toBeGreaterThan(0);
  });
});
