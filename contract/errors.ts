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
 * The messages any route may answer with (design §1: the server decides, the contract words it), so
 * the server and the client use the same ones and a translation can key on them.
 */
export const HTTP_MESSAGES = {
  notFound: 'Not found',
  badRequest: 'Bad request',
  requestNotValid: 'The request is not valid.',
  pleaseLogIn: 'Please log in.',
  crossSite: 'Cross-site request refused.',
  shuttingDown: 'Shutting down',
  databaseNotReady: 'Starting: the database is not ready yet',
  databaseUnreachable: 'The database is not reachable',
  starting: 'The server is starting. Please try again in a moment.',
  serverError: 'Something went wrong on our side. Please try again later.',
  /** TEST_CLOCK=1 only: an X-Test-Now header that is not an instant. */
  badTestNow: 'X-Test-Now must be an ISO 8601 instant with its zone, e.g. 2026-11-25T18:30:00Z.',
  tooLarge: (bytes: number) => `The request body is larger than ${bytes} bytes`,
  /** 415 from a JSON route (contract/endpoints.ts encoding 'json') whose body is not application/json. */
  notJson: 'This request must be sent as JSON (Content-Type: application/json).',
  /** A required field of a JSON body is missing (its name as the request spells it). */
  isRequired: (field: string) => `${field} is required`,
  /** A 429: how long until the limit lets the client try again, in whole minutes. */
  tooManyAttempts: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;
