import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { HTTP_MESSAGES } from '../../contract/errors';
import { errorResponse } from './errors';
import { firstProblem } from './validation';

/**
 * Request validation as route middleware: the body is read and checked against a contract schema
 * before the handler runs, and the handler reads the checked value with `c.req.valid('json' | 'form')`.
 *
 *   routes.post(path, validateJson(SubmitPayload, { notAnObject: '…' }), async (c) => {
 *     const payload = c.req.valid('json');
 *
 * A refusal keeps the body the route's client reads: by default 400 `{ status: 'error', message }`
 * with the schema's first problem (`firstProblem`), or the route's own `refuse(c, message)` (a boolean
 * status for signup and login, `msg` for the password forms, a reset link's `reason`…).
 *
 * Before the schema, every text of the body is checked for what PostgreSQL cannot store (NUL, invalid
 * UTF-8, lone surrogates): 400 naming the field, through `refuseBadText` (default `refuse`) for a route
 * whose `refuse` answers one fixed message.
 */
export type RefusalHook = (c: Context, message: string) => Response;

/** The default refusal: 400 `{ status: 'error', message }` (contract/errors.ts ErrorResponse). */
export const refuseWithError: RefusalHook = (c, message) => errorResponse(c, 400, message);

type Validated<Target extends 'json' | 'form', S extends v.GenericSchema> = MiddlewareHandler<
  // The route's environment passes through untouched (c.var.user stays typed after requireUser).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any,
  string,
  { in: { [K in Target]: v.InferInput<S> }; out: { [K in Target]: v.InferOutput<S> } }
>;

/** `application/json`, or a `+json` type, with or without parameters (`; charset=utf-8`). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;

function mediaTypeOf(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isJsonRequest(c: Context): boolean {
  return JSON_MEDIA_TYPE.test(mediaTypeOf(c));
}

/** A form body: form-encoded or multipart. */
export function isFormRequest(c: Context): boolean {
  const mediaType = mediaTypeOf(c);
  return mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data';
}

/**
 * 415 `{ status: 'error', message }` for a body that does not say it is JSON. Without it a JSON route
 * would read a `text/plain` body as an empty object (hono/validator skips other types), and a form
 * posted by another site's page would get as far as validation.
 */
export function unsupportedMediaType(c: Context): Response {
  return errorResponse(c, 415, HTTP_MESSAGES.notJson);
}

/** Route middleware refusing (415) any body that is not JSON; validateJson includes it. */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    if (!isJsonRequest(c)) return unsupportedMediaType(c);
    await next();
  };
}

/**
 * The first text in a parsed body that no person types and PostgreSQL cannot store (it answers 22021,
 * which would be a 500): a NUL, a lone surrogate (JSON's "\\ud800"), or U+FFFD, which is what bytes
 * that are not UTF-8 become when the body is decoded. Returns the field's name, or undefined when
 * every text is clean.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function fieldWithBadCharacters(value: unknown, field = ''): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || value.includes('\uFFFD') || LONE_SURROGATE.test(value)
      ? field || 'body'
      : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      // A list of texts is one field (state: […]); a list of rows names the row (jobs.1.organisation).
      const found = fieldWithBadCharacters(item, typeof item === 'object' ? `${field}.${index}` : field);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const name = field ? `${field}.${key}` : key;
      const found = fieldWithBadCharacters(item, name);
      if (found) return found;
    }
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON route's body: 415 unless it is JSON; `notAnObject` (the route's own message) when it cannot
 * be parsed or is not an object (an array, null, a string); else the schema's first problem.
 */
export function validateJson<S extends v.GenericSchema>(
  schema: S,
  options: { notAnObject: string; refuse?: RefusalHook; refuseBadText?: RefusalHook },
): Validated<'json', S> {
  const refuse = options.refuse ?? refuseWithError;
  const refuseBadText = options.refuseBadText ?? refuse;
  const check: MiddlewareHandler = validator('json', (value: unknown, c: Context): object | Response => {
    if (!isObject(value)) return refuse(c, options.notAnObject);
    const bad = fieldWithBadCharacters(value);
    if (bad) return refuseBadText(c, HTTP_MESSAGES.badCharacters(bad));
    const parsed = v.safeParse(schema, value);
    return parsed.success ? (parsed.output as object) : refuse(c, firstProblem(parsed.issues));
  });
  return async (c, next) => {
    if (!isJsonRequest(c)) return unsupportedMediaType(c);
    // hono/validator throws on unparsable JSON; that is the client's mistake, answered in the route's
    // shape. An exception after the handler was reached is not ours to answer.
    let reached = false;
    try {
      return await check(c, () => {
        reached = true;
        return next();
      });
    } catch (error) {
      if (!reached && error instanceof HTTPException) return refuse(c, options.notAnObject);
      throw error;
    }
  };
}

/**
 * The text fields of a parsed form, as the routes always read them: a repeated field counts once (the
 * last value), and a file where text was expected counts as missing.
 */
export function formTexts(form: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') fields[name] = last;
  }
  return fields;
}

/**
 * A form route's body (form-encoded or multipart, as the specification's clients send them). A body
 * that is not a form, or cannot be parsed (garbage multipart), reads as no fields: the schema then
 * finds the first missing one, and the route answers its ordinary 400, never a 500.
 */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  options: { refuse?: RefusalHook; refuseBadText?: RefusalHook } = {},
): Validated<'form', S> {
  const refuse = options.refuse ?? refuseWithError;
  const refuseBadText = options.refuseBadText ?? refuse;
  const parse = (form: Record<string, unknown>, c: Context): object | Response => {
    const texts = formTexts(form);
    const bad = fieldWithBadCharacters(texts);
    if (bad) return refuseBadText(c, HTTP_MESSAGES.badCharacters(bad));
    const parsed = v.safeParse(schema, texts);
    return parsed.success ? (parsed.output as object) : refuse(c, firstProblem(parsed.issues));
  };
  const check: MiddlewareHandler = validator('form', (form: Record<string, unknown>, c) => parse(form, c));
  return async (c, next) => {
    let reached = false;
    try {
      return await check(c, () => {
        reached = true;
        return next();
      });
    } catch (error) {
      if (reached || !(error instanceof HTTPException)) throw error;
      const empty = parse({}, c);
      if (empty instanceof Response) return empty;
      c.req.addValidatedData('form', empty);
      await next();
    }
  };
}
