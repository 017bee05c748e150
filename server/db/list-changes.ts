import pg from 'pg';
import { LIST_CHANNEL } from '../catalogues/list-cache';
import type { Logger } from '../logger';

/**
 * How a server copy learns that another copy imported jobs, or started and seeded (its question bank
 * and catalogues may differ): PostgreSQL only; PGlite has one copy. On a notice the copy rebuilds its
 * public lists and reads its question bank again (start.ts).
 *
 * LISTEN/NOTIFY rather than a version row: the importing copy sends `pg_notify` after its commit, and
 * every listening copy hears it at once, without a query per request or a polling interval, and
 * without a table (so no migration). What NOTIFY cannot promise, a notice sent while this copy's
 * listening connection was down, is covered by treating every (re)connection as a change: the lists are
 * rebuilt then. The list cache's one-minute age limit covers writers that send no notice at all.
 */
export interface ListChangeListener {
  stop(): Promise<void>;
}

export function listenForListChanges(
  url: string,
  onChange: () => void,
  logger: Logger,
  retryMs = 2_000,
): ListChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  const reconnectLater = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    next.on('notification', () => onChange());
    next.on('error', () => {
      onChange();
      reconnectLater();
    });
    next.on('end', reconnectLater);
    try {
      await next.connect();
      await next.query(`LISTEN ${LIST_CHANNEL}`);
      if (stopped) return void (await next.end().catch(() => {}));
      client = next;
      if (warned) logger.info('Listening for other copies’ imports again');
      warned = false;
      onChange(); // anything missed while not listening
    } catch (error) {
      if (!warned) logger.error('Could not listen for other copies’ imports; retrying', error);
      warned = true;
      void next.end().catch(() => {});
      reconnectLater();
    }
  };
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
