import type { Context } from 'hono';

/**
 * The text fields of a form-encoded or multipart body (c.req.parseBody()). A body that cannot be
 * parsed (garbage multipart, a wrong Content-Type) reads as empty, and a file where text was expected
 * as missing: the route then answers its ordinary 400 for missing fields, never a 500.
 */
export async function readFormFields(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** A JSON object body, or undefined when the body is not one (unparsable, an array, a string…). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
