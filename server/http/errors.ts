import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorResponse } from '../../contract/errors';

/** The body of every error without a shape of its own in the specification (contract/errors.ts). */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ status: 'error', message } satisfies ErrorResponse, status);
}
