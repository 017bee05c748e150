import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { HTTP_MESSAGES } from '../../contract/errors';
import { createApp } from '../../server/app';
import { openApiDocument, openApiPath } from '../../server/openapi/document';
import { OPENAPI_PATH } from '../../server/openapi/operations';
import { accountsApp, newUser, postJson, withSession } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { getAs, QUIZ_PATH } from './support/quiz';

// Issue 20 item 4: GET /api/openapi.json describes every route the app answers, from the contract.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** The app with no database: its routes and the document, which needs none. */
const bareApp = () =>
  createApp({ db: () => undefined, config: { distDir: '/nonexistent', trustProxy: false } });

/** The document as the route serves it (built without a database). */
const fetchDocument = () => Promise.resolve(openApiDocument() as Json);

/** Every `METHOD /path` of the document. */
const described = (doc: Json) =>
  new Set(
    Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      METHODS.filter((m) => (item as Json)[m]).map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );

const ajv = new Ajv2020({ strict: false, allErrors: true });
// The only format the contract converts to (v.isoTimestamp): an instant the server writes as ISO 8601.
ajv.addFormat('date-time', (text: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text),
);
/** Fails unless `body` matches the schema the document gives for this operation's `status` answer. */
function expectDescribed(doc: Json, method: string, path: string, status: number, body: unknown) {
  const operation = (doc.paths as Json)[path]?.[method];
  expect(operation, `${method} ${path} is described`).toBeDefined();
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} describes a ${status}`).toBeDefined();
  const validate = ajv.compile(schema);
  expect(validate(body), `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe('the OpenAPI document', () => {
  it('describes every route createApp answers, and only those', async () => {
    const doc = await fetchDocument();
    const routes = new Set(
      bareApp()
        .routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
        .map((r) => `${r.method} ${openApiPath(r.path)}`),
    );
    const documented = described(doc);
    expect(
      [...routes].filter((r) => !documented.has(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      [...documented].filter((r) => !routes.has(r)),
      'described routes the app lacks',
    ).toEqual([]);
    expect(routes.size).toBeGreaterThan(40);
  });

  it('is OpenAPI 3.1-shaped: unique operation ids, declared path parameters, valid JSON Schemas', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const schemes = Object.keys(doc.components.securitySchemes as Json);
    expect(schemes.sort()).toEqual(['adminToken', 'session']);
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      expect(path).toMatch(/^\//);
      for (const method of METHODS) {
        const op = (item as Json)[method] as Json | undefined;
        if (!op) continue;
        const where = `${method} ${path}`;
        expect(ids.has(op.operationId), `${where} operationId unique`).toBe(false);
        ids.add(op.operationId);
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const declared = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), where).toEqual(templated);
        expect(
          declared.every((p) => p.required === true),
          where,
        ).toBe(true);
        for (const requirement of op.security as Json[])
          for (const name of Object.keys(requirement)) expect(schemes, where).toContain(name);
        expect(Object.keys(op.responses as Json).length, where).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(op.responses as Json)) {
          expect(status, where).toMatch(/^[1-5]\d\d$/);
          expect((response as Json).description, where).toEqual(expect.any(String));
          for (const media of Object.values(((response as Json).content ?? {}) as Json))
            expect(() => ajv.compile((media as Json).schema as object), `${where} ${status}`).not.toThrow();
        }
        for (const media of Object.values((op.requestBody?.content ?? {}) as Json))
          expect(() => ajv.compile((media as Json).schema as object), `${where} body`).not.toThrow();
      }
    }
  });

  it("carries each body's encoding and who may call it", async () => {
    const doc = await fetchDocument();
    const bodyType = (method: string, path: string) =>
      Object.keys(doc.paths[path][method].requestBody.content as Json)[0];
    expect(bodyType('post', endpoints.signup.path)).toBe('application/x-www-form-urlencoded');
    expect(bodyType('post', endpoints.login.path)).toBe('multipart/form-data');
    expect(bodyType('post', endpoints.quizResult.path)).toBe('application/json');
    expect(doc.paths[endpoints.states.path].get.security).toEqual([]);
    expect(doc.paths['/api/aptitude/{quizId}/{level}'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/jobs'].post.security).toEqual([{ adminToken: [] }]);
    const signup = doc.paths[endpoints.signup.path].post.requestBody.content[
      'application/x-www-form-urlencoded'
    ].schema as Json;
    expect(Object.keys(signup.properties as Json)).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'phone', 'state', 'qualification']),
    );
  });
});

forEachDatabase((database) => {
  const app = () => accountsApp(database().db).app;

  it('is served public, from memory, with a strong ETag and 304 on a match', async () => {
    const served = app();
    const response = await served.request(OPENAPI_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const doc = (await response.json()) as Json;
    expect(doc).toEqual(JSON.parse(JSON.stringify(await fetchDocument())));
    const again = await served.request(OPENAPI_PATH, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('real answers match their described schemas: lists, a quiz draw, errors', async () => {
    const served = app();
    const doc = (await (await served.request(OPENAPI_PATH)).json()) as Json;

    for (const path of [endpoints.states.path, endpoints.govtJobs.path, endpoints.examFamily('ssc').path]) {
      const response = await served.request(path);
      expectDescribed(doc, 'get', path, 200, await response.json());
    }

    const candidate = await newUser(served);
    const draw = await getAs(served, QUIZ_PATH, candidate.token);
    expect(draw.status).toBe(200);
    expectDescribed(doc, 'get', '/api/aptitude/{quizId}/{level}', 200, await draw.json());

    const anonymous = await getAs(served, QUIZ_PATH);
    expect(anonymous.status).toBe(401);
    const refusal = await anonymous.json();
    expect(refusal).toEqual({ status: 'error', message: HTTP_MESSAGES.pleaseLogIn });
    expectDescribed(doc, 'get', '/api/aptitude/{quizId}/{level}', 401, refusal);

    const bad = await postJson(served, endpoints.quizResult.path, [], withSession(candidate.token));
    expect(bad.status).toBe(400);
    expectDescribed(doc, 'post', endpoints.quizResult.path, 400, await bad.json());

    const profile = await getAs(served, endpoints.profile.path, candidate.token);
    expectDescribed(doc, 'get', endpoints.profile.path, 200, await profile.json());
  });
});
