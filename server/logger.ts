import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * Where the server writes its log lines. Passed in rather than imported, so tests can keep a server
 * quiet (a console error fails a test) and still assert that a failure was logged.
 *
 * The server's own logger (consoleLogger) writes one JSON object per line (pino): time, level, msg,
 * the request id of the request it was written for (`req`, also sent as X-Request-Id), and for an
 * error its name, message, code and stack. Every message goes through maskPersonalData first: no
 * e-mail address in full, no password, token, secret or hash.
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

const requestIds = new AsyncLocalStorage<string>();

/** Runs `work` as the request `id`: every line logged meanwhile (awaits included) carries it. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work);
}

/** Local part, @, a domain with a dot: an address inside any text (a URL's user@host included). */
const EMAIL_IN_TEXT = /([A-Za-z0-9._%+'!#$&*=?^`{|}~-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * What may be logged of a text: e-mail addresses as their first letter and domain (a***@example.in),
 * and the values of tokens, passwords, secrets and keys (in URLs, forms or `name: value`), bearer
 * tokens and argon2 hashes replaced by ***. A reset link in an e-mail written to the log (no SMTP_URL)
 * is therefore not usable from the log: use a mail catcher (compose.yaml's Mailpit) to follow it.
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, (_, local: string, domain: string) => `${local[0]}***@${domain}`)
    .replace(/\b(token|password|passwd|secret|key)(["']?\s*[=:]\s*["']?)([^\s&"',;]+)/gi, '$1$2***')
    .replace(/\bBearer\s+[^\s"',;]+/gi, 'Bearer ***')
    .replace(/\$argon2(id|i|d)\$[^\s"';]+/g, '$argon2$1$***');
}

/**
 * A pino logger's lines as this app writes them; `destination` for tests. By default info lines go to
 * stdout and error lines to stderr (as before JSON: a platform that colours or alerts on stderr still
 * can).
 */
export function jsonLogger(destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    base: undefined, // no pid or hostname on every line: the platform adds where it ran
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const out = pino(options, destination ?? pino.destination({ fd: 1, sync: true }));
  const err = destination ? out : pino(options, pino.destination({ fd: 2, sync: true }));
  const context = () => {
    const req = requestIds.getStore();
    return req ? { req } : {};
  };
  return {
    info: (message) => out.info(context(), maskPersonalData(message)),
    error: (message, error) => {
      if (error === undefined) return err.error(context(), maskPersonalData(message));
      const safe = loggableError(error);
      const details =
        safe instanceof Error
          ? {
              name: safe.name,
              message: maskPersonalData(safe.message),
              code: (safe as { code?: unknown }).code,
              stack: safe.stack ? maskPersonalData(safe.stack) : undefined,
              cause: safe.cause instanceof Error ? maskPersonalData(String(safe.cause.stack)) : undefined,
            }
          : { message: maskPersonalData(String(safe)) };
      err.error({ ...context(), err: details }, maskPersonalData(message));
    },
  };
}

export const consoleLogger: Logger = jsonLogger();

export const silentLogger: Logger = {
  info: () => {},
  error: () => {},
};
