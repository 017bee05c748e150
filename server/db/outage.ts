import type { Logger } from '../logger';
import { loggableError } from '../logger';

/**
 * Telling an outage from a bug. While PostgreSQL is down, restarting or too slow, a request fails for a
 * reason that is neither the client's nor the code's: it is answered 503 with Retry-After (the client
 * tries again), and the log says so once when the outage starts and once when it ends, instead of a
 * stack per failed request (issue 20's probe: 5,202 lines for a 10 s outage).
 */
export type DatabaseFault = 'unavailable' | 'timeout';

/** Node's socket errors: the server is not there (any more). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away or cannot take us (class 08, 57P0x, 53300 too many connections). */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-4]$/.test(code) || code === '53300';
}

/** 57014: statement_timeout (or a cancel); 25P03: idle_in_transaction_session_timeout. */
const TIMEOUT_STATES = new Set(['57014', '25P03']);

/** node-postgres's own messages for a lost connection or a client-side timeout (they have no code). */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /not queryable/i,
];
const TIMEOUT_MESSAGES = [/query read timeout/i];

/** Thrown by a query started for a request that has already ended (deadline, or its client left). */
export class RequestEndedError extends Error {
  constructor(readonly why: 'deadline' | 'client gone') {
    super(why === 'deadline' ? 'The request ran past its deadline' : 'The client closed the connection');
    this.name = 'RequestEndedError';
  }
}

/** Whether (and how) an error, or any of its causes, is the database being unavailable or slow. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof RequestEndedError) return 'timeout';
    if (typeof current !== 'object') return undefined;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || isUnavailableState(code)) return 'unavailable';
      if (TIMEOUT_STATES.has(code)) return 'timeout';
    }
    if (typeof message === 'string') {
      if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
      if (TIMEOUT_MESSAGES.some((pattern) => pattern.test(message))) return 'timeout';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface OutageMonitor {
  /** A request (or the health check, or an idle connection) failed because of the database. */
  failed(error: unknown): void;
  /** The database answered: ends an outage, with one line saying how long it lasted. */
  answered(): void;
  readonly down: boolean;
}

export function outageMonitor(logger: Logger, now: () => number = Date.now): OutageMonitor {
  let since: number | undefined;
  let failures = 0;
  return {
    failed(error) {
      failures += 1;
      if (since !== undefined) return;
      since = now();
      logger.error(
        'The database is unavailable or too slow: answering 503 with Retry-After until it answers again',
        loggableError(error),
      );
    },
    answered() {
      if (since === undefined) return;
      const seconds = ((now() - since) / 1000).toFixed(1);
      logger.info(`The database answers again after ${seconds} s (${failures} failed requests or checks)`);
      since = undefined;
      failures = 0;
    },
    get down() {
      return since !== undefined;
    },
  };
}

/**
 * A logger for background work (the outbox sender, housekeeping): a failure that is the database being
 * unavailable or slow goes to the outage monitor (one line per outage), anything else is logged as is.
 */
export function outageAwareLogger(logger: Logger, outage: OutageMonitor): Logger {
  return {
    info: (message) => logger.info(message),
    error: (message, error) => (databaseFault(error) ? outage.failed(error) : logger.error(message, error)),
  };
}
