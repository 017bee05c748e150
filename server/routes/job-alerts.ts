import { eq, inArray, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_ROUTE_MESSAGES,
  JobAlertRequest,
  jobAlertProblem,
  UNSUBSCRIBED_MESSAGE,
  type JobAlertResponse,
  type JobAlertSubscription,
  type MyJobAlertResponse,
  type UnsubscribeResponse,
} from '../../contract/job-alerts';
import { denyUnlessOwnUserId, requireUser } from '../accounts/sessions';
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from '../alerts/unsubscribe-token';
import { jobAlerts, qualifications } from '../db/schema';
import { readJsonObject } from '../http/form';
import { firstProblem } from '../http/validation';
import type { AppEnv, RouteDeps } from './deps';

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

type Body = v.InferOutput<typeof JobAlertResponse>;

/**
 * Job-alert subscriptions (spec §3, §5, §7; contract/job-alerts.ts): the session user's one subscription,
 * stored or replaced by POST /api/job_alerts and read back by GET; and unsubscribing from the signed
 * link every alert carries, without logging in. `signingKey` is unsubscribeKey() of app.ts.
 */
export function jobAlertRoutes(deps: RouteDeps, signingKey: () => Promise<string>) {
  return (
    new Hono<AppEnv>()
      .post(endpoints.jobAlerts.path, noStore, requireUser(), async (c) => {
        const body = await readJsonObject(c);
        if (!body)
          return c.json(
            { status: 'error', message: JOB_ALERT_ROUTE_MESSAGES.badRequest } satisfies Body,
            400,
          );
        if (body.user_id === undefined || body.user_id === null || body.user_id === '') {
          return c.json(
            { status: 'error', message: JOB_ALERT_ROUTE_MESSAGES.userIdMissing } satisfies Body,
            400,
          );
        }
        const denied = denyUnlessOwnUserId(c, body.user_id, (c) =>
          c.json({ status: 'error', message: JOB_ALERT_ROUTE_MESSAGES.notYours } satisfies Body, 403),
        );
        if (denied) return denied;

        // The modal's own checks first, in its order and with its words (spec §5, §8).
        const problem = isForm(body) ? jobAlertProblem(body) : undefined;
        if (problem)
          return c.json(
            { status: 'error', message: JOB_ALERT_MESSAGES[problem].message } satisfies Body,
            400,
          );
        const parsed = v.safeParse(JobAlertRequest, body);
        if (!parsed.success)
          return c.json({ status: 'error', message: firstProblem(parsed.issues) } satisfies Body, 400);

        const states = [...new Set(parsed.output.state)];
        const chosen = [...new Set(parsed.output.qualification.map((name) => name.trim()))];
        const known = new Set(
          (
            await deps
              .db()
              .select({ name: qualifications.name })
              .from(qualifications)
              .where(inArray(qualifications.name, chosen))
          ).map((row) => row.name),
        );
        const unknown = chosen.find((name) => !known.has(name));
        if (unknown !== undefined) {
          return c.json(
            {
              status: 'error',
              message: JOB_ALERT_ROUTE_MESSAGES.unknownQualification(unknown),
            } satisfies Body,
            400,
          );
        }

        const now = deps.clock();
        const values = {
          email: parsed.output.email_id,
          whatsApp: parsed.output.whats_app,
          states,
          qualifications: chosen,
          updatedAt: now,
        };
        // One row per user: a second subscription replaces the first (and keeps its id, so the
        // unsubscribe links already sent still work). xmax = 0 only on a row this statement inserted.
        const [row] = await deps
          .db()
          .insert(jobAlerts)
          .values({ userId: c.var.user.id, createdAt: now, ...values })
          .onConflictDoUpdate({ target: jobAlerts.userId, set: values })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        const message = row?.inserted
          ? JOB_ALERT_ROUTE_MESSAGES.subscribed
          : JOB_ALERT_ROUTE_MESSAGES.updated;
        return c.json({ status: 'success', message } satisfies Body);
      })

      .get(endpoints.myJobAlert.path, noStore, requireUser(), async (c) => {
        const [row] = await deps
          .db()
          .select({
            email_id: jobAlerts.email,
            whats_app: jobAlerts.whatsApp,
            state: jobAlerts.states,
            qualification: jobAlerts.qualifications,
          })
          .from(jobAlerts)
          .where(eq(jobAlerts.userId, c.var.user.id));
        const data: JobAlertSubscription | null = row ?? null;
        return c.json({ status: 'success', data } satisfies v.InferOutput<typeof MyJobAlertResponse>);
      })

      // From the client's /unsubscribe page (JSON { token }), or a mail program's one-click unsubscribe
      // (RFC 8058: form body List-Unsubscribe=One-Click, the token in the List-Unsubscribe address).
      .post(endpoints.unsubscribe.path, noStore, async (c) => {
        const isJson = (c.req.header('Content-Type') ?? '').toLowerCase().includes('json');
        const token = isJson ? (await readJsonObject(c))?.token : c.req.query('token');
        const id = verifyUnsubscribeToken(await signingKey(), token);
        if (id === undefined) {
          return c.json(
            { status: 'error', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } satisfies v.InferOutput<
              typeof UnsubscribeResponse
            >,
            400,
          );
        }
        // Deleting what is already gone is fine: the link answers the same every time.
        await deps.db().delete(jobAlerts).where(eq(jobAlerts.id, id));
        return c.json({ status: 'success', message: UNSUBSCRIBED_MESSAGE } satisfies v.InferOutput<
          typeof UnsubscribeResponse
        >);
      })

      // A mail program that opens the List-Unsubscribe address instead of posting to it: the client's page.
      .get(endpoints.unsubscribe.path, (c) => {
        const token = c.req.query('token') ?? '';
        return c.redirect(
          `${deps.settings.appBaseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          303,
        );
      })
  );
}

/** Whether the body has the types jobAlertProblem reads (anything else gets the schema's message). */
function isForm(
  body: Record<string, unknown>,
): body is Record<string, unknown> & Parameters<typeof jobAlertProblem>[0] {
  const texts = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  return (
    typeof body.email_id === 'string' &&
    typeof body.whats_app === 'string' &&
    texts(body.state) &&
    texts(body.qualification)
  );
}
