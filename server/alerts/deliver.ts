import { and, sql } from 'drizzle-orm';
import { ALL_INDIA } from '../../contract/states';
import type { AppDatabase } from '../db/open';
import { ALERT_CHANNELS, jobAlertDeliveries, jobAlerts, type AlertChannel } from '../db/schema';
import { enqueueMessages, type NewMessage } from '../mail/outbox';
import { jobAlertEmail, jobAlertWhatsApp, type AlertJob } from './alert-messages';
import { oneClickUnsubscribeLink, signUnsubscribeToken, unsubscribeLink } from './unsubscribe-token';

type Executor = Pick<AppDatabase, 'select' | 'insert'>;

export interface AlertLinks {
  readonly appBaseUrl: string;
  /** The unsubscribe signing key (unsubscribeKey()), read before the transaction. */
  readonly signingKey: string;
}

/** How a job open in every state names its location, lower-cased. */
const NATIONWIDE = ALL_INDIA.toLowerCase();

/** Rows per INSERT: well below PostgreSQL's limit of 65535 parameters a statement. */
const CHUNK = 1000;

/**
 * Queues the alerts of newly added jobs, in the caller's transaction (the import's): for each job, every
 * subscription it matches gets one e-mail and one WhatsApp message through the outbox. A subscription
 * matches (spec §5, the job filter's rules) when the job's location contains one of its states AND the
 * job's qualification contains one of its qualifications, both ignoring case. So a 'Delhi' subscriber
 * gets 'Delhi' jobs, and 'Graduate' matches 'Any Graduate' as the filter on the jobs page does. A job
 * open in every state ('All India') matches every subscriber's states: a candidate in Delhi who asked
 * for Delhi jobs wants the central-government posts open to Delhi too.
 *
 * Each (job, subscription, channel) is first claimed in job_alert_deliveries (ON CONFLICT DO NOTHING):
 * only the claims this transaction wins are queued, so a job delivered twice, or by two servers at
 * once, reaches each subscriber once per channel. Returns the number of messages queued.
 */
export async function queueJobAlerts(
  tx: Executor,
  jobs: readonly (AlertJob & { id: number })[],
  now: Date,
  links: AlertLinks,
): Promise<number> {
  let queued = 0;
  for (const job of jobs) {
    const subscribers = await tx
      .select({ id: jobAlerts.id, email: jobAlerts.email, whatsApp: jobAlerts.whatsApp })
      .from(jobAlerts)
      .where(
        and(
          sql`(strpos(lower(${job.location}::text), ${NATIONWIDE}) > 0 or exists (select 1 from unnest(${jobAlerts.states}) as s(name) where strpos(lower(${job.location}::text), lower(s.name)) > 0))`,
          sql`exists (select 1 from unnest(${jobAlerts.qualifications}) as q(name) where strpos(lower(${job.qualification}::text), lower(q.name)) > 0)`,
        ),
      );
    const byId = new Map(subscribers.map((s) => [s.id, s]));
    for (let start = 0; start < subscribers.length; start += CHUNK) {
      const claims = subscribers
        .slice(start, start + CHUNK)
        .flatMap((s) =>
          ALERT_CHANNELS.map((channel) => ({ jobId: job.id, subscriptionId: s.id, channel, createdAt: now })),
        );
      const won = await tx.insert(jobAlertDeliveries).values(claims).onConflictDoNothing().returning({
        subscriptionId: jobAlertDeliveries.subscriptionId,
        channel: jobAlertDeliveries.channel,
      });
      const messages = won.map(({ subscriptionId, channel }) =>
        alertMessage(job, byId.get(subscriptionId)!, channel, links),
      );
      await enqueueMessages(tx, messages, now);
      queued += messages.length;
    }
  }
  return queued;
}

function alertMessage(
  job: AlertJob,
  subscriber: { id: number; email: string; whatsApp: string },
  channel: AlertChannel,
  links: AlertLinks,
): NewMessage {
  const token = signUnsubscribeToken(links.signingKey, subscriber.id);
  const unsubscribe = unsubscribeLink(links.appBaseUrl, token);
  return channel === 'email'
    ? jobAlertEmail(job, subscriber.email, {
        unsubscribe,
        oneClickUnsubscribe: oneClickUnsubscribeLink(links.appBaseUrl, token),
      })
    : jobAlertWhatsApp(job, subscriber.whatsApp, unsubscribe);
}
