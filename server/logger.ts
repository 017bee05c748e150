/**
 * Where the server writes its log lines. Passed in rather than imported, so tests can keep a server
 * quiet (a console error fails a test) and still assert that a failure was logged.
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * What of an error may be logged. A failed query's error (drizzle's DrizzleQueryError) carries its
 * parameters in its message and fields: e-mail addresses, phone numbers, password and session-token
 * hashes. PostgreSQL's own error carries row values in `detail` ("Key (email)=(…) already exists").
 * So only the query's text (placeholders, no values), the cause's code and message and the stacks
 * are kept; never `params`, `detail`, `where` or any other field.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  const isQueryError = typeof query === 'string' && 'params' in error;
  const message = isQueryError ? `Failed query: ${query}` : error.message;
  const safe = new Error(message);
  safe.name = error.name;
  // The first line of the stack is the message: rebuilt so the parameters do not come back with it.
  const frames = error.stack
    ?.split('\n')
    .slice(1)
    .filter((line) => line.trimStart().startsWith('at '));
  safe.stack = [`${safe.name}: ${message}`, ...(frames ?? [])].join('\n');
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(safe, { code });
  if (error.cause !== undefined) safe.cause = loggableError(error.cause);
  return safe;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) =>
    error === undefined ? console.error(message) : console.error(message, loggableError(error)),
};

export const silentLogger: Logger = {
  info: () => {},
  error: () => {},
};
