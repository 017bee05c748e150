import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../contract/endpoints';
import { HTTP_MESSAGES } from '../../contract/errors';
import { validateForm, validateJson } from '../../server/http/validate';
import { newUser, post, withSession } from './support/accounts';
import { openPgliteCopy, useDatabase } from './support/databases';
import { ADMIN_JOBS, ADMIN_TOKEN, alertsApp, newJob } from './support/job-alerts';

// The validation middleware (server/http/validate.ts) and the 415 every JSON route gives a body that
// does not say it is JSON. The routes' own messages are asserted in their own test files.

const database = useDatabase(openPgliteCopy);

/** The JSON routes the server serves today (server/README.md lists them). */
const JSON_ROUTES = [
  endpoints.quizResult.path,
  endpoints.resetPasswordCheck.path,
  endpoints.resetPassword.path,
  endpoints.jobAlerts.path,
  endpoints.unsubscribe.path,
  ADMIN_JOBS,
];

/** Every endpoint of the contract whose body is JSON. */
const contractJsonEndpoints = Object.values(endpoints).filter(
  (endpoint): endpoint is Endpoint => typeof endpoint === 'object' && endpoint.encoding === 'json',
);

/** A request as a logged-in client (and the admin CLI) would send it, with this Content-Type. */
async function sendAs(type: string | undefined, method: string, path: string) {
  const { app } = alertsApp(database().db);
  const { userId, token } = await newUser(app);
  const body = JSON.stringify({ user_id: userId, token: 'x', password: 'long-enough', jobs: [newJob()] });
  const headers = withSession(token, {
    ...(type ? { 'Content-Type': type } : {}),
    ...(path === ADMIN_JOBS ? { Authorization: `Bearer ${ADMIN_TOKEN}` } : {}),
  });
  // A Blob without a type, so that fetch adds no Content-Type of its own.
  return app.request(`http://localhost${path}`, { method, body: new Blob([body]), headers });
}

describe('JSON routes refuse other bodies with 415', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['no Content-Type', undefined],
    ['XML', 'application/xml'],
  ])('%s → 415 { status: "error", message }, nothing read', async (_label, type) => {
    for (const path of JSON_ROUTES) {
      const response = await sendAs(type, 'POST', path);
      expect(response.status, path).toBe(415);
      expect(await response.json(), path).toEqual({ status: 'error', message: HTTP_MESSAGES.notJson });
    }
  });

  it('every other JSON endpoint of the contract refuses text/plain too, once the server serves it', async () => {
    const others = contractJsonEndpoints.filter((endpoint) => !JSON_ROUTES.includes(endpoint.path));
    for (const endpoint of others) {
      const response = await sendAs('text/plain', endpoint.method, endpoint.path);
      const body = (await response.json()) as { message: string };
      // 404 Not found: not served yet. Served, it must use validateJson (server/README.md).
      if (response.status === 404) expect(body.message, endpoint.path).toBe(HTTP_MESSAGES.notFound);
      else expect([response.status, body.message], endpoint.path).toEqual([415, HTTP_MESSAGES.notJson]);
    }
  });

  it('JSON with a charset, or a +json type, is JSON', async () => {
    const { app } = alertsApp(database().db);
    for (const type of [
      'application/json; charset=utf-8',
      'application/merge-patch+json',
      'APPLICATION/JSON',
    ]) {
      const response = await post(app, endpoints.resetPasswordCheck.path, '{"token":"x"}', {
        'Content-Type': type,
      });
      expect(response.status, type).toBe(400); // read, and refused for what it says: a bad link
      expect(((await response.json()) as { reason: string }).reason).toBe('invalid');
    }
  });

  it('the one-click unsubscribe form of mail programs still reaches its JSON route', async () => {
    const { app } = alertsApp(database().db);
    const response = await post(
      app,
      `${endpoints.unsubscribe.path}?token=not-a-token`,
      new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    );
    expect(response.status).toBe(400); // read as a form, and refused for the bad token, not for its type
  });
});

describe('validateJson and validateForm', () => {
  const Payload = v.object({
    name: v.pipe(v.string('name must be text'), v.nonEmpty('name is required')),
    count: v.optional(v.number('count must be a number')),
  });

  function testApp() {
    return new Hono()
      .post('/json', validateJson(Payload, { notAnObject: 'Send a JSON object.' }), (c) =>
        c.json({ got: c.req.valid('json') }),
      )
      .post(
        '/shaped',
        validateJson(Payload, {
          notAnObject: 'Send a JSON object.',
          refuse: (c, message) => c.json({ status: false, message }, 422),
        }),
        (c) => c.json({ got: c.req.valid('json') }),
      )
      .post('/form', validateForm(Payload), (c) => c.json({ got: c.req.valid('form') }))
      .post('/throws', validateJson(Payload, { notAnObject: 'x' }), () => {
        throw new Error('the handler failed');
      })
      .onError((error, c) => c.json({ status: 'error', message: `onError: ${error.message}` }, 500));
  }
  const send = (path: string, body: BodyInit, type?: string) =>
    testApp().request(path, { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} });

  it('passes the checked value to the handler (the schema’s output)', async () => {
    const response = await send('/json', '{"name":"Asha","count":2,"extra":true}', 'application/json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ got: { name: 'Asha', count: 2 } });
  });

  it.each([
    ['unparsable JSON', '{"name":', 'Send a JSON object.'],
    ['an empty body', '', 'Send a JSON object.'],
    ['an array', '[1]', 'Send a JSON object.'],
    ['null', 'null', 'Send a JSON object.'],
    ['a missing field', '{}', 'name is required.'],
    ['a wrong type', '{"name":"A","count":"2"}', 'count must be a number.'],
  ])('%s → 400 { status: "error", message } by default', async (_label, body, message) => {
    const response = await send('/json', body, 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', message });
  });

  it('a route’s own hook shapes the refusal (its status field, its HTTP status)', async () => {
    const bad = await send('/shaped', '{"name":""}', 'application/json');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ status: false, message: 'name is required.' });
    const garbled = await send('/shaped', 'nonsense', 'application/json');
    expect(await garbled.json()).toEqual({ status: false, message: 'Send a JSON object.' });
  });

  it('an error in the handler is not taken for bad input', async () => {
    const response = await send('/throws', '{"name":"A"}', 'application/json');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 'error', message: 'onError: the handler failed' });
  });

  it('a form: text fields only, the last of a repeated field; garbage reads as no fields', async () => {
    const form = new FormData();
    form.append('name', 'first');
    form.append('name', 'Asha');
    form.append('file', new Blob(['x']), 'x.txt');
    expect(await (await send('/form', form)).json()).toEqual({ got: { name: 'Asha' } });

    const onlyFile = new FormData();
    onlyFile.append('name', new Blob(['Asha']), 'name.txt');
    const missing = await send('/form', onlyFile);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ status: 'error', message: 'name is required.' });

    const garbage = await send('/form', '--x\r\nnot a part\r\n', 'multipart/form-data; boundary=q');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({ status: 'error', message: 'name is required.' });

    const json = await send('/form', '{"name":"Asha"}', 'application/json');
    expect(await json.json()).toEqual({ status: 'error', message: 'name is required.' });
  });
});
