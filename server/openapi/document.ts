import { createHash } from 'node:crypto';
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { MAX_BODY_BYTES, type Encoding } from '../../contract/endpoints';
import { ErrorResponse } from '../../contract/errors';
import { OPERATIONS, type Operation } from './operations';

type Json = Record<string, unknown>;

/**
 * A valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). What the converter cannot say is
 * handled knowingly, so the document is looser than the server, never stricter:
 * - `v.check` (cross-field rules such as "marked questions must be among the submitted ones"):
 *   dropped (errorMode 'ignore'); the server still applies it and answers 400;
 * - `v.trim` and other transforms: a request body is described as the client sends it (typeMode
 *   'input'), an answer as the server sends it (typeMode 'output');
 * - a record keyed by a picklist (signup's `errors`): the converter refuses it, so it is said here as
 *   an object whose property names are the picklist's options;
 * - the actions' error messages: not carried over (the answers' `message` carries them).
 * The conversion runs once per process (routes/openapi.ts keeps the bytes).
 */
function jsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  const config = {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode,
    overrideSchema: ({ valibotSchema }) => {
      const s = valibotSchema as v.GenericSchema & { key?: v.GenericSchema; value?: v.GenericSchema };
      if (s.type !== 'record' || s.key?.type !== 'picklist' || !s.value) return undefined;
      const { $schema: _dialect, ...value } = toJsonSchema(s.value, config) as Json;
      return {
        type: 'object',
        propertyNames: { enum: (s.key as v.PicklistSchema<string[], undefined>).options },
        additionalProperties: value,
      };
    },
  } satisfies ConversionConfig;
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, config) as Json; // declared once (jsonSchemaDialect)
  return converted;
}

const MEDIA_TYPES: Record<Exclude<Encoding, 'none'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Hono's `/api/attempts/:attemptId/review` → OpenAPI's `/api/attempts/{attemptId}/review`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z_]+)/g, '{$1}');

const SECURITY: Record<Operation['access'], Json[] | undefined> = {
  public: [],
  session: [{ session: [] }],
  admin: [{ adminToken: [] }],
};

const content = (schema: v.GenericSchema, mode: 'input' | 'output', type = 'application/json') => ({
  content: { [type]: { schema: jsonSchema(schema, mode) } },
});

function operation(op: Operation): Json {
  const parameters: Json[] = [
    ...[...op.endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(op.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
  ];
  const responses: Json = {
    [String(op.okStatus ?? 200)]:
      op.okStatus === 303
        ? { description: 'See Other', headers: { Location: { schema: { type: 'string' } } } }
        : { description: 'Success', ...content(op.ok, 'output') },
  };
  if (op.etag) responses['304'] = { description: 'Not Modified: If-None-Match matched the ETag' };
  for (const [status, schema] of Object.entries(op.errors ?? {}))
    responses[status] = { description: 'Refused', ...content(schema, 'output') };
  // Any /api route: 503 with Retry-After while the database is starting, down or too slow.
  if (op.endpoint.path.startsWith('/api/') && !op.etag)
    responses['503'] ??= { description: 'Unavailable (Retry-After)', ...content(ErrorResponse, 'output') };
  const result: Json = {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
    security: SECURITY[op.access],
    responses,
  };
  if (parameters.length > 0) result.parameters = parameters;
  if (op.body && op.endpoint.encoding !== 'none')
    result.requestBody = { required: true, ...content(op.body, 'input', MEDIA_TYPES[op.endpoint.encoding]) };
  return result;
}

/** The OpenAPI 3.1 document of every route createApp answers (operations.ts). */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    const path = (paths[openApiPath(op.endpoint.path)] ??= {});
    path[op.endpoint.method.toLowerCase()] = operation(op);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Exam practice API',
      version: '1',
      description:
        `Generated from the valibot contract (contract/*.ts). Errors are \`{ status, message }\` unless an ` +
        `operation says otherwise. Request bodies above ${MAX_BODY_BYTES} bytes are refused with 413. ` +
        'POST/PUT/DELETE from another site are refused with 403.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
      },
    },
    paths,
  };
}

/** The document's bytes and strong ETag, built once (it changes only with the code). */
export function servedDocument(): { readonly body: string; readonly etag: string } {
  const body = JSON.stringify(openApiDocument());
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
