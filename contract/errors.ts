import * as v from 'valibot';

/**
 * The error body of every route that has no shape of its own in the specification (unknown /api
 * routes, oversized bodies, a database that is not ready yet). Routes of spec §7 answer their errors
 * in the shape their client reads (msg or message), defined beside their own schemas.
 */
export const ErrorResponse = v.object({
  status: v.literal('error'),
  message: v.string(),
});

export type ErrorResponse = v.InferOutput<typeof ErrorResponse>;

/**
 * 415 from a JSON route (contract/endpoints.ts encoding 'json') whose body is not
 * `Content-Type: application/json`, in the ErrorResponse shape.
 */
export const NOT_JSON_MESSAGE = 'This request must be sent as JSON (Content-Type: application/json).';
