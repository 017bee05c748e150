import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { AppDatabase } from '../db/open';
import { outbox, type MessageKind } from '../db/schema';
import type { Logger } from '../logger';
import type { OutgoingMessage, Transports } from './transports';

/**
 * The outbox: messages are rows, queued in the transaction of the change that causes them (a reset
 * link is stored together with its e-mail, or neither), and sent later by a background sender, never
 * inside the request. With N copies of the server, each claims different rows (FOR UPDATE SKIP
 * LOCKED), so each message goes out once.
 */
export interface NewMessage {
  readonly kind: MessageKind;
  readonly to: string;
  readonly subject?: string;
  readonly text: string;
  readonly html?: string;
  /** E-mail only: extra headers, e.g. List-Unsubscribe. */
  readonly headers?: Readonly<Record<string, string>>;
}

type Executor = Pick<AppDatabase, 'insert'>;

/** Queues a message; pass the route's transaction. Then call deps.outboxQueued() after the commit. */
export async function enqueueMessage(tx: Executor, message: NewMessage, now: Date): Promise<number> {
  const [row] = await tx.insert(outbox).values(outboxRow(message, now)).returning({ id: outbox.id });
  return row!.id;
}

/** Queues many messages in one statement (a job alert to every matching subscriber); pass the transaction. */
export async function enqueueMessages(
  tx: Executor,
  messages: readonly NewMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(messages.map((message) => outboxRow(message, now)));
}

function outboxRow(message: NewMessage, now: Date) {
  return {
    kind: message.kind,
    to: message.to,
    subject: message.subject ?? null,
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ? { ...message.headers } : null,
    createdAt: now,
    nextAttemptAt: now,
  };
}

export interface SenderOptions {
  readonly db: AppDatabase;
  readonly transports: Transports;
  readonly logger: Logger;
  readonly clock: Clock;
  /** Rows claimed per round. */
  readonly batchSize?: number;
  /** How long a claim lasts: a row still 'sending' after it (its server died) is claimed again. */
  readonly leaseMs?: number;
  /** The wait before attempt 2, 3, …; its length + 1 is the number of attempts before 'failed'. */
  readonly retryDelaysMs?: readonly number[];
}

export const DEFAULT_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BATCH_SIZE = 10;

/**
 * Claims due rows: pending ones whose time has come, and 'sending' ones whose lease ran out. The
 * subquery locks the rows it picks and skips rows another sender has locked; the UPDATE marks them
 * 'sending' in the same statement, so no two senders get the same row.
 */
export async function claimMessages(
  db: AppDatabase,
  now: Date,
  options: { batchSize?: number; leaseMs?: number } = {},
): Promise<(OutgoingMessage & { attempts: number })[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      headers: outbox.headers,
      attempts: outbox.attempts,
    });
}

/** One round: claims due rows and sends them. Returns how many rows it claimed. */
export async function deliverDueMessages(options: SenderOptions): Promise<number> {
  const { db, transports, logger, clock } = options;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const claimed = await claimMessages(db, clock(), options);
  for (const message of claimed) {
    try {
      await transports[message.kind].send(message);
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: clock(), lockedUntil: null, lastError: null })
        .where(eq(outbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelays[message.attempts - 1];
      const giveUp = delay === undefined;
      logger.error(
        `Outbox: ${message.kind} ${message.id} to ${message.to} failed (attempt ${message.attempts}${giveUp ? ', giving up' : ''}): ${reason}`,
      );
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 2000),
          lockedUntil: null,
          ...(giveUp ? {} : { nextAttemptAt: new Date(clock().getTime() + delay) }),
        })
        .where(eq(outbox.id, message.id));
    }
  }
  return claimed.length;
}

export interface OutboxSender {
  /** Send what is due now rather than at the next poll (after a route queued a message). */
  nudge(): void;
  /** Stops polling and waits for the round in progress. Call before closing the database. */
  stop(): Promise<void>;
  /** Settles when no round is running (tests). */
  idle(): Promise<void>;
}

/** Polls every `intervalMs` and on nudge(); one round at a time. */
export function startOutboxSender(options: SenderOptions & { intervalMs: number }): OutboxSender {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = async () => {
    do {
      again = false;
      try {
        while ((await deliverDueMessages({ ...options, batchSize })) === batchSize && !stopped) {
          // a full batch: there may be more due
        }
      } catch (error) {
        options.logger.error('Outbox: could not read or update the queue', error);
      }
    } while (again && !stopped);
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(kick, options.intervalMs);
    timer.unref();
  };

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      schedule();
    });
  }

  schedule();
  return {
    nudge: () => {
      // Not inside the request that queued the message: after its response is on its way.
      setImmediate(kick);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const transport of Object.values(options.transports)) transport.close?.();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
